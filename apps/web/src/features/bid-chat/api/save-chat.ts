import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveChatResponse } from '@jauc/contract';
import { apiRequest } from '../../../lib/api-client';
import { bidChatKeys } from './bid-chat-keys';

/** POST /bid/save-chat { bidId, comment } (spec 2 §7): one message on the bid's chat. */
export function saveChat(bidId: number, comment: string) {
  return apiRequest(saveChatResponse, '/bid/save-chat', { method: 'POST', body: { bidId, comment } });
}

/**
 * Sends a message. The answer carries no message, so on success the chat is refetched: the
 * stored message (with its id and the server's time) takes the place of the one shown while
 * sending. The promise settles after that refetch.
 */
export function useSaveChat(bidId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => saveChat(bidId, comment),
    onSuccess: () => client.invalidateQueries({ queryKey: bidChatKeys.chat(bidId) }),
  });
}
