import type { Config } from '../config.js';
import type { JobDefinition } from '../modules/jobs/job-types.js';
import { closeAuctionDaysJob } from '../modules/listing/close-auction-days-job.js';
import { auctionClockJobs } from '../modules/auction-clock/auction-clock.jobs.js';
import { noticeJob, pruneNoticesJob } from '../modules/notices/notices.jobs.js';
import { priceSummariesJob } from '../modules/price-history/price-summaries.job.js';
import { ajesJobs } from '../modules/provider-feed/provider-feed.jobs.js';
import { telegramJobs } from '../modules/telegram/telegram.jobs.js';

/** The jobs the server runs (the composition root: modules/jobs schedules them, GET /health lists them; the modules below know only the job contract of modules/jobs/job-types.ts). One line each. */
export function scheduledJobs(config: Config): JobDefinition[] {
  const feeds = config.feeds === 'ajes' ? ajesJobs(config) : auctionClockJobs(config);
  return [closeAuctionDaysJob, ...feeds, noticeJob(config), pruneNoticesJob, priceSummariesJob, ...telegramJobs(config)];
}
