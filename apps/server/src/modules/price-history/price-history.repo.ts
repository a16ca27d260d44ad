import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';

// Sold results, written exactly as the partial index lots_price_history_idx (migration 0030) is:
// the planner uses a partial index only when the query repeats its predicate in literals.
const SOLD_RESULT = sql.raw(`l.kind = 'auction' AND l.status IN (4533, 4534) AND l.sold_price IS NOT NULL`);

export interface ComparableKey {
  /** Left out of its own comparables (a past result is one of them). */
  lotId: number;
  modelId: number;
  chassisCode: string;
  years: number[];
  rank: { min: number; max: number } | null;
  from: Date;
  to: Date;
}

function comparableWhere(k: ComparableKey) {
  // `year = ANY` (not BETWEEN): each year is its own index range, bounded by the date too.
  const rank = k.rank ? sql` AND l.condition_rank BETWEEN ${k.rank.min} AND ${k.rank.max}` : sql``;
  return sql`${SOLD_RESULT} AND l.model_id = ${k.modelId} AND l.chassis_code = ${k.chassisCode}
    AND l.year = ANY(${`{${k.years.join(',')}}`}::smallint[])
    AND l.auction_date >= ${k.from.toISOString()}::timestamptz AND l.auction_date < ${k.to.toISOString()}::timestamptz
    AND l.id <> ${k.lotId}${rank}`;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Count and quartiles (rounded to whole yen) of the comparable sales. */
export async function comparableStats(db: DbOrTx, k: ComparableKey) {
  const rows = await query<{ n: number; p25: string | null; p50: string | null; p75: string | null }>(db, sql`
    SELECT count(*)::int AS n,
      round(percentile_cont(0.25) WITHIN GROUP (ORDER BY l.sold_price))::bigint AS p25,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY l.sold_price))::bigint AS p50,
      round(percentile_cont(0.75) WITHIN GROUP (ORDER BY l.sold_price))::bigint AS p75
    FROM lots l WHERE ${comparableWhere(k)}`);
  const r = rows[0]!;
  return { count: Number(r.n), p25: num(r.p25), p50: num(r.p50), p75: num(r.p75) };
}

/** The latest `limit` comparable sales, oldest first. */
export async function comparablePoints(db: DbOrTx, k: ComparableKey, limit: number) {
  const rows = await query<{ id: number; auction_date: string | Date; sold_price: string; condition: string; mileage: number }>(db, sql`
    SELECT l.id, l.auction_date, l.sold_price, l.condition, l.mileage
    FROM lots l WHERE ${comparableWhere(k)}
    ORDER BY l.auction_date DESC, l.id DESC LIMIT ${limit}`);
  return rows
    .map((r) => ({ lotId: Number(r.id), date: new Date(r.auction_date), price: Number(r.sold_price), condition: r.condition, mileage: Number(r.mileage) }))
    .reverse();
}

/**
 * The same chassis number's auction runs before `before`, latest first, whatever their outcome
 * (upper(chassis_no) is indexed for the quick search, lots_chassis_no_prefix_idx).
 */
export async function earlierRuns(db: DbOrTx, lotId: number, chassisNo: string, before: Date, limit: number) {
  const rows = await query<{
    id: number; auction_date: string | Date; name: string; lot_no: number; status: number;
    sold_price: string | null; start_price: string | null; condition: string; mileage: number;
  }>(db, sql`
    SELECT l.id, l.auction_date, h.name, l.lot_no, l.status, l.sold_price, l.start_price, l.condition, l.mileage
    FROM lots l JOIN auction_houses h ON h.id = l.auction_house_id
    WHERE upper(l.chassis_no) = ${chassisNo.toUpperCase()} AND l.kind = 'auction' AND l.id <> ${lotId}
      AND l.auction_date < ${before.toISOString()}::timestamptz
    ORDER BY l.auction_date DESC, l.id DESC LIMIT ${limit}`);
  return rows.map((r) => ({
    lotId: Number(r.id),
    date: new Date(r.auction_date),
    auctionName: r.name,
    lotNo: Number(r.lot_no),
    status: Number(r.status),
    soldPrice: num(r.sold_price),
    startPrice: num(r.start_price),
    condition: r.condition,
    mileage: Number(r.mileage),
  }));
}
