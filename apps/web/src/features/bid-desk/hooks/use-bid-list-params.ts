import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, type BidSortField, type DealerBidType } from '@jauc/contract';
import { mergeOwnedParams } from '../../../lib/list/url-params';
import { serverNow } from '../../../lib/server-clock';
import { OWNED_KEYS, parseBidListUrl, serializeBidListUrl, type BidFilterKey, type BidFilterValues, type BidListUrlState, type BidTab } from '../lib/bid-list-url';
import { bidPageSize, type BidPageSize } from '../lib/bid-page-size';
import { takeTodayDefault } from '../lib/today-default';

const scrollToTop = () => window.scrollTo({ top: 0 });

/**
 * The state of a bid list page and its changes (spec 2 §4 "Bid list state"): every change but
 * the page itself goes back to page 1; a client's filters reset with the tab; the page size is
 * kept locally. `todayDefault`: add today's date filter on the first visit (bidsTodayDefault).
 */
export function useBidListParams({ resetFiltersOnTab, todayDefault }: { resetFiltersOnTab: boolean; todayDefault: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseBidListUrl(searchParams), [searchParams]);
  const pageSize = bidPageSize.use();

  const go = useCallback(
    (next: BidListUrlState, options?: { replace?: boolean; keepScroll?: boolean }) => {
      setSearchParams((current) => mergeOwnedParams(current, OWNED_KEYS, serializeBidListUrl(next)), { replace: options?.replace });
      if (!options?.keepScroll) scrollToTop();
    },
    [setSearchParams],
  );

  // A link that names a state (a dashboard tile: a tab, a filter) is opened as it is: adding
  // today's date would list fewer rows than the tile counted.
  const linked = [...searchParams.keys()].some((key) => OWNED_KEYS.has(key));
  useEffect(() => {
    if (!todayDefault || linked) return;
    const today = takeTodayDefault(serverNow());
    if (today) go({ ...state, page: 1, filters: { ...state.filters, auctionDate: [today] } }, { replace: true, keepScroll: true });
    // Only on opening the page: a later removal of the filter is the manager's choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [todayDefault]);

  const withFilters = useCallback((filters: BidFilterValues) => go({ ...state, filters, page: 1 }), [go, state]);

  return {
    state,
    pageSize,
    setTab: useCallback(
      (tab: BidTab) => go({ ...state, tab, page: 1, filters: resetFiltersOnTab ? {} : state.filters, lotNo: resetFiltersOnTab ? '' : state.lotNo }),
      [go, state, resetFiltersOnTab],
    ),
    setBidType: useCallback(
      (bidType: DealerBidType) => {
        // Their own bids have no client to filter by.
        const { user: _user, ...rest } = state.filters;
        go({ ...state, bidType, page: 1, filters: bidType === 'mine' ? rest : state.filters });
      },
      [go, state],
    ),
    setPage: useCallback((page: number) => go({ ...state, page }), [go, state]),
    toggleSort: useCallback((field: BidSortField) => go({ ...state, sort: nextSort(state.sort, field), page: 1 }), [go, state]),
    setSort: useCallback((sort: BidListUrlState['sort']) => go({ ...state, sort, page: 1 }), [go, state]),
    setPageSize: useCallback(
      (size: BidPageSize) => {
        bidPageSize.set(size);
        go({ ...state, page: 1 });
      },
      [go, state],
    ),
    setFilter: useCallback((key: BidFilterKey, values: string[]) => withFilters({ ...state.filters, [key]: values }), [withFilters, state.filters]),
    setFilters: withFilters,
    removeFilterValue: useCallback(
      (key: BidFilterKey, value: string) => withFilters({ ...state.filters, [key]: (state.filters[key] ?? []).filter((v) => v !== value) }),
      [withFilters, state.filters],
    ),
    setLotNo: useCallback((lotNo: string) => go({ ...state, lotNo, page: 1 }, { keepScroll: true }), [go, state]),
    /** The archive tab, searching a lot found there. */
    openArchiveTab: useCallback((lotNo: string) => go({ ...state, tab: 'archive', lotNo, page: 1 }), [go, state]),
    clearAll: useCallback(() => go({ ...state, filters: {}, lotNo: '', page: 1 }), [go, state]),
  };
}
export type BidListParams = ReturnType<typeof useBidListParams>;
