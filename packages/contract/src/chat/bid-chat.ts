import { z } from 'zod';
import { idField } from '../primitives.js';

// GET /bid/chat?bidId= (spec 2 §3 "Chat and log", §4 "Chat", §7): the chat of one bid, oldest
// message first. One chat per bid between its owner (a client or a dealer) and the managers
// (DESIGN.md §3). Who may read it: whoever may see the bid (the owner, the owner's dealer, the
// managers); anyone else gets 404 bid_not_found, as for a bid that does not exist.
//
// isOwn: written by the viewer's side. For a manager every manager's message is own (the
// managers answer as one desk); for the owner their own messages; a dealer reading a client's
// chat sees both sides as other (they follow it read-only, see save-chat.ts).
// isRead: whether the viewer's side has read every message of the other side. Reading does not
// mark it read: the page calls PUT /bid/update-chat-status when it opens the chat unread.

export const bidChatQuery = z.object({ bidId: idField });
export type BidChatQueryInput = z.input<typeof bidChatQuery>;

export const CHAT_SIDES = ['owner', 'manager'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const chatMessage = z.object({
  id: z.number().int(),
  /** Plain text as written (trimmed); never HTML. */
  text: z.string(),
  /** ISO instant. */
  time: z.string(),
  isOwn: z.boolean(),
  /** Set by the app on a message whose send failed (never by the server). */
  isErrorOnSend: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const bidChatResponse = z.object({ chat: z.array(chatMessage), isRead: z.boolean() });
export type BidChatResponse = z.infer<typeof bidChatResponse>;
