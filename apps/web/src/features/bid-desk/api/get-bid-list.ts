import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bidListResponse, type BidListResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import type { BidListRequest } from '../lib/bid-list-url';
import { bidDeskKeys } from './bid-desk-keys';

/**
 * GET /bid/index, /bid/my-bid, /bid/dealer or /bid/bid-history (spec 2 §7 "Bid lists"): one
 * page of bids with the tab counters and the page info.
 */
export function getBidList(path: string, query: BidListRequest, signal?: AbortSignal): Promise<BidListResponse> {
  return apiRequest(bidListResponse, path, { query, signal });
}

/** The bids of one page; while another page or filter loads, the previous rows stay on screen. */
export function useBidList(path: string, query: BidListRequest, enabled = true) {
  return useQuery({
    queryKey: bidDeskKeys.list(path, query),
    queryFn: ({ signal }) => getBidList(path, query, signal),
    placeholderData: keepPreviousData,
    // Other managers change bids all the time: going back to a query asks again (the counters stay live).
    staleTime: 0,
    enabled,
  });
}
