import { z } from 'zod';
import { idField, requiredText } from '../primitives.js';

// POST /bid/save-chat { bidId, comment } (spec 2 §4 "Chat", §5, §7; DESIGN.md §3): a message on
// the bid's chat from its owner or a manager. The text is trimmed and stored as text (shown as
// text, never as HTML), 1–2000 characters. Refusals, each storing nothing:
// - 422 { comment: Errors.Required } empty or only spaces; { comment: Errors.MaxLength:2000 }
//   longer; { comment: Errors.InvalidField } control characters (tabs and new lines are kept);
// - 404 bid_not_found: a bid the caller may not see;
// - 403 chat_read_only: a dealer on a client's bid (dealers follow their clients' bids
//   read-only, spec 2 §1; access.canChange);
// - 429 chat_flood: more than CHAT_FLOOD_LIMIT messages within a minute from one user.
// The writer's side has read the chat up to the new message. Answer: { success: true }.

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_FLOOD_LIMIT = 30;

export const saveChatBody = z.object({
  bidId: idField,
  comment: requiredText(CHAT_MESSAGE_MAX),
});
export type SaveChatBody = z.input<typeof saveChatBody>;
export const saveChatResponse = z.object({ success: z.boolean() });
