import { z } from 'zod';
import { idField } from '../primitives.js';

// PUT /bid/update-chat-status { bidId } (spec 2 §4 "Chat": opening an unread chat marks it
// read): marks every message of the bid's chat read for the caller's side (the owner's, or the
// managers' for all managers at once). A dealer following a client's chat reads it without
// marking it: the unread dot is the client's. Refusals: 404 bid_not_found (a bid the caller may
// not see), 422 { bidId: Errors.InvalidField }. Marking a read chat again changes nothing.
// Answer: { success: true }.

export const updateChatStatusBody = z.object({ bidId: idField });
export type UpdateChatStatusBody = z.input<typeof updateChatStatusBody>;
export const updateChatStatusResponse = z.object({ success: z.boolean() });
