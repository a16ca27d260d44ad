import { ORDER_NOTE_MAX, ORDER_STATUSES, ROLE, USER_TYPE, type ManagerOrder, type OrderStatus, type OrdersListResponse } from '@jauc/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageCount } from '../../../lib/list/paging';
import { useProfile } from '../../../lib/session-store';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { useOrdersList, useUpdateOrder } from '../api/orders';
import { carAskedFor, orderDate } from './order-text';

const isStatus = (v: string | null): v is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(v ?? '');

/** `/orders` (managers): the orders sent from "Spec your car", their status, assignee and note (issue 18 §2). */
export function OrdersPage() {
  const profile = useProfile();
  if (!profile) return <PageSpinner />;
  const { userType, roleId } = profile.detail;
  // Clients and dealers see their own orders instead (the server answers them 403 here).
  if (userType === USER_TYPE.client || roleId === ROLE.dealer) return <Navigate to="/my-orders" replace />;
  return <OrdersScreen />;
}

function OrdersScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const rawStatus = search.get('status');
  const status: OrderStatus | '' = isStatus(rawStatus) ? rawStatus : '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const write = (next: { status: OrderStatus | ''; page: number }) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next.status) params.set('status', next.status);
      else params.delete('status');
      if (next.page > 1) params.set('page', String(next.page));
      else params.delete('page');
      return params;
    });
  const list = useOrdersList(status, page);
  const data = list.data;
  const pages = data ? pageCount(data.pageInfo.totalSearchResults, data.pageInfo.pageSize) : 1;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={titleId} className="text-xl font-semibold text-slate-900 md:text-2xl">
          {t('Orders.title')}
        </h1>
        {data && <p className="text-sm text-slate-600">{t('Orders.count', { count: data.pageInfo.totalSearchResults })}</p>}
      </div>
      <div role="search" aria-label={t('Orders.filters')} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:max-w-xs">
        <SelectField
          label={t('Orders.statusFilter')}
          value={status}
          onChange={(e) => write({ status: isStatus(e.target.value) ? e.target.value : '', page: 1 })}
          options={[{ value: '', label: t('Orders.allStatuses') }, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`Orders.status.${s}`) }))]}
        />
      </div>
      <ErrorAlert error={list.error} />
      {!data && list.isPending && <PageSpinner />}
      {data &&
        (data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
            {status ? t('Orders.emptyFiltered') : t('Orders.empty')}
          </p>
        ) : (
          <div aria-busy={list.isFetching || undefined} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <OrderList orders={data.items} managers={data.managers} labelledBy={titleId} />
          </div>
        ))}
      <Pagination page={page} pageCount={pages} onPageChange={(next) => write({ status, page: next })} />
    </div>
  );
}

type Managers = OrdersListResponse['managers'];

function OrderList({ orders, managers, labelledBy }: { orders: ManagerOrder[]; managers: Managers; labelledBy: string }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE_SCREEN, true);
  if (!wide) {
    return (
      <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
        {orders.map((o) => (
          <li key={o.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
            <div>
              <p className="font-semibold break-words text-slate-900">{carAskedFor(o, t)}</p>
              <p className="text-xs break-all text-slate-500">
                {t('Orders.number', { id: o.id })} · {orderDate(o.createdAt)} · {o.clientName} · {o.clientEmail}
              </p>
              {o.comment && <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">{o.comment}</p>}
            </div>
            <OrderEditor order={o} managers={managers} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-xs">
      <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">{t('Orders.date')}</th>
            <th scope="col" className="px-3 py-2">{t('Orders.client')}</th>
            <th scope="col" className="px-3 py-2">{t('Orders.car')}</th>
            <th scope="col" className="px-3 py-2">{t('Orders.work')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 align-top">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className="px-3 py-3 whitespace-nowrap">
                <span className="block font-medium text-slate-900">{t('Orders.number', { id: o.id })}</span>
                {orderDate(o.createdAt)}
              </td>
              <td className="px-3 py-3">
                <span className="block font-medium break-words text-slate-900">{o.clientName}</span>
                <span className="text-xs break-all text-slate-500">{o.clientEmail}</span>
              </td>
              <td className="px-3 py-3">
                <span className="block break-words">{carAskedFor(o, t)}</span>
                {o.comment && <span className="block text-xs break-words whitespace-pre-wrap text-slate-500">{o.comment}</span>}
              </td>
              <td className="min-w-72 px-3 py-3">
                <OrderEditor order={o} managers={managers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Status and assignee are saved as they are chosen; the note with its button. */
function OrderEditor({ order, managers }: { order: ManagerOrder; managers: Managers }) {
  const { t } = useTranslation();
  const update = useUpdateOrder();
  const [note, setNote] = useState(order.note ?? '');
  const number = t('Orders.number', { id: order.id });
  // A disabled manager still assigned stays listed so the select shows who it is.
  const assignees = managers.some((m) => m.id === order.assigneeId) || order.assigneeId === null ? managers : [...managers, { id: order.assigneeId, name: order.assigneeName ?? `#${order.assigneeId}` }];
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          label={t('Orders.statusLabel')}
          aria-label={t('Orders.statusOf', { number })}
          value={order.status}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: order.id, status: e.target.value as OrderStatus })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`Orders.status.${s}`) }))}
        />
        <SelectField
          label={t('Orders.assignee')}
          aria-label={t('Orders.assigneeOf', { number })}
          value={order.assigneeId ?? ''}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ id: order.id, assigneeId: e.target.value === '' ? null : Number(e.target.value) })}
          options={[{ value: '', label: t('Orders.nobody') }, ...assignees.map((m) => ({ value: m.id, label: m.name }))]}
        />
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate({ id: order.id, note });
        }}
      >
        <TextField
          className="min-w-0 flex-1"
          label={t('Orders.note')}
          aria-label={t('Orders.noteOf', { number })}
          value={note}
          maxLength={ORDER_NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" pending={update.isPending} disabled={note === (order.note ?? '')} aria-label={t('Orders.saveNoteOf', { number })}>
          {t('Orders.saveNote')}
        </Button>
      </form>
      <ErrorAlert error={update.error} />
    </div>
  );
}
