import { sql } from 'drizzle-orm';
import { ARCHIVE_BID_STATUSES, BID_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bids, bidStatusTotals } from '../../db/schema.js';
import { startOfTokyoToday } from '../listing/listing-query.js';
import { allOf, awaitingBidSql, awaitingLotSql, awaitingResultSql, listKindSql, ownLotSql, scopeSql, tomorrowStart, type BidListViewer } from './bid-list-where.js';
import * as repo from './bid-list.repo.js';

// The tab counters of the bid lists: bids per status in the active list and in the archive, and
// the results waiting for the manager. A client's or dealer's bids are few and counted as they
// are. A manager sees every bid: counting them per request would read every bid and its lot
// (100,000 at the budget's scale, DESIGN.md §5), so their counts come from bid_status_totals
// (bids per status, kept by triggers) and only the bids that can change sides are counted.

export interface BidCounts {
  active: Map<number, number>;
  archive: Map<number, number>;
  /** Results waiting for the manager; null when the viewer is not one. */
  awaiting: number | null;
}

/** Appended rows past which a read folds them (a few per bid change between two reads). */
const FOLD_AFTER_ROWS = 64;

/** Every bid per status (bid_status_totals, migration 0011). */
async function statusTotals(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await query<{ status: number; n: number | string; rows: number | string }>(
    db,
    sql`SELECT ${bidStatusTotals.status} AS status, sum(${bidStatusTotals.n}) AS n, count(*) AS rows FROM ${bidStatusTotals} GROUP BY 1`,
  );
  if (rows.reduce((a, r) => a + Number(r.rows), 0) > FOLD_AFTER_ROWS) await query(db, sql`SELECT bid_status_totals_fold()`);
  return new Map(rows.map((r) => [Number(r.status), Number(r.n)]));
}

/**
 * A manager's counts. Statuses never archived (New, Bid, Win) are all in the active list. A
 * settled bid (Don't bid, Cancel, Finished, blank) is active on a lot of a coming day (its lot
 * cannot have a result yet, see listKindSql) and, on a lot of today or a stock car, while the
 * lot's auction has not finished: only those few are read with their lots. The rest of each
 * settled status is the archive.
 */
async function everyBidCounts(db: DbOrTx, now: Date): Promise<BidCounts> {
  const today = startOfTokyoToday(now).toISOString();
  const tomorrow = tomorrowStart(now).toISOString();
  const settled = sql`${bids.status} IN (${sql.join(ARCHIVE_BID_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
  const comingDays = sql`(${bids.lotDate} >= ${tomorrow}::timestamptz AND NOT ${bids.lotStock})`;
  const todayOrStock = sql`((${bids.lotDate} >= ${today}::timestamptz AND ${bids.lotDate} < ${tomorrow}::timestamptz) OR ${bids.lotStock})`;
  const [totals, coming, openToday, awaiting] = await Promise.all([
    statusTotals(db),
    repo.countByStatusOfBids(db, allOf([settled, comingDays])),
    repo.countByStatusOfBids(db, allOf([settled, todayOrStock, ownLotSql(listKindSql('active', now))])),
    repo.countByStatusOfBids(db, allOf([awaitingBidSql(now), ownLotSql(awaitingLotSql())])),
  ]);
  const settledActive = new Map([...coming].map(([s, n]) => [s, n + (openToday.get(s) ?? 0)]));
  for (const [s, n] of openToday) if (!coming.has(s)) settledActive.set(s, n);
  const active = new Map<number, number>();
  const archive = new Map<number, number>();
  for (const [status, n] of totals) {
    if (!ARCHIVE_BID_STATUSES.includes(status)) active.set(status, n);
    else {
      const open = settledActive.get(status) ?? 0;
      active.set(status, open);
      // Read a moment apart: a change in between must not show a negative count.
      archive.set(status, Math.max(0, n - open));
    }
  }
  return { active, archive, awaiting: awaiting.get(BID_STATUS.bid) ?? 0 };
}

/** Bids per status in the active list and in the archive; the results waiting, for managers. */
export async function countTabs(db: DbOrTx, viewer: BidListViewer, now: Date, manager: boolean): Promise<BidCounts> {
  if (manager && viewer.dealerView !== 'mine') return everyBidCounts(db, now);
  const scope = scopeSql(viewer);
  const [active, archive] = await Promise.all([
    repo.countByStatus(db, allOf([scope, listKindSql('active', now)])),
    repo.countByStatus(db, allOf([scope, listKindSql('archive', now)])),
  ]);
  const awaiting = manager ? await repo.countBids(db, allOf([scope, awaitingResultSql(now)])) : null;
  return { active, archive, awaiting };
}
