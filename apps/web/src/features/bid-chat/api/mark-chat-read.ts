import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateChatStatusResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { setChatRead } from './bid-chat-keys';

/** PUT /bid/update-chat-status { bidId } (spec 2 §4 "Chat": opening an unread chat marks it read). */
export function markChatRead(bidId: number) {
  return apiRequest(updateChatStatusResponse, '/bid/update-chat-status', { method: 'PUT', body: { bidId } });
}

/**
 * Marks the chat read and clears its unread state in the cache; the rows' unread dots go out
 * through the chat.read event the server sends to every screen of this side.
 */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (_answer, bidId) => setChatRead(client, bidId),
  });
}
