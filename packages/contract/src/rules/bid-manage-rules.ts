import { BID_STATUS } from '../codes.js';
import { tokyoDayStartOf } from './bid-rules.js';

// The manager's status rules on a bid row (spec 2 §4 "Bid status", §9; DESIGN.md §3 "Bids").
// The bid manager screen uses them to disable what the server would refuse; the server enforces
// them (modules/bid/bid-manage.service.ts) with the same functions.

const DAY_MS = 86_400_000;

/** Only rows in these statuses can be edited (status, sold price, price, auto-bid, adjustment). */
export const EDITABLE_BID_STATUSES: readonly number[] = [BID_STATUS.new, BID_STATUS.bid, BID_STATUS.win];

/** The statuses a manager can pick (7 "blank" is not selectable). */
export const SELECTABLE_BID_STATUSES: readonly number[] = [
  BID_STATUS.new, BID_STATUS.bid, BID_STATUS.dontBid, BID_STATUS.cancel, BID_STATUS.finished, BID_STATUS.win,
];

/**
 * Statuses that send a bid to the archive once its lot's auction has finished: settled and not
 * editable. A Win stays out of the archive: it is the manager's open matter (a correction moves
 * it back), and a Bid (2) on a finished lot waits for the manager to record Win or Finished.
 */
export const ARCHIVE_BID_STATUSES: readonly number[] = [BID_STATUS.dontBid, BID_STATUS.cancel, BID_STATUS.finished, BID_STATUS.blank];

/** The auction is on a later Tokyo day than today (stock cars are never "future"). */
export function isFutureAuction(lot: { kind: 'auction' | 'stock'; auctionDate: Date }, now: Date): boolean {
  return lot.kind === 'auction' && lot.auctionDate.getTime() >= tokyoDayStartOf(now).getTime() + DAY_MS;
}

export type ManagerStatusRefusal = 'bid_not_editable' | 'future_auction_status' | 'invalid_status';

/**
 * Why a manager may not move a bid from `current` to `next`, or null when the move is allowed.
 * Archive bids are refused before this (bid_archived). On a future auction a New bid cannot be
 * marked Bid or Don't bid: the manager bids on the auction day (spec 2 §9).
 */
export function managerStatusRefusal(current: number, next: number, futureAuction: boolean): ManagerStatusRefusal | null {
  if (!SELECTABLE_BID_STATUSES.includes(next)) return 'invalid_status';
  if (!EDITABLE_BID_STATUSES.includes(current)) return 'bid_not_editable';
  if (futureAuction && current === BID_STATUS.new && (next === BID_STATUS.bid || next === BID_STATUS.dontBid)) return 'future_auction_status';
  return null;
}

/** Win asks for one confirmation, and a second one on a future auction (spec 2 §4). */
export const winConfirmationsNeeded = (futureAuction: boolean): 1 | 2 => (futureAuction ? 2 : 1);
