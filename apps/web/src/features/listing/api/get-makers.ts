import { queryOptions, useQuery } from '@tanstack/react-query';
import { facetListResponse, type FacetOption, type PageType } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { FILTER_DATA_STALE_TIME } from './get-filters';

/**
 * The lists' view: every lot of the page type, or (`open`) the car-auction lots still taking bids,
 * the listing's default view (issue 18 §2): then each count is what the list shows with that maker.
 */
export type FacetView = 'open' | undefined;

/** Counts of the lots still taking bids move as sessions close: as fresh as the list beside them. */
export const OPEN_FACETS_STALE_TIME = 30_000;

export const facetStaleTime = (view: FacetView) => (view === 'open' ? OPEN_FACETS_STALE_TIME : FILTER_DATA_STALE_TIME);

/** GET /{pageType}/maker (spec 1 §7): makers with their lot counts. */
export function getMakers(pageType: PageType, view?: FacetView, signal?: AbortSignal): Promise<FacetOption[]> {
  return apiRequest(facetListResponse, `/${pageType}/maker`, { query: view ? { bidding: view } : undefined, signal });
}

export const makersQuery = (pageType: PageType, view?: FacetView) =>
  queryOptions({
    queryKey: ['listing-filters', pageType, 'makers', view ?? 'all'] as const,
    queryFn: ({ signal }) => getMakers(pageType, view, signal),
    staleTime: facetStaleTime(view),
  });

export const useMakers = (pageType: PageType, view: FacetView, enabled = true) => useQuery({ ...makersQuery(pageType, view), enabled });
