import { z } from 'zod';
import { AUCTION_STATUS, hasControlChars, INT4_MAX } from '@jauc/contract';

// The seams where an auction data provider plugs in (DESIGN.md §3 "Auction clock",
// docs/architecture.md "Feeds"). A feed only answers what the provider says; the jobs of this
// module validate every row with the schemas below (a malformed row is logged and skipped, the
// rest applied), write it idempotently and move bids. A feed that throws fails the job run,
// which the job queue logs and retries.

/** An auction house holding a session on the day asked for. */
export interface HouseSession {
  auctionHouseId: number;
  /** The session's start (the lots' auction_date). */
  start: Date;
}

export interface LotsFeed {
  /**
   * The lots of the sessions that `houses` hold on `day` (Japan-time calendar day, YYYY-MM-DD).
   * Rows in any shape: each is checked against `lotFeedRowSchema`.
   */
  lotsFor(day: string, houses: readonly HouseSession[]): Promise<unknown[]>;
}

/** One of our lots of a finished session, as the results feed is told about it. */
export interface SessionLot {
  lotNo: number;
  startPrice: number | null;
  /** The highest amount our clients bid (status Bid, 2) on the lot; null without such a bid. */
  bidAmount: number | null;
}

/** A session that is over (its start + SESSION_LENGTH_MS has passed) and has no results yet. */
export interface FinishedSession {
  auctionHouseId: number;
  /** Japan-time calendar day, YYYY-MM-DD. */
  day: string;
  lots: readonly SessionLot[];
}

/**
 * Thrown by a results feed whose provider has no results for the session yet (they come minutes
 * to hours after the session): the session is left open for a later run, and the run does not
 * count it as failed.
 */
export class ResultsNotReady extends Error {
  constructor(message = 'results not published yet') {
    super(message);
    this.name = 'ResultsNotReady';
  }
}

export interface ResultsFeed {
  /** The result of each lot of the session, by lot number; rows are checked against `resultRowSchema`. */
  resultsFor(session: FinishedSession): Promise<unknown[]>;
}

const text = (max: number) => z.string().min(1).max(max).refine((v) => !hasControlChars(v));
const int = (min: number, max = INT4_MAX) => z.number().int().min(min).max(max);

/** A new lot from the lots feed: what a lots row needs besides kind, status and the result. */
export const lotFeedRowSchema = z.object({
  auctionHouseId: int(1),
  auctionDate: z.coerce.date().refine((d) => !Number.isNaN(d.getTime())),
  lotNo: int(1),
  makerId: int(1),
  modelId: int(1),
  year: int(1900, 2100),
  engine: int(0, 100_000),
  chassisCode: text(40),
  chassisNo: text(40),
  grade: text(200),
  color: text(60),
  gearbox: text(40),
  drive: text(40),
  horsePower: int(0, 5000).nullable(),
  mileage: int(0, 10_000_000),
  equip: z.string().max(500).refine((v) => !hasControlChars(v)),
  condition: text(10),
  conditionRank: int(0, 100),
  interiorGrade: text(10).nullable(),
  // Yen; a lot at the auction always has a start price.
  startPrice: int(1, Number.MAX_SAFE_INTEGER),
  imageCount: int(0, 100),
  info: z.string().max(4000).refine((v) => !hasControlChars(v)),
  // Where the provider says; else the export check falls back on the chassis code (issue 21 §1).
  fuel: z.enum(['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric']).nullable().optional(),
});
export type LotFeedRow = z.infer<typeof lotFeedRowSchema>;

/** The statuses a finished lot can take; 4538 (unknown) is what a lot without a result gets. */
export const RESULT_STATUSES = [
  AUCTION_STATUS.sold, AUCTION_STATUS.soldNego, AUCTION_STATUS.notSold, AUCTION_STATUS.cancelled, AUCTION_STATUS.removed,
  AUCTION_STATUS.unknown,
] as const;
const SOLD_STATUSES: readonly number[] = [AUCTION_STATUS.sold, AUCTION_STATUS.soldNego];
export const isSoldStatus = (status: number): boolean => SOLD_STATUSES.includes(status);

/** One lot's result: a sale carries its price, anything else none. */
export const resultRowSchema = z
  .object({
    lotNo: int(1),
    status: z.literal(RESULT_STATUSES),
    soldPrice: int(1, Number.MAX_SAFE_INTEGER).nullable(),
  })
  .refine((r) => isSoldStatus(r.status) === (r.soldPrice !== null), { message: 'a sale needs a sold price, nothing else has one' });
export type ResultRow = z.infer<typeof resultRowSchema>;

/**
 * Validates feed rows: the good ones, and each bad one with its index and first issue (for the
 * log; the row itself may be large or hostile, so it is not logged).
 */
export function parseRows<T>(schema: z.ZodType<T>, rows: readonly unknown[]): { valid: T[]; invalid: Array<{ index: number; issue: string }> } {
  const valid: T[] = [];
  const invalid: Array<{ index: number; issue: string }> = [];
  rows.forEach((row, index) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) valid.push(parsed.data);
    else invalid.push({ index, issue: parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).slice(0, 3).join('; ') });
  });
  return { valid, invalid };
}
