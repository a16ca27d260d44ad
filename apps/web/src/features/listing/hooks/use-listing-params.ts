import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, type SortField, type SortState } from '@jauc/contract';
import { DEFAULT_LISTING_STATE, firstPage, mergeListingUrl, parseListingUrl, sortState, withSort, type ListingUrlState } from '../lib/listing-url';
import { listingPageSize, type PageSize } from '../lib/page-size';

const scrollToTop = () => window.scrollTo({ top: 0 });

/**
 * The listing state of the page: page, sort and filters from the URL (so links, reloads and the
 * back button restore them), the page size from local storage. Every change scrolls to the top.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListingUrl(searchParams), [searchParams]);
  const pageSize = listingPageSize.use();

  const go = useCallback(
    (next: ListingUrlState) => {
      setSearchParams((current) => mergeListingUrl(current, next));
      scrollToTop();
    },
    [setSearchParams],
  );

  return {
    state,
    pageSize,
    sort: sortState(state),
    setPage: useCallback((page: number) => go({ ...state, page }), [go, state]),
    setSort: useCallback((sort: SortState) => go(withSort(state, sort)), [go, state]),
    toggleSort: useCallback((field: SortField) => go(withSort(state, nextSort(sortState(state), field))), [go, state]),
    setPageSize: useCallback(
      (size: PageSize) => {
        listingPageSize.set(size);
        go(firstPage(state));
      },
      [go, state],
    ),
    setFilters: useCallback((next: ListingUrlState) => go(firstPage(next)), [go]),
    // Filters go, the sort and the views (`bidding`, `exportable`: the ticks above the list) stay.
    resetFilters: useCallback(
      () => go({ ...DEFAULT_LISTING_STATE, sort: state.sort, order: state.order, bidding: state.bidding, exportable: state.exportable }),
      [go, state],
    ),
  };
}
