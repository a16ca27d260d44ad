import { useQuery } from '@tanstack/react-query';
import { bidLogsResponse, type BidLogsResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { bidChatKeys } from './bid-chat-keys';

/** GET /bid/logs?bidId= (spec 2 §6, §7): the bid's log, oldest first; managers only. */
export function getBidLogs(bidId: number, signal?: AbortSignal): Promise<BidLogsResponse> {
  return apiRequest(bidLogsResponse, '/bid/logs', { query: { bidId }, signal });
}

/** The History tab's log, loaded when the tab opens and fresh on every opening. */
export function useBidLogs(bidId: number, enabled: boolean) {
  return useQuery({ queryKey: bidChatKeys.logs(bidId), queryFn: ({ signal }) => getBidLogs(bidId, signal), enabled, staleTime: 0 });
}
