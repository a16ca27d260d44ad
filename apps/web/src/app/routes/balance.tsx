import { useTranslation } from 'react-i18next';
import { USER_TYPE } from '@jauc/contract';
import { ClientSearchField } from '../../features/bids/components/client-search-field';
import { PayCard } from '../../features/payment-info/components/pay-card';
import { BalancePage } from '../../features/payments/components/balance-page';
import { useProfile } from '../../lib/session-store';

/** How to top up the account shown; a manager sees it once a client is chosen. */
function TopUp({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (userId === null && profile?.detail.userType === USER_TYPE.manager) return null;
  return <PayCard target={userId === null ? {} : { userId }} title={t('PayInfo.topUp')} />;
}

/** `/balance`: balance, credit limit, what can still be bid, how to top up and the latest entries. */
export function Component() {
  return <BalancePage ClientPicker={ClientSearchField} TopUp={TopUp} />;
}
