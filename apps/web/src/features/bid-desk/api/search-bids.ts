import { useQuery } from '@tanstack/react-query';
import { bidSearchResponse, type BidSearchResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { bidDeskKeys } from './bid-desk-keys';

/** GET /bid/search (spec 2 §7): the viewer's bids whose lot number starts with `lotNo`. */
export function searchBids(query: { lotNo: string; bidStatus?: number }, signal?: AbortSignal): Promise<BidSearchResponse> {
  return apiRequest(bidSearchResponse, '/bid/search', { query, signal });
}

/** Runs only for non-empty digits (spec 2 §5: trimmed, nothing when empty). */
export function useBidSearch(lotNo: string, bidStatus?: number) {
  const query = { lotNo, bidStatus };
  return useQuery({
    queryKey: bidDeskKeys.search(query),
    queryFn: ({ signal }) => searchBids(query, signal),
    enabled: /^\d{1,9}$/.test(lotNo),
    staleTime: 30_000,
  });
}
