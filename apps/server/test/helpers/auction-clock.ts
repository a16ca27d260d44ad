import { sql } from 'drizzle-orm';
import { BID_STEP_YEN, BID_STATUS, tokyoParts } from '@jauc/contract';
import { query, type DbOrTx } from '../../src/db/client.js';
import { bidLogs, bids } from '../../src/db/schema.js';
import { tokyoDayStart } from '../../src/modules/lots-core/lot-query.js';

// Shared by the auction-clock tests: Japan-time instants and what the database holds of a day.

const DAY_MS = 86_400_000;

/** A Wednesday at least a week after the real today (Japan time): the clock is set there, so
 *  rows written at the moved time are never "in the past" for PostgreSQL's own clock. */
export function comingWednesday(): string {
  let at = Date.now() + 7 * DAY_MS;
  while (new Date(Date.parse(`${tokyoParts(new Date(at)).date}T00:00:00Z`)).getUTCDay() !== 3) at += DAY_MS;
  return tokyoParts(new Date(at)).date;
}

/** `day` (YYYY-MM-DD) at `time` (HH:MM) in Japan, plus `days` days. */
export const tokyoAt = (day: string, time: string, days = 0): Date =>
  new Date(tokyoDayStart(day).getTime() + days * DAY_MS + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000);

export interface DayLot {
  id: number;
  house: number;
  lotNo: number;
  status: number;
  startPrice: number;
  soldPrice: number | null;
  past: boolean;
}

/** The auction lots of one Japan-time day (all houses, or one), by house and lot number. */
export async function lotsOfDay(db: DbOrTx, day: string, house?: number): Promise<DayLot[]> {
  const start = tokyoDayStart(day);
  const end = new Date(start.getTime() + DAY_MS);
  return query<DayLot>(
    db,
    sql`SELECT id, auction_house_id AS house, lot_no AS "lotNo", status, start_price::float8 AS "startPrice",
          sold_price::float8 AS "soldPrice", past
        FROM lots WHERE kind = 'auction' AND auction_date >= ${start.toISOString()}::timestamptz
          AND auction_date < ${end.toISOString()}::timestamptz ${house === undefined ? sql`` : sql`AND auction_house_id = ${house}`}
        ORDER BY auction_house_id, lot_no`,
  );
}

export const countOf = async (db: DbOrTx, statement: ReturnType<typeof sql>): Promise<number> =>
  Number((await query<{ n: number }>(db, statement))[0]?.n ?? 0);

/** A bid straight into the table (status Bid needs the bid manager, a later issue), logged as created. */
export async function insertBid(db: DbOrTx, userId: number, lot: DayLot, status: number = BID_STATUS.bid, extra = 5): Promise<{ id: number; amount: number }> {
  const amount = Math.ceil(lot.startPrice / BID_STEP_YEN) * BID_STEP_YEN + extra * BID_STEP_YEN;
  const [row] = await db.insert(bids).values({ userId, lotId: lot.id, amount, status, exportType: 1, placedById: userId }).returning({ id: bids.id });
  await db.insert(bidLogs).values({ bidId: row!.id, actorId: userId, event: 'created', status, amount });
  return { id: row!.id, amount };
}
