import type { FastifyBaseLogger } from 'fastify';
import type { OpenSession } from './auction-clock.repo.js';

/** What the feed work logs through: the job's logger, or the benchmark's console. */
export type FeedLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Points inside the jobs where tests interrupt a run half way (a process killed mid-run): a hook
 * that throws ends the run there, as a crash would. Empty outside tests.
 */
export const auctionClockHooks: {
  /** After a day's lots were inserted (committed). */
  afterDayTaken?: (day: string) => void | Promise<void>;
  /** Inside a session's results transaction, after the lots' results were written. */
  afterResultsWritten?: (session: OpenSession) => void | Promise<void>;
} = {};
