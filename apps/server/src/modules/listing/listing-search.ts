import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { decodeCursor, encodeCursor, queryFingerprint, type FoundPage, type PageRequest } from './listing-paging.js';
import type { SortSpec } from '../lots-core/lot-query.js';
import { orderClause, whereClause, type ListingFilters, type ListingScope } from './listing-where.js';

// The quick search (docs/decisions/007-listing-speed.md). A search can match a handful of lots
// (a lot number) or most of them (an equipment code such as AC), with any filters beside it.
// Counting its matches, then reading a page, then (deep pages) numbering every match made one
// request cost up to three passes over all matches — 14 s in PostgreSQL for `search=8&maker=4`.
// Instead one statement reads the first `cap` matches in the query's order (ids and sort keys
// only, by whichever index the planner finds best), and the count, every page and every cursor
// of that query come from that list, kept in the instance for `ttlMs`. A search matching more
// than `cap` lots lists and counts its first `cap` in the chosen order.

export const searchTuning = {
  cap: 10_000,
  /** Up to this many matches are read in no order and sorted here (see readMatches). */
  unorderedUpTo: 30_000,
  ttlMs: 30_000,
};

interface SearchMatches {
  ids: Int32Array;
  /** Sort keys (epoch ms for dates), for the cursors. */
  keys: Float64Array;
}

// At most 100 lists of at most `cap` + 1 entries (12 bytes each): about 12 MB.
const matchesCache = new TtlCache<SearchMatches>({ ttlMs: () => searchTuning.ttlMs, maxEntries: 100 });

/** Forgets every remembered search (tests that change lots between two listings). */
export const clearSearchCache = () => matchesCache.clear();

const keyExpr = (sort: SortSpec) =>
  sort.column === 'id' ? sql`l.id` : sort.column === 'auction_date' ? sql`extract(epoch FROM l.auction_date) * 1000` : sql.raw(`l.${sort.column}`);

interface Match {
  id: number;
  k: number;
}

/** Orders matches as orderClause(sort) does: the sort key, then the id, both in its direction. */
function sortMatches(rows: Match[], sort: SortSpec): Match[] {
  const sign = sort.direction === 'ASC' ? 1 : -1;
  return rows.sort((a, b) => sign * (a.k - b.k || a.id - b.id));
}

/**
 * The first `cap` matches in the query's order, in two steps. First up to `unorderedUpTo` + 1
 * matches in no order: the planner then reads the search through its branches' own indexes (a
 * bitmap OR) instead of walking a sort index past every lot of the page type looking for the
 * matches — 1–2.3 s for a search matching a few per cent of the lots, or none, in a sort order.
 * When that finds them all (0.1–0.3 s at 1,000,000 lots), they are sorted here. Only a broad
 * search (more than 30,000 matches) is read again in order, and then an ordered index walk meets
 * its matches densely and stops after `cap`.
 */
async function readMatches(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>, sort: SortSpec): Promise<Match[]> {
  const where = whereClause(scope, filters);
  const read = async (ordered: boolean, limit: number) =>
    (await query<{ id: number; k: number | string }>(
      db,
      sql`SELECT l.id, ${keyExpr(sort)} AS k FROM lots l WHERE ${where} ${ordered ? sql`ORDER BY ${orderClause(sort)}` : sql``} LIMIT ${limit}`,
    )).map((r) => ({ id: Number(r.id), k: Number(r.k) }));
  const all = await read(false, searchTuning.unorderedUpTo + 1);
  if (all.length <= searchTuning.unorderedUpTo) return sortMatches(all, sort).slice(0, searchTuning.cap);
  return read(true, searchTuning.cap);
}

function searchMatches(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>, sort: SortSpec): Promise<SearchMatches> {
  const key = queryFingerprint({ scope, filters, sort, pageSize: 0 }, false);
  return matchesCache.getOrCompute(key, async () => {
    const rows = await readMatches(db, scope, filters, sort);
    const ids = new Int32Array(rows.length);
    const keys = new Float64Array(rows.length);
    rows.forEach((r, i) => {
      ids[i] = r.id;
      keys[i] = r.k;
    });
    return { ids, keys };
  });
}

/** How many lots a search with these filters lists (at most `searchTuning.cap`). */
export async function countSearch(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>, sort: SortSpec): Promise<number> {
  return (await searchMatches(db, scope, filters, sort)).ids.length;
}

/** A page of a quick search (outside favorites), from the list of its matches. */
export async function findSearchPage(db: DbOrTx, req: PageRequest): Promise<FoundPage & { totalSearchResults: number }> {
  const matches = await searchMatches(db, req.scope, req.filters, req.sort);
  const total = matches.ids.length;
  const hash = queryFingerprint(req);
  const cursor = req.cursor ? decodeCursor(req.cursor) : null;
  let start = (req.page - 1) * req.pageSize;
  // The row the cursor names, when the list still holds it: pages stay adjacent even if the list was read again meanwhile.
  const at = cursor && cursor.h === hash && cursor.p === req.page ? matches.ids.indexOf(cursor.i) : -1;
  if (cursor && at >= 0) start = cursor.d === 'n' ? at + 1 : Math.max(0, at - req.pageSize);
  const end = Math.min(total, start + req.pageSize);
  const value = (i: number) => (req.sort.column === 'auction_date' ? new Date(matches.keys[i]!).toISOString() : matches.keys[i]!);
  const rows = [];
  for (let i = start; i < end; i++) rows.push({ id: matches.ids[i]!, key: { value: value(i), id: matches.ids[i]! } });
  const hasNext = rows.length === req.pageSize && end < total;
  return {
    rows,
    nextCursor: hasNext ? encodeCursor({ h: hash, p: req.page + 1, d: 'n', v: value(end - 1), i: matches.ids[end - 1]! }) : undefined,
    prevCursor: req.page > 1 && rows.length > 0 ? encodeCursor({ h: hash, p: req.page - 1, d: 'p', v: value(start), i: matches.ids[start]! }) : undefined,
    totalSearchResults: total,
  };
}
