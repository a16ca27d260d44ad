import { sql } from 'drizzle-orm';
import { ARCHIVE_BID_STATUSES, BID_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bids, bidStatusTotals } from '../../db/schema.js';
import { startOfTokyoToday } from '../listing/listing-query.js';
import { awaitingResultSql, listKindSql, scopeSql, tomorrowStart, type BidListViewer } from './bid-list-where.js';

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
}

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
  return { active, archive, awaiting: part('awaiting').get(BID_STATUS.bid) ?? 0 };
}

/** Bids per status in the active list and in the archive; the results waiting, for managers. */
export async function countTabs(db: DbOrTx, viewer: BidListViewer, now: Date, manager: boolean): Promise<BidCounts> {
  if (manager && viewer.dealerView !== 'mine') return everyBidCounts(db, now);
  // A client's or dealer's own bids (or a manager's own): few, counted in one pass.
  const rows = await query<{ status: number; archived: boolean; awaiting: boolean; n: number | string }>(
    db,
    sql`SELECT ${bids.status} AS status, ${listKindSql('archive', now)} AS archived, ${awaitingResultSql(now)} AS awaiting, count(*) AS n
        FROM ${bids} WHERE ${scopeSql(viewer)} GROUP BY 1, 2, 3`,
  );
  const active = new Map<number, number>();
  const archive = new Map<number, number>();
  let awaiting = 0;
  for (const r of rows) {
    const side = r.archived ? archive : active;
    side.set(Number(r.status), (side.get(Number(r.status)) ?? 0) + Number(r.n));
    if (r.awaiting) awaiting += Number(r.n);
  }
  return { active, archive, awaiting: manager ? awaiting : null };
}
