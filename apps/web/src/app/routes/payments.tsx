import { ClientSearchField } from '../../features/bids/components/client-search-field';
import { PaymentsPage } from '../../features/payments/components/payments-page';

/** `/payments`: the account's ledger (a manager opens a client's with `?userId=`). */
export function Component() {
  return <PaymentsPage ClientPicker={ClientSearchField} />;
}
