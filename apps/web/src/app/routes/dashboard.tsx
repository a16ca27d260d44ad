import { ProofsPanel } from '../../features/payment-info/components/proofs-panel';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { bidListHref } from './dashboard-links';

export function Component() {
  return <DashboardPage bidListHref={bidListHref} managerPanel={<ProofsPanel />} />;
}
