import { useCallback, useMemo, useState } from 'react';
import type { FavoriteGroup, ListingLot, PageType } from '@jauc/contract';
import { useInfiniteListing, useListing, useTrimInfiniteListingOnLeave } from '../api/get-listing';
import { toListingRequest, type ListingRequestQuery } from '../lib/listing-url';
import { useListingParams } from './use-listing-params';

/** The same object while the content is the same, so effects and query keys follow content, not renders. */
function useStableQuery(query: ListingRequestQuery): ListingRequestQuery {
  const json = JSON.stringify(query);
  return useMemo(() => JSON.parse(json) as ListingRequestQuery, [json]);
}

/** A cursor to send with one exact request: the page it leads to, under the same query. */
interface CursorHint {
  request: string;
  cursor: string;
}

/**
 * The lots of a listing screen, either as numbered pages (wide screens) or as one list that
 * grows page by page (`infinite`, narrow screens, spec 1 §2). Both read the same URL state;
 * only the one in use asks the server.
 */
export function useListingData({ pageType, favorite, infinite }: { pageType: PageType; favorite?: FavoriteGroup; infinite: boolean }) {
  const params = useListingParams();
  const { state, pageSize } = params;
  const request = useStableQuery(toListingRequest(state, { pageSize, favorite, pageType }));

  // Numbered pages: stepping to the neighbouring page of the one on screen passes that page's
  // next/prev cursor, so the server seeks instead of skipping. The cursor lives here, never in the URL.
  const [hint, setHint] = useState<CursorHint | null>(null);
  const cursor = hint?.request === JSON.stringify(request) ? hint.cursor : undefined;
  const paged = useListing(pageType, cursor ? { ...request, cursor } : request, !infinite);

  const list = useInfiniteListing(pageType, request, pageSize, infinite);
  useTrimInfiniteListingOnLeave(pageType, request);

  const { setPage: goToPage } = params;
  const pagedData = paged.isPlaceholderData ? undefined : paged.data;
  const setPage = useCallback(
    (page: number) => {
      const info = pagedData?.pageInfo;
      const next = info && info.page === state.page ? (page === info.page + 1 ? info.nextCursor : page === info.page - 1 ? info.prevCursor : undefined) : undefined;
      setHint(next ? { request: JSON.stringify(toListingRequest({ ...state, page }, { pageSize, favorite, pageType })), cursor: next } : null);
      goToPage(page);
    },
    [pagedData, state, pageSize, favorite, pageType, goToPage],
  );

  const pages = list.data?.pages;
  const lots: ListingLot[] | undefined = useMemo(() => (infinite ? pages?.flatMap((p) => p.carsList) : paged.data?.carsList), [infinite, pages, paged.data]);
  const active = infinite ? list : paged;
  // The newest answer knows the newest total.
  const total = infinite ? pages?.at(-1)?.pageInfo.totalSearchResults : paged.data?.pageInfo.totalSearchResults;

  return {
    params: { ...params, setPage },
    lots,
    total,
    /** The list could not be loaded (a failed next page keeps the list: see `more`). */
    isError: active.isError && !(infinite && list.isFetchNextPageError),
    error: active.error,
    isFetching: active.isFetching,
    isPlaceholderData: active.isPlaceholderData,
    refetch: active.refetch,
    /** The growing list's tail: whether more can load, is loading or failed. */
    more: {
      hasNext: infinite && list.hasNextPage && !list.isPlaceholderData,
      loading: list.isFetchingNextPage,
      failed: list.isFetchNextPageError,
      load: list.fetchNextPage,
    },
  };
}
