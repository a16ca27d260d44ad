import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageCount } from '../../../lib/list/paging';
import { signedYen } from '../../../lib/money';
import { useDeposits } from '../api/get-deposits';

/**
 * A manager's /payments before a client is picked: every client's deposits, newest first — the
 * list the dashboard's "Recent deposits" card begins and its "View all" opens (issue 18 §2).
 */
export function DepositsList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useDeposits(page, true);
  const data = list.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('Payments.allDeposits')}
      </h2>
      <ErrorAlert error={list.error} />
      {!data && list.isPending && <PageSpinner />}
      {data &&
        (data.deposits.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">{t('Dashboard.noDeposits')}</p>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs">
            {data.deposits.map((d) => (
              <li key={d.id}>
                <Link to={`/payments?userId=${d.userId}`} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{d.clientName}</span>
                    <span className="block text-xs text-slate-600">
                      {t('Dashboard.clientId', { id: d.userId })} · {d.date}
                      {d.description && <> · {d.description}</>}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums text-green-800">{signedYen(d.amount)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      {data && <Pagination page={page} pageCount={pageCount(data.pageInfo.totalSearchResults, data.pageInfo.pageSize)} onPageChange={onPage} />}
    </section>
  );
}
