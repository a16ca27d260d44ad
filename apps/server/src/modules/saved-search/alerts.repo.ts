import { sql } from 'drizzle-orm';
import type { PageType, SavedSearchNotify } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';

// Queries of the saved-search alerts (alerts.ts), run in the alert run's transaction.

/**
 * Takes up to `limit` arrived lots out of the outbox (deleted in the caller's transaction: a
 * run that rolls back leaves them for the next). SKIP LOCKED: two runs at once take disjoint lots.
 */
export async function takeArrivals(tx: DbOrTx, limit: number): Promise<{ lotIds: number[]; lastId: number }> {
  const rows = await query<{ id: string; lot_id: number }>(
    tx,
    sql`DELETE FROM lot_arrivals WHERE id IN (SELECT id FROM lot_arrivals ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id::text, lot_id`,
  );
  return { lotIds: [...new Set(rows.map((r) => r.lot_id))], lastId: Math.max(0, ...rows.map((r) => Number(r.id))) };
}

export interface AlertOwner {
  id: number;
  pageType: PageType;
  query: string;
  name: string;
  notify: SavedSearchNotify;
  userId: number;
  deadlineCheck: boolean;
  email: string;
  fullName: string;
  language: number | null;
}

/** Every saved search whose owner may still open its listing. */
export async function alertSearches(tx: DbOrTx): Promise<AlertOwner[]> {
  const allowed = sql.join(
    Object.entries(PAGE_PERMISSION).map(([page, perm]) => sql`(s.page_type = ${page} AND coalesce((u.permissions->>${perm})::boolean, false))`),
    sql` OR `,
  );
  const rows = await query<{
    id: number; page_type: PageType; query: string; name: string; notify: SavedSearchNotify; user_id: number; deadline_check: boolean | null;
    email: string; full_name: string; language: number | null;
  }>(
    tx,
    sql`SELECT s.id, s.page_type, s.query, s.name, s.notify, s.user_id, (u.permissions->>'bidDeadlineCheck')::boolean AS deadline_check,
               u.email, u.full_name, u.language
        FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE ${allowed} ORDER BY s.id`,
  );
  return rows.map((r) => ({
    id: r.id, pageType: r.page_type, query: r.query, name: r.name, notify: r.notify, userId: r.user_id, deadlineCheck: r.deadline_check ?? false,
    email: r.email, fullName: r.full_name, language: r.language,
  }));
}

/** Records the matches; answers only the new pairs (a lot already told of for that search is not again). */
export async function insertHits(tx: DbOrTx, pairs: { searchId: number; lotId: number }[], now: Date): Promise<{ searchId: number; lotId: number }[]> {
  if (pairs.length === 0) return [];
  const rows = await query<{ search_id: number; lot_id: number }>(
    tx,
    sql`INSERT INTO saved_search_hits (search_id, lot_id, matched_at)
        SELECT * , ${now.toISOString()}::timestamptz FROM unnest(${sql.param(pairs.map((p) => p.searchId))}::int[], ${sql.param(pairs.map((p) => p.lotId))}::int[])
        ON CONFLICT DO NOTHING RETURNING search_id, lot_id`,
  );
  return rows.map((r) => ({ searchId: r.search_id, lotId: r.lot_id }));
}

/** The lots as the alerts list them: "TOYOTA PRIUS 2019, USS Tokyo, 2026-11-25, lot 1234". */
export async function lotLines(tx: DbOrTx, lotIds: number[]): Promise<Map<number, { maker: string; model: string; year: number; house: string; auctionDate: Date; lotNo: number }>> {
  if (lotIds.length === 0) return new Map();
  const rows = await query<{ id: number; maker: string; model: string; year: number; house: string; auction_date: string | Date; lot_no: number }>(
    tx,
    sql`SELECT l.id, mk.name AS maker, md.name AS model, l.year, h.name AS house, l.auction_date, l.lot_no
        FROM lots l JOIN makers mk ON mk.id = l.maker_id JOIN models md ON md.id = l.model_id JOIN auction_houses h ON h.id = l.auction_house_id
        WHERE l.id = ANY(${sql.param(lotIds)}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, { maker: r.maker, model: r.model, year: r.year, house: r.house, auctionDate: new Date(r.auction_date), lotNo: r.lot_no }]));
}
