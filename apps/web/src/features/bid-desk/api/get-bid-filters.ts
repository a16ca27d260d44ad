import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bidFiltersResponse, type BidFiltersResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { bidDeskKeys } from './bid-desk-keys';

/**
 * GET /bid/filters (active lists) or /bid/bid-history-filters (archive), spec 2 §7: the tab
 * counters, the viewer's filter set and totalBids.
 */
export type BidFiltersRequest = {
  bidType?: string;
  bidStatus?: string;
  archiveStatus?: string;
};

export function getBidFilters(path: string, query: BidFiltersRequest, signal?: AbortSignal): Promise<BidFiltersResponse> {
  return apiRequest(bidFiltersResponse, path, { query, signal });
}

export function useBidFilters(path: string, query: BidFiltersRequest, enabled = true) {
  return useQuery({
    queryKey: bidDeskKeys.filters(path, query),
    queryFn: ({ signal }) => getBidFilters(path, query, signal),
    placeholderData: keepPreviousData,
    // Other managers change bids all the time: going back to a query asks again (the counters stay live).
    staleTime: 0,
    enabled,
  });
}
