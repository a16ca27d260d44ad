import { sql, type SQL } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, tokyoParts } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { tokyoDayRange } from '../lots-core/lot-query.js';
import type { SessionLot } from './feeds.js';

// The auction clock's queries. "Open" lots are auction lots still waiting for their result
// (upcoming 4532 or ongoing 4531); the partial index lots_open_idx holds exactly those, so the
// jobs never read the archive of results.
// Literal values, as in the index's predicate, so the planner can use it; `alias` qualifies the columns.
const open = (alias = '') =>
  sql.raw(`${alias}kind = 'auction' AND ${alias}status IN (${AUCTION_STATUS.ongoing}, ${AUCTION_STATUS.upcoming})`);

/** Of `houseIds`, the houses that already have auction lots on `day` (seeded, or fed before). */
export async function housesWithLots(db: DbOrTx, houseIds: readonly number[], day: string): Promise<Set<number>> {
  if (houseIds.length === 0) return new Set();
  const { start, end } = tokyoDayRange(day);
  const rows = await query<{ id: number }>(
    db,
    sql`SELECT h AS id FROM unnest(${sql.param(houseIds)}::int[]) h
        WHERE EXISTS (SELECT 1 FROM lots WHERE kind = 'auction' AND auction_house_id = h
          AND auction_date >= ${start.toISOString()}::timestamptz AND auction_date < ${end.toISOString()}::timestamptz)`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Upcoming lots whose session has started become Ongoing; answers how many. The rows are locked
 * in id order first, as the results transaction locks its lots (lockLots): two instances, or
 * this and a session's results at the same time, wait for each other instead of deadlocking.
 */
export async function markStartedSessions(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`WITH started AS (
          UPDATE lots SET status = ${AUCTION_STATUS.ongoing}, updated_at = ${now.toISOString()}::timestamptz
          WHERE id IN (
            SELECT id FROM lots WHERE ${open()} AND status = ${AUCTION_STATUS.upcoming} AND auction_date <= ${now.toISOString()}::timestamptz
            ORDER BY id FOR UPDATE)
            AND status = ${AUCTION_STATUS.upcoming}
          RETURNING 1)
        SELECT count(*)::int AS n FROM started`,
  );
  return row?.n ?? 0;
}

/** Locks the lots in id order (see markStartedSessions). */
export async function lockLots(tx: DbOrTx, lotIds: readonly number[]): Promise<void> {
  await tx.execute(sql`SELECT id FROM lots WHERE id = ANY(${sql.param(lotIds)}::int[]) ORDER BY id FOR UPDATE`);
}

export interface OpenSession {
  auctionHouseId: number;
  day: string;
}

/** Sessions (house and Japan-time day) with open lots that started at or before `startedBy`, oldest first. */
export async function sessionsStartedBy(db: DbOrTx, startedBy: Date): Promise<OpenSession[]> {
  const rows = await query<{ house: number; day: string }>(
    db,
    sql`SELECT auction_house_id AS house, to_char(lot_tokyo_day(auction_date), 'YYYY-MM-DD') AS day
        FROM lots WHERE ${open()} AND auction_date <= ${startedBy.toISOString()}::timestamptz
        GROUP BY 1, 2 ORDER BY 2, 1`,
  );
  return rows.map((r) => ({ auctionHouseId: r.house, day: r.day }));
}

export interface OpenLot extends SessionLot {
  id: number;
}

/** The open lots of a session, with the highest amount our clients bid (status Bid) on each. */
export async function openSessionLots(db: DbOrTx, session: OpenSession): Promise<OpenLot[]> {
  const { start, end } = tokyoDayRange(session.day);
  const rows = await query<{ id: number; lot_no: number; start_price: string | number | null; bid_amount: string | number | null }>(
    db,
    sql`SELECT l.id, l.lot_no, l.start_price,
          (SELECT max(b.amount) FROM bids b WHERE b.lot_id = l.id AND b.status = ${BID_STATUS.bid}) AS bid_amount
        FROM lots l
        WHERE ${open('l.')} AND l.auction_house_id = ${session.auctionHouseId}
          AND l.auction_date >= ${start.toISOString()}::timestamptz AND l.auction_date < ${end.toISOString()}::timestamptz
        ORDER BY l.lot_no`,
  );
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({ id: r.id, lotNo: r.lot_no, startPrice: num(r.start_price), bidAmount: num(r.bid_amount) }));
}

/**
 * Records the session as applied, or answers false when it already is. Inside the applying
 * transaction: an instance applying the same session at the same time waits here on the primary
 * key until the first commits (then finds it applied) or rolls back (then applies it itself).
 */
export async function claimSession(tx: DbOrTx, session: OpenSession, lotCount: number, now: Date): Promise<boolean> {
  const rows = await query<{ day: string }>(
    tx,
    sql`INSERT INTO auction_sessions (auction_house_id, day, lot_count, results_applied_at)
        VALUES (${session.auctionHouseId}, ${session.day}::date, ${lotCount}, ${now.toISOString()}::timestamptz)
        ON CONFLICT DO NOTHING RETURNING day`,
  );
  return rows.length > 0;
}

