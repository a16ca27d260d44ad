import { sql, type SQL } from 'drizzle-orm';
import { BID_SEARCH_LIMIT } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bids, lots, users } from '../../db/schema.js';
import { BIDS_WITH_LOTS } from './bid-list.repo.js';

// The value lists of the bid filters, each the distinct values among the bids `where` selects
// (the viewer's own, never anyone else's), and the lot-number search.

const FROM = BIDS_WITH_LOTS;

async function distinct<T>(db: DbOrTx, column: SQL, where: SQL): Promise<T[]> {
  const rows = await query<{ v: T }>(db, sql`SELECT DISTINCT ${column} AS v FROM ${FROM} WHERE ${where} AND ${column} IS NOT NULL`);
  return rows.map((r) => r.v);
}

export const auctionHouseIds = (db: DbOrTx, where: SQL) => distinct<number>(db, sql`${lots.auctionHouseId}`, where);
/** Japan-time auction days, YYYY-MM-DD (lot_tokyo_day: migration 0002). */
export const auctionDays = (db: DbOrTx, where: SQL) => distinct<string>(db, sql`to_char(lot_tokyo_day(${bids.lotDate}), 'YYYY-MM-DD')`, where);
export const chassisCodes = (db: DbOrTx, where: SQL) => distinct<string>(db, sql`${lots.chassisCode}`, where);
export const conditions = (db: DbOrTx, where: SQL) => distinct<string>(db, sql`${lots.condition}`, where);
export const lotStatuses = (db: DbOrTx, where: SQL) => distinct<number>(db, sql`${lots.status}`, where);
export const bidGroups = (db: DbOrTx, where: SQL) => distinct<number>(db, sql`${bids.bidGroup}`, where);
export const bidStatuses = (db: DbOrTx, where: SQL) => distinct<number>(db, sql`${bids.status}`, where);
/** The mileage buckets (their index in BID_MILEAGE_BUCKETS) the selected bids' lots fall in. */
export const mileageBuckets = (db: DbOrTx, where: SQL, bounds: number[]) =>
  distinct<number>(db, sql`width_bucket(${lots.mileage}, ARRAY[${sql.join(bounds.map((b) => sql`${b}`), sql`, `)}]::int[])`, where);

/** The owners of the selected bids, by name. */
export async function owners(db: DbOrTx, where: SQL): Promise<Array<{ id: number; name: string }>> {
  return query(
    db,
    sql`SELECT u.id, u.full_name AS name FROM ${users} u
        WHERE u.id IN (SELECT ${bids.userId} FROM ${FROM} WHERE ${where}) ORDER BY u.full_name, u.id`,
  );
}

/** The managers of the owners of the selected bids, by name. */
export async function ownersManagers(db: DbOrTx, where: SQL): Promise<Array<{ id: number; name: string }>> {
  return query(
    db,
    sql`SELECT m.id, m.full_name AS name FROM ${users} m
        WHERE m.id IN (SELECT o.manager_id FROM ${users} o WHERE o.id IN (SELECT ${bids.userId} FROM ${FROM} WHERE ${where}))
        ORDER BY m.full_name, m.id`,
  );
}

/**
 * Lot numbers starting with `digits` as ranges of integers (12 → 12, 120–129, 1200–1299, ... up
 * to nine digits), which the lot-number index answers, where matching the text would read every
 * lot of the viewer's bids.
 */
export function lotNumberPrefixSql(digits: string): SQL {
  if (digits.startsWith('0')) return digits === '0' ? sql`${lots.lotNo} = 0` : sql`FALSE`;
  const ranges: SQL[] = [];
  for (let scale = 1, len = digits.length; len <= 9; scale *= 10, len++) {
    const from = Number(digits) * scale;
    ranges.push(sql`${lots.lotNo} BETWEEN ${from} AND ${from + scale - 1}`);
  }
  return sql`(${sql.join(ranges, sql` OR `)})`;
}

/**
 * Bids whose lot number starts with `digits`: the active list's first (`activeFirst` is true for
 * them), then the latest auctions.
 */
export async function searchLotNumbers(db: DbOrTx, where: SQL, digits: string, archived: SQL) {
  return query<{ bid_id: number; lot_no: number; auction_house_id: number; auction_date: Date | string; archived: boolean }>(
    db,
    sql`SELECT ${bids.id} AS bid_id, ${lots.lotNo} AS lot_no, ${lots.auctionHouseId} AS auction_house_id,
               ${lots.auctionDate} AS auction_date, (${archived}) AS archived
        FROM ${FROM}
        WHERE ${where} AND ${lotNumberPrefixSql(digits)}
        ORDER BY 5, ${bids.lotDate} DESC, ${bids.id} DESC
        LIMIT ${BID_SEARCH_LIMIT}`,
  );
}

/** A dealer's clients by name with their number of bids, one page, and how many there are. */
export async function dealerClients(db: DbOrTx, dealerId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    query<{ id: number; name: string; company: string | null; bids: number | string }>(
      db,
      sql`SELECT u.id, u.full_name AS name, u.company, (SELECT count(*) FROM ${bids} WHERE ${bids.userId} = u.id) AS bids
          FROM ${users} u WHERE u.dealer_id = ${dealerId}
          ORDER BY u.full_name, u.id LIMIT ${limit} OFFSET ${offset}`,
    ),
    query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${users} WHERE ${users.dealerId} = ${dealerId}`),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
