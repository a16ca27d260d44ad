import {
  AUCTION_STATUS,
  FAVORITE_GROUPS,
  type FacetOption,
  type FiltersResponse,
  type ListingLot,
  type ListingQuery,
  type ListingResponse,
  type PageType,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { resolveSort, startOfTokyoToday } from './listing-query.js';
import type { ListingFilters, ListingScope } from './listing-where.js';
import * as repo from './listing.repo.js';

export function listingScope(pageType: PageType, user: AuthUser, now = new Date()): ListingScope {
  return { pageType, todayStart: startOfTokyoToday(now), userId: user.id };
}

/** URLs of the generated photos of a lot (see docs/decisions/002-generated-lot-media.md). */
export const lotImageUrls = (id: number, count: number) => Array.from({ length: count }, (_, i) => `/media/lots/${id}/${i + 1}.svg`);

export function toListingLot(row: repo.LotRow): ListingLot {
  return {
    id: row.id,
    lotNo: row.lotNo,
    auctionDate: row.auctionDate.toISOString(),
    auctionName: row.auctionName,
    maker: row.maker,
    model: row.model,
    year: row.year,
    engine: row.engine,
    chassis: row.chassisNo,
    grade: row.grade,
    color: row.color,
    gearbox: row.gearbox,
    priv: row.drive,
    mileage: row.mileage,
    equip: row.equip,
    condition: row.condition,
    startPrice: row.startPrice,
    averagePrice: row.averagePrice,
    soldPrice: row.soldPrice,
    lotType: row.kind,
    isUss: row.isUss,
    myBid: row.myBidAmount !== null,
    myBidAmount: row.myBidAmount,
    wishList: FAVORITE_GROUPS.map((group) => ({ group, value: row.favoriteGroup === group })),
    status: row.status,
    images: lotImageUrls(row.id, row.imageCount),
  };
}

function filtersOf(q: Partial<ListingQuery>): Partial<ListingFilters> {
  const { page: _page, pageSize: _pageSize, sort: _sort, order: _order, ...filters } = q;
  return filters;
}

const hasFilters = (filters: Partial<ListingFilters>) => Object.values(filters).some((v) => v !== undefined);

export async function listLots(db: DbOrTx, scope: ListingScope, q: ListingQuery): Promise<ListingResponse> {
  const filters = filtersOf(q);
  const sort = resolveSort(scope.pageType, q.sort, q.order);
  const [ids, totalSearchResults, totalResults] = await Promise.all([
    repo.findPageIds(db, scope, filters, sort, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    repo.countLots(db, scope, filters),
    hasFilters(filters) ? repo.countScope(db, scope) : null,
  ]);
  const rows = await repo.loadLots(db, ids, scope.userId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const carsList = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListingLot(row)] : [];
  });
  return {
    carsList,
    pageInfo: { page: q.page, pageSize: q.pageSize, totalSearchResults, totalResults: totalResults ?? totalSearchResults },
  };
}

/** Maker counts under the other filters (a maker choice does not narrow the maker list itself). */
export function makerOptions(db: DbOrTx, scope: ListingScope, q: Partial<ListingQuery>): Promise<FacetOption[]> {
  const { maker: _maker, model: _model, ...filters } = filtersOf(q);
  return repo.makerFacets(db, scope, filters);
}

/** Model counts of one maker under the other filters. */
export function modelOptions(db: DbOrTx, scope: ListingScope, makerId: number, q: Partial<ListingQuery>): Promise<FacetOption[]> {
  const { model: _model, ...filters } = filtersOf(q);
  return repo.modelFacets(db, scope, { ...filters, maker: [makerId] });
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

/**
 * The select lists and ranges of a page type (GET /{pageType}/filters). The lists cover the
 * whole page type so a choice never hides the other options; totalSearchResults follows the
 * filters of the request when it carries any.
 */
export async function filterData(db: DbOrTx, scope: ListingScope, q: Partial<ListingQuery>): Promise<FiltersResponse> {
  const filters = filtersOf(q);
  const [values, houses, filtered] = await Promise.all([
    repo.filterValues(db, scope),
    repo.auctionHouseNames(db),
    hasFilters(filters) ? repo.countLots(db, scope, filters) : null,
  ]);
  const out: FiltersResponse = {
    condition: [],
    gearbox: [],
    auction: [],
    status: [],
    color: [],
    chassis: [],
    mileage: { min: 0, max: 0, step: 1000 },
    engine: { min: 0, max: 0, step: 100 },
    year: { min: 0, max: 0, step: 1 },
    totalSearchResults: 0,
    totalResults: 0,
  };
  const conditionRanks: Array<{ label: string; value: string; rank: number }> = [];
  for (const r of values) {
    if (r.condition !== null) conditionRanks.push({ label: r.condition, value: r.condition, rank: r.rank ?? 0 });
    else if (r.gearbox !== null) out.gearbox.push({ label: r.gearbox, value: r.gearbox });
    else if (r.color !== null) out.color.push({ label: r.color, value: r.color });
    else if (r.chassis !== null) out.chassis.push({ label: r.chassis, value: r.chassis });
    else if (r.status !== null) out.status.push({ label: STATUS_LABEL[r.status] ?? String(r.status), value: r.status });
    else if (r.auction !== null) out.auction.push({ label: houses.get(r.auction) ?? String(r.auction), value: r.auction });
    else {
      out.totalResults = r.n;
      if (r.n > 0) {
        out.mileage = { min: floorTo(Number(r.min_mileage), 1000), max: ceilTo(Number(r.max_mileage), 1000), step: 1000 };
        out.engine = { min: floorTo(Number(r.min_engine), 100), max: ceilTo(Number(r.max_engine), 100), step: 100 };
        out.year = { min: Number(r.min_year), max: Number(r.max_year), step: 1 };
      }
    }
  }
  out.condition = conditionRanks.sort((a, b) => b.rank - a.rank || a.label.localeCompare(b.label)).map(({ label, value }) => ({ label, value }));
  for (const list of [out.gearbox, out.color, out.chassis, out.auction]) list.sort(byLabel);
  out.status.sort((a, b) => Number(a.value) - Number(b.value));
  out.totalSearchResults = filtered ?? out.totalResults;
  return out;
}
