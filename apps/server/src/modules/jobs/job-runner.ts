import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { now } from '../../lib/clock.js';
import type { JobDefinition } from './job-types.js';
import { recordOutcome, recordStart, type JobSummary } from './job-runs.repo.js';
import { jobTuning } from './tuning.js';

export type RunOutcome = { ok: true; summary: JobSummary } | { ok: false; error: string; cause: unknown };

/** Which try of a due run this is, for the log: retry 0 is the first. */
export interface Attempt {
  retry: number;
  retryLimit: number;
}

/**
 * Runs the jobs of one app in this process: one run of a job at a time (a second waits for the
 * first), each recorded in `job_runs` and logged. The queues (local-queue.ts, boss-queue.ts)
 * decide when and where; tests call it directly through `runJobNow`.
 */
export class JobRunner {
  // The last run of each job in this process; the next one starts after it.
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(
    readonly definitions: readonly JobDefinition[],
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  find(name: string): JobDefinition | undefined {
    return this.definitions.find((d) => d.name === name);
  }

  /** Runs `def` once, after any run of it still going here. Never throws: a failure is an outcome. */
  run(def: JobDefinition, attempt: Attempt = { retry: 0, retryLimit: 0 }): Promise<RunOutcome> {
    const current = (this.tails.get(def.name) ?? Promise.resolve()).then(() => this.runNow(def, attempt));
    this.tails.set(def.name, current);
    return current;
  }

  /** Resolves when every run started so far has ended. */
  async idle(): Promise<void> {
    await Promise.all(this.tails.values());
  }

  private async runNow(def: JobDefinition, attempt: Attempt): Promise<RunOutcome> {
    const log = this.log.child({ job: def.name });
    const startedAt = now();
    // The record is for people (GET /health); a database too busy to take it must not stop the run.
    await recordStart(this.db, def.name, startedAt).catch((err: unknown) => log.warn({ err }, 'job start not recorded'));
    const started = performance.now();
    let outcome: RunOutcome;
    try {
      const summary = await withinSeconds(def.run({ db: this.db, now: startedAt, log }), jobTuning.expireInSeconds);
      outcome = { ok: true, summary };
      log.info({ summary, ms: Math.round(performance.now() - started) }, 'job done');
    } catch (err) {
      outcome = { ok: false, error: publicMessage(err), cause: err };
      log.error({ err, ms: Math.round(performance.now() - started), ...attempt }, 'job failed');
    }
    await recordOutcome(this.db, def.name, now(), outcome).catch((err: unknown) => log.warn({ err }, 'job outcome not recorded'));
    return outcome;
  }
}

/**
 * The run's answer, or a failure once it has taken `seconds`. The run itself goes on (nothing
 * can stop a promise): the queue retries the job, and jobs being idempotent, an overlap of the
 * stuck run with its retry costs work, not correctness (decision 008).
 */
async function withinSeconds<T>(run: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`ran longer than ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([run, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What GET /health (public) may show of a failure: the message, never values. drizzle's query
 * errors say "Failed query: <sql> params: <values>"; the driver's own message (their cause) says
 * what went wrong without them.
 */
export function publicMessage(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : null;
  if (err.message.startsWith('Failed query:')) return cause ? `query failed: ${cause}` : 'query failed';
  return err.message;
}
