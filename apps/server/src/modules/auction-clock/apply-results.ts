import { AUCTION_STATUS } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import {
  claimSession, lockLots, openSessionLots, sessionsStartedBy, settleBids, writeResults, type LotResult, type OpenSession,
} from './auction-clock.repo.js';
import { parseRows, resultRowSchema, ResultsNotReady, type ResultRow, type ResultsFeed } from './feeds.js';
import { auctionClockHooks, type FeedLog } from './hooks.js';
import { SESSION_LENGTH_MS } from './sessions.js';
import { queueFinishedBidNotices } from '../notices/notice-queue.js';

/**
 * A session's results are written in chunks, and after each chunk the job rests as long as the
 * chunk took (`duty` 0.5: half the time working). The budget is 30 s for a day (DESIGN.md §5)
 * and a day takes a few seconds at full speed: spread out, the job leaves the cores to the
 * listings instead of doubling their tail latency. One transaction still holds the session.
 */
export const resultsTuning = { chunk: 1_000, duty: 0.5 };

const rest = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeResultsPaced(tx: Parameters<typeof writeResults>[0], results: LotResult[], now: Date) {
  const total = { updated: 0, sold: 0 };
  for (let i = 0; i < results.length; i += resultsTuning.chunk) {
    const started = performance.now();
    const written = await writeResults(tx, results.slice(i, i + resultsTuning.chunk), now);
    total.updated += written.updated;
    total.sold += written.sold;
    const worked = performance.now() - started;
    if (resultsTuning.duty < 1 && i + resultsTuning.chunk < results.length) await rest((worked * (1 - resultsTuning.duty)) / resultsTuning.duty);
  }
  return total;
}

export interface AppliedSession {
  lots: number;
  sold: number;
  finishedBids: number;
  awaitingBids: number;
}

/**
 * Applies the results of one finished session, or answers null when another run has applied it
 * (or it has no open lots). The feed is asked before the transaction (a provider's answer time
 * holds no locks); then, in ONE transaction: the session is claimed (auction_sessions), each open
 * lot gets its result (no valid result row: 4538 unknown), average prices take the new sales and
 * the bids on the lots are settled. Killed half way, the transaction leaves nothing behind and
 * the next run applies the session whole.
 */
export async function applySessionResults(db: Db, feed: ResultsFeed, session: OpenSession, now: Date, log: FeedLog): Promise<AppliedSession | null> {
  const lots = await openSessionLots(db, session);
  if (lots.length === 0) return null;
  const raw = await feed.resultsFor({ ...session, lots: lots.map(({ lotNo, startPrice, bidAmount }) => ({ lotNo, startPrice, bidAmount })) });
  const { valid, invalid } = parseRows(resultRowSchema, raw);
  const ours = new Set(lots.map((l) => l.lotNo));
  const byLotNo = new Map<number, ResultRow>();
  // Rows for lots we do not hold, and second rows for one lot: the first row counts.
  let strays = 0;
  for (const row of valid) {
    if (!ours.has(row.lotNo) || byLotNo.has(row.lotNo)) strays++;
    else byLotNo.set(row.lotNo, row);
  }
  const results: LotResult[] = lots.map((lot) => {
    const r = byLotNo.get(lot.lotNo);
    return r ? { id: lot.id, status: r.status, soldPrice: r.soldPrice } : { id: lot.id, status: AUCTION_STATUS.unknown, soldPrice: null };
  });
  const missing = lots.filter((lot) => !byLotNo.has(lot.lotNo)).length;
  if (invalid.length > 0 || strays > 0 || missing > 0) {
    log.warn({ ...session, invalid: invalid.slice(0, 20), invalidCount: invalid.length, strayRows: strays, lotsWithoutResult: missing }, 'results feed: rows skipped');
  }
  return db.transaction(async (tx) => {
    if (!(await claimSession(tx, session, lots.length, now))) return null;
    await lockLots(tx, lots.map((l) => l.id));
    const written = await writeResultsPaced(tx, results, now);
    await auctionClockHooks.afterResultsWritten?.(session);
    const bids = await settleBids(tx, lots.map((l) => l.id), now);
    await queueFinishedBidNotices(tx, lots.map((l) => l.id), now);
    return { lots: written.updated, sold: written.sold, finishedBids: bids.finished, awaitingBids: bids.awaiting };
  });
}

/**
 * Every session that is over (started SESSION_LENGTH_MS or more before `now`) and still has
 * open lots gets its results. A session whose feed fails is logged and left for the next run;
 * the others go on, and the run then fails so the job queue retries it.
 */
export async function applyFinishedSessions(db: Db, feed: ResultsFeed, now: Date, log: FeedLog) {
  const sessions = await sessionsStartedBy(db, new Date(now.getTime() - SESSION_LENGTH_MS));
  const totals = { sessions: 0, lots: 0, sold: 0, finishedBids: 0, awaitingBids: 0, failed: 0, waiting: 0 };
  let lastError: unknown = null;
  for (const session of sessions) {
    try {
      const applied = await applySessionResults(db, feed, session, now, log);
      if (!applied) continue;
      totals.sessions++;
      totals.lots += applied.lots;
      totals.sold += applied.sold;
      totals.finishedBids += applied.finishedBids;
      totals.awaitingBids += applied.awaitingBids;
    } catch (err) {
      if (err instanceof ResultsNotReady) {
        totals.waiting++;
        continue;
      }
      totals.failed++;
      lastError = err;
      log.error({ err, ...session }, 'session results not applied');
    }
  }
  if (lastError) throw new Error(`results of ${totals.failed} of ${sessions.length} sessions not applied`, { cause: lastError });
  return totals;
}
