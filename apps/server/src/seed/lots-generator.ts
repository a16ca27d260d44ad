// The demo lots (DESIGN.md §4): coming auction lots, past results and stock cars, relative to
// today in Japan time and fully determined by the seed. Rows are produced in batches and
// written as they come, so memory stays flat from 1,000 to 1,000,000 lots.
import { AUCTION_STATUS } from '@jauc/contract';
import type { DbOrTx } from '../db/client.js';
import { randomCar, START_PRICE_STEP } from './catalog.js';
import { lotInfo } from './lot-info.js';
import { insertLots, type LotSeedRow } from './lots-insert.js';
import {
  allocate, MAX_LOTS_PER_SESSION, pastAuctionDays, sessionsOn, statsWeeks, upcomingAuctionDays, upcomingWeeks, type Session,
} from './lots-schedule.js';
import { createRng, weightedPicker, type Rng } from './rng.js';
import * as clock from '../lib/clock.js';

export interface GenerateLotsOptions {
  /** Lots of today's and the coming sessions (car-auction page). */
  auction: number;
  /** Past results (statistics page). */
  stats: number;
  /** Fixed-price stock cars (oneprice page). */
  stock: number;
  seed: number;
  /** "Today"; tests pin it to get the same rows on any day. */
  now?: Date;
  batchSize?: number;
}

const RESULT_STATUSES = [
  AUCTION_STATUS.sold, AUCTION_STATUS.soldNego, AUCTION_STATUS.notSold,
  AUCTION_STATUS.cancelled, AUCTION_STATUS.removed, AUCTION_STATUS.unknown,
] as const;
const pickResult = weightedPicker(RESULT_STATUSES, [55, 12, 28, 2.5, 1.5, 1]);

const roundStep = (yen: number) => Math.max(START_PRICE_STEP, Math.round(yen / START_PRICE_STEP) * START_PRICE_STEP);

export type Phase = 'auction' | 'stats' | 'stock';

function lotRow(rng: Rng, phase: Phase, session: Session, lotNo: number, now: Date): LotSeedRow {
  const car = randomCar(rng, Number(session.day.slice(0, 4)));
  let status: number;
  let startPrice: number | null = car.startPrice;
  let soldPrice: number | null = null;
  if (phase === 'auction') {
    status = session.start.getTime() <= now.getTime() ? AUCTION_STATUS.ongoing : AUCTION_STATUS.upcoming;
  } else if (phase === 'stats') {
    status = pickResult(rng);
    // Bidding lifts a sold car above its start; a negotiated sale settles close to it.
    if (status === AUCTION_STATUS.sold) soldPrice = roundStep(car.startPrice * (1.05 + rng.next() * 0.6));
    if (status === AUCTION_STATUS.soldNego) soldPrice = roundStep(car.startPrice * (0.9 + rng.next() * 0.2));
  } else {
    // Stock cars were bought at auction and are offered at a fixed price, kept in sold_price
    // (DESIGN.md §3). Status 4532 marks a car still available to order: the column is NOT NULL
    // and a later order can move it to 4533 like an auction result.
    status = AUCTION_STATUS.upcoming;
    soldPrice = roundStep(car.startPrice * (1.4 + rng.next() * 0.5));
    startPrice = null;
  }
  return {
    kind: phase === 'stock' ? 'stock' : 'auction',
    auctionHouseId: session.house.id,
    auctionDate: session.start,
    lotNo,
    makerId: car.makerId,
    modelId: car.modelId,
    year: car.year,
    engine: car.engine,
    chassisCode: car.chassisCode,
    chassisNo: car.chassisNo,
    grade: car.grade,
    color: car.color,
    gearbox: car.gearbox,
    drive: car.drive,
    horsePower: car.horsePower,
    mileage: car.mileage,
    equip: car.equip,
    condition: car.condition,
    conditionRank: car.conditionRank,
    interiorGrade: car.interiorGrade,
    startPrice,
    soldPrice,
    status,
    // Most lots carry a full photo set; some were listed with only a few pictures.
    imageCount: rng.chance(0.1) ? rng.int(2, 5) : rng.int(6, 10),
    info: lotInfo(rng, car.condition),
    fuel: car.fuel,
  };
}

/** The lots of one session, lot numbers increasing with small gaps (unique per house and day). */
export function* sessionLots(rng: Rng, phase: Phase, session: Session, count: number, now: Date): Generator<LotSeedRow> {
  const maxGap = Math.max(1, Math.min(4, Math.floor((MAX_LOTS_PER_SESSION - 1000) / Math.max(count, 1))));
  let lotNo = rng.int(1, 99) * 10;
  for (let i = 0; i < count; i++) {
    lotNo += rng.int(1, maxGap);
    yield lotRow(rng, phase, session, lotNo, now);
  }
}

/**
 * Every demo lot in id order: past results oldest first, then the coming sessions, then stock.
 * Stock cars sit in past sessions of their own, so their lot numbers never meet a result's.
 */
export function* generateLotRows(opts: GenerateLotsOptions): Generator<LotSeedRow> {
  const now = opts.now ?? clock.now();
  const rng = createRng(opts.seed);
  const past = sessionsOn(pastAuctionDays(now, statsWeeks(opts.stats) * 6));
  const coming = sessionsOn(upcomingAuctionDays(now, upcomingWeeks(opts.auction) * 6));
  const phases: Array<[Phase, Session[], number]> = [
    ['stats', past, opts.stats],
    ['auction', coming, opts.auction],
  ];
  for (const [phase, sessions, total] of phases) {
    const counts = allocate(total, sessions);
    for (const [i, session] of sessions.entries()) yield* sessionLots(rng, phase, session, counts[i] ?? 0, now);
  }
  // Stock: bought over the last four weeks; numbered from 50,000 up, above any result's number.
  const stockSessions = past.slice(-Math.min(past.length, 24));
  const stockCounts = allocate(opts.stock, stockSessions);
  for (const [i, session] of stockSessions.entries()) {
    let lotNo = 50_000 + rng.int(0, 99);
    for (let n = 0; n < (stockCounts[i] ?? 0); n++) yield lotRow(rng, 'stock', session, (lotNo += rng.int(1, 3)), now);
  }
}

/** Groups an iterator into arrays of at most `size`, one array alive at a time. */
export function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Writes the demo lots in one transaction (a savepoint when `db` is already a transaction).
 * CLI-able for benchmarks: `generateLots(db, { auction: 0, stats: 1_000_000, stock: 0, seed: 1 })`.
 */
export async function generateLots(db: DbOrTx, opts: GenerateLotsOptions) {
  const started = performance.now();
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const batch of batches(generateLotRows(opts), opts.batchSize ?? 1000)) {
      await insertLots(tx, batch);
      inserted += batch.length;
    }
  });
  return { inserted, ms: Math.round(performance.now() - started) };
}
