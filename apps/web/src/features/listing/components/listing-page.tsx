import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands, type ListingLot, type PageType } from '@jauc/contract';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useListing } from '../api/get-listing';
import { useListingParams } from '../hooks/use-listing-params';
import { useElementWidth } from '../hooks/use-element-width';
import { WIDE_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { hasFilters, toListingRequest } from '../lib/listing-url';
import { lotPath } from '../lib/lot-path';
import { pageCount, pageRange, showPagination } from '../lib/paging';
import { markLotVisited, useVisitedLots } from '../lib/visited-lots';
import { ListingCards } from './listing-cards';
import { ListingSkeleton } from './listing-skeleton';
import { ListingEmpty, ListingError } from './listing-states';
import { ListingTable } from './listing-table';
import { ListingToolbar } from './listing-toolbar';
import type { LotRowProps } from './lot-parts';

/** Below this width (px) the seven table columns get squeezed or clipped. */
const TABLE_MIN_WIDTH = 880;

export interface ListingPageProps {
  pageType: PageType;
  /** i18n key of the screen title. */
  titleKey: string;
}

/**
 * A listing screen: the URL and local settings give the query, the data hook loads it, and the
 * table (wide screens) or the compact list (narrow) renders it.
 */
export function ListingPage({ pageType, titleKey }: ListingPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const params = useListingParams();
  const { state, pageSize } = params;
  const request = useMemo(() => toListingRequest(state, { pageSize }), [state, pageSize]);
  const listing = useListing(pageType, request);
  // The table needs both a wide screen (spec: from 1024 px) and the room for its seven columns:
  // next to the side menu a 1024 px window leaves about 700 px, where the compact list reads better.
  const wideScreen = useMediaQuery(WIDE_SCREEN, true);
  const [containerRef, containerWidth] = useElementWidth<HTMLDivElement>();
  const wide = wideScreen && (containerWidth === null || containerWidth >= TABLE_MIN_WIDTH);
  const visited = useVisitedLots();

  const rowProps = useCallback(
    (lot: ListingLot): LotRowProps => ({ lot, href: lotPath(pageType, lot.id), visited: visited.has(lot.id), onOpen: () => markLotVisited(lot.id) }),
    [pageType, visited],
  );

  const data = listing.data;
  const total = data?.pageInfo.totalSearchResults;
  const lots = data?.carsList ?? [];
  const title = t(titleKey);

  let body;
  if (listing.isError) {
    body = <ListingError error={listing.error} retrying={listing.isFetching} onRetry={() => void listing.refetch()} />;
  } else if (!data) {
    body = <ListingSkeleton wide={wide} rows={Math.min(pageSize, 10)} />;
  } else if (lots.length === 0) {
    body = <ListingEmpty filtered={hasFilters(state)} pastEnd={state.page > 1} onResetFilters={params.resetFilters} onFirstPage={() => params.setPage(1)} />;
  } else {
    body = (
      <div aria-busy={listing.isPlaceholderData || undefined} className={cn('transition-opacity', listing.isPlaceholderData && 'opacity-60')}>
        {wide ? (
          <ListingTable lots={lots} sort={params.sort} onSort={params.toggleSort} rowProps={rowProps} labelledBy={titleId} />
        ) : (
          <ListingCards lots={lots} rowProps={rowProps} labelledBy={titleId} />
        )}
      </div>
    );
  }

  return (
    <div ref={containerRef} className="mx-auto flex w-full max-w-[2500px] flex-col gap-4">
      <h1 id={titleId} className="text-xl font-semibold text-slate-900 md:text-2xl">
        {title}
        {total !== undefined && (
          <>
            {/* A bare text node: inside a span its spaces are trimmed from the accessible name. */}
            {' · '}
            <span className="font-normal text-slate-500">{t('Listing.lotCount', { count: total, total: formatThousands(total) })}</span>
          </>
        )}
      </h1>
      <ListingToolbar
        range={data && total !== undefined && !listing.isPlaceholderData ? { ...pageRange(state.page, pageSize, total, lots.length), total } : null}
        pageSize={pageSize}
        onPageSizeChange={params.setPageSize}
        sortSelect={wide ? undefined : { sort: params.sort, onSortChange: params.setSort }}
      />
      {body}
      {total !== undefined && showPagination(pageSize, total) && !listing.isError && (
        <Pagination page={state.page} pageCount={pageCount(total, pageSize)} onPageChange={params.setPage} className="pt-2" />
      )}
    </div>
  );
}
