// The demo results feed: a result for every lot of a finished session, drawn from a random
// stream seeded by house, day and lot number, so every instance (and every rerun) gives the
// same result. Proportions follow the seeded statistics; a share of the lots our clients bid on
// is won at or below the bid, so managers have wins to confirm (DESIGN.md §3).
import { AUCTION_STATUS } from '@jauc/contract';
import { START_PRICE_STEP } from '../../seed/catalog.js';
import { createRng, hashSeed, weightedPicker, type Rng } from '../../seed/rng.js';
import type { FinishedSession, ResultRow, ResultsFeed, SessionLot } from './feeds.js';

const OUTCOMES = [
  AUCTION_STATUS.sold, AUCTION_STATUS.soldNego, AUCTION_STATUS.notSold, AUCTION_STATUS.cancelled, AUCTION_STATUS.removed,
] as const;
/** Sold, sold by negotiation, not sold, cancelled, removed: in percent. */
export const OUTCOME_WEIGHTS = [55, 12, 28, 3, 2] as const;
const pickOutcome = weightedPicker(OUTCOMES, OUTCOME_WEIGHTS);

/** Of the lots our clients bid on (status Bid), the share the demo lets them win. */
export const DEMO_WIN_SHARE = 0.4;

const roundDown = (yen: number) => Math.max(START_PRICE_STEP, Math.floor(yen / START_PRICE_STEP) * START_PRICE_STEP);
const roundNear = (yen: number) => Math.max(START_PRICE_STEP, Math.round(yen / START_PRICE_STEP) * START_PRICE_STEP);

/** The demo result of one lot; the same for the same house, day and lot. */
export function demoResult(auctionHouseId: number, day: string, lot: SessionLot): ResultRow {
  const rng: Rng = createRng(hashSeed('demo-results', auctionHouseId, day, lot.lotNo));
  const start = lot.startPrice ?? 0;
  if (lot.bidAmount !== null && rng.chance(DEMO_WIN_SHARE)) {
    // Won for our client: hammered somewhere between the start price and the bid, never above it.
    const low = Math.min(start, lot.bidAmount);
    return { lotNo: lot.lotNo, status: AUCTION_STATUS.sold, soldPrice: Math.min(lot.bidAmount, roundDown(low + rng.next() * (lot.bidAmount - low))) };
  }
  const status = pickOutcome(rng);
  if (start <= 0) return { lotNo: lot.lotNo, status: status === AUCTION_STATUS.sold || status === AUCTION_STATUS.soldNego ? AUCTION_STATUS.notSold : status, soldPrice: null };
  // Bidding lifts a sold car above its start; a negotiated sale settles close to it (as the seeder's statistics).
  if (status === AUCTION_STATUS.sold) return { lotNo: lot.lotNo, status, soldPrice: roundNear(start * (1.05 + rng.next() * 0.6)) };
  if (status === AUCTION_STATUS.soldNego) return { lotNo: lot.lotNo, status, soldPrice: roundNear(start * (0.9 + rng.next() * 0.2)) };
  return { lotNo: lot.lotNo, status, soldPrice: null };
}

export function createDemoResultsFeed(): ResultsFeed {
  return {
    resultsFor(session: FinishedSession) {
      return Promise.resolve(session.lots.map((lot) => demoResult(session.auctionHouseId, session.day, lot)));
    },
  };
}
