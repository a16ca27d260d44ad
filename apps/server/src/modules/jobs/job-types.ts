import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';

// What a scheduled job is (DESIGN.md §3 "Auction clock"): the job queue (modules/jobs) decides
// when and where a job runs — once across all instances, retried with back-off on failure — and
// the job itself only does its work. Every job must be idempotent: running it twice, or again
// after it was killed half way, leaves the same state as one clean run.

export interface JobContext {
  db: Db;
  /** The server clock's now at the start of the run (lib/clock.ts), the same for the whole run. */
  now: Date;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Stable name: the queue's key, the health entry and the log field. Lower-case with dashes. */
  name: string;
  /** How often the job is due, in seconds of the server clock. */
  everySeconds: number;
  /**
   * Does the work and says what it did (counts, not rows), for the log and GET /health. Throws
   * on failure: the queue logs the error and retries with back-off.
   */
  run(ctx: JobContext): Promise<Record<string, number | string | boolean>>;
}
