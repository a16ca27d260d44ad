import type { Config } from '../../config.js';
import type { JobDefinition } from './job-types.js';
import { closeAuctionDaysJob } from '../listing/close-auction-days-job.js';
import { auctionClockJobs } from '../auction-clock/auction-clock.jobs.js';
import { noticeJob, pruneNoticesJob } from '../notices/notices.jobs.js';
import { telegramJobs } from '../telegram/telegram.jobs.js';

/** The jobs the server runs (modules/jobs schedules them; GET /health lists them). One line each. */
export function scheduledJobs(config: Config): JobDefinition[] {
  return [closeAuctionDaysJob, ...auctionClockJobs(config), noticeJob(config), pruneNoticesJob, ...telegramJobs(config)];
}
