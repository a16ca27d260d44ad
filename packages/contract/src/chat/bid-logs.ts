import { z } from 'zod';
import { idField } from '../primitives.js';

// GET /bid/logs?bidId= (spec 2 §3 "Chat and log", §6: the chat's History tab, managers only):
// the bid's log, oldest first. Managers only (403 forbidden for anyone else); 404 bid_not_found
// for a bid that does not exist.
// - event: what happened, in words of the request's language ("Status: New → Bid", "Sold price:
//   none → ¥1,250,000", "Don't bid: another bid of group 3 won (lot 41234)").
// - userName: who did it (the auction clock's changes: "System").
// - userType: the actor's client level (roleId: 1064 Client, 981 VIP, ... — the page highlights
//   1064 and 981, the client's own actions); absent for the system.
// - status: the bid's status after the change.

export const bidLogsQuery = z.object({ bidId: idField });
export type BidLogsQueryInput = z.input<typeof bidLogsQuery>;

export const bidLogEntry = z.object({
  /** ISO instant. */
  date: z.string(),
  userName: z.string(),
  event: z.string(),
  status: z.number().int(),
  userType: z.number().int().optional(),
});
export type BidLogEntry = z.infer<typeof bidLogEntry>;
export const bidLogsResponse = z.array(bidLogEntry);
export type BidLogsResponse = z.infer<typeof bidLogsResponse>;
