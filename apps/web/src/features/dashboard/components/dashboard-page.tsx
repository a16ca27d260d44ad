import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDashboard } from '../api/get-dashboard';
import type { BidListHref } from '../lib/dashboard-links';
import { ManagerDashboard } from './manager-dashboard';
import { OwnerDashboard } from './owner-dashboard';

/** `/dashboard`: what needs the user's attention today, each tile opening its list already filtered. */
export function DashboardPage({ bidListHref, managerPanel }: { bidListHref: BidListHref; managerPanel?: ReactNode }) {
  const { t } = useTranslation();
  const { data, error } = useDashboard();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">{t('Dashboard.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('Dashboard.subtitle')}</p>
      </header>
      <ErrorAlert error={error} />
      {!data ? (
        !error && <PageSpinner />
      ) : data.dashboard.kind === 'manager' ? (
        <>
          {managerPanel}
          <ManagerDashboard data={data.dashboard} bidListHref={bidListHref} />
        </>
      ) : (
        <OwnerDashboard data={data.dashboard} bidListHref={bidListHref} />
      )}
    </div>
  );
}
