import { useQuery } from '@tanstack/react-query';
import { bidChatResponse, type BidChatResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { bidChatKeys } from './bid-chat-keys';

/** GET /bid/chat?bidId= (spec 2 §7 "Chat and log"): the bid's messages, oldest first, and isRead. */
export function getChat(bidId: number, signal?: AbortSignal): Promise<BidChatResponse> {
  return apiRequest(bidChatResponse, '/bid/chat', { query: { bidId }, signal });
}

/**
 * The chat of one bid. Always fresh when a dialog opens (staleTime 0); while it is open, live
 * events keep it current (app/live-updates.ts).
 */
export function useBidChat(bidId: number, enabled = true) {
  return useQuery({ queryKey: bidChatKeys.chat(bidId), queryFn: ({ signal }) => getChat(bidId, signal), enabled, staleTime: 0 });
}
