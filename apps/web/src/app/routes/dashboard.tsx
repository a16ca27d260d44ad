import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { bidListHref } from './dashboard-links';

export function Component() {
  return <DashboardPage bidListHref={bidListHref} />;
}