export interface LotResult {
  id: number;
  status: number;
  soldPrice: number | null;
}

/**
 * The INSERT of a CTE that adds the sales among `rows` (a CTE returning model_id, year, grade,
 * status, sold_price) to the average-price summary (DESIGN.md §3 averagePrice). Rows are taken
 * in key order, like the facet triggers, so concurrent writers never deadlock. Every writer of
 * results uses it: the results path, and a provider feed's history and late results.
 */
export const salesIntoAveragePrices = (rows: SQL) => sql`INSERT INTO average_prices AS ap (model_id, year, grade, sold_count, sold_sum)
          SELECT model_id, year, grade, count(*)::int, sum(sold_price) FROM ${rows}
          WHERE status IN (${AUCTION_STATUS.sold}, ${AUCTION_STATUS.soldNego}) AND sold_price IS NOT NULL
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
          ON CONFLICT (model_id, year, grade) DO UPDATE SET sold_count = ap.sold_count + excluded.sold_count, sold_sum = ap.sold_sum + excluded.sold_sum
          RETURNING 1`;

/**
 * Writes each lot's result (only on lots still open) and adds the new sales to the average-price
 * summary (DESIGN.md §3 averagePrice). A lot goes from open to a result once, in the transaction
 * that claims its session, so adding is exact; concurrent sessions add to the same summary rows
 * atomically (rows taken in key order, like the facet triggers, so they never deadlock).
 */
export async function writeResults(tx: DbOrTx, results: readonly LotResult[], now: Date): Promise<{ updated: number; sold: number }> {
  if (results.length === 0) return { updated: 0, sold: 0 };
  const [row] = await query<{ updated: number; sold: number }>(
    tx,
    sql`WITH done AS (
          UPDATE lots l SET status = r.status, sold_price = r.sold_price, updated_at = ${now.toISOString()}::timestamptz
          FROM unnest(${sql.param(results.map((r) => r.id))}::int[], ${sql.param(results.map((r) => r.status))}::int[],
                      ${sql.param(results.map((r) => r.soldPrice))}::bigint[]) AS r(id, status, sold_price)
          WHERE l.id = r.id AND ${open('l.')}
          RETURNING l.model_id, l.year, l.grade, l.status, l.sold_price),
        sales AS (
          ${salesIntoAveragePrices(sql.raw('done'))})
        SELECT (SELECT count(*)::int FROM done) AS updated,
               (SELECT count(*)::int FROM done WHERE sold_price IS NOT NULL) AS sold`,
  );
  return { updated: row?.updated ?? 0, sold: row?.sold ?? 0 };
}

/**
 * After the auction (DESIGN.md §3 "Bids after the auction"): New bids on the lots were never
 * placed at the auction and become Finished, each logged ('auction_finished'). Bid bids wait for
 * the manager: they get the lot's sold price and a log entry 'auction_result' whose amount is
 * the sold price (null: not sold). Log times are the server clock's.
 */
export async function settleBids(tx: DbOrTx, lotIds: readonly number[], now: Date): Promise<{ finished: number; awaiting: number }> {
  if (lotIds.length === 0) return { finished: 0, awaiting: 0 };
  const at = sql`${now.toISOString()}::timestamptz`;
  const ids = sql`${sql.param(lotIds)}::int[]`;
  const [finished] = await query<{ n: number }>(
    tx,
    sql`WITH f AS (
          UPDATE bids SET status = ${BID_STATUS.finished}, updated_at = ${at}
          WHERE lot_id = ANY(${ids}) AND status = ${BID_STATUS.new} RETURNING id, amount),
        logged AS (
          INSERT INTO bid_logs (bid_id, actor_id, event, status, amount, created_at)
          SELECT id, NULL::int, 'auction_finished', ${BID_STATUS.finished}::smallint, amount, ${at} FROM f ORDER BY id RETURNING 1)
        SELECT count(*)::int AS n FROM logged`,
  );
  const [awaiting] = await query<{ n: number }>(
    tx,
    sql`WITH w AS (
          UPDATE bids b SET sold_price = l.sold_price, updated_at = ${at}
          FROM lots l WHERE l.id = b.lot_id AND b.lot_id = ANY(${ids}) AND b.status = ${BID_STATUS.bid}
          RETURNING b.id, l.sold_price),
        logged AS (
          INSERT INTO bid_logs (bid_id, actor_id, event, status, amount, created_at)
          SELECT id, NULL::int, 'auction_result', ${BID_STATUS.bid}::smallint, sold_price, ${at} FROM w ORDER BY id RETURNING 1)
        SELECT count(*)::int AS n FROM logged`,
  );
  return { finished: finished?.n ?? 0, awaiting: awaiting?.n ?? 0 };
}

/** The Japan-time day of an instant, YYYY-MM-DD. */
export const tokyoDay = (at: Date): string => tokyoParts(at).date;
