import {
  AUCTION_STATUS,
  biddingDeadline,
  conditionRank,
  tokyoParts,
  type FacetOption,
  type FiltersResponse,
  type ListingQuery,
  type ListingResponse,
  type PageType,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isAuctionFinished } from '../lots-core/bid-state.js';
import { countMatching, countScope } from './listing-counts.js';
import { findPage, type PageRequest } from './listing-paging.js';
import { filterLists } from './filter-cache.js';
import { countByIndex, findIndexedPage, indexAnswers, indexFiltersOf, indexUsable, type IndexedPage } from './lot-index/indexed-page.js';
import { resolveSort, startOfTokyoToday } from '../lots-core/lot-query.js';
import type { ListingFilters, ListingScope } from './listing-where.js';
import { countSearch, findSearchPage } from './listing-search.js';
import { viewerExportFilter } from '../export-rules/export-filter.js';
import * as repo from './listing.repo.js';
import type { LotRow } from './listing.repo.js';
import { openFacetCounts } from './open-counts.js';
import * as clock from '../../lib/clock.js';
import { listingRowsJson } from './listing-rows.js';
import type { TextLanguage } from '../../lib/request-language.js';

export function listingScope(pageType: PageType, user: Pick<AuthUser, 'id'>, favorite?: ListingQuery['favorite'], now = clock.now()): ListingScope {
  return { pageType, todayStart: startOfTokyoToday(now), today: tokyoParts(now).date, userId: user.id, favorite };
}

/** How a viewer's bidding deadlines fall: BID_CLOSE_MINUTES and their bidDeadlineCheck permission. */
export interface DeadlineRule {
  closeMinutes: number;
  deadlineCheck: boolean;
}

/**
 * The bidding deadline a listing row shows, by the lot page's rule (lots-core/bid-state.ts): an auction
 * lot still at auction has one; a stock car (offered until sold) and a result have none. Judged at
 * the scope's Tokyo day (`todayStart`), as the page type of the rows is: where a lot is listed and
 * whether it has a deadline agree. Computed per row, no query (the listing's budget, DESIGN.md §5).
 */
export function rowDeadline(row: Pick<LotRow, 'kind' | 'auctionDate' | 'status'>, rule: DeadlineRule, todayStart: Date): string | null {
  if (row.kind === 'stock' || isAuctionFinished(row, todayStart)) return null;
  return biddingDeadline(row.auctionDate, rule).toISOString();
}

function filtersOf(q: Partial<ListingQuery>): Partial<ListingFilters> {
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, cursor: _cursor, favorite: _favorite, bidding: _bidding, exportable: _exportable, ...filters } =
    q;
  return filters;
}

/**
 * `exportable=1`: the lots the viewer's country may import under the rules in force today in Japan
 * (issue 21 §1), as a filter of its own; nothing where the country has no rules.
 */
async function exportView(db: DbOrTx, scope: ListingScope, q: Partial<ListingQuery>): Promise<Pick<ListingFilters, 'exportFilter'>> {
  if (q.exportable !== '1') return {};
  const filter = viewerExportFilter(await repo.viewerCountry(db, scope.userId), clock.now());
  return filter ? { exportFilter: filter } : {};
}

const hasFilters = (filters: Partial<ListingFilters>) => Object.values(filters).some((v) => v !== undefined);

const MINUTE_MS = 60_000;

/**
 * The car-auction listing opens on what can still be acted on (issue 18 §2; decision 016): asked
 * for `bidding=open` (the app's default view), without a chosen day or a quick search, it lists the upcoming lots whose bidding deadline for this
 * viewer is still ahead — after BID_CLOSE_MINUTES from now, and with bidDeadlineCheck only the
 * days after today (their deadline is the auction day's Tokyo midnight). A chosen day or a search
 * shows every lot of the page, bidding closed or not. Sessions start on whole minutes, so the
 * bound is taken to the minute (one answer, one cache entry, per minute).
 */
