// The history of one demo bid: from its outcome (what became of it) to its final row and the
// bid log entries that led there, each at a plausible moment: placed days before the auction,
// accepted by the manager on the auction day, settled by the results job six hours after the
// session started, confirmed by the manager later. Nothing happens after `now`.
import { BID_STATUS, BID_STEP_YEN, cancellationDeadline, tokyoDayStartOf } from '@jauc/contract';
import { SESSION_LENGTH_MS } from '../modules/auction-clock/sessions.js';
import type { Rng } from './rng.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Bid log events, as the services write them (modules/bid: bid.service, bid-manage.service, win; auction-clock). */
export const LOG_EVENT = {
  created: 'created',
  raised: 'raised',
  cancelled: 'cancelled',
  status: 'status_changed',
  autoBid: 'auto_bid_changed',
  adjustmentPrice: 'adjustment_price_changed',
  auctionFinished: 'auction_finished',
  auctionResult: 'auction_result',
  groupWon: 'group_won',
} as const;

/**
 * What became of a bid. `win` is written as a Bid awaiting the manager; the Win itself is
 * recorded afterwards by the manager's Win (purchased car, ledger debit). `groupWon`: set to
 * Don't bid when another bid of its group was won.
 */
export type Outcome = 'new' | 'bid' | 'refused' | 'cancel' | 'expired' | 'awaiting' | 'lost' | 'win' | 'groupWon';

export interface StoryLot {
  id: number;
  auctionDate: Date;
  startPrice: number;
  soldPrice: number | null;
}

export interface PlannedLog {
  actorId: number | null;
  event: string;
  status: number;
  amount: number | null;
  oldValue: string | null;
  newValue: string | null;
  at: Date;
  /** For groupWon: the winning bid, by owner and lot (its id is known once inserted). */
  causeLotId?: number;
}

export interface StoryInput {
  lot: StoryLot;
  outcome: Outcome;
  amount: number;
  userId: number;
  placedById: number;
  managerId: number;
  createdAt: Date;
  now: Date;
  /** groupWon: when the group's Win was recorded, and on which lot. */
  groupWin?: { at: Date; lotId: number };
  autoBid: boolean;
  adjustmentPrice: number | null;
}

export interface Story {
  status: number;
  soldPrice: number | null;
  updatedAt: Date;
  logs: PlannedLog[];
  /** win: when the manager records the Win. */
  winAt: Date | null;
}

/** When the results job settles a session's bids: a little after the session is over. */
export const resultTime = (lot: StoryLot, rng: Rng): Date => new Date(lot.auctionDate.getTime() + SESSION_LENGTH_MS + rng.int(5, 40) * MINUTE);

const between = (rng: Rng, from: Date, to: Date): Date =>
  new Date(from.getTime() + Math.floor(rng.next() * Math.max(0, to.getTime() - from.getTime())));
const earliest = (...dates: Date[]): Date => new Date(Math.min(...dates.map((d) => d.getTime())));

