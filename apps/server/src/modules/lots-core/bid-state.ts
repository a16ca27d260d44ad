import { and, eq, gte, inArray, not, or, type SQL } from 'drizzle-orm';
import { ACTIVE_BID_STATUSES, ARCHIVE_BID_STATUSES, AUCTION_STATUS, biddingDeadline, type PageType } from '@jauc/contract';
import { bids, lots } from '../../db/schema.js';
import { startOfTokyoToday } from './lot-query.js';

// Where a lot stands for bidding (DESIGN.md §3 "Auctions and lots", "Bids"): pure, so the lot
// page and the bid service answer the same for the same instant. What "finished" and "active"
// mean is written here once in JavaScript and once in SQL, side by side, and a test holds the
// two to the same answers (bid-state-sql.test.ts).

export interface LotClock {
  kind: 'auction' | 'stock';
  auctionDate: Date;
  status: number;
}

/** The page a lot belongs to now: stock cars; auction lots of today or later; past lots. */
export function pageTypeOf(lot: LotClock, now: Date): PageType {
  if (lot.kind === 'stock') return 'stock';
  return lot.auctionDate.getTime() >= startOfTokyoToday(now).getTime() ? 'car-auction' : 'stats';
}

const OPEN_STATUSES: number[] = [AUCTION_STATUS.upcoming, AUCTION_STATUS.ongoing];

/**
 * The lot's auction is over: it has a result (sold, not sold, cancelled, ...), or its Japan-time
 * auction day is past. A stock car is "finished" once it is no longer offered (4532).
 */
export function isAuctionFinished(lot: LotClock, now: Date): boolean {
  if (lot.kind === 'stock') return lot.status !== AUCTION_STATUS.upcoming;
  return !OPEN_STATUSES.includes(lot.status) || pageTypeOf(lot, now) === 'stats';
}

/**
 * A bid holds credit (it is "active", DESIGN.md §3 `bidAllow`) while it is New or Bid and its
 * lot's auction has not finished.
 */
export function isActiveBid(bidStatus: number, lot: LotClock, now: Date): boolean {
  return ACTIVE_BID_STATUSES.includes(bidStatus) && !isAuctionFinished(lot, now);
}

/**
 * isActiveBid as a condition on `bids` joined with `lots` (the query joins lots on the bid's lot):
 * what the credit check, the profile's active bids and the bid groups count.
 */
export function activeBidSql(now: Date): SQL {
  return and(inArray(bids.status, [...ACTIVE_BID_STATUSES]), notFinishedSql(now)) as SQL;
}

/** isAuctionFinished negated, as a condition on `lots`. */
function notFinishedSql(now: Date): SQL {
  return or(
    and(eq(lots.kind, 'stock'), eq(lots.status, AUCTION_STATUS.upcoming)),
    and(eq(lots.kind, 'auction'), inArray(lots.status, OPEN_STATUSES), gte(lots.auctionDate, startOfTokyoToday(now))),
  ) as SQL;
}

/**
 * A bid is in the archive (the Archive tab, /bid/bid-history) once its lot's auction has finished
 * and it is settled: Don't bid, Cancel, Finished or blank. New and Bid bids on a finished lot
 * still wait (the results job or the manager settles them), and a Win stays with the manager, who
 * may still correct it. Archive bids cannot be changed (spec 2 §4).
 */
export function isArchivedBid(bidStatus: number, lot: LotClock, now: Date): boolean {
  return ARCHIVE_BID_STATUSES.includes(bidStatus) && isAuctionFinished(lot, now);
}

/** isArchivedBid as a condition on `bids` joined with `lots`. */
export function archivedBidSql(now: Date): SQL {
  return and(inArray(bids.status, [...ARCHIVE_BID_STATUSES]), not(notFinishedSql(now))) as SQL;
}

export interface BiddingState {
  finished: boolean;
  /** When bids stop being accepted; null for stock cars (offered until sold). */
  deadline: Date | null;
  /** Bids are accepted now. */
  accepting: boolean;
}

/**
 * Whether a bid is accepted now. An auction lot takes bids while it is upcoming (4532) and
 * before its deadline (BID_CLOSE_MINUTES before the session; with bidDeadlineCheck, before the
 * auction day starts in Tokyo); a stock car while it is offered.
 */
export function biddingState(lot: LotClock, opts: { closeMinutes: number; deadlineCheck: boolean }, now: Date): BiddingState {
  const finished = isAuctionFinished(lot, now);
  if (lot.kind === 'stock') return { finished, deadline: null, accepting: !finished };
  const deadline = biddingDeadline(lot.auctionDate, { closeMinutes: opts.closeMinutes, deadlineCheck: opts.deadlineCheck });
  const accepting = !finished && lot.status === AUCTION_STATUS.upcoming && now.getTime() < deadline.getTime();
  return { finished, deadline, accepting };
}

/** The refusal code of a bid on a lot that does not take bids now, or null when it does. */
export function biddingRefusal(state: BiddingState): 'auction_finished' | 'bidding_closed' | null {
  if (state.finished) return 'auction_finished';
  return state.accepting ? null : 'bidding_closed';
}
