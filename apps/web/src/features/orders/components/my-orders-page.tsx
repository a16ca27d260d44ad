import type { OrderStatus } from '@jauc/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageCount } from '../../../lib/list/paging';
import { useMyOrders } from '../api/orders';
import { carAskedFor, orderDate, STATUS_TONE } from './order-text';

function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`Orders.status.${status}`)}</Badge>;
}

/** `/my-orders`: the orders the user sent from "Spec your car" and how far the managers got (issue 18 §2). */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useMyOrders(page);
  const data = list.data;
  const pages = data ? pageCount(data.pageInfo.totalSearchResults, data.pageInfo.pageSize) : 1;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={titleId} className="text-xl font-semibold text-slate-900 md:text-2xl">
          {t('Orders.myTitle')}
        </h1>
        <Link to="/make-an-order" className="text-sm font-medium text-brand-700 hover:underline">
          {t('Orders.newOrder')}
        </Link>
      </div>
      <ErrorAlert error={list.error} />
      {!data && list.isPending && <PageSpinner />}
      {data &&
        (data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">{t('Orders.myEmpty')}</p>
        ) : (
          <ul aria-labelledby={titleId} className="flex flex-col gap-3">
            {data.items.map((o) => (
              <li key={o.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-slate-900">{carAskedFor(o, t)}</p>
                    <p className="text-xs text-slate-500">
                      {t('Orders.number', { id: o.id })} · {orderDate(o.createdAt)}
                    </p>
                    {o.comment && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">{o.comment}</p>}
                  </div>
                  <StatusBadge status={o.status} />
                </div>
              </li>
            ))}
          </ul>
        ))}
      <Pagination page={page} pageCount={pages} onPageChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})} />
    </div>
  );
}
