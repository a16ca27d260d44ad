import { sql, type SQL } from 'drizzle-orm';
import { normalizeSavedQuery, type PageType } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { whereClause } from '../listing/listing-where.js';
import { listingFilters, listingScope } from '../listing/listing.service.js';

// Which of some lots each saved search matches — by the listing's own parse of the query
// (normalizeSavedQuery = listingQuery), the listing's own filters at that moment (listingFilters:
// the car-auction view of the lots still taking bids included) and the listing's own SQL
// (listing-where.ts, the reference the in-memory index is tested against). So a search matches
// exactly the lots its listing would show among them.

export interface MatchSearch {
  id: number;
  userId: number;
  pageType: PageType;
  query: string;
  /** The owner's bidDeadlineCheck permission: their car-auction default view depends on it. */
  deadlineCheck: boolean;
}

export const matchTuning = {
  /** Searches per statement: one UNION ALL branch each, over the lots read once. */
  searchesPerStatement: 100,
};

/** The condition of the search's listing, or null when its query no longer parses (it is then skipped). */
export function searchCondition(s: MatchSearch, now: Date, closeMinutes: number): SQL | null {
  const normalized = normalizeSavedQuery(s.query, s.pageType);
  if (!normalized) return null;
  const scope = listingScope(s.pageType, { id: s.userId }, undefined, now);
  return whereClause(scope, listingFilters(scope, normalized.parsed, { closeMinutes, deadlineCheck: s.deadlineCheck }, now));
}

/** search id → the ids among `lotIds` it matches (searches matching none are absent). */
export async function matchLots(db: DbOrTx, searches: MatchSearch[], lotIds: number[], now: Date, closeMinutes: number): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (lotIds.length === 0) return out;
  const branches: SQL[] = [];
  for (const s of searches) {
    const condition = searchCondition(s, now, closeMinutes);
    if (condition) branches.push(sql`SELECT ${s.id}::int AS search_id, l.id FROM fresh l WHERE ${condition}`);
  }
  for (let i = 0; i < branches.length; i += matchTuning.searchesPerStatement) {
    const part = branches.slice(i, i + matchTuning.searchesPerStatement);
    const rows = await query<{ search_id: number; id: number }>(
      db,
      sql`WITH fresh AS MATERIALIZED (SELECT * FROM lots WHERE id = ANY(${sql.param(lotIds)}::int[]))
          ${sql.join(part, sql` UNION ALL `)}`,
    );
    for (const r of rows) {
      const list = out.get(r.search_id) ?? [];
      list.push(r.id);
      out.set(r.search_id, list);
    }
  }
  return out;
}
