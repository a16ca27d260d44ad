import { sql } from 'drizzle-orm';
import type { PageType } from '@jauc/contract';
import { query, type DbOrTx } from '../../../db/client.js';
import { decodeCursor, encodeCursor, queryFingerprint, type FoundPage, type PageRequest } from '../listing-paging.js';
import { containsPattern, lotNumberTerm, searchTerms } from '../../lots-core/lot-query.js';
import type { ListingFilters } from '../listing-where.js';
import { LotIndex, lotIndexTuning } from './lot-index.js';
import { TtlCache } from '../../../lib/ttl-cache.js';
import type { IndexFilters, IndexSearchTerm } from './lot-match.js';
import { SCOPE, SORT_COLUMNS } from './lot-store.js';

// The listing answered by the instance's in-memory index (docs/decisions/005-listing-index.md):
// the same pages, totals and cursors as the SQL path in listing-paging.ts.

const indexes = new WeakMap<object, LotIndex>();

/** The index of a database, made on first use (one per database object, so one per instance). */
export function lotIndexFor(db: DbOrTx): LotIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new LotIndex(db);
    indexes.set(db, index);
  }
  return index;
}

/**
 * Loads the index of a database ahead of the first listing (nothing when the index is off), at
 * server start: until it is loaded, listings are answered by SQL (indexUsable) and /health says
 * "warming" — at 1,000,000 lots on PGlite a listing used to wait 30 s for the load.
 */
export async function warmLotIndex(db: DbOrTx): Promise<void> {
  if (lotIndexTuning.enabled) await lotIndexFor(db).warm();
}

/** Whether listings of this database are answered by the index now: on, and not warming up. */
export const indexUsable = (db: DbOrTx): boolean => lotIndexTuning.enabled && !lotIndexFor(db).warming;

/** True while the index of this database loads at start (GET /health). */
export const indexWarming = (db: DbOrTx): boolean => lotIndexTuning.enabled && lotIndexFor(db).warming;

/** True while the first load of the index at start runs (GET /health/ready), not during later reloads. */
export const indexStarting = (db: DbOrTx): boolean => lotIndexTuning.enabled && lotIndexFor(db).starting;

const SCOPE_OF_PAGE: Record<PageType, number> = { 'car-auction': SCOPE.carAuction, stats: SCOPE.stats, stock: SCOPE.stock };

/**
 * Whether the index can answer the request: every listing but a user's favorites, which SQL
 * reads through the user's few saved lots. The quick search too: in memory a rare term costs
 * one pass over the page type's lots (tens of milliseconds at 1,000,000), where SQL took up to
 * a second (decision 007).
 */
export function indexAnswers(db: DbOrTx, req: PageRequest): boolean {
  return indexUsable(db) && !req.scope.favorite && (SORT_COLUMNS as readonly string[]).includes(req.sort.column);
}

/**
 * The models whose name contains a quick-search term, per term: kept while the index's version
 * stands (a model new to the lots comes with a change) and at most a minute (a renamed one).
 */
const termModels = new WeakMap<object, TtlCache<number[]>>();

function modelsContaining(db: DbOrTx, term: string): Promise<number[]> {
  let kept = termModels.get(db);
  if (!kept) termModels.set(db, (kept = new TtlCache<number[]>({ ttlMs: () => 60_000, maxEntries: 1_000 })));
  return kept.getOrCompute(`${lotIndexFor(db).version}|${term}`, async () =>
    (await query<{ id: number }>(db, sql`SELECT id FROM models WHERE name ILIKE ${containsPattern(term)} ORDER BY id`)).map((m) => Number(m.id)),
  );
}

/** The listing's filters for the index: each quick-search term with the models whose name contains it. */
export async function indexFiltersOf(db: DbOrTx, filters: Partial<ListingFilters>): Promise<IndexFilters> {
  const { search, ...rest } = filters;
  const terms = searchTerms(search);
  if (terms.length === 0) return rest;
  const resolved = await Promise.all(
    terms.map(async (term): Promise<IndexSearchTerm> => {
      const lotNo = lotNumberTerm(term);
      const upper = term.toUpperCase();
      return { lotNo, chassisPrefix: upper, equipCode: lotNo === null ? upper : null, models: await modelsContaining(db, term) };
    }),
  );
  return { ...rest, search: resolved };
}

/** A page as the listing answers it: the ids in order (the cursors carry the first and last keys). */
export interface IndexedPage extends Omit<FoundPage, 'rows'> {
  rows: Array<{ id: number }>;
  totalSearchResults: number;
  totalResults: number;
}

const cursorValue = (column: string, value: number) => (column === 'auction_date' ? new Date(value).toISOString() : value);

export async function findIndexedPage(db: DbOrTx, req: PageRequest): Promise<IndexedPage> {
  const index = lotIndexFor(db);
  await index.fresh();
  const scope = SCOPE_OF_PAGE[req.scope.pageType];
  const indexFilters = await indexFiltersOf(db, req.filters);
  const total = index.count(scope, indexFilters);
  const totalResults = index.count(scope, {});

  const hash = queryFingerprint(req);
  const cursor = req.cursor ? decodeCursor(req.cursor) : null;
  const usable = cursor && cursor.h === hash && cursor.p === req.page;
  const after = usable
    ? { value: typeof cursor.v === 'string' ? Date.parse(cursor.v) : Number(cursor.v), id: cursor.i, backwards: cursor.d === 'p' }
    : undefined;
  const rows = index.page({ scope, filters: indexFilters, sort: req.sort, offset: (req.page - 1) * req.pageSize, limit: req.pageSize, after }, total);

  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = rows.length === req.pageSize && req.page * req.pageSize < total;
  const column = req.sort.column;
  return {
    rows,
    nextCursor: hasNext && last ? encodeCursor({ h: hash, p: req.page + 1, d: 'n', v: cursorValue(column, last.value), i: last.id }) : undefined,
    prevCursor: req.page > 1 && first ? encodeCursor({ h: hash, p: req.page - 1, d: 'p', v: cursorValue(column, first.value), i: first.id }) : undefined,
    totalSearchResults: total,
    totalResults,
  };
}

/** How many lots of the page type match the filters, by the index (brought up to date first). */
export async function countByIndex(db: DbOrTx, pageType: PageType, filters: IndexFilters): Promise<number> {
  const index = lotIndexFor(db);
  await index.fresh();
  return index.count(SCOPE_OF_PAGE[pageType], filters);
}
