import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { listingResponse, type ListingResponse, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { useProfile } from '../../../lib/session-store';
import type { ListingRequestQuery } from '../lib/listing-url';
import { hasNextPage } from '../../../lib/list/paging';

/** GET /{pageType}/listing (spec 1 §7): one page of lots and the counts. */
export function getListing(pageType: PageType, query: ListingRequestQuery, signal?: AbortSignal): Promise<ListingResponse> {
  return apiRequest(listingResponse, `/${pageType}/listing`, { query, signal });
}

/**
 * The cursor is left out of every key: it only tells the server how to reach a page faster,
 * the page is the same without it. So a page already loaded is a cache hit whichever way it is
 * reached, and back/forward (which carry no cursor) find it too.
 */
const withoutCursor = ({ cursor: _cursor, ...query }: ListingRequestQuery): ListingRequestQuery => query;

export const listingKeys = {
  all: ['listing'] as const,
  pageType: (pageType: PageType) => [...listingKeys.all, pageType] as const,
  // The user is part of the key: my-bid and wishlist columns differ per user.
  list: (pageType: PageType, userId: number | null, query: ListingRequestQuery) => [...listingKeys.pageType(pageType), userId, withoutCursor(query)] as const,
  /** The appended mobile list of one query; its `page` is the first page of the list. */
  infinite: (pageType: PageType, userId: number | null, query: ListingRequestQuery) => [...listingKeys.pageType(pageType), userId, 'infinite', withoutCursor(query)] as const,
};

/** The lots of one listing page; while the next page loads the previous one stays on screen. */
export function useListing(pageType: PageType, query: ListingRequestQuery, enabled = true) {
  const userId = useProfile()?.detail.userId ?? null;
  return useQuery({
    queryKey: listingKeys.list(pageType, userId, query),
    queryFn: ({ signal }) => getListing(pageType, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface ListingPageParam {
  page: number;
  cursor?: string;
}

/**
 * The mobile list (spec 1 §2 infinite scroll): pages from `query.page` on, each next one asked
 * for with the cursor the previous answer gave, so the server seeks instead of skipping.
 */
export function useInfiniteListing(pageType: PageType, query: ListingRequestQuery, pageSize: number, enabled = true) {
  const userId = useProfile()?.detail.userId ?? null;
  const firstPage = Number(query.page) || 1;
  return useInfiniteQuery({
    queryKey: listingKeys.infinite(pageType, userId, query),
    queryFn: ({ pageParam, signal }) => getListing(pageType, { ...withoutCursor(query), page: pageParam.page, cursor: pageParam.cursor }, signal),
    initialPageParam: { page: firstPage } as ListingPageParam,
    placeholderData: keepPreviousData,
    getNextPageParam: (last, _all, lastParam): ListingPageParam | undefined => {
      // An empty page ends the list too: a total that shrank meanwhile must not loop forever.
      if (last.carsList.length === 0 || !hasNextPage(lastParam.page, pageSize, last.pageInfo.totalSearchResults)) return undefined;
      return { page: lastParam.page + 1, cursor: last.pageInfo.nextCursor };
    },
    enabled,
  });
}

/**
 * Spec 1 §4: the appended list starts over when the query, the sort or the route changes. When
 * this list is left (another query, another screen, a lot opened) its cache keeps only its first
 * page, so coming back shows that page at once and appends from there again. `query` must be
 * stable (same object while its content is the same).
 */
export function useTrimInfiniteListingOnLeave(pageType: PageType, query: ListingRequestQuery) {
  const queryClient = useQueryClient();
  const userId = useProfile()?.detail.userId ?? null;
  useEffect(() => {
    const key = listingKeys.infinite(pageType, userId, query);
    return () => {
      queryClient.setQueryData<InfiniteData<ListingResponse, ListingPageParam>>(key, (data) =>
        data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
      );
    };
  }, [queryClient, pageType, userId, query]);
}
