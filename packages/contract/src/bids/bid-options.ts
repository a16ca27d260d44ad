import { z } from 'zod';

/**
 * GET /bid/group: the bid groups the client can choose (1–10, and any higher group they already
 * use), each with the number of their active bids in it. A client wins at most one car per group.
 */
export const bidGroupOption = z.object({ value: z.number().int(), label: z.string(), cars: z.number().int() });
export const bidGroupResponse = z.array(bidGroupOption);
export type BidGroupOption = z.infer<typeof bidGroupOption>;

/** GET /bid/type: the export (bid) types with a short description, in the viewer's language. */
export const bidTypeOption = z.object({ value: z.number().int(), label: z.string(), description: z.string() });
export const bidTypeResponse = z.array(bidTypeOption);
export type BidTypeOption = z.infer<typeof bidTypeOption>;
