import { sql, type SQL } from 'drizzle-orm';
import { BID_STATUS, type FacetOption } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { auctionHouses, bids, favorites, makers, models, users } from '../../db/schema.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { Fuel } from '../export-rules/export-rules-types.js';
import { conditionBandSql } from '../lots-core/condition-band.js';
import { photoKeySql } from '../photo-proxy/lot-media-urls.js';
import { summaryDays } from './listing-counts.js';
import type { ListingScope } from './listing-where.js';

interface ReferenceNames {
  makers: Map<number, string>;
  models: Map<number, string>;
  houses: Map<number, { name: string; isUss: boolean }>;
}

// Makers, models and auction houses are reference data: a few hundred rows that change with a
// release, not with traffic. Held in memory so the row query joins nothing (its planning time
// was most of a listing's database time at scale).
// A provider feed creates makers, models and houses as they appear (modules/provider-feed), on
// any instance: an id missing from the names held here reloads them (at most every few seconds)
// instead of showing a lot without its maker until the cache expires.
const referenceCache = new TtlCache<ReferenceNames>({ ttlMs: () => 5 * 60_000, maxEntries: 1 });
const RELOAD_ON_MISS_MS = 5_000;
let lastMissReload = -RELOAD_ON_MISS_MS;

/** A map whose misses reload the names (an id it does not hold was created after the load). */
class NamesMap<V> extends Map<number, V> {
  override get(id: number): V | undefined {
    const value = super.get(id);
    if (value === undefined && performance.now() - lastMissReload > RELOAD_ON_MISS_MS) {
      lastMissReload = performance.now();
      referenceCache.delete('all');
    }
    return value;
  }
}

export function referenceNames(db: DbOrTx): Promise<ReferenceNames> {
  return referenceCache.getOrCompute('all', async () => {
    const [mk, mo, ah] = await Promise.all([
      db.select({ id: makers.id, name: makers.name }).from(makers),
      db.select({ id: models.id, name: models.name }).from(models),
      db.select({ id: auctionHouses.id, name: auctionHouses.name, isUss: auctionHouses.isUss }).from(auctionHouses),
    ]);
    return {
      makers: new NamesMap(mk.map((r) => [r.id, r.name])),
      models: new NamesMap(mo.map((r) => [r.id, r.name])),
      houses: new NamesMap(ah.map((r) => [r.id, { name: r.name, isUss: r.isUss }])),
    };
  });
}

