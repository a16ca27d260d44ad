import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { INT4_MAX, MAX_DATE_YEAR, MIN_DATE_YEAR, MSG } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { SortSpec } from '../lots-core/lot-query.js';
import { keysetCondition, orderClause, sortKeyExpr, whereClause, type ListingFilters, type ListingScope, type SortKey } from './listing-where.js';

// Page-number paging without deep OFFSETs (docs/decisions/004-listing-at-scale.md):
//  1. next/previous page with the cursor of the page on screen: a keyset seek;
//  2. a page near either end: a short OFFSET from that end (the reverse order reads the same index backwards);
//  3. any other page: a seek from the nearest anchor — the key of every `anchorStride`-th row,
//     computed once per query shape and cached — then an OFFSET shorter than the stride.

/** Thresholds, exported so tests can force each path on a small data set. */
export const pagingTuning = {
  /** Rows an OFFSET may skip before another path is taken. */
  shallowRows: 1000,
  anchorStride: 500,
  anchorTtlMs: 5 * 60_000,
  /**
   * At most this many matches: collect them through the filters' own indexes, then sort. Walking
   * the sort index instead finds a page after a few rows when matches are dense, but may read
   * hundreds of thousands when they are rare and sit at the far end of the order.
   */
  collectBelow: 3_000,
};

export interface PageRow {
  id: number;
  key: SortKey;
}

export interface PageRequest {
  scope: ListingScope;
  filters: Partial<ListingFilters>;
  sort: SortSpec;
  page: number;
  pageSize: number;
  cursor?: string;
}

// Every field bounded: the cursor comes back from the client, and its values reach SQL.
const cursorSchema = z.object({
  h: z.string().regex(/^[\w-]{1,40}$/),
  p: z.number().int().min(1).max(1_000_000),
  d: z.enum(['n', 'p']),
  v: z.union([z.string().max(40), z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.null()]),
  i: z.number().int().min(1).max(INT4_MAX),
});
export type Cursor = z.infer<typeof cursorSchema>;

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const invalidCursor = () => new AppError(400, 'invalid_input', { cursor: MSG.invalidField });

/** A cursor the client sent; one that cannot be read at all is a bad parameter. */
export function decodeCursor(text: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
}

// A timestamp as sortKeyExpr writes it (to_json) or the lot index does (toISOString).
const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether the cursor's key can be a value of the sort column: an edited cursor of the same
 * query (its fingerprint intact) must not reach SQL with a value the column's cast refuses.
 */
export function cursorFitsSort(cursor: Cursor, sort: SortSpec): boolean {
  const { v } = cursor;
  if (sort.column === 'id') return v === null;
  if (sort.column === 'auction_date') {
    const year = typeof v === 'string' ? Number(ISO_INSTANT.exec(v)?.[1]) : NaN;
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR && !Number.isNaN(Date.parse(v as string));
  }
  if (typeof v !== 'number') return false;
  return sort.column === 'price_sort' || (v >= -INT4_MAX - 1 && v <= INT4_MAX);
}

/** Identifies the row order a page number refers to: scope, day, filters, sort and page size. */
export function queryFingerprint(req: Omit<PageRequest, 'page' | 'cursor'>, withPageSize = true): string {
  const filters = Object.entries(req.filters)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const { pageType, today, favorite, userId } = req.scope;
  const shape = [pageType, today, favorite ? [favorite, userId] : null, filters, req.sort, withPageSize ? req.pageSize : null];
  return createHash('sha1').update(JSON.stringify(shape)).digest('base64url').slice(0, 16);
}

interface ReadOptions {
  after?: SortKey;
  backwards?: boolean;
  offset: number;
  limit: number;
  /** Few matches: read them all by the filters' indexes and sort (see pagingTuning.collectBelow). */
  collect?: boolean;
}

/** A row's sort key as the query returns it: ISO text for timestamps, numbers otherwise. */
const toSortKey = (r: { id: number; k: string | number | null }): SortKey => ({
  value: r.k === null ? null : typeof r.k === 'string' ? r.k : Number(r.k),
  id: Number(r.id),
});

async function readRows(db: DbOrTx, req: PageRequest, opts: ReadOptions) {
  const conditions: SQL[] = [whereClause(req.scope, req.filters)];
  if (opts.after) conditions.push(keysetCondition(req.sort, opts.after, opts.backwards ?? false));
  const where = sql.join(conditions, sql` AND `);
  const page = sql`ORDER BY ${orderClause(req.sort, opts.backwards)} LIMIT ${opts.limit} OFFSET ${opts.offset}`;
  // `OFFSET 0` keeps the planner from pushing the order into the inner scan.
  const statement = opts.collect
    ? sql`SELECT l.id, l.k FROM (SELECT l.*, ${sortKeyExpr(req.sort)} AS k FROM lots l WHERE ${where} OFFSET 0) l ${page}`
    : sql`SELECT l.id, ${sortKeyExpr(req.sort)} AS k FROM lots l WHERE ${where} ${page}`;
  const rows = await query<{ id: number; k: string | number | null }>(db, statement);
  const out = rows.map((r) => ({ id: Number(r.id), key: toSortKey(r) }));
  return opts.backwards ? out.reverse() : out;
}

