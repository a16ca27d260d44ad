import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands, type FavoriteGroup, type ListingLot, type PageType } from '@jauc/contract';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useListingData } from '../hooks/use-listing-data';
import { useElementWidth } from '../../../lib/list/use-element-width';
import { WIDE_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { hasFilters } from '../lib/listing-url';
import { listingView } from '../lib/listing-view';
import { lotKind } from '../lib/lot-kind';
import { lotPath } from '../lib/lot-path';
import { pageCount, pageRange, showPagination } from '../../../lib/list/paging';
import { markLotVisited, useVisitedLots } from '../lib/visited-lots';
import { sortLabelKey } from '../lib/sort-labels';
import { FavoriteTabs } from './favorite-tabs';
import { ListingFilters } from './filters/listing-filters';
import { InfiniteFooter } from '../../../components/list/infinite-footer';
import { ListingCards } from './listing-cards';
import { ListingColumns } from './listing-columns';
import { ListingGrid } from './listing-grid';
import { ListingSkeleton } from './listing-skeleton';
import { ListingEmpty, ListingError } from './listing-states';
import { ListingTable } from './listing-table';
import { ListingToolbar } from './listing-toolbar';
import { ListingViews } from './listing-views';
import type { LotRowProps } from './lot-parts';
import { usePagingFocus } from '../../../lib/list/use-paging-focus';

/** Below this width (px) the seven table columns get squeezed or clipped. */
const TABLE_MIN_WIDTH = 880;

/** Stock has no start price (its price is the fixed soldPrice), so it does not sort by one. */

export interface ListingPageProps {
  pageType: PageType;
  /** i18n key of the screen title (given `group` on the favorites page). */
  titleKey: string;
  /**
   * Favorites page: every lot of this group of the signed-in user, asked for as
   * /car-auction/listing?favorite=X; each lot links to and prices itself by its own kind.
   */
  favorite?: FavoriteGroup;
}

/**
 * A listing screen: the URL and local settings give the query, the data hook loads it, and the
 * chosen view renders it: in the default view the table (wide screens) or the compact list
 * (narrow), else the card grid or the column cards. Wide screens page with numbers; narrow
 * screens append the next page when the end of the list comes near (spec 1 §2).
 */
export function ListingPage({ pageType, titleKey, favorite }: ListingPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // The table needs both a wide screen (spec: from 1024 px) and the room for its seven columns:
  // next to the side menu a 1024 px window leaves about 700 px, where the compact list reads better.
  const wideScreen = useMediaQuery(WIDE_SCREEN, true);
  const listing = useListingData({ pageType, favorite, infinite: !wideScreen });
  const { params } = listing;
  const { state, pageSize } = params;
  const infinite = !wideScreen;
  // Only a wide screen asks whether the table fits (a phone shows the compact list whatever the width).
  const [containerRef, containerWidth] = useElementWidth<HTMLDivElement>(wideScreen);
  const wide = wideScreen && (containerWidth === null || containerWidth >= TABLE_MIN_WIDTH);
  const view = listingView.use();
  const table = view === 'default' && wide;
  const visited = useVisitedLots();
  const favorites = favorite !== undefined;

  const firstLotId = listing.lots?.[0]?.id;
  const rowProps = useCallback(
    (lot: ListingLot): LotRowProps => {
      const kind = lotKind(lot, favorites, pageType);
      return {
        lot,
        kind,
        href: lotPath(kind, lot.id),
        visited: visited.has(lot.id),
        onOpen: () => markLotVisited(lot.id),
        // Past results take no wishlist; on the favorites page every lot can leave its group.
        wishlist: favorites || kind !== 'stats',
        priority: lot.id === firstLotId,
      };
    },
    [favorites, pageType, visited, firstLotId],
  );

  const { lots, total } = listing;
  const title = t(titleKey, { group: favorite });
  const pages = total === undefined ? 0 : pageCount(total, pageSize);
  const paging = usePagingFocus({ page: state.page, pageCount: pages, settled: lots !== undefined && !listing.isPlaceholderData });

  let body;
  if (listing.isError) {
    body = <ListingError error={listing.error} retrying={listing.isFetching} onRetry={() => void listing.refetch()} />;
  } else if (!lots) {
    body = <ListingSkeleton wide={table} rows={Math.min(pageSize, 10)} />;
  } else if (lots.length === 0) {
    body = (
      <ListingEmpty
        filtered={hasFilters(state)}
        pastEnd={state.page > 1}
        onResetFilters={params.resetFilters}
        onFirstPage={() => params.setPage(1)}
        noneKey={favorites ? 'Listing.empty.favorites' : undefined}
      />
    );
  } else {
    const viewProps = { lots, rowProps, labelledBy: titleId };
    body = (
      <div aria-busy={listing.isPlaceholderData || undefined} className={cn('transition-opacity', listing.isPlaceholderData && 'opacity-60')}>
        {view === 'card' ? (
          <ListingGrid {...viewProps} />
        ) : view === 'column' ? (
          <ListingColumns {...viewProps} />
        ) : table ? (
          <ListingTable pageType={pageType} sort={params.sort} onSort={params.toggleSort} {...viewProps} />
        ) : (
          <ListingCards {...viewProps} />
        )}
        {infinite && total !== undefined && (
          <InfiniteFooter
            hasNext={listing.more.hasNext}
            loading={listing.more.loading}
            failed={listing.more.failed}
            onLoadMore={listing.more.load}
            shown={lots.length}
            total={total}
          />
        )}
      </div>
    );
  }

  return (
    <div ref={containerRef} className="mx-auto flex w-full max-w-[2500px] flex-col gap-4">
      <h1 id={titleId} ref={paging.headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none md:text-2xl">
        {title}
        {total !== undefined && (
          <>
            {/* A bare text node: inside a span its spaces are trimmed from the accessible name. */}
            {' · '}
            <span className="font-normal text-slate-500">{t('Listing.lotCount', { count: total, total: formatThousands(total) })}</span>
          </>
        )}
      </h1>
      {favorite && <FavoriteTabs group={favorite} />}
      <ListingFilters pageType={pageType} state={state} favorite={favorite} onApply={params.setFilters} onReset={params.resetFilters} />
      <ListingViews pageType={pageType} favorite={favorite} state={state} onChange={params.setFilters} />
      <ListingToolbar
        range={lots && total !== undefined && !listing.isPlaceholderData ? { ...pageRange(state.page, pageSize, total, lots.length), total } : null}
        pageSize={pageSize}
        onPageSizeChange={params.setPageSize}
        sortSelect={table ? undefined : { sort: params.sort, onSortChange: params.setSort, labelKey: (field) => sortLabelKey(field, pageType) }}
        view={view}
        onViewChange={listingView.set}
      />
      {body}
      {/* Narrow screens append instead of paging (spec 1 §2). */}
      {!infinite && total !== undefined && showPagination(pageSize, total) && !listing.isError && (
        <Pagination
          page={state.page}
          pageCount={pages}
          onPageChange={(p) => {
            paging.markPaged();
            params.setPage(p);
          }}
          className="pt-2"
        />
      )}
      <p ref={paging.liveRef} role="status" className="sr-only" />
    </div>
  );
}
