import { sql, type SQL } from 'drizzle-orm';
import { AUCTION_STATUS, type FavoriteGroup, type ListingQuery, type PageType, type Range } from '@jauc/contract';
import type { ExportFilter } from '../export-rules/export-filter.js';
import { containsPattern, lotNumberTerm, prefixPattern, searchTerms, tokyoDayRange, type SortSpec } from '../lots-core/lot-query.js';

// SQL fragments over `lots l`. Every user value is a bound parameter (lists as one array
// parameter, so the statement text does not depend on how many values were chosen).

export type ListingFilters = Omit<ListingQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'cursor' | 'favorite' | 'exportable'> & {
  /**
   * Not a query key: the car-auction listing's default view (listing.service.ts biddingView), the
   * upcoming lots whose session is after this instant (ms) — those still taking bids.
   */
  biddingAfter?: number;
  /** Not a query key: `exportable=1` resolved for the viewer's country and today (listing.service.ts). */
  exportFilter?: ExportFilter;
};

export interface ListingScope {
  pageType: PageType;
  /** Start of today in Japan time: the border between car auctions and statistics. */
  todayStart: Date;
  /** Today in Japan time, YYYY-MM-DD (the same border, for the per-day summary tables). */
  today: string;
  userId: number;
  /**
   * The favorites page: every lot the user keeps in this group, whatever its kind or date (a
   * saved lot stays there after its auction), instead of the page type's lots.
   */
  favorite?: FavoriteGroup;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The lots of a page type, whatever the filters (pageInfo.totalResults). */
export function scopeCondition(scope: ListingScope): SQL {
  // The user's few saved lots first; the planner then sorts them instead of walking an index.
  if (scope.favorite) return sql`l.id IN (SELECT f.lot_id FROM favorites f WHERE f.user_id = ${scope.userId} AND f."group" = ${scope.favorite})`;
  switch (scope.pageType) {
    // `past` is kept exact by ensureAuctionDayClosed, which every listing awaits first.
    case 'car-auction':
      return sql`l.kind = 'auction' AND NOT l.past`;
    case 'stats':
      return sql`l.kind = 'auction' AND l.past`;
    case 'stock':
      return sql`l.kind = 'stock' AND NOT l.past`;
  }
}

function rangeConditions(column: SQL, range: Range | undefined): SQL[] {
  if (!range) return [];
  const out: SQL[] = [];
  if (range.from !== null) out.push(sql`${column} >= ${range.from}`);
  if (range.to !== null) out.push(sql`${column} <= ${range.to}`);
  return out;
}

const anyText = (column: SQL, values: string[] | undefined) => (values ? [sql`${column} = ANY(${sql.param(values)}::text[])`] : []);
const anyInt = (column: SQL, values: number[] | undefined) => (values ? [sql`${column} = ANY(${sql.param(values)}::int[])`] : []);

/**
 * One quick-search term: a lot number, a model name containing it, a chassis number starting
 * with it, or an equipment code. A test of the row itself, so the planner reads the matches
 * through the branches' own indexes (a bitmap OR: lot number, chassis prefix, model, equipment
 * GIN) or checks it on an ordered walk, and never runs a lookup per row; the model ids are
 * looked up once in the small models table (decision 007).
 */
function searchCondition(term: string): SQL {
  const chassisPrefix = prefixPattern(term.toUpperCase());
  const modelIds = sql`ARRAY(SELECT mo.id FROM models mo WHERE mo.name ILIKE ${containsPattern(term)})`;
  const lotNo = lotNumberTerm(term);
  const branches = [
    ...(lotNo !== null ? [sql`l.lot_no = ${lotNo}`] : []),
    sql`upper(l.chassis_no) LIKE ${chassisPrefix}`,
    // Equipment codes are words ("AC", "PS"): a lot number is never one.
    ...(lotNo === null ? [sql`l.equip_codes @> ARRAY[${term.toUpperCase()}]::text[]`] : []),
    sql`l.model_id = ANY(${modelIds})`,
  ];
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/**
 * The price the export check compares (lot-export.ts): a stock car's fixed price or a sale's
 * price, else the start price. The listing index loads it too (lot-index.ts).
 */
export const exportPriceSql = sql`CASE WHEN l.kind = 'stock' OR l.status IN (${AUCTION_STATUS.sold}, ${AUCTION_STATUS.soldNego}) THEN l.sold_price ELSE l.start_price END`;

/** The lots `exportCheck` allows, as export-filter.ts's passesExportFilter tests one. */
function exportConditions(f: ExportFilter): SQL[] {
  const out = f.engineLimits.map(
    (e) => sql`NOT (l.engine > ${e.limitCc} AND (l.fuel IS NULL OR l.fuel = ANY(${sql.param(e.fuels)}::text[])))`,
  );
  if (f.fuels.length > 0) out.push(sql`(l.fuel IS NULL OR l.fuel <> ALL(${sql.param(f.fuels)}::text[]))`);
  if (f.priceLimitYen !== null) out.push(sql`(${exportPriceSql} IS NULL OR ${exportPriceSql} <= ${f.priceLimitYen})`);
  return out;
}

function dateCondition(days: string[]): SQL {
  const ranges = days.map((day) => {
    const { start, end } = tokyoDayRange(day);
    return sql`(l.auction_date >= ${ts(start)} AND l.auction_date < ${ts(end)})`;
  });
  return sql`(${sql.join(ranges, sql` OR `)})`;
}

/** The filter conditions of the request, without the page-type scope. */
export function filterConditions(f: Partial<ListingFilters>): SQL[] {
  return [
    ...rangeConditions(sql`l.mileage`, f.mileage),
    ...rangeConditions(sql`l.engine`, f.engine),
    ...rangeConditions(sql`l.year`, f.year),
    ...anyText(sql`l.chassis_code`, f.chassis),
    ...anyText(sql`l.condition`, f.condition),
    ...anyText(sql`l.gearbox`, f.gearbox),
    ...anyText(sql`l.color`, f.color),
    ...anyInt(sql`l.status`, f.status),
    ...anyInt(sql`l.auction_house_id`, f.auction),
    ...anyInt(sql`l.maker_id`, f.maker),
    ...anyInt(sql`l.model_id`, f.model),
    ...searchTerms(f.search).map(searchCondition),
    ...(f.date ? [dateCondition(f.date)] : []),
    ...(f.biddingAfter !== undefined ? [sql`l.auction_date > ${ts(new Date(f.biddingAfter))} AND l.status = ${AUCTION_STATUS.upcoming}`] : []),
    ...(f.exportFilter ? exportConditions(f.exportFilter) : []),
  ];
}

/** Scope and filters joined with AND. */
export function whereClause(scope: ListingScope, f: Partial<ListingFilters>): SQL {
  return sql.join([scopeCondition(scope), ...filterConditions(f)].map((c) => sql`(${c})`), sql` AND `);
}

const reverse = (direction: 'ASC' | 'DESC') => (direction === 'ASC' ? 'DESC' : 'ASC');

/** ORDER BY of a sort spec: the column, then the id in the same direction (every column is NOT NULL). */
export function orderClause(sort: SortSpec, reversed = false): SQL {
  const dir = sql.raw(reversed ? reverse(sort.direction) : sort.direction);
  if (sort.column === 'id') return sql`l.id ${dir}`;
  return sql`${sql.raw(`l.${sort.column}`)} ${dir}, l.id ${dir}`;
}

/** The sort column as a value the keyset cursor can carry (timestamps as ISO text). */
export function sortKeyExpr(sort: SortSpec): SQL {
  if (sort.column === 'id') return sql`NULL::text`;
  if (sort.column === 'auction_date') return sql`to_json(l.auction_date)#>>'{}'`;
  return sql`${sql.raw(`l.${sort.column}`)}::bigint`;
}

export interface SortKey {
  value: string | number | null;
  id: number;
}

const COLUMN_TYPE: Record<SortSpec['column'], string> = {
  auction_date: 'timestamptz', year: 'int', condition_rank: 'int', mileage: 'int', price_sort: 'bigint', id: 'int',
};

/**
 * Rows strictly after `key` in the sort order (or before it, `backwards`): a row comparison on
 * (column, id) that the (kind, column, id) index answers as a range.
 */
export function keysetCondition(sort: SortSpec, key: SortKey, backwards: boolean): SQL {
  const ascending = (sort.direction === 'ASC') !== backwards;
  const op = sql.raw(ascending ? '>' : '<');
  if (sort.column === 'id') return sql`l.id ${op} ${key.id}`;
  const value = sql`${key.value}::${sql.raw(COLUMN_TYPE[sort.column])}`;
  return sql`(${sql.raw(`l.${sort.column}`)}, l.id) ${op} (${value}, ${key.id})`;
}