export function biddingView(scope: ListingScope, q: Partial<ListingQuery>, rule: DeadlineRule, now: Date): Pick<ListingFilters, 'biddingAfter'> {
  if (q.bidding !== 'open' || scope.pageType !== 'car-auction' || scope.favorite || q.date !== undefined || q.search !== undefined) return {};
  const closes = Math.floor((now.getTime() + rule.closeMinutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  // With the day-start deadline, lots of today are closed: the first open instant is tomorrow's start (> its last instant of today).
  const bound = rule.deadlineCheck ? Math.max(closes, scope.todayStart.getTime() + 86_400_000 - 1) : closes;
  return { biddingAfter: bound };
}

/**
 * The filters the listing applies for the query `q` at `now` (its own parse, and the car-auction
 * view of the lots still taking bids): saved searches match new lots with exactly these
 * (modules/saved-search, issue 21 §4).
 */
export function listingFilters(scope: ListingScope, q: Partial<ListingQuery>, rule: DeadlineRule, now: Date): Partial<ListingFilters> {
  return { ...filtersOf(q), ...biddingView(scope, q, rule, now) };
}

/**
 * A listing page as JSON, sent as it is (plugins/serializer.ts preSerialized): its rows come from
 * listing-rows.ts, which keeps what every viewer sees of a lot while the index follows the lots.
 */
export async function listLots(db: DbOrTx, scope: ListingScope, q: ListingQuery, rule: DeadlineRule, language: TextLanguage): Promise<string> {
  const now = clock.now();
  const filters = { ...filtersOf(q), ...biddingView(scope, q, rule, now), ...(await exportView(db, scope, q)) };
  const sort = resolveSort(scope.pageType, q.sort, q.order);
  const request = { scope, filters, sort, page: q.page, pageSize: q.pageSize, cursor: q.cursor };
  const indexed = indexAnswers(db, request);
  const { rows: pageRows, nextCursor, prevCursor, totalSearchResults, totalResults } = indexed
    ? await findIndexedPage(db, request)
    : filters.search !== undefined && !scope.favorite
      ? await findSearch(db, request)
      : await findSqlPage(db, request);
  const viewer = { userId: scope.userId, language, now, deadline: (row: LotRow) => rowDeadline(row, rule, scope.todayStart) };
  const carsList = await listingRowsJson(db, pageRows.map((r) => r.id), viewer, indexed);
  const pageInfo: ListingResponse['pageInfo'] = { page: q.page, pageSize: q.pageSize, totalSearchResults, totalResults, nextCursor, prevCursor };
  return `{"carsList":${carsList},"pageInfo":${JSON.stringify(pageInfo)}}`;
}

/** A page of the quick search, with the page type's total beside it. */
async function findSearch(db: DbOrTx, request: PageRequest): Promise<IndexedPage> {
  const [found, totalResults] = await Promise.all([findSearchPage(db, request), countScope(db, request.scope)]);
  return { ...found, totalResults };
}

/** The page by SQL: favorites, the quick search, and every listing when the index is off. */
async function findSqlPage(db: DbOrTx, request: PageRequest): Promise<IndexedPage> {
  const total = countMatching(db, request.scope, request.filters);
  // Settled here so a failing count surfaces once, from the await below, not as an unhandled rejection.
  total.catch(() => undefined);
  const [found, totalSearchResults, totalResults] = await Promise.all([
    findPage(db, request, total),
    total,
    hasFilters(request.filters) ? countScope(db, request.scope) : null,
  ]);
  return { ...found, totalSearchResults, totalResults: totalResults ?? totalSearchResults };
}

/**
 * How many lots of the page type match the filters (the filter data's totals): as the listing
 * of the same filters counts them — the quick search's list, the index, or SQL.
 */
async function countFiltered(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>): Promise<number> {
  if (indexUsable(db) && !scope.favorite) return countByIndex(db, scope.pageType, await indexFiltersOf(db, filters));
  if (!scope.favorite && filters.search !== undefined) return countSearch(db, scope, filters, resolveSort(scope.pageType));
  return countMatching(db, scope, filters);
}

/**
 * Makers with their lots in the page type (narrowed to the chosen days, if any), from the summary;
 * in the car-auction view of the lots still taking bids (biddingView), those lots' makers, so
 * each count is what the list shows with that maker (issue 18 §2).
 */
export async function makerOptions(db: DbOrTx, scope: ListingScope, q: Partial<ListingQuery>, rule: DeadlineRule): Promise<FacetOption[]> {
  const { biddingAfter } = biddingView(scope, q, rule, clock.now());
  if (biddingAfter === undefined) return repo.makerFacets(db, scope, q.date);
  return repo.countedMakers(db, (await openFacetCounts(db, scope, biddingAfter)).makers);
}

/** Models of one maker with their lots in the page type (and chosen days, or still taking bids as makerOptions). */
export async function modelOptions(db: DbOrTx, scope: ListingScope, makerId: number, q: Partial<ListingQuery>, rule: DeadlineRule): Promise<FacetOption[]> {
  const { biddingAfter } = biddingView(scope, q, rule, clock.now());
  if (biddingAfter === undefined) return repo.modelFacets(db, scope, makerId, q.date);
  return repo.countedModels(db, makerId, (await openFacetCounts(db, scope, biddingAfter)).models);
}

const STATUS_LABEL: Record<number, string> = {
  [AUCTION_STATUS.ongoing]: 'Ongoing',
  [AUCTION_STATUS.upcoming]: 'Upcoming',
  [AUCTION_STATUS.sold]: 'Sold',
  [AUCTION_STATUS.soldNego]: 'Sold (nego)',
  [AUCTION_STATUS.notSold]: 'Not sold',
  [AUCTION_STATUS.cancelled]: 'Cancelled',
  [AUCTION_STATUS.removed]: 'Removed',
  [AUCTION_STATUS.unknown]: 'Unknown',
};

const floorTo = (n: number, step: number) => Math.floor(n / step) * step;
const ceilTo = (n: number, step: number) => Math.ceil(n / step) * step;
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en');

type FilterLists = Omit<FiltersResponse, 'totalSearchResults' | 'totalResults'>;

/** The select lists and ranges of a page type, from the facet summary (cached by the caller). */
async function loadFilterLists(db: DbOrTx, scope: ListingScope): Promise<FilterLists> {
  const [values, ranges, houses] = await Promise.all([repo.filterValues(db, scope), repo.filterRanges(db, scope), repo.auctionHouseNames(db)]);
  const lists = { condition: [], gearbox: [], auction: [], status: [], color: [], chassis: [] } as Pick<
    FiltersResponse,
    'condition' | 'gearbox' | 'auction' | 'status' | 'color' | 'chassis'
  >;
  for (const { facet, value } of values) {
    if (facet === 'status') lists.status.push({ label: STATUS_LABEL[Number(value)] ?? value, value: Number(value) });
    else if (facet === 'auction') lists.auction.push({ label: houses.get(Number(value)) ?? value, value: Number(value) });
    else lists[facet].push({ label: value, value });
  }
  lists.condition.sort((a, b) => conditionRank(String(b.value)) - conditionRank(String(a.value)) || a.label.localeCompare(b.label));
  for (const list of [lists.gearbox, lists.color, lists.chassis, lists.auction]) list.sort(byLabel);
  lists.status.sort((a, b) => Number(a.value) - Number(b.value));
  const has = ranges.min_year !== null;
  return {
    ...lists,
    mileage: has ? { min: floorTo(Number(ranges.min_mileage), 1000), max: ceilTo(Number(ranges.max_mileage), 1000), step: 1000 } : { min: 0, max: 0, step: 1000 },
    engine: has ? { min: floorTo(Number(ranges.min_engine), 100), max: ceilTo(Number(ranges.max_engine), 100), step: 100 } : { min: 0, max: 0, step: 100 },
    year: has ? { min: Number(ranges.min_year), max: Number(ranges.max_year), step: 1 } : { min: 0, max: 0, step: 1 },
  };
}

/**
 * The select lists and ranges of a page type (GET /{pageType}/filters). The lists cover the
 * whole page type so a choice never hides the other options; totalSearchResults follows the
 * filters of the request when it carries any, and the view of the lots still taking bids
 * (`bidding=open`) as the listing does; totalResults counts every lot of the page type, as the
 * listing's does.
 */
export async function filterData(db: DbOrTx, scope: ListingScope, q: Partial<ListingQuery>, rule: DeadlineRule): Promise<FiltersResponse> {
  const filters = { ...filtersOf(q), ...biddingView(scope, q, rule, clock.now()), ...(await exportView(db, scope, q)) };
  const [lists, totalResults, filtered] = await Promise.all([
    filterLists(db, scope, loadFilterLists),
    countFiltered(db, scope, {}),
    hasFilters(filters) ? countFiltered(db, scope, filters) : null,
  ]);
  return { ...lists, totalSearchResults: filtered ?? totalResults, totalResults };
}
