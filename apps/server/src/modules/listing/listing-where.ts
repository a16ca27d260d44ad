import { sql, type SQL } from 'drizzle-orm';
import type { ListingQuery, PageType, Range } from '@jauc/contract';
import { containsPattern, lotNumberTerm, searchTerms, tokyoDayRange, type SortSpec } from './listing-query.js';

// SQL fragments over `lots l`. Every user value is a bound parameter (lists as one array
// parameter, so the statement text does not depend on how many values were chosen).

export type ListingFilters = Omit<ListingQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

export interface ListingScope {
  pageType: PageType;
  /** Start of today in Japan time: the border between car auctions and statistics. */
  todayStart: Date;
  userId: number;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The lots of a page type, whatever the filters (pageInfo.totalResults). */
export function scopeCondition(scope: ListingScope): SQL {
  switch (scope.pageType) {
    case 'car-auction':
      return sql`l.kind = 'auction' AND l.auction_date >= ${ts(scope.todayStart)}`;
    case 'stats':
      return sql`l.kind = 'auction' AND l.auction_date < ${ts(scope.todayStart)}`;
    case 'stock':
      return sql`l.kind = 'stock'`;
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

function searchCondition(term: string): SQL {
  const pattern = containsPattern(term);
  const lotNo = lotNumberTerm(term);
  return sql`(${lotNo !== null ? sql`l.lot_no = ${lotNo} OR ` : sql``}l.chassis_no ILIKE ${pattern}
    OR l.equip ILIKE ${pattern}
    OR l.model_id IN (SELECT mo.id FROM models mo WHERE mo.name ILIKE ${pattern}))`;
}

function dateCondition(days: string[]): SQL {
  const ranges = days.map((day) => {
    const { start, end } = tokyoDayRange(day);
    return sql`(l.auction_date >= ${ts(start)} AND l.auction_date < ${ts(end)})`;
  });
  return sql`(${sql.join(ranges, sql` OR `)})`;
}

/** The filter conditions of the request, without the page-type scope. */
export function filterConditions(scope: ListingScope, f: Partial<ListingFilters>): SQL[] {
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
    ...(f.favorite
      ? [sql`EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${scope.userId} AND f.lot_id = l.id AND f."group" = ${f.favorite})`]
      : []),
  ];
}

/** Scope and filters joined with AND. */
export function whereClause(scope: ListingScope, f: Partial<ListingFilters>): SQL {
  return sql.join([scopeCondition(scope), ...filterConditions(scope, f)].map((c) => sql`(${c})`), sql` AND `);
}

/** ORDER BY of a sort spec: the column, then the id in the same direction; absent prices last. */
export function orderClause(sort: SortSpec): SQL {
  const dir = sql.raw(sort.direction);
  if (sort.column === 'id') return sql`l.id ${dir}`;
  const nulls = sort.column === 'start_price' ? sql` NULLS LAST` : sql``;
  return sql`${sql.raw(`l.${sort.column}`)} ${dir}${nulls}, l.id ${dir}`;
}
