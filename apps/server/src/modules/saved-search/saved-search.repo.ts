import { sql } from 'drizzle-orm';
import type { PageType, SavedSearchNotify } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';

// Queries of saved searches (issue 21 §4). Times are the server clock's, passed in.

export interface SavedSearchRow {
  id: number;
  name: string;
  pageType: PageType;
  query: string;
  notify: SavedSearchNotify;
  newCount: number;
  createdAt: Date;
}

/** Serialises one user's saves, so two at once cannot both pass the limit. */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
}

export async function countSearches(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`);
  return row?.n ?? 0;
}

export async function insertSearch(
  tx: DbOrTx,
  s: { userId: number; name: string; pageType: PageType; query: string; notify: SavedSearchNotify },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const [row] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO saved_searches (user_id, name, page_type, query, notify, opened_at, created_at)
        VALUES (${s.userId}, ${s.name}, ${s.pageType}, ${s.query}, ${s.notify}, ${at}::timestamptz, ${at}::timestamptz) RETURNING id`,
  );
  return row!.id;
}

/** The user's searches, newest first, each with its hits after it was last opened. */
export async function listSearches(db: DbOrTx, userId: number): Promise<SavedSearchRow[]> {
  const rows = await query<{ id: number; name: string; page_type: PageType; query: string; notify: SavedSearchNotify; new_count: number; created_at: string | Date }>(
    db,
    sql`SELECT s.id, s.name, s.page_type, s.query, s.notify, s.created_at,
               (SELECT count(*)::int FROM saved_search_hits h WHERE h.search_id = s.id AND h.matched_at > s.opened_at) AS new_count
        FROM saved_searches s WHERE s.user_id = ${userId} ORDER BY s.id DESC`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, pageType: r.page_type, query: r.query, notify: r.notify, newCount: r.new_count, createdAt: new Date(r.created_at) }));
}

/** Deletes the user's search; false when the user has none of that id. */
export async function deleteSearch(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await query<{ id: number }>(db, sql`DELETE FROM saved_searches WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return rows.length > 0;
}

export async function setNotify(db: DbOrTx, userId: number, id: number, notify: SavedSearchNotify): Promise<boolean> {
  const rows = await query<{ id: number }>(db, sql`UPDATE saved_searches SET notify = ${notify} WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return rows.length > 0;
}

export async function markOpened(db: DbOrTx, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await query<{ id: number }>(
    db,
    sql`UPDATE saved_searches SET opened_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}
