import { ClientSearchField } from '../../features/bids/components/client-search-field';
import { BalancePage } from '../../features/payments/components/balance-page';

/** `/balance`: balance, credit limit, what can still be bid and the latest entries. */
export function Component() {
  return <BalancePage ClientPicker={ClientSearchField} />;
}