const anchors = new TtlCache<SortKey[]>({ ttlMs: () => pagingTuning.anchorTtlMs, maxEntries: 200 });

/** Forgets every anchor (tests; a deployment never needs it: anchors expire on their own). */
export const clearAnchors = () => anchors.clear();

/** The key of every stride-th row (rows stride-1, 2·stride-1, …) in the query's order. */
function loadAnchors(db: DbOrTx, req: PageRequest): Promise<SortKey[]> {
  const stride = pagingTuning.anchorStride;
  return anchors.getOrCompute(`${queryFingerprint(req, false)}:${stride}`, async () => {
    const rows = await query<{ id: number; k: string | number | null }>(
      db,
      sql`SELECT t.id, t.k FROM (
            SELECT l.id, ${sortKeyExpr(req.sort)} AS k, row_number() OVER (ORDER BY ${orderClause(req.sort)}) AS rn
            FROM lots l WHERE ${whereClause(req.scope, req.filters)}) t
          WHERE t.rn % ${stride} = 0 ORDER BY t.rn`,
    );
    return rows.map(toSortKey);
  });
}

/** Rows of a page reached by its number alone (no usable cursor). */
async function jumpToPage(db: DbOrTx, req: PageRequest, count: number, collect: boolean): Promise<PageRow[]> {
  const offset = (req.page - 1) * req.pageSize;
  const { shallowRows, anchorStride } = pagingTuning;
  if (offset <= shallowRows || collect) return readRows(db, req, { offset, limit: req.pageSize, collect });

  if (offset >= count) return [];
  const rowsToEnd = count - offset;
  if (rowsToEnd - req.pageSize <= shallowRows) {
    const limit = Math.min(req.pageSize, rowsToEnd);
    return readRows(db, req, { backwards: true, offset: rowsToEnd - limit, limit });
  }
  const keys = await loadAnchors(db, req);
  // Anchor n holds the row at index (n + 1)·stride − 1; seek past the last one before `offset`.
  const n = Math.min(Math.floor(offset / anchorStride), keys.length) - 1;
  if (n < 0) return readRows(db, req, { offset, limit: req.pageSize });
  return readRows(db, req, { after: keys[n], offset: offset - (n + 1) * anchorStride, limit: req.pageSize });
}

export interface FoundPage {
  rows: PageRow[];
  nextCursor?: string;
  prevCursor?: string;
}

/**
 * One page of the listing in the query's order. `total` is the number of matching lots (it
 * decides the path: nothing to read, collect-and-sort, or a walk of the sort index).
 */
export async function findPage(db: DbOrTx, req: PageRequest, total: Promise<number>): Promise<FoundPage> {
  const hash = queryFingerprint(req);
  const cursor = req.cursor ? decodeCursor(req.cursor) : null;
  // A cursor of another query, page or day is simply not used: the page number still holds.
  const usable = cursor && cursor.h === hash && cursor.p === req.page;
  if (usable && !cursorFitsSort(cursor, req.sort)) throw invalidCursor();
  const count = await total;
  // Only filters with an index of their own can collect their matches without a scan.
  const { maker, model, search, date } = req.filters;
  const collect = count <= pagingTuning.collectBelow && [maker, model, search, date].some((v) => v !== undefined);
  let rows: PageRow[];
  // Nothing matches (the summary usually knows without touching lots): no page to read. A
  // filter that matches nothing would otherwise walk the whole sort index looking for a row.
  if (count === 0) rows = [];
  else if (usable) rows = await readRows(db, req, { after: { value: cursor.v, id: cursor.i }, backwards: cursor.d === 'p', offset: 0, limit: req.pageSize, collect });
  else rows = await jumpToPage(db, req, count, collect);

  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = rows.length === req.pageSize && req.page * req.pageSize < count;
  return {
    rows,
    nextCursor: hasNext && last ? encodeCursor({ h: hash, p: req.page + 1, d: 'n', v: last.key.value, i: last.id }) : undefined,
    prevCursor: req.page > 1 && first ? encodeCursor({ h: hash, p: req.page - 1, d: 'p', v: first.key.value, i: first.id }) : undefined,
  };
}