export function bidStory(rng: Rng, s: StoryInput): Story {
  const { lot, now, managerId, amount } = s;
  const logs: PlannedLog[] = [];
  const log = (actorId: number | null, event: string, status: number, at: Date, extra: Partial<PlannedLog> = {}) =>
    logs.push({ actorId, event, status, amount, oldValue: null, newValue: null, at, ...extra });
  const statusChange = (from: number, to: number, at: Date, actorId: number | null = managerId) =>
    log(actorId, LOG_EVENT.status, to, at, { oldValue: String(from), newValue: String(to) });

  // Placed lower and raised once in some cases (placing again raises the existing bid).
  const raises = s.outcome !== 'cancel' && s.outcome !== 'groupWon' && rng.chance(0.15) ? rng.int(1, 3) : 0;
  const firstAmount = Math.max(BID_STEP_YEN, amount - raises * BID_STEP_YEN);
  const lastClientMoment = earliest(new Date(lot.auctionDate.getTime() - 2 * HOUR), tokyoDayStartOf(now), now);
  log(s.placedById, LOG_EVENT.created, BID_STATUS.new, s.createdAt, { amount: firstAmount });
  if (firstAmount !== amount) {
    log(s.placedById, LOG_EVENT.raised, BID_STATUS.new, between(rng, s.createdAt, earliest(lastClientMoment, cancellationDeadline(lot.auctionDate))), {
      oldValue: String(firstAmount), newValue: String(amount),
    });
  }
  // The manager works on the auction day, before the session (New → Bid is refused earlier).
  const dayStart = tokyoDayStartOf(lot.auctionDate);
  const sessionEve = earliest(new Date(lot.auctionDate.getTime() - 10 * MINUTE), now);
  const onAuctionDay = () => between(rng, dayStart, sessionEve);
  const managerTouch = (status: number, at: Date) => {
    if (s.autoBid) log(managerId, LOG_EVENT.autoBid, status, at, { oldValue: 'false', newValue: 'true' });
    if (s.adjustmentPrice !== null) log(managerId, LOG_EVENT.adjustmentPrice, status, at, { oldValue: null, newValue: String(s.adjustmentPrice) });
  };
  const accept = () => {
    const at = onAuctionDay();
    managerTouch(BID_STATUS.new, at);
    statusChange(BID_STATUS.new, BID_STATUS.bid, at);
  };
  const result = () => {
    const at = resultTime(lot, rng);
    log(null, LOG_EVENT.auctionResult, BID_STATUS.bid, at, { amount: lot.soldPrice });
    return at;
  };
  const settle = (from: Date, to: number) => {
    const at = earliest(new Date(from.getTime() + rng.int(30, 20 * 60) * MINUTE), new Date(now.getTime() - 5 * MINUTE));
    statusChange(BID_STATUS.bid, to, at);
    return at;
  };
  let status: number;
  let soldPrice: number | null = null;
  let winAt: Date | null = null;
  switch (s.outcome) {
    case 'new':
      if (s.autoBid || s.adjustmentPrice !== null) managerTouch(BID_STATUS.new, between(rng, s.createdAt, sessionEve));
      status = BID_STATUS.new;
      break;
    case 'bid':
      accept();
      status = BID_STATUS.bid;
      break;
    case 'refused':
      statusChange(BID_STATUS.new, BID_STATUS.dontBid, onAuctionDay());
      status = BID_STATUS.dontBid;
      break;
    case 'cancel':
      log(s.userId, LOG_EVENT.cancelled, BID_STATUS.cancel, between(rng, s.createdAt, earliest(cancellationDeadline(lot.auctionDate), now)));
      status = BID_STATUS.cancel;
      break;
    case 'expired':
      // Never placed at the auction: the results job finishes New bids.
      log(null, LOG_EVENT.auctionFinished, BID_STATUS.finished, resultTime(lot, rng));
      status = BID_STATUS.finished;
      break;
    case 'awaiting':
      accept();
      result();
      status = BID_STATUS.bid;
      soldPrice = lot.soldPrice;
      break;
    case 'lost':
      accept();
      settle(result(), BID_STATUS.finished);
      status = BID_STATUS.finished;
      soldPrice = lot.soldPrice;
      break;
    case 'win': {
      accept();
      const at = result();
      winAt = earliest(new Date(at.getTime() + rng.int(30, 8 * 60) * MINUTE), new Date(now.getTime() - 5 * MINUTE));
      status = BID_STATUS.bid;
      soldPrice = lot.soldPrice;
      break;
    }
    case 'groupWon': {
      // In the Win's transaction, by the manager who recorded it (DESIGN.md §3 "Bids").
      const win = s.groupWin!;
      log(managerId, LOG_EVENT.groupWon, BID_STATUS.dontBid, win.at, { oldValue: String(BID_STATUS.new), newValue: String(BID_STATUS.dontBid), causeLotId: win.lotId });
      status = BID_STATUS.dontBid;
      break;
    }
  }
  logs.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { status, soldPrice, updatedAt: logs.at(-1)!.at, logs, winAt };
}
