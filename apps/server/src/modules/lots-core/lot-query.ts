import { TOKYO_OFFSET_MINUTES, tokyoParts, type PageType, type PermissionName, type SortField } from '@jauc/contract';

// Pure pieces of the lot queries that the listing, the bid desk, the auction clock and the user
// pages share (lots-core: imports no feature): page-type rules, Japan-time day bounds, search
// terms and the sort order. Each repository turns them into SQL.

/** The permission that opens each listing (spec 1 §6). */
export const PAGE_PERMISSION: Record<PageType, PermissionName> = {
  'car-auction': 'carAuctionsView',
  stock: 'onepriceView',
  stats: 'salesStatisticsView',
};

const DAY_MS = 86_400_000;
const OFFSET_MS = TOKYO_OFFSET_MINUTES * 60_000;

/** The instant a YYYY-MM-DD day starts in Japan time. */
export function tokyoDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** [start, end) of a Japan-time day, as instants. */
export function tokyoDayRange(day: string): { start: Date; end: Date } {
  const start = tokyoDayStart(day);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * Start of "today" in Japan time. Car auctions are the lots on or after it, statistics the
 * lots before it (DESIGN.md §3), so a lot moves to the statistics at Tokyo midnight.
 */
export function startOfTokyoToday(now: Date): Date {
  return tokyoDayStart(tokyoParts(now).date);
}

const MAX_TERMS = 8;

/** Whitespace-separated quick-search terms (lot number, model, chassis, equipment); all must match. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return search.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
}

/** A LIKE pattern matching `term` anywhere, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching values that start with `term`, its wildcards taken literally. */
export function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A term that can only be a lot number (lot numbers are plain integers). */
export function lotNumberTerm(term: string): number | null {
  return /^\d{1,9}$/.test(term) ? Number(term) : null;
}

export type SortColumn = 'auction_date' | 'year' | 'condition_rank' | 'mileage' | 'price_sort' | 'id';
export interface SortSpec {
  column: SortColumn;
  direction: 'ASC' | 'DESC';
}

const SORT_COLUMN: Record<SortField, SortColumn> = {
  auctionDate: 'auction_date',
  year: 'year',
  // Grades are not alphabetical (S > 6 > 5 > 4.5 ...): sort by the stored rank instead.
  condition: 'condition_rank',
  mileage: 'mileage',
  // The start price of auction lots, the fixed price of stock cars (a generated column).
  startPrice: 'price_sort',
};

/** The default order of each page: coming sessions first, latest results first, newest stock first. */
const DEFAULT_SORT: Record<PageType, SortSpec> = {
  'car-auction': { column: 'auction_date', direction: 'ASC' },
  stats: { column: 'auction_date', direction: 'DESC' },
  stock: { column: 'auction_date', direction: 'DESC' },
};

/**
 * The sort of a listing request. The id in the same direction always follows as the tie-break,
 * so the order is total and pages never overlap (and a keyset path can use `(column, id)`).
 * An order without a sort field is ignored; a sort field without an order is ascending.
 */
export function resolveSort(pageType: PageType, sort?: SortField, order?: 'ASC' | 'DESC'): SortSpec {
  if (!sort) return DEFAULT_SORT[pageType];
  return { column: SORT_COLUMN[sort], direction: order ?? 'ASC' };
}
