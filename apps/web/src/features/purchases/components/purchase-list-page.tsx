import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { EmptyCarIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { SelectField } from '../../../components/ui/select-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { pageCount } from '../../../lib/list/paging';
import { usePagingFocus } from '../../../lib/list/use-paging-focus';
import { useProfile } from '../../../lib/session-store';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { usePurchaseList } from '../api/get-purchase-list';
import { usePurchaseListParams } from '../hooks/use-purchase-list-params';
import { purchaseListRequest } from '../lib/purchase-list-url';
import { purchasePageSize } from '../lib/purchase-page-size';
import { PurchaseListFilters } from './purchase-list-filters';
import { PurchaseCards, PurchaseTable } from './purchase-list-items';

/** `/purchased-cars`: the won cars the viewer may see, newest purchase first (spec 2 §2). */
export function PurchaseListPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = useProfile();
  const wide = useMediaQuery(WIDE_SCREEN);
  const params = usePurchaseListParams();
  const pageSize = purchasePageSize.use();
  const list = usePurchaseList(purchaseListRequest(params.applied, pageSize));
  const data = list.data;
  const pages = data ? pageCount(data.pageInfo.totalSearchResults, data.pageInfo.pageSize) : 1;
  const paging = usePagingFocus({ page: params.applied.page, pageCount: pages, settled: !list.isFetching });
  const filtered = params.applied.status !== '' || params.applied.dateFrom !== '' || params.applied.dateTo !== '';
  const Items = wide ? PurchaseTable : PurchaseCards;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h1 id={titleId} ref={paging.headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none md:text-2xl">
          {t('Purchases.title')}
          {data && <span className="ml-2 text-base font-normal text-slate-500">{t('Purchases.count', { count: data.pageInfo.totalSearchResults })}</span>}
        </h1>
        <SelectField
          label={t('Purchases.pageSize')}
          className="w-32"
          value={pageSize}
          onChange={(e) => {
            purchasePageSize.set(purchasePageSize.toSize(e.target.value));
            params.setPage(1);
          }}
          options={purchasePageSize.options.map((n) => ({ value: n, label: String(n) }))}
        />
      </div>
      <p ref={paging.liveRef} aria-live="polite" className="sr-only" />
      <PurchaseListFilters
        statusList={data?.statusList ?? []}
        status={params.applied.status}
        dateFrom={params.draft.dateFrom}
        dateTo={params.draft.dateTo}
        rangeError={params.rangeError}
        onStatus={params.setStatus}
        onDateFrom={params.setDateFrom}
        onDateTo={params.setDateTo}
        onClear={params.clear}
      />
      <ErrorAlert error={list.error} />
      {!data && list.isPending && <PageSpinner />}
      {data &&
        (data.cars.length === 0 ? (
          <section aria-labelledby="purchases-empty" className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <EmptyCarIcon className="size-12 text-slate-300" />
            <h2 id="purchases-empty" className="text-lg font-semibold text-slate-900">
              {filtered ? t('Purchases.emptyFiltered') : t('Purchases.empty')}
            </h2>
            <p className="max-w-md text-sm text-slate-600">{filtered ? t('Purchases.emptyFilteredHint') : t('Purchases.emptyHint')}</p>
          </section>
        ) : (
          <div aria-busy={list.isFetching || undefined} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <Items cars={data.cars} viewerId={profile?.detail.userId ?? null} labelledBy={titleId} />
          </div>
        ))}
      {data && (
        <Pagination
          page={params.applied.page}
          pageCount={pages}
          onPageChange={(page) => {
            paging.markPaged();
            params.setPage(page);
          }}
        />
      )}
    </div>
  );
}
