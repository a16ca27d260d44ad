import { sql, type SQL } from 'drizzle-orm';
import { ARCHIVE_BID_STATUSES, BID_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bids, bidStatusTotals } from '../../db/schema.js';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import { allOf, awaitingResultSql, listKindSql, scopeSql, tomorrowStart, type BidListViewer } from './bid-list-where.js';

// The tab counters of the bid lists: bids per status in the active list and in the archive, and
// the results waiting for the manager. A client's or dealer's bids are few and counted as they
// are. A manager sees every bid: counting them per request would read every bid and its lot
// (100,000 at the budget's scale, DESIGN.md §5), so their counts come from bid_status_totals
// (bids per status, kept by triggers) and only the bids that can change sides are counted, on
// `bids` alone (each carries its lot's status and date).

export interface BidCounts {
  active: Map<number, number>;
  archive: Map<number, number>;
  /** Results waiting for the manager; null when the viewer is not one. */
  awaiting: number | null;
  /** Every bid the viewer may see, whatever the filters (totalBids). */
  everyBid: number;
}

/**
 * The list's filters (not its tab), which the counters follow: `common` to both sides (every
 * filter of bid-list-where.ts's filtersSql on the active list), `archiveOnly` to the archive's
 * side (its bid-status filter). Whatever filtersSql adds is counted too.
 */
export interface CountFilters {
  common: SQL[];
  archiveOnly: SQL[];
}

export const NO_FILTERS: CountFilters = { common: [], archiveOnly: [] };

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Appended rows past which a read folds them (a few per bid change between two reads). */
const FOLD_AFTER_ROWS = 64;

type Part = 'total' | 'coming' | 'today' | 'awaiting';

/**
 * A manager's counts, in one statement (one round trip, one plan). Statuses never archived (New,
 * Bid, Win) are all in the active list. A settled bid (Don't bid, Cancel, Finished, blank) is
 * active on a lot of a coming day (it cannot have a result yet, see listKindSql) and, on a lot of
 * today or a stock car, while the lot's auction has not finished: only those few are counted.
 * The rest of each settled status (its total in bid_status_totals) is the archive.
 */
async function everyBidCounts(db: DbOrTx, now: Date): Promise<BidCounts> {
  const today = startOfTokyoToday(now).toISOString();
  const tomorrow = tomorrowStart(now).toISOString();
  const settled = sql`${bids.status} IN (${sql.join(ARCHIVE_BID_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
  const comingDays = sql`${bids.lotDate} >= ${tomorrow}::timestamptz AND NOT ${bids.lotStock}`;
  const todayOrStock = sql`((${bids.lotDate} >= ${today}::timestamptz AND ${bids.lotDate} < ${tomorrow}::timestamptz) OR ${bids.lotStock})`;
  const rows = await query<{ part: Part; status: number; n: number | string; rows: number | string }>(
    db,
    sql`SELECT 'total' AS part, ${bidStatusTotals.status} AS status, sum(${bidStatusTotals.n}) AS n, count(*) AS rows
          FROM ${bidStatusTotals} GROUP BY 2
        UNION ALL
        SELECT 'coming', ${bids.status}, count(*), 0 FROM ${bids} WHERE ${settled} AND ${comingDays} GROUP BY 2
        UNION ALL
        SELECT 'today', ${bids.status}, count(*), 0 FROM ${bids}
          WHERE ${settled} AND ${todayOrStock} AND ${listKindSql('active', now)} GROUP BY 2
        UNION ALL
        SELECT 'awaiting', ${bids.status}, count(*), 0 FROM ${bids} WHERE ${awaitingResultSql(now)} GROUP BY 2`,
  );
  const part = (name: Part) => new Map(rows.filter((r) => r.part === name).map((r) => [Number(r.status), Number(r.n)]));
  if (rows.reduce((a, r) => a + Number(r.rows), 0) > FOLD_AFTER_ROWS) await query(db, sql`SELECT bid_status_totals_fold()`);
  const [totals, coming, today_] = [part('total'), part('coming'), part('today')];
  const active = new Map<number, number>();
  const archive = new Map<number, number>();
  for (const [status, n] of totals) {
    if (!ARCHIVE_BID_STATUSES.includes(status)) active.set(status, n);
    else {
      const open = (coming.get(status) ?? 0) + (today_.get(status) ?? 0);
      active.set(status, open);
      // A statement sees one snapshot, but never show a negative count if the totals lag.
      archive.set(status, Math.max(0, n - open));
    }
  }
  return { active, archive, awaiting: part('awaiting').get(BID_STATUS.bid) ?? 0, everyBid: sum(active) + sum(archive) };
}

/**
 * Bids per status in the active list and in the archive, and the results waiting (managers), among
 * the bids the filters select: each status's count is the list's total on that tab. Without
 * filters a manager's come from the appended totals; with filters, or for a client's or dealer's
 * own bids, the bids are counted in one pass (bid-counts-cache.ts keeps the answer briefly).
 */
export async function countTabs(db: DbOrTx, viewer: BidListViewer, now: Date, manager: boolean, filters: CountFilters = NO_FILTERS): Promise<BidCounts> {
  const filtered = filters.common.length > 0 || filters.archiveOnly.length > 0;
  const seesAll = manager && viewer.dealerView !== 'mine';
  if (seesAll && !filtered) return everyBidCounts(db, now);
  const archived = listKindSql('archive', now);
  const match = allOf([...filters.common, ...(filters.archiveOnly.length > 0 ? [sql`(NOT ${archived} OR ${allOf(filters.archiveOnly)})`] : [])]);
  // A manager's matches are read through the filters' indexes; everyone else's few bids are read
  // once, counting both their matches and all of them (totalBids).
  const rows = await query<{ status: number; archived: boolean; awaiting: boolean; n: number | string; every: number | string }>(
    db,
    sql`SELECT ${bids.status} AS status, ${archived} AS archived, ${awaitingResultSql(now)} AS awaiting,
               count(*) FILTER (WHERE ${match}) AS n, count(*) AS every
        FROM ${bids} WHERE ${scopeSql(viewer)} ${seesAll ? sql`AND ${match}` : sql``} GROUP BY 1, 2, 3`,
  );
  const active = new Map<number, number>();
  const archive = new Map<number, number>();
  let awaiting = 0;
  let every = 0;
  for (const r of rows) {
    const side = r.archived ? archive : active;
    side.set(Number(r.status), (side.get(Number(r.status)) ?? 0) + Number(r.n));
    if (r.awaiting && !r.archived) awaiting += Number(r.n);
    every += Number(r.every);
  }
  if (seesAll) {
    const [total] = await query<{ n: number | string | null }>(db, sql`SELECT sum(${bidStatusTotals.n}) AS n FROM ${bidStatusTotals}`);
    every = Number(total?.n ?? 0);
  }
  return { active, archive, awaiting: manager ? awaiting : null, everyBid: every };
}
