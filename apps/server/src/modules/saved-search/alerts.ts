import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { ensureAuctionDayClosed } from '../listing/auction-days.js';
import { queueMessageNotices, type MessageNotice } from '../notices/notice-queue.js';
import { digestMail, searchTelegram, type AlertSearch } from './alert-texts.js';
import { alertSearches, insertHits, lotLines, takeArrivals, type AlertOwner } from './alerts.repo.js';
import { matchLots } from './saved-search-match.js';

// Saved-search alerts (issue 21 §4, decision 024). The feeds do not know saved searches: a trigger
// on lots writes each added lot into lot_arrivals (an outbox), and after each feed run the
// composition root (server/jobs.ts) runs these alerts, which take the arrived lots, match every
// saved search against them, record the new (search, lot) pairs and queue the notices — all in one
// transaction, so a lot is told of once per search whatever fails or runs twice.

export interface AlertDeps {
  publicUrl: string;
  /** BID_CLOSE_MINUTES: the car-auction default view (lots still taking bids) depends on it. */
  closeMinutes: number;
}

export const alertTuning = {
  /** Arrived lots taken per run (a day of a busy feed); the rest wait for the next run. */
  arrivalsPerRun: 25_000,
  /** Lots listed per search in a message; the rest are counted. */
  lotsPerSearch: 5,
};

/** The web path of each listing (apps/web router). */
export const LISTING_PATH = { 'car-auction': '/car-auction', stock: '/oneprice', stats: '/sales-statistic' } as const;
export const SAVED_SEARCHES_PATH = '/saved-searches';

const tokyoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });

export async function runSavedSearchAlerts(db: Db, deps: AlertDeps, now: Date, _log?: FastifyBaseLogger) {
  // The listing reads `past` exact for the day; so do the matches.
  await ensureAuctionDayClosed(db, now);
  return db.transaction(async (tx) => {
    const { lotIds, lastId } = await takeArrivals(tx, alertTuning.arrivalsPerRun);
    if (lotIds.length === 0) return { arrived: 0, matched: 0, notices: 0 };
    const searches = await alertSearches(tx);
    const matches = await matchLots(tx, searches, lotIds, now, deps.closeMinutes);
    const pairs = [...matches].flatMap(([searchId, ids]) => ids.map((lotId) => ({ searchId, lotId })));
    const fresh = await insertHits(tx, pairs, now);
    const bySearch = new Map<number, number[]>();
    for (const p of fresh) bySearch.set(p.searchId, [...(bySearch.get(p.searchId) ?? []), p.lotId]);
    const told = searches.filter((s) => s.notify !== 'none' && bySearch.has(s.id));
    const shown = told.flatMap((s) => bySearch.get(s.id)!.slice(0, alertTuning.lotsPerSearch));
    const lines = await lotLines(tx, shown);
    const alertOf = (s: AlertOwner): AlertSearch => {
      const ids = bySearch.get(s.id)!;
      const lots = ids.slice(0, alertTuning.lotsPerSearch).flatMap((id) => {
        const l = lines.get(id);
        return l ? [{ line: `${l.maker} ${l.model} ${l.year}, ${l.house}, ${tokyoDate.format(l.auctionDate)}, #${l.lotNo}` }] : [];
      });
      return { name: s.name, pageType: s.pageType, count: ids.length, lots, link: `${deps.publicUrl}${LISTING_PATH[s.pageType]}${s.query ? `?${s.query}` : ''}` };
    };
    const manage = `${deps.publicUrl}${SAVED_SEARCHES_PATH}`;
    const notices: MessageNotice[] = [];
    // One e-mail digest per user and run: its key names the run (the last arrival it took, unique).
    const emailUsers = new Map<number, AlertOwner[]>();
    for (const s of told.filter((x) => x.notify === 'email')) emailUsers.set(s.userId, [...(emailUsers.get(s.userId) ?? []), s]);
    for (const [userId, list] of emailUsers) {
      const owner = list[0]!;
      const mail = digestMail(owner.language, owner.fullName, list.map(alertOf), manage);
      notices.push({ key: `saved-search:${lastId}:u${userId}:email`, userId, channel: 'email', payload: { ...mail, link: manage } });
    }
    for (const s of told.filter((x) => x.notify === 'telegram')) {
      const alert = alertOf(s);
      notices.push({ key: `saved-search:${lastId}:s${s.id}:telegram`, userId: s.userId, channel: 'telegram', payload: { subject: '', text: searchTelegram(s.language, alert, manage), html: '', link: alert.link } });
    }
    const queued = await queueMessageNotices(tx, notices, now);
    return { arrived: lotIds.length, matched: fresh.length, notices: queued };
  });
}

/**
 * A feed job followed by the alerts of the lots it added (server/jobs.ts wraps the jobs that add
 * lots). The alerts run after the feed's own work committed; if they fail the run fails and is
 * retried, and the arrivals wait in the outbox meanwhile, so nothing is lost or told twice.
 */
export function withSavedSearchAlerts(job: JobDefinition, deps: AlertDeps): JobDefinition {
  return {
    ...job,
    run: async (ctx) => {
      const result = await job.run(ctx);
      const alerts = await runSavedSearchAlerts(ctx.db, deps, ctx.now, ctx.log);
      return { ...result, alertLots: alerts.arrived, alertMatches: alerts.matched, alertNotices: alerts.notices };
    },
  };
}
