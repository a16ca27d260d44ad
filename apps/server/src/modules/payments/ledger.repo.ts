import { sql, type SQL } from 'drizzle-orm';
import type { LedgerType } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';

// Reads of the append-only ledger (DESIGN.md §3 "Money and purchases"). An entry's day is its value
// date when it has one (a deposit), else the Tokyo day it was booked. The running balance orders
// entries by day, then by id (booking order), over the account's whole ledger, so a filter never
// changes the balance a row shows.

const DAY = sql`coalesce(e.entry_date, (e.created_at AT TIME ZONE 'Asia/Tokyo')::date)`;

export interface LedgerFilter {
  type?: LedgerType;
  dateFrom?: string;
  dateTo?: string;
}

/** An entry with what its description is made of: the purchased car's lot and auction. */
export interface LedgerRow {
  id: number;
  user_id: number;
  type: LedgerType;
  amount: string;
  running: string;
  day: string;
  description: string;
  idempotency_key: string | null;
  purchased_car_id: number | null;
  lot_no: number | null;
  maker: string | null;
  model: string | null;
  year: number | null;
  house: string | null;
  etd: string | null;
  eta: string | null;
  total: string;
}

function filterSql(f: LedgerFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.type) parts.push(sql`l.type = ${f.type}`);
  if (f.dateFrom) parts.push(sql`l.day >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql`l.day <= ${f.dateTo}::date`);
  return sql.join(parts, sql` AND `);
}

const withRunning = (userId: number) => sql`
  WITH l AS (
    SELECT e.id, e.user_id, e.type, e.amount, e.description, e.idempotency_key, e.purchased_car_id,
      ${DAY} AS day,
      sum(e.amount) OVER (ORDER BY ${DAY}, e.id) AS running
    FROM ledger_entries e WHERE e.user_id = ${userId})`;

/** A page of the account's entries, newest first, with their running balance and the filtered count. */
export function listEntries(db: DbOrTx, userId: number, f: LedgerFilter, limit: number, offset: number): Promise<LedgerRow[]> {
  return query<LedgerRow>(db, sql`${withRunning(userId)}
    SELECT l.id, l.user_id, l.type, l.amount::text, l.running::text, l.day::text AS day, l.description, l.idempotency_key, l.purchased_car_id,
      lt.lot_no, mk.name AS maker, md.name AS model, lt.year, h.name AS house, p.etd::text AS etd, p.eta::text AS eta, count(*) OVER ()::text AS total
    FROM l
    LEFT JOIN purchased_cars p ON p.id = l.purchased_car_id
    LEFT JOIN lots lt ON lt.id = p.lot_id
    LEFT JOIN makers mk ON mk.id = lt.maker_id
    LEFT JOIN models md ON md.id = lt.model_id
    LEFT JOIN auction_houses h ON h.id = lt.auction_house_id
    WHERE ${filterSql(f)}
    ORDER BY l.day DESC, l.id DESC
    LIMIT ${limit} OFFSET ${offset}`);
}

/** One entry with its running balance, or null. */
export async function findEntry(db: DbOrTx, userId: number, id: number): Promise<LedgerRow | null> {
  const rows = await query<LedgerRow>(db, sql`${withRunning(userId)}
    SELECT l.id, l.user_id, l.type, l.amount::text, l.running::text, l.day::text AS day, l.description, l.idempotency_key, l.purchased_car_id,
      lt.lot_no, mk.name AS maker, md.name AS model, lt.year, h.name AS house, p.etd::text AS etd, p.eta::text AS eta, '1' AS total
    FROM l
    LEFT JOIN purchased_cars p ON p.id = l.purchased_car_id
    LEFT JOIN lots lt ON lt.id = p.lot_id
    LEFT JOIN makers mk ON mk.id = lt.maker_id
    LEFT JOIN models md ON md.id = lt.model_id
    LEFT JOIN auction_houses h ON h.id = lt.auction_house_id
    WHERE l.id = ${id}`);
  return rows[0] ?? null;
}

/** The owner of an entry (its id alone), or null. */
export async function entryOwner(db: DbOrTx, id: number): Promise<{ userId: number; dealerId: number | null } | null> {
  const [row] = await query<{ user_id: number; dealer_id: number | null }>(
    db,
    sql`SELECT e.user_id, u.dealer_id FROM ledger_entries e JOIN users u ON u.id = e.user_id WHERE e.id = ${id}`,
  );
  return row ? { userId: row.user_id, dealerId: row.dealer_id } : null;
}

export interface LedgerTotals {
  balance: number;
  received: number;
  spent: number;
}

/** The balance (every entry) and, within the filter, money received and spent (net, positive). */
export async function ledgerTotals(db: DbOrTx, userId: number, f: LedgerFilter = {}): Promise<LedgerTotals> {
  const [row] = await query<{ balance: string; received: string; spent: string }>(db, sql`
    WITH l AS (SELECT e.type, e.amount, ${DAY} AS day FROM ledger_entries e WHERE e.user_id = ${userId})
    SELECT coalesce(sum(l.amount), 0)::text AS balance,
      coalesce(sum(l.amount) FILTER (WHERE l.type = 'remittance' AND ${filterSql(f)}), 0)::text AS received,
      coalesce(-sum(l.amount) FILTER (WHERE l.type = 'car_purchase' AND ${filterSql(f)}), 0)::text AS spent
    FROM l`);
  return { balance: Number(row?.balance ?? 0), received: Number(row?.received ?? 0), spent: Number(row?.spent ?? 0) };
}
