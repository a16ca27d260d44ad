import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BID_STATUS, type FacetOption } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { auctionHouses, averagePrices, bids, favorites, lots, makers, models } from '../../db/schema.js';
import type { SortSpec } from './listing-query.js';
import { orderClause, scopeCondition, whereClause, type ListingFilters, type ListingScope } from './listing-where.js';

/**
 * The ids of one page. OFFSET paging for now; this is the one function a keyset path
 * (`WHERE (column, id) > (:last)` on the same order) replaces for deep pages at scale.
 */
export async function findPageIds(
  db: DbOrTx,
  scope: ListingScope,
  filters: Partial<ListingFilters>,
  sort: SortSpec,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`SELECT l.id FROM lots l WHERE ${whereClause(scope, filters)}
        ORDER BY ${orderClause(sort)} LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((r) => r.id);
}

export async function countLots(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lots l WHERE ${whereClause(scope, filters)}`);
  return row?.n ?? 0;
}

export async function countScope(db: DbOrTx, scope: ListingScope): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lots l WHERE ${scopeCondition(scope)}`);
  return row?.n ?? 0;
}

/** The listing rows of the given lots with the viewer's bid and favorite group (order not kept). */
export async function loadLots(db: DbOrTx, ids: number[], userId: number) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: lots.id,
      kind: lots.kind,
      lotNo: lots.lotNo,
      auctionDate: lots.auctionDate,
      auctionName: auctionHouses.name,
      isUss: auctionHouses.isUss,
      maker: makers.name,
      model: models.name,
      year: lots.year,
      engine: lots.engine,
      chassisNo: lots.chassisNo,
      grade: lots.grade,
      color: lots.color,
      gearbox: lots.gearbox,
      drive: lots.drive,
      mileage: lots.mileage,
      equip: lots.equip,
      condition: lots.condition,
      startPrice: lots.startPrice,
      soldPrice: lots.soldPrice,
      status: lots.status,
      imageCount: lots.imageCount,
      averagePrice: sql<number | null>`round(${averagePrices.soldSum}::numeric / nullif(${averagePrices.soldCount}, 0))`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      myBidAmount: bids.amount,
      favoriteGroup: favorites.group,
    })
    .from(lots)
    .innerJoin(auctionHouses, eq(auctionHouses.id, lots.auctionHouseId))
    .innerJoin(makers, eq(makers.id, lots.makerId))
    .innerJoin(models, eq(models.id, lots.modelId))
    .leftJoin(
      averagePrices,
      and(eq(averagePrices.modelId, lots.modelId), eq(averagePrices.year, lots.year), eq(averagePrices.grade, lots.grade)),
    )
    // A cancelled bid is no longer "my bid"; every other state (new, bid, won, ...) is shown.
    .leftJoin(bids, and(eq(bids.lotId, lots.id), eq(bids.userId, userId), ne(bids.status, BID_STATUS.cancel)))
    .leftJoin(favorites, and(eq(favorites.lotId, lots.id), eq(favorites.userId, userId)))
    .where(inArray(lots.id, ids));
}
export type LotRow = Awaited<ReturnType<typeof loadLots>>[number];

/** Makers with the number of matching lots (GET /{pageType}/maker). */
export async function makerFacets(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>): Promise<FacetOption[]> {
  return query<FacetOption>(
    db,
    sql`SELECT mk.id AS value, mk.name AS label, c.counter
        FROM (SELECT l.maker_id, count(*)::int AS counter FROM lots l WHERE ${whereClause(scope, filters)} GROUP BY l.maker_id) c
        JOIN makers mk ON mk.id = c.maker_id
        ORDER BY mk.name, mk.id`,
  );
}

/** Models of one maker with the number of matching lots (GET /{pageType}/model?id=). */
export async function modelFacets(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>): Promise<FacetOption[]> {
  return query<FacetOption>(
    db,
    sql`SELECT mo.id AS value, mo.name AS label, c.counter
        FROM (SELECT l.model_id, count(*)::int AS counter FROM lots l WHERE ${whereClause(scope, filters)} GROUP BY l.model_id) c
        JOIN models mo ON mo.id = c.model_id
        ORDER BY mo.name, mo.id`,
  );
}

export interface FilterValueRow {
  condition: string | null;
  rank: number | null;
  gearbox: string | null;
  color: string | null;
  chassis: string | null;
  status: number | null;
  auction: number | null;
  n: number;
  min_mileage: number | null;
  max_mileage: number | null;
  min_engine: number | null;
  max_engine: number | null;
  min_year: number | null;
  max_year: number | null;
}

/**
 * Every value present in the page type, in one scan: one grouping set per select list plus the
 * empty set for the ranges and the total. The grouped columns are NOT NULL, so a non-null value
 * tells which set a row belongs to.
 */
export async function filterValues(db: DbOrTx, scope: ListingScope): Promise<FilterValueRow[]> {
  return query<FilterValueRow>(
    db,
    sql`SELECT l.condition, max(l.condition_rank)::int AS rank, l.gearbox, l.color, l.chassis_code AS chassis,
               l.status, l.auction_house_id AS auction, count(*)::int AS n,
               min(l.mileage) AS min_mileage, max(l.mileage) AS max_mileage,
               min(l.engine) AS min_engine, max(l.engine) AS max_engine,
               min(l.year)::int AS min_year, max(l.year)::int AS max_year
        FROM lots l WHERE ${scopeCondition(scope)}
        GROUP BY GROUPING SETS ((l.condition), (l.gearbox), (l.color), (l.chassis_code), (l.status), (l.auction_house_id), ())`,
  );
}

export async function auctionHouseNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: auctionHouses.id, name: auctionHouses.name }).from(auctionHouses);
  return new Map(rows.map((r) => [r.id, r.name]));
}
