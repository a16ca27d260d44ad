import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, tokyoParts } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { tokyoDayRange } from '../lots-core/lot-query.js';
import { lotsSignature } from './filter-cache.js';
import { indexUsable, lotIndexFor } from './lot-index/indexed-page.js';
import type { FacetCounts } from './lot-index/lot-index.js';
import { SCOPE } from './lot-index/lot-store.js';
import type { ListingFilters, ListingScope } from './listing-where.js';

// The makers and models of the car-auction lots still taking bids (`bidding=open`, the listing's
// default view: listing.service.ts biddingView), so the filters' counts are those of the list
// beside them (issue 18 §2: "Prius (75)" over 62 rows; decision 016). Exact on both paths:
//  - the listing index walks its date order from the bound on (lot-index.ts openFacets);
//  - SQL takes the days after the bound's day from the facet summary when all their lots are
//    upcoming (the usual coming day: its status facet holds only "upcoming"), and counts the lots
//    themselves only for the rest of the bound's day and for days holding other statuses (a
//    cancelled or removed lot), through the index of lots waiting for their result.
// The bound moves once a minute and differs by viewer only in BID_CLOSE_MINUTES versus the day's
// start (bidDeadlineCheck): two bounds a minute, each answered once per change of the lots.

export const openCountTuning = {
  /** How long SQL's counts of one bound are kept while no lot changes (a later commit of an older transaction is seen after it). */
  maxAgeMs: 2_000,
};

const cache = new TtlCache<FacetCounts>({ ttlMs: () => openCountTuning.maxAgeMs, maxEntries: 8 });

/** Forgets SQL's counts (tests that change lots between two requests). */
export const clearOpenCountCache = () => cache.clear();

const UPCOMING = AUCTION_STATUS.upcoming;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** The car-auction lots still taking bids after `after` (ms), by maker and by model. */
export async function openFacetCounts(db: DbOrTx, scope: ListingScope, after: number): Promise<FacetCounts> {
  if (indexUsable(db)) {
    const index = lotIndexFor(db);
    await index.fresh();
    return index.openFacets(SCOPE.carAuction, after);
  }
  return cache.getOrCompute(`${scope.today}:${after}:${await lotsSignature(db)}`, () => countBySql(db, after));
}

async function countBySql(db: DbOrTx, after: number): Promise<FacetCounts> {
  const boundDay = tokyoParts(new Date(after)).date;
  // The coming days after the bound's day, and whether every lot of each is upcoming.
  const days = await query<{ day: string; total: number; open: number }>(
    db,
    sql`SELECT to_char(c.day, 'YYYY-MM-DD') AS day, coalesce(sum(c.n) FILTER (WHERE c.facet = 'all'), 0)::int AS total,
               coalesce(sum(c.n) FILTER (WHERE c.facet = 'status' AND c.value = ${String(UPCOMING)}), 0)::int AS open
        FROM lot_facet_counts c
        WHERE c.kind = 'auction' AND c.day > ${boundDay}::date AND c.facet IN ('all', 'status')
        GROUP BY c.day`,
  );
  const summed = days.filter((d) => d.open > 0 && d.open === d.total).map((d) => d.day);
  // The rest of the bound's day, and the days with lots of other statuses, from the lots: each a
  // closed range of lots_open_idx (a bitmap OR when there are several), never the coming days between.
  const ranges: Array<{ start: Date; end: Date }> = [{ start: new Date(after), end: tokyoDayRange(boundDay).end }];
  for (const d of days) if (d.open > 0 && d.open !== d.total) ranges.push(tokyoDayRange(d.day));
  const inRanges = sql.join(
    ranges.map(({ start, end }, i) => sql`(l.auction_date ${sql.raw(i === 0 ? '>' : '>=')} ${ts(start)} AND l.auction_date < ${ts(end)})`),
    sql` OR `,
  );
  const last = ranges.reduce((max, r) => (r.end > max ? r.end : max), ranges[0]!.end);
  const [summary, counted] = await Promise.all([
    summed.length === 0
      ? Promise.resolve([])
      : query<{ facet: 'maker' | 'model'; value: string; n: number }>(
          db,
          sql`SELECT c.facet, c.value, sum(c.n)::int AS n FROM lot_facet_counts c
              WHERE c.kind = 'auction' AND c.facet IN ('maker', 'model') AND c.day = ANY(${sql.param(summed)}::date[])
              GROUP BY c.facet, c.value HAVING sum(c.n) > 0`,
        ),
    query<{ maker_id: number; model_id: number; n: number }>(
      db,
      // status IN (ongoing, upcoming) as well: the condition of lots_open_idx, which then reads them.
      sql`SELECT l.maker_id, l.model_id, count(*)::int AS n FROM lots l
          WHERE l.kind = 'auction' AND NOT l.past AND l.status IN (${AUCTION_STATUS.ongoing}, ${UPCOMING}) AND l.status = ${UPCOMING}
            AND l.auction_date > ${ts(new Date(after))} AND l.auction_date < ${ts(last)} AND (${inRanges})
          GROUP BY l.maker_id, l.model_id`,
    ),
  ]);
  const counts: FacetCounts = { makers: new Map(), models: new Map() };
  for (const r of summary) add(r.facet === 'maker' ? counts.makers : counts.models, Number(r.value), Number(r.n));
  for (const r of counted) {
    add(counts.makers, Number(r.maker_id), Number(r.n));
    add(counts.models, Number(r.model_id), Number(r.n));
  }
  return counts;
}

/**
 * The listing's count for `biddingAfter` with at most makers or models chosen, from the open
 * counts (not a count of every coming lot); null for other filters, which are counted as usual.
 */
export async function openCount(db: DbOrTx, scope: ListingScope, filters: Partial<ListingFilters>): Promise<number | null> {
  const { biddingAfter, ...rest } = filters;
  if (biddingAfter === undefined || scope.favorite || scope.pageType !== 'car-auction') return null;
  const used = Object.entries(rest).filter(([, v]) => v !== undefined).map(([k]) => k);
  if (used.length > 1 || (used.length === 1 && used[0] !== 'maker' && used[0] !== 'model')) return null;
  const counts = await openFacetCounts(db, scope, biddingAfter);
  const sum = (map: Map<number, number>, ids?: number[]) =>
    ids ? [...new Set(ids)].reduce((n, id) => n + (map.get(id) ?? 0), 0) : [...map.values()].reduce((n, v) => n + v, 0);
  return rest.model ? sum(counts.models, rest.model) : sum(counts.makers, rest.maker);
}
