import { sql, type SQL } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { clearSearchCache } from './listing-search.js';
import { whereClause, type ListingFilters, type ListingScope } from './listing-where.js';
import { clearOpenCountCache, openCount } from './open-counts.js';

// How many lots match a listing query. Most queries are answered from the facet summary
// (lot_facet_counts, kept by triggers): the page type alone, a date choice, and one list filter
// such as makers, models, statuses or auctions. Other combinations are counted exactly and the
// number is cached for a short while (docs/decisions/004-listing-at-scale.md). The lots still
// taking bids (`biddingAfter`), alone or with makers or models, are summed from their maker and
// model counts (open-counts.ts).

export const countTuning = { exactTtlMs: 30_000 };

/** The lot kind a page type counts in the summary. */
export const scopeKind = (scope: ListingScope) => (scope.pageType === 'stock' ? 'stock' : 'auction');

/** The summary rows of the page type: car auctions from today on, statistics before today. */
export function summaryDays(scope: ListingScope, dates?: string[]): SQL {
  const conditions: SQL[] = [sql`c.kind = ${scopeKind(scope)}`];
  if (scope.pageType === 'car-auction') conditions.push(sql`c.day >= ${scope.today}::date`);
  if (scope.pageType === 'stats') conditions.push(sql`c.day < ${scope.today}::date`);
  if (dates) conditions.push(sql`c.day = ANY(${sql.param(dates)}::date[])`);
  return sql.join(conditions, sql` AND `);
}

/** Filters whose single value list maps onto one facet of the summary. */
const LIST_FACETS = ['maker', 'model', 'condition', 'gearbox', 'color', 'chassis', 'status', 'auction'] as const;
type ListFacet = (typeof LIST_FACETS)[number];

/** The summary query for these filters, or null when they need an exact count. */
function summaryCount(scope: ListingScope, filters: Partial<ListingFilters>): SQL | null {
  if (scope.favorite) return null;
  const { date, ...rest } = filters;
  const used = Object.entries(rest).filter(([, v]) => v !== undefined).map(([k]) => k);
  const where = summaryDays(scope, date);
  if (used.length === 0) return sql`SELECT coalesce(sum(c.n), 0)::int AS n FROM lot_facet_counts c WHERE ${where} AND c.facet = 'all' AND c.value = ''`;
  if (used.length === 2 && filters.maker && filters.model) {
    // Models of the chosen makers only (a model of another maker matches nothing).
    return sql`SELECT coalesce(sum(c.n), 0)::int AS n FROM lot_facet_counts c WHERE ${where} AND c.facet = 'model'
      AND c.value IN (SELECT mo.id::text FROM models mo WHERE mo.id = ANY(${sql.param(filters.model)}::int[]) AND mo.maker_id = ANY(${sql.param(filters.maker)}::int[]))`;
  }
  const [facet] = used;
  if (used.length !== 1 || !LIST_FACETS.includes(facet as ListFacet)) return null;
  const values = (rest[facet as ListFacet] as Array<string | number>).map(String);
  return sql`SELECT coalesce(sum(c.n), 0)::int AS n FROM lot_facet_counts c WHERE ${where} AND c.facet = ${facet} AND c.value = ANY(${sql.param(values)}::text[])`;
}

const exactCounts = new TtlCache<number>({ ttlMs: () => countTuning.exactTtlMs, maxEntries: 2000 });

/** Forgets cached exact counts and searches (tests that change lots between two listings). */
export const clearCountCache = () => {
  exactCounts.clear();
  clearSearchCache();
  clearOpenCountCache();
};

async function runCount(db: DbOrTx, statement: SQL): Promise<number> {
  const [row] = await query<{ n: number }>(db, statement);
  return Number(row?.n ?? 0);
}

/** The number of lots matching the scope and filters. */
export async function countMatching(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>): Promise<number> {
  const open = await openCount(db, scope, filters);
  if (open !== null) return open;
  const fromSummary = summaryCount(scope, filters);
  if (fromSummary) return runCount(db, fromSummary);
  const exact = sql`SELECT count(*)::int AS n FROM lots l WHERE ${whereClause(scope, filters)}`;
  // A user's favorites change with every click and are few: always counted afresh.
  if (scope.favorite) return runCount(db, exact);
  const used = Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  return exactCounts.getOrCompute(JSON.stringify([scope.pageType, scope.today, used]), () => runCount(db, exact));
}

/** Every lot of the page type (pageInfo.totalResults). */
export function countScope(db: DbOrTx, scope: ListingScope): Promise<number> {
  if (scope.favorite) return runCount(db, sql`SELECT count(*)::int AS n FROM favorites f WHERE f.user_id = ${scope.userId} AND f."group" = ${scope.favorite}`);
  return runCount(db, summaryCount(scope, {})!);
}
