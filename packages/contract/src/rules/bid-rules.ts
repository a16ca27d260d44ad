import { BID_STATUS, BID_STEP_YEN } from '../codes.js';
import { TOKYO_OFFSET_MINUTES } from './format.js';

// Bid rules shared by the lot page and the server (spec 2 §4, §5; DESIGN.md §3 "Bids"). The
// server enforces every one of them; the page uses the same functions to explain a refusal
// before the request is made.

export const PLACE_BID_MSG = {
  required: 'PlaceBid.Required',
  lowerPrice: 'PlaceBid.LowerPrice',
  incorrectBid: `PlaceBid.IncorrectBid:${BID_STEP_YEN}`,
  mustBeHigher: 'PlaceBid.MustBeHigher',
} as const;

/**
 * The message for a bid amount, or null when it is acceptable: required, positive and at least
 * the start price, a multiple of the bid step (5000 yen).
 */
export function bidAmountError(amount: number | null | undefined, startPrice: number | null): string | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return PLACE_BID_MSG.required;
  if (!Number.isSafeInteger(amount) || amount <= 0 || (startPrice !== null && amount < startPrice)) return PLACE_BID_MSG.lowerPrice;
  if (amount % BID_STEP_YEN !== 0) return PLACE_BID_MSG.incorrectBid;
  return null;
}

/** The lowest acceptable bid: the start price rounded up to the bid step (at least one step). */
export function minimumBid(startPrice: number | null): number {
  const floor = Math.max(startPrice ?? 0, BID_STEP_YEN);
  return Math.ceil(floor / BID_STEP_YEN) * BID_STEP_YEN;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = TOKYO_OFFSET_MINUTES * 60_000;

/** Start of the Tokyo calendar day of an instant. */
export function tokyoDayStartOf(instant: Date): Date {
  const local = instant.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

/** Cancelling a bid is allowed until 21:00 Tokyo time on the day before the auction day. */
export const CANCEL_DEADLINE_HOUR_TOKYO = 21;
export function cancellationDeadline(auctionDate: Date): Date {
  return new Date(tokyoDayStartOf(auctionDate).getTime() - DAY_MS + CANCEL_DEADLINE_HOUR_TOKYO * HOUR_MS);
}

/** Statuses a bid can be cancelled from (New, Bid). */
export const CANCELLABLE_BID_STATUSES: readonly number[] = [BID_STATUS.new, BID_STATUS.bid];
/** Statuses that hold credit while the auction has not finished (DESIGN.md §3 bidAllow). */
export const ACTIVE_BID_STATUSES: readonly number[] = [BID_STATUS.new, BID_STATUS.bid];

export function canCancelBid(bidStatus: number, auctionDate: Date, now: Date): boolean {
  return CANCELLABLE_BID_STATUSES.includes(bidStatus) && now.getTime() < cancellationDeadline(auctionDate).getTime();
}

/**
 * The instant bids on an auction lot stop being accepted. Bidding closes `closeMinutes` before
 * the session starts; with the bidDeadlineCheck permission the auction day must be at least one
 * day later than today in Tokyo (spec 1 §9: "a date is far enough away when it is at least 1 day
 * later"), so bidding closes at the Tokyo midnight that starts the auction day.
 */
export function biddingDeadline(auctionDate: Date, opts: { closeMinutes: number; deadlineCheck: boolean }): Date {
  const closes = auctionDate.getTime() - opts.closeMinutes * 60_000;
  return new Date(opts.deadlineCheck ? Math.min(closes, tokyoDayStartOf(auctionDate).getTime()) : closes);
}

/** What a client may still bid: balance + credit limit − the amounts of active bids. */
export function bidAllowance(v: { balance: number; creditLimit: number; activeBids: number }): number {
  return v.balance + v.creditLimit - v.activeBids;
}
