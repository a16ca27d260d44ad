import { USER_TYPE } from '@jauc/contract';
import { PaymentAccountsPage } from '../../features/payment-info/components/payment-accounts-page';
import { RequireAccess } from '../guards';

/** `/payment-accounts`: the managers' screen of the bank details clients pay to. */
export function Component() {
  return (
    <RequireAccess userTypes={[USER_TYPE.manager]}>
      <PaymentAccountsPage />
    </RequireAccess>
  );
}