interface LotDbRow {
  id: number;
  kind: 'auction' | 'stock';
  lot_no: number;
  auction_date: Date | string;
  auction_house_id: number;
  maker_id: number;
  model_id: number;
  year: number;
  engine: number;
  chassis_no: string;
  grade: string;
  color: string;
  gearbox: string;
  drive: string;
  mileage: number;
  equip: string;
  condition: string;
  start_price: number | string | null;
  sold_price: number | string | null;
  status: number;
  image_count: number;
  photo_key: string | null;
  fuel: Fuel | null;
  average_price: number | string | null;
  summary_count: number | null;
  summary_median: number | string | null;
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

/**
 * The listing rows of the given lots as every viewer sees them (order not kept): the viewer's own
 * bid, favorite and country come from loadViewerMarks, so these can be kept (listing-rows.ts).
 */
export async function loadLots(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const [names, rows] = await Promise.all([
    referenceNames(db),
    // One lookup per page: the page's lots by primary key, each joined to its average price and
    // price summary (one row at most each). Correlated subqueries per row cost PostgreSQL most of
    // a listing's time (decision 007).
    query<LotDbRow>(
      db,
      sql`SELECT l.id, l.kind, l.lot_no, l.auction_date, l.auction_house_id, l.maker_id, l.model_id, l.year, l.engine,
                 l.chassis_no, l.grade, l.color, l.gearbox, l.drive, l.mileage, l.equip, l.condition, l.start_price,
                 l.sold_price, l.status, l.image_count, ${photoKeySql(sql`l.photo_urls`)} AS photo_key, l.fuel,
                 round(ap.sold_sum::numeric / nullif(ap.sold_count, 0)) AS average_price,
                 ps.sold_count AS summary_count, ps.median AS summary_median
          FROM lots l
          LEFT JOIN average_prices ap ON ap.model_id = l.model_id AND ap.year = l.year AND ap.grade = l.grade
          -- Price history's summary line (issue 21 §3): a primary-key lookup per row.
          LEFT JOIN price_summaries ps ON ps.model_id = l.model_id AND ps.chassis_code = l.chassis_code AND ps.year = l.year
            AND ps.band = ${conditionBandSql(sql`l.condition_rank`)}
          WHERE l.id = ANY(${sql.param(ids)}::int[])`,
    ),
  ]);
  return rows.map((r) => {
    const house = names.houses.get(r.auction_house_id);
    return {
      id: Number(r.id),
      kind: r.kind,
      lotNo: r.lot_no,
      auctionDate: new Date(r.auction_date),
      auctionName: house?.name ?? '',
      isUss: house?.isUss ?? false,
      maker: names.makers.get(r.maker_id) ?? '',
      model: names.models.get(r.model_id) ?? '',
      year: r.year,
      engine: r.engine,
      chassisNo: r.chassis_no,
      grade: r.grade,
      color: r.color,
      gearbox: r.gearbox,
      drive: r.drive,
      mileage: r.mileage,
      equip: r.equip,
      condition: r.condition,
      startPrice: num(r.start_price),
      soldPrice: num(r.sold_price),
      status: r.status,
      imageCount: r.image_count,
      // Twelve characters, not the provider's URLs: all a listing row needs to name its photos.
      photoKey: r.photo_key,
      averagePrice: num(r.average_price),
      priceSummary: r.summary_count === null ? null : { count: Number(r.summary_count), median: Number(r.summary_median) },
      // For the export check (issue 21 §1): the stored fuel.
      fuel: r.fuel,
    };
  });
}
export type LotRow = Awaited<ReturnType<typeof loadLots>>[number];

/** What a listing page shows of its viewer: their bids and favorite groups on the page's lots, and their country. */
export interface ViewerMarks {
  bids: Map<number, number>;
  favorites: Map<number, string>;
  country: number | null;
}

/**
 * The statement of loadViewerMarks, built once per database handle and prepared (a named
 * statement, as the lot page's): it runs for every listing page, and planning it cost
 * PostgreSQL more than running its three index lookups.
 */
function viewerMarksStatement(db: DbOrTx) {
  const userId = sql.placeholder('userId');
  const ids = sql`ANY(${sql.placeholder('ids')}::int[])`;
  const mark = (kind: number, id: SQL, amount: SQL, group: SQL) => ({
    kind: sql<number>`${kind}::int`.as('kind'),
    id: sql<number | null>`${id}`.as('id'),
    amount: sql<number | string | null>`${amount}`.as('amount'),
    grp: sql<string | null>`${group}`.as('grp'),
  });
  return db
    .select(mark(0, sql`${bids.lotId}`, sql`${bids.amount}::bigint`, sql`NULL::text`))
    .from(bids)
    .where(sql`${bids.userId} = ${userId} AND ${bids.lotId} = ${ids} AND ${bids.status} <> ${BID_STATUS.cancel}`)
    .unionAll(
      db
        .select(mark(1, sql`${favorites.lotId}`, sql`NULL::bigint`, sql`${favorites.group}::text`))
        .from(favorites)
        .where(sql`${favorites.userId} = ${userId} AND ${favorites.lotId} = ${ids}`),
    )
    .unionAll(db.select(mark(2, sql`${users.countryId}`, sql`NULL::bigint`, sql`NULL::text`)).from(users).where(sql`${users.id} = ${userId}`))
    .prepare('listing_viewer_marks');
}

const viewerMarksStatements = new WeakMap<DbOrTx, ReturnType<typeof viewerMarksStatement>>();

/**
 * The viewer's bids (a cancelled bid is no longer "my bid"; every other state is shown) and
 * favorites among the given lots, and their country (the export check): one round trip, each
 * part an index lookup (bids and favorites are unique per user and lot).
 */
export async function loadViewerMarks(db: DbOrTx, ids: number[], userId: number): Promise<ViewerMarks> {
  let statement = viewerMarksStatements.get(db);
  if (!statement) viewerMarksStatements.set(db, (statement = viewerMarksStatement(db)));
  const rows = await statement.execute({ userId, ids });
  const marks: ViewerMarks = { bids: new Map(), favorites: new Map(), country: null };
  for (const r of rows) {
    if (Number(r.kind) === 0) marks.bids.set(Number(r.id), Number(r.amount));
    else if (Number(r.kind) === 1) marks.favorites.set(Number(r.id), r.grp!);
    else marks.country = r.id === null ? null : Number(r.id);
  }
  return marks;
}

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

/** The ids and counts of a count map as two parallel arrays (for unnest), positive counts only. */
function countArrays(counts: Map<number, number>): [number[], number[]] {
  const ids: number[] = [];
  const ns: number[] = [];
  for (const [id, n] of counts) {
    if (n <= 0) continue;
    ids.push(id);
    ns.push(n);
  }
  return [ids, ns];
}

/** Makers with the given lot counts (the lots still taking bids: open-counts.ts), named and ordered as makerFacets. */
export async function countedMakers(db: DbOrTx, counts: Map<number, number>): Promise<FacetOption[]> {
  const [ids, ns] = countArrays(counts);
  if (ids.length === 0) return [];
  return query<FacetOption>(
    db,
    sql`SELECT mk.id AS value, mk.name AS label, x.n::int AS counter
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(ns)}::int[]) AS x(id, n) JOIN makers mk ON mk.id = x.id
        ORDER BY mk.name, mk.id`,
  );
}

/** The models of one maker with the given lot counts, named and ordered as modelFacets. */
export async function countedModels(db: DbOrTx, makerId: number, counts: Map<number, number>): Promise<FacetOption[]> {
  const [ids, ns] = countArrays(counts);
  if (ids.length === 0) return [];
  return query<FacetOption>(
    db,
    sql`SELECT mo.id AS value, mo.name AS label, x.n::int AS counter
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(ns)}::int[]) AS x(id, n) JOIN models mo ON mo.id = x.id
        WHERE mo.maker_id = ${makerId}
        ORDER BY mo.name, mo.id`,
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
  const { houses } = await referenceNames(db);
  return new Map([...houses].map(([id, h]) => [id, h.name]));
}

/** The viewer's country (the export rules' destination), null where the profile has none. */
export async function viewerCountry(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await query<{ country_id: number | null }>(db, sql`SELECT country_id FROM users WHERE id = ${userId}`);
  return row?.country_id ?? null;
}
