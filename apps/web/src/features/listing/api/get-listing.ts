import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listingResponse, type ListingResponse, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { useProfile } from '../../../lib/session-store';
import type { ListingRequestQuery } from '../lib/listing-url';

/** GET /{pageType}/listing (spec 1 §7): one page of lots and the counts. */
export function getListing(pageType: PageType, query: ListingRequestQuery, signal?: AbortSignal): Promise<ListingResponse> {
  return apiRequest(listingResponse, `/${pageType}/listing`, { query, signal });
}

export const listingKeys = {
  all: ['listing'] as const,
  pageType: (pageType: PageType) => [...listingKeys.all, pageType] as const,
  // The user is part of the key: my-bid and wishlist columns differ per user.
  list: (pageType: PageType, userId: number | null, query: ListingRequestQuery) => [...listingKeys.pageType(pageType), userId, query] as const,
};

/** The lots of one listing page; while the next page loads the previous one stays on screen. */
export function useListing(pageType: PageType, query: ListingRequestQuery) {
  const userId = useProfile()?.detail.userId ?? null;
  return useQuery({
    queryKey: listingKeys.list(pageType, userId, query),
    queryFn: ({ signal }) => getListing(pageType, query, signal),
    placeholderData: keepPreviousData,
  });
}
