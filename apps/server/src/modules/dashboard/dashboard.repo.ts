import { sql, type SQL } from 'drizzle-orm';
import type { ChatSide } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bids } from '../../db/schema.js';
import { unreadChatSql } from '../bid/bid-list-where.js';

// The dashboard's own reads: what no list already counts. Every other figure comes from the
// services of its list (bid lists, balance, purchased cars).

/** Bids of `scope` (access.visibleBidsSql) with an unread chat for `side`: the list's `unread` filter, counted. */
export async function countUnreadChats(db: DbOrTx, scope: SQL, side: ChatSide): Promise<number> {
  const [row] = await query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${bids} WHERE ${unreadChatSql(side)} AND ${scope}`);
  return Number(row?.n ?? 0);
}

/** Auction houses with bids on their lots of the Tokyo day [start, end), with the bid count. */
export function auctionsOfDay(db: DbOrTx, start: Date, end: Date): Promise<Array<{ house: number; n: number | string }>> {
  return query(db, sql`
    SELECT ${bids.lotHouse} AS house, count(*) AS n FROM ${bids}
    WHERE ${bids.lotDate} >= ${start.toISOString()}::timestamptz AND ${bids.lotDate} < ${end.toISOString()}::timestamptz AND NOT ${bids.lotStock}
    GROUP BY 1 ORDER BY 2 DESC, 1`);
}

export interface DepositRow {
  id: number;
  user_id: number;
  full_name: string;
  amount: string;
  day: string;
  description: string;
  total: number | string;
}

/**
 * The remittances booked to any account, newest first (the day the money moved, then the latest
 * booked): GET /payments/deposits, whose first rows the manager's dashboard shows.
 */
export function latestDeposits(db: DbOrTx, limit: number, offset = 0): Promise<DepositRow[]> {
  // The day as YYYY-MM-DD text sorts as the day does.
  return query<DepositRow>(db, sql`
    SELECT d.*, count(*) OVER () AS total FROM (
      SELECT e.id, e.user_id, u.full_name, e.amount::text AS amount, e.description,
        coalesce(e.entry_date, (e.created_at AT TIME ZONE 'Asia/Tokyo')::date)::text AS day
      FROM ledger_entries e JOIN users u ON u.id = e.user_id
      WHERE e.type = 'remittance' AND e.amount > 0) d
    ORDER BY d.day DESC, d.id DESC LIMIT ${limit} OFFSET ${offset}`);
}

/** How many remittances there are (a page past the end still knows the total). */
export async function countDeposits(db: DbOrTx): Promise<number> {
  const [row] = await query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ledger_entries WHERE type = 'remittance' AND amount > 0`);
  return Number(row?.n ?? 0);
}
