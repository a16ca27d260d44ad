import { sql, type SQL } from 'drizzle-orm';
import type { ChatSide } from '@jauc/contract';
import { query, queryPrepared, type DbOrTx } from '../../db/client.js';
import { bids, ledgerEntries, lots, users } from '../../db/schema.js';
import { chatSummaryColumns } from '../chat/chat.repo.js';
import { photoKeySql } from '../photo-proxy/lot-media-urls.js';

// Queries of the bid lists. Conditions and orders come from bid-list-where.ts and read `bids`
// alone (each bid carries copies of its lot's listed columns), so selecting, sorting and counting
// never read a lot; pages are read in two steps: the ids of the page (sorted, from the narrowest
// index; kept under the bid-list version, bid-list-kept.ts), then those rows in full with their
// lots and owners.

export async function countBids(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${bids} WHERE ${where}`);
  return Number(row?.n ?? 0);
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
  photo_key: string | null;
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

/** The bid's chat as `side` sees it (chat.repo.ts chatSummaryColumns). */
export interface BidChatColumns {
  chat_message: string | null;
  chat_unread: boolean;
}

/**
 * The ids of one page of the bids matching `where` in `order`: chosen on bids alone (each bid
 * carries copies of its lot's listed columns), the part of a page that sorts every match.
 */
export async function pageIds(db: DbOrTx, where: SQL, order: SQL, limit: number, offset: number): Promise<number[]> {
  const rows = await query<{ id: number }>(db, sql`SELECT ${bids.id} AS id FROM ${bids} WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  return rows.map((r) => Number(r.id));
}

/**
 * The page's bids in the order of `ids`, each with its lot and owner (the owner's balance is the
 * ledger's sum; their manager and dealer by name) and its chat as `side` sees it, read afresh by
 * primary keys in one statement: what may change without moving the bid-list version (a
 * balance, a name, a last sign-in, a chat) is never kept.
 */
export async function rowsOf(db: DbOrTx, ids: number[], side: ChatSide): Promise<Array<BidListRow & BidOwnerRow & BidChatColumns>> {
  if (ids.length === 0) return [];
  return queryPrepared(
    db,
    'bid-list-rows',
    sql`SELECT ${bids.id} AS bid_id, ${bids.userId} AS user_id, ${bids.amount} AS amount, ${bids.status} AS bid_status,
               ${bids.bidGroup} AS bid_group, ${bids.exportType} AS export_type, ${bids.soldPrice} AS bid_sold_price,
               ${bids.adjustmentPrice} AS adjustment_price, ${bids.autoBid} AS auto_bid, ${bids.updatedAt} AS bid_date,
               ${lots.id} AS lot_id, ${lots.kind} AS kind, ${lots.lotNo} AS lot_no, ${lots.auctionDate} AS auction_date,
               ${lots.auctionHouseId} AS auction_house_id, ${lots.makerId} AS maker_id, ${lots.modelId} AS model_id,
               ${lots.year} AS year, ${lots.engine} AS engine, ${lots.chassisNo} AS chassis_no, ${lots.grade} AS grade,
               ${lots.color} AS color, ${lots.gearbox} AS gearbox, ${lots.mileage} AS mileage, ${lots.equip} AS equip,
               ${lots.condition} AS condition, ${lots.startPrice} AS start_price, ${lots.soldPrice} AS lot_sold_price,
               ${lots.status} AS lot_status, ${lots.imageCount} AS image_count, ${photoKeySql(lots.photoUrls)} AS photo_key,
               u.id, u.full_name, u.company, u.role_id, u.country_id, u.note, u.credit_limit, u.created_at, u.last_login_at,
               m.full_name AS manager_name, d.full_name AS dealer_name,
               coalesce((SELECT sum(${ledgerEntries.amount}) FROM ${ledgerEntries} WHERE ${ledgerEntries.userId} = u.id), 0) AS balance,
               ${chatSummaryColumns(sql`page.id`, side)}
        FROM unnest(${sql.param(ids)}::int[]) WITH ORDINALITY AS page(id, n)
        JOIN ${bids} ON ${bids.id} = page.id
        JOIN ${lots} ON ${lots.id} = ${bids.lotId}
        JOIN ${users} u ON u.id = ${bids.userId}
        LEFT JOIN ${users} m ON m.id = u.manager_id
        LEFT JOIN ${users} d ON d.id = u.dealer_id
        ORDER BY page.n`,
  );
}
