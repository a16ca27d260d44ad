import type { QueryClient } from '@tanstack/react-query';
import type { BidChatResponse, ChatMessage } from '@jauc/contract';

/** The query keys of a bid's chat and log; the app's live updates write into the chat's entry. */
export const bidChatKeys = {
  root: ['bid-chat'] as const,
  chat: (bidId: number) => ['bid-chat', 'chat', bidId] as const,
  logs: (bidId: number) => ['bid-chat', 'logs', bidId] as const,
};

/**
 * Adds a message that arrived live to a cached chat. An event may rarely come twice (after a
 * resumed stream) and a refetch may already hold it: a message already there is not added again.
 * `isRead` stays the viewer's: a message of the other side leaves the chat unread until the open
 * dialog marks it read.
 */
export function addChatMessage(client: QueryClient, bidId: number, message: ChatMessage) {
  client.setQueryData<BidChatResponse>(bidChatKeys.chat(bidId), (chat) => {
    if (!chat || chat.chat.some((m) => m.id === message.id)) return chat;
    return { chat: [...chat.chat, message], isRead: message.isOwn ? chat.isRead : false };
  });
}

/** The viewer's side read the chat (here, or in another tab or on another device). */
export function setChatRead(client: QueryClient, bidId: number) {
  client.setQueryData<BidChatResponse>(bidChatKeys.chat(bidId), (chat) => (chat && !chat.isRead ? { ...chat, isRead: true } : chat));
}
