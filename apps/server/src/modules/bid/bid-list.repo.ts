import { sql, type SQL } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { bids, ledgerEntries, lots, users } from '../../db/schema.js';

// Queries of the bid lists. Conditions come from bid-list-where.ts; pages are read in two
// steps: the ids of the page (sorted, from the narrowest index), then those rows in full.

/**
 * Bids with their lots. Each bid's lot is read by primary key (a LATERAL subquery with LIMIT
 * cannot be turned into a hash join): the cost follows the bids a query selects, where a hash
 * join read every lot — 100,000s, growing with the catalogue, not with the bids. Named `lots`,
 * so conditions written on the lots table (bid-state.ts, bid-list-where.ts) apply unchanged.
 */
export const BIDS_WITH_LOTS = sql`${bids} JOIN LATERAL (SELECT * FROM ${lots} l WHERE l.id = ${bids.lotId} LIMIT 1) ${lots} ON TRUE`;
const FROM = BIDS_WITH_LOTS;

/** The ids of one page of the bids matching `where`, in order. */
export async function pageIds(db: DbOrTx, where: SQL, order: SQL, limit: number, offset: number): Promise<number[]> {
  const rows = await query<{ id: number }>(db, sql`SELECT ${bids.id} AS id FROM ${FROM} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  return rows.map((r) => Number(r.id));
}

export async function countBids(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${FROM} WHERE ${where}`);
  return Number(row?.n ?? 0);
}

/** The number of bids per bid status matching `where`. */
export async function countByStatus(db: DbOrTx, where: SQL): Promise<Map<number, number>> {
  const rows = await query<{ status: number; n: number | string }>(
    db,
    sql`SELECT ${bids.status} AS status, count(*) AS n FROM ${FROM} WHERE ${where} GROUP BY ${bids.status}`,
  );
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/** countByStatus over `bids` alone: `where` may read the bid's lot only through ownLotSql. */
export async function countByStatusOfBids(db: DbOrTx, where: SQL): Promise<Map<number, number>> {
  const rows = await query<{ status: number; n: number | string }>(
    db,
    sql`SELECT ${bids.status} AS status, count(*) AS n FROM ${bids} WHERE ${where} GROUP BY ${bids.status}`,
  );
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

export interface BidListRow {
  bid_id: number;
  user_id: number;
  amount: number | string;
  bid_status: number;
  bid_group: number | null;
  export_type: number | null;
  bid_sold_price: number | string | null;
  adjustment_price: number | string | null;
  auto_bid: boolean;
  bid_date: Date | string;
  lot_id: number;
  kind: 'auction' | 'stock';
  lot_no: number;
  auction_date: Date | string;
  auction_house_id: number;
  maker_id: number;
  model_id: number;
  year: number;
  engine: number;
  chassis_no: string;
  grade: string;
  color: string;
  gearbox: string;
  mileage: number;
  equip: string;
  condition: string;
  start_price: number | string | null;
  lot_sold_price: number | string | null;
  lot_status: number;
  image_count: number;
}

/** The page's bids with their lots (order not kept). The bid date is its last change, as the bid calls answer it. */
export async function loadBidRows(db: DbOrTx, ids: number[]): Promise<BidListRow[]> {
  if (ids.length === 0) return [];
  return query<BidListRow>(
    db,
    sql`SELECT b.id AS bid_id, b.user_id, b.amount, b.status AS bid_status, b.bid_group, b.export_type,
               b.sold_price AS bid_sold_price, b.adjustment_price, b.auto_bid,
               b.updated_at AS bid_date,
               l.id AS lot_id, l.kind, l.lot_no, l.auction_date, l.auction_house_id, l.maker_id, l.model_id, l.year, l.engine,
               l.chassis_no, l.grade, l.color, l.gearbox, l.mileage, l.equip, l.condition, l.start_price,
               l.sold_price AS lot_sold_price, l.status AS lot_status, l.image_count
        FROM bids b JOIN lots l ON l.id = b.lot_id
        WHERE b.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
}

export interface BidOwnerRow {
  id: number;
  full_name: string;
  company: string | null;
  role_id: number;
  country_id: number;
  note: string | null;
  credit_limit: number | string;
  created_at: Date | string;
  last_login_at: Date | string | null;
  manager_name: string | null;
  dealer_name: string | null;
  balance: number | string;
}

/** The owners of a page's bids with their balance (the ledger's sum), manager and dealer. */
export async function loadOwners(db: DbOrTx, userIds: number[]): Promise<Map<number, BidOwnerRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await query<BidOwnerRow>(
    db,
    sql`SELECT u.id, u.full_name, u.company, u.role_id, u.country_id, u.note, u.credit_limit, u.created_at, u.last_login_at,
               m.full_name AS manager_name, d.full_name AS dealer_name,
               coalesce((SELECT sum(${ledgerEntries.amount}) FROM ${ledgerEntries} WHERE ${ledgerEntries.userId} = u.id), 0) AS balance
        FROM ${users} u
        LEFT JOIN ${users} m ON m.id = u.manager_id
        LEFT JOIN ${users} d ON d.id = u.dealer_id
        WHERE u.id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}
