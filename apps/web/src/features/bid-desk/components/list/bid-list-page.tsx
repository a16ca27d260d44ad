import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { formatThousands, type Profile } from '@jauc/contract';
import { Pagination } from '../../../../components/ui/pagination';
import { PageSpinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { pageCount, pageRange, showPagination } from '../../../../lib/list/paging';
import { useElementWidth } from '../../../../lib/list/use-element-width';
import { usePagingFocus } from '../../../../lib/list/use-paging-focus';
import { WIDE_SCREEN, useMediaQuery } from '../../../../lib/use-media-query';
import { useProfile } from '../../../../lib/session-store';
import { useBidListData } from '../../hooks/use-bid-list-data';
import { hasFilters } from '../../lib/bid-list-url';
import type { BidListType } from '../../lib/bid-row';
import { LIST_PATH, mayOpen, viewerOf } from '../../lib/list-kind';
import { lotHref } from '../../lib/lot-href';
import { BidCards, cardLayout } from './bid-cards';
import { BidGrid } from './bid-grid';
import { BidListEmpty, BidListError, type EmptyReason } from './bid-list-states';
import { BidListFilters } from './bid-list-filters';
import { BidListToolbar } from './bid-list-toolbar';
import type { BidRowView } from './bid-row-view';
import { BidTabs, DealerTabs } from './bid-tabs';
import type { BidCellSlots } from './cell-slots';
import { withDefaults } from './default-cells';

/** Below this width the grid's columns get squeezed: the cards read better. */
const GRID_MIN_WIDTH = 1100;

export interface BidListPageProps {
  listType: BidListType;
  /** The manager's cells (features/bid-desk/components/manage/); read-only cells where left out. */
  slots?: BidCellSlots;
}

/**
 * The one bid list page of spec 2 §2 for its four list types: bid manager, my bids, dealer bids
 * and the archive. Someone opening another kind's list goes to their profile (spec 1 §4).
 */
export function BidListPage(props: BidListPageProps) {
  const profile = useProfile();
  if (!profile) return <PageSpinner />;
  if (!mayOpen(viewerOf(profile.detail), props.listType)) return <Navigate to="/profile" replace />;
  return <BidListScreen {...props} profile={profile} />;
}

function BidListScreen({ listType, slots, profile }: BidListPageProps & { profile: Profile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const listId = useId();
  const data = useBidListData(listType, profile);
  const { viewer, params, list, cars, total, archive } = data;
  const { state, pageSize } = params;

  const wideScreen = useMediaQuery(WIDE_SCREEN, true);
  const [containerRef, measured] = useElementWidth<HTMLDivElement>();
  // 0: not laid out yet (or no layout at all, as in tests): decide as if unmeasured.
  const width = measured || null;
  const grid = wideScreen && (width === null || width >= GRID_MIN_WIDTH);
  const mobile = !wideScreen;
  const client = viewer === 'client';

  const cells = useMemo(() => withDefaults(slots), [slots]);
  const rows: BidRowView[] | undefined = useMemo(
    () =>
      cars?.map((bid) => ({
        bid,
        href: lotHref(bid, archive),
        cells,
        cellProps: { bid, listType, archive, editable: viewer === 'manager' && !archive && !bid.archived, layout: grid ? 'grid' : 'card' },
        showExportType: profile.permission.exportTypeShow,
      })),
    [cars, archive, cells, listType, viewer, grid, profile.permission.exportTypeShow],
  );

  const pages = total === undefined ? 0 : pageCount(Math.max(total, 0), pageSize);
  const paging = usePagingFocus({ page: state.page, pageCount: pages, settled: cars !== undefined && !data.stale });
  const toPage = (page: number) => {
    paging.markPaged();
    params.setPage(page);
  };
  const pager = total !== undefined && showPagination(pageSize, total) && !list.isError;

  // Spec 2 §2: dealers see filters only on their own list's All and Clients tabs.
  const withFilters = viewer !== 'dealer' || (listType === 'dealer' && state.bidType !== 'mine');
  const filtered = hasFilters(state.filters) || state.lotNo !== '';

  let body;
  if (list.isError && !cars) {
    body = <BidListError error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (!rows) {
    body = <p className="py-10 text-center text-sm text-slate-500">{t('BidList.loading')}</p>;
  } else if (rows.length === 0) {
    const reason: EmptyReason = filtered ? 'filtered' : state.page > 1 ? 'pastEnd' : state.tab !== 'all' ? 'tab' : 'none';
    body = <BidListEmpty reason={reason} onReset={params.clearAll} onFirstPage={() => params.setPage(1)} noneKey={`BidList.empty.none.${listType}`} />;
  } else {
    body = grid ? (
      <BidGrid rows={rows} sort={state.sort} onSort={params.toggleSort} withActions={slots?.RowActions !== undefined} labelledBy={titleId} />
    ) : (
      <BidCards rows={rows} layout={cardLayout(width)} labelledBy={titleId} />
    );
  }

  const range = cars && total !== undefined && total >= 0 && !data.stale ? { ...pageRange(state.page, pageSize, total, cars.length), total } : null;
  return (
    <div ref={containerRef} className="mx-auto flex w-full max-w-[2500px] flex-col gap-4">
      <h1 id={titleId} ref={paging.headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none md:text-2xl">
        {t(`BidList.title.${listType}`)}
        {total !== undefined && total >= 0 && (
          <>
            {' · '}
            <span className="font-normal text-slate-500">{t('BidList.bidCount', { count: total, total: formatThousands(total) })}</span>
          </>
        )}
      </h1>
      {listType === 'dealer' && <DealerTabs bidType={state.bidType} onBidType={params.setBidType} />}
      <BidTabs
        tab={state.tab}
        onTab={params.setTab}
        counters={data.counters}
        countersPending={data.countersPending}
        withArchive={!client && listType !== 'archive'}
        withAwaiting={viewer === 'manager' && listType === 'bid-manager'}
        archive={listType === 'archive'}
        controls={listId}
      />
      <BidListFilters
        data={data}
        mobile={mobile}
        withFilters={withFilters}
        withSort={!grid}
        onOpenArchived={(lotNo) => (listType === 'archive' || archive ? params.setLotNo(lotNo) : client ? navigate(`${LIST_PATH.archive}?lotNo=${lotNo}`) : params.openArchiveTab(lotNo))}
      />
      {/* Clients get no top pager (spec 2 §2), but the page-size choice like everyone (issue 18 §2). */}
      <BidListToolbar range={range} pageSize={pageSize} onPageSize={params.setPageSize} withPageSize />
      {!client && pager && <Pagination page={state.page} pageCount={pages} onPageChange={toPage} />}
      {/* Until the first answer gives the count, the top pager's row is held (a desk list is
          mostly longer than a page), so the list under it does not jump down when it comes. */}
      {!client && total === undefined && !list.isError && <div aria-hidden className="h-8 sm:h-9" />}
      <div id={listId} role="tabpanel" aria-labelledby={titleId} aria-busy={data.stale || undefined} className={cn('transition-opacity', data.stale && rows && 'opacity-60')}>
        {list.isError && cars && <BidListError error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />}
        {body}
      </div>
      {pager && <Pagination page={state.page} pageCount={pages} onPageChange={toPage} className="pt-2" />}
      <p ref={paging.liveRef} role="status" className="sr-only" />
    </div>
  );
}
