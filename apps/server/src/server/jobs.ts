import type { Config } from '../config.js';
import type { JobDefinition } from '../modules/jobs/job-types.js';
import { closeAuctionDaysJob } from '../modules/listing/close-auction-days-job.js';
import { AUCTION_JOB, auctionClockJobs } from '../modules/auction-clock/auction-clock.jobs.js';
import { noticeJob, pruneNoticesJob } from '../modules/notices/notices.jobs.js';
import { priceSummariesJob } from '../modules/price-history/price-summaries.job.js';
import { AJES_JOB, ajesJobs } from '../modules/provider-feed/provider-feed.jobs.js';
import { withSavedSearchAlerts } from '../modules/saved-search/alerts.js';
import { telegramJobs } from '../modules/telegram/telegram.jobs.js';
import { exchangeRatesJobs } from '../modules/landed-cost/exchange-rates.jobs.js';

/**
 * The jobs that add lots to a listing: each is followed by the saved-search alerts of what it added
 * (issue 21 §4, decision 024) — here, so the feeds never import the module above them.
 */
const ADDS_LOTS = new Set<string>([AUCTION_JOB.lots, AJES_JOB.lots, AJES_JOB.stock, AJES_JOB.stats, closeAuctionDaysJob.name]);

/** The jobs the server runs (the composition root: modules/jobs schedules them, GET /health lists them; the modules below know only the job contract of modules/jobs/job-types.ts). One line each. */
export function scheduledJobs(config: Config): JobDefinition[] {
  const feeds = config.feeds === 'ajes' ? ajesJobs(config) : auctionClockJobs(config);
  const alerts = { publicUrl: config.publicUrl, closeMinutes: config.bidCloseMinutes };
  const jobs = [closeAuctionDaysJob, ...feeds, noticeJob(config), pruneNoticesJob, priceSummariesJob, ...telegramJobs(config), ...exchangeRatesJobs(config)];
  return jobs.map((job) => (ADDS_LOTS.has(job.name) ? withSavedSearchAlerts(job, alerts) : job));
}
