import { ROLE, USER_TYPE, type ClientRow } from '@jauc/contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageCount } from '../../../lib/list/paging';
import { mergeOwnedParams } from '../../../lib/list/url-params';
import { useDebouncedValue } from '../../../lib/list/use-debounced-value';
import { usePagingFocus } from '../../../lib/list/use-paging-focus';
import { useProfile } from '../../../lib/session-store';
import { useClientsList } from '../api/get-clients-list';
import { CLIENTS_PARAMS, clientsRequest, parseClientsParams, serializeClientsParams, type ClientsParams } from '../lib/clients-url';
import { ClientEditDialog } from './client-edit-dialog';
import { ClientList, type ClientAction } from './client-list';
import { DepositDialog } from './deposit-dialog';

// Spec 2 §9: the client search waits 300 ms.
const SEARCH_DEBOUNCE_MS = 300;

/** `/clients` (managers): every client and dealer account; deposits, credit limits and notes are set here. */
export function ClientsPage() {
  const profile = useProfile();
  if (!profile) return <PageSpinner />;
  // Clients and dealers have no client page (the server answers them 403): their profile instead.
  const { userType, roleId } = profile.detail;
  if (userType === USER_TYPE.client || roleId === ROLE.dealer) return <Navigate to="/profile" replace />;
  return <ClientsScreen />;
}

function ClientsScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useSearchParams();
  const applied = parseClientsParams(search);
  const write = (next: ClientsParams, replace = false) => setSearch((current) => mergeOwnedParams(current, CLIENTS_PARAMS, serializeClientsParams(next)), { replace });
  const [text, setText] = useState(applied.search);
  const settledText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settledText.trim() !== applied.search.trim()) write({ ...applied, search: settledText, page: 1 }, true);
    // Only a settled change of the text writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledText]);

  const list = useClientsList(clientsRequest(applied));
  const data = list.data;
  const pages = data ? pageCount(data.pageInfo.totalSearchResults, data.pageInfo.pageSize) : 1;
  const paging = usePagingFocus({ page: applied.page, pageCount: pages, settled: !list.isFetching });
  const [open, setOpen] = useState<{ client: ClientRow; action: ClientAction } | null>(null);
  const filtered = applied.search !== '' || applied.role !== null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id={titleId} ref={paging.headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none md:text-2xl">
          {t('Clients.title')}
        </h1>
        {data && <p className="text-sm text-slate-600">{t('Clients.count', { count: data.pageInfo.totalSearchResults })}</p>}
      </div>
      <p ref={paging.liveRef} aria-live="polite" className="sr-only" />
      <div role="search" aria-label={t('Clients.filters')} className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_14rem]">
        <TextField label={t('Clients.search')} type="search" placeholder={t('Clients.searchPlaceholder')} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        <SelectField
          label={t('Clients.role')}
          value={applied.role ?? ''}
          onChange={(e) => write({ ...applied, role: e.target.value === '' ? null : Number(e.target.value), page: 1 })}
          options={[{ value: '', label: t('Clients.allRoles') }, ...(data?.roleList ?? [])]}
        />
      </div>
      <ErrorAlert error={list.error} />
      {!data && list.isPending && <PageSpinner />}
      {data &&
        (data.clients.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">{filtered ? t('Clients.emptyFiltered') : t('Clients.empty')}</p>
        ) : (
          <div aria-busy={list.isFetching || undefined} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <ClientList clients={data.clients} labelledBy={titleId} onAction={(client, action) => setOpen({ client, action })} />
          </div>
        ))}
      <Pagination
        page={applied.page}
        pageCount={pages}
        onPageChange={(page) => {
          paging.markPaged();
          write({ ...applied, page });
        }}
      />
      {open?.action === 'deposit' && <DepositDialog client={open.client} onClose={() => setOpen(null)} />}
      {open?.action === 'edit' && <ClientEditDialog client={open.client} onClose={() => setOpen(null)} />}
    </div>
  );
}
