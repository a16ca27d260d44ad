import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { BID_STATUS, type FacetOption } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { auctionHouses, averagePrices, bids, favorites, lots, makers, models } from '../../db/schema.js';
import { summaryDays } from './listing-counts.js';
import type { ListingScope } from './listing-where.js';

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

/** Makers with their number of lots in the page type (GET /{pageType}/maker), from the summary. */
export function makerFacets(db: DbOrTx, scope: ListingScope, dates?: string[]): Promise<FacetOption[]> {
  return query<FacetOption>(
    db,
    sql`SELECT mk.id AS value, mk.name AS label, sum(c.n)::int AS counter
        FROM lot_facet_counts c JOIN makers mk ON mk.id = c.value::int
        WHERE ${summaryDays(scope, dates)} AND c.facet = 'maker'
        GROUP BY mk.id, mk.name HAVING sum(c.n) > 0 ORDER BY mk.name, mk.id`,
  );
}

/** Models of one maker with their number of lots in the page type (GET /{pageType}/model?id=). */
export function modelFacets(db: DbOrTx, scope: ListingScope, makerId: number, dates?: string[]): Promise<FacetOption[]> {
  return query<FacetOption>(
    db,
    sql`SELECT mo.id AS value, mo.name AS label, sum(c.n)::int AS counter
        FROM lot_facet_counts c JOIN models mo ON mo.id = c.value::int
        WHERE ${summaryDays(scope, dates)} AND c.facet = 'model'
          AND c.value IN (SELECT m.id::text FROM models m WHERE m.maker_id = ${makerId})
        GROUP BY mo.id, mo.name HAVING sum(c.n) > 0 ORDER BY mo.name, mo.id`,
  );
}

export interface FacetValueRow {
  facet: 'condition' | 'gearbox' | 'color' | 'chassis' | 'status' | 'auction';
  value: string;
  n: number;
}

/** Every value of the select lists present in the page type, with its number of lots. */
export function filterValues(db: DbOrTx, scope: ListingScope): Promise<FacetValueRow[]> {
  return query<FacetValueRow>(
    db,
    sql`SELECT c.facet, c.value, sum(c.n)::int AS n FROM lot_facet_counts c
        WHERE ${summaryDays(scope)} AND c.facet IN ('condition', 'gearbox', 'color', 'chassis', 'status', 'auction')
        GROUP BY c.facet, c.value HAVING sum(c.n) > 0`,
  );
}

export interface RangeRow {
  min_mileage: number | null;
  max_mileage: number | null;
  min_engine: number | null;
  max_engine: number | null;
  min_year: number | null;
  max_year: number | null;
}

/** The mileage, engine and year ranges of the page type. */
export async function filterRanges(db: DbOrTx, scope: ListingScope): Promise<RangeRow> {
  const [row] = await query<RangeRow>(
    db,
    sql`SELECT min(c.min_mileage) AS min_mileage, max(c.max_mileage) AS max_mileage, min(c.min_engine) AS min_engine,
               max(c.max_engine) AS max_engine, min(c.min_year)::int AS min_year, max(c.max_year)::int AS max_year
        FROM lot_day_ranges c WHERE ${summaryDays(scope)}`,
  );
  return row ?? { min_mileage: null, max_mileage: null, min_engine: null, max_engine: null, min_year: null, max_year: null };
}

export async function auctionHouseNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: auctionHouses.id, name: auctionHouses.name }).from(auctionHouses);
  return new Map(rows.map((r) => [r.id, r.name]));
}
