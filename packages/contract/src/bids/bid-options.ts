import { z } from 'zod';
import { idField } from '../primitives.js';

/**
 * GET /bid/group: the bid groups the client can choose (1–10, and any higher group they already
 * use), each with the client's bids in it that the group rule touches: New, Bid (also one waiting
 * for its result after the auction) and Win, counted per status (`cars` is their sum). A client
 * wins at most one car per group: a Win turns the group's other New and Bid bids to Don't bid, and
 * a group that holds a Win cannot be won again.
 */
/** `userId`: whose groups (a manager bidding for a client, a dealer for theirs; 404 client_not_found for anyone they may not see). */
export const bidGroupQuery = z.object({ userId: idField.optional() });
export const bidGroupStatusCounts = z.object({ new: z.number().int(), bid: z.number().int(), win: z.number().int() });
export const bidGroupOption = z.object({ value: z.number().int(), label: z.string(), cars: z.number().int(), statuses: bidGroupStatusCounts });
export const bidGroupResponse = z.array(bidGroupOption);
export type BidGroupOption = z.infer<typeof bidGroupOption>;

/** GET /bid/type: the export (bid) types with a short description, in the viewer's language. */
export const bidTypeOption = z.object({ value: z.number().int(), label: z.string(), description: z.string() });
export const bidTypeResponse = z.array(bidTypeOption);
export type BidTypeOption = z.infer<typeof bidTypeOption>;
