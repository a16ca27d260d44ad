import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobDefinition } from './job-types.js';
import type { JobQueue } from './job-queue.js';
import type { JobRunner } from './job-runner.js';
import { claimSlot } from './job-runs.repo.js';
import { retryDelayMs, type DueSlot } from './slots.js';
import { jobTuning } from './tuning.js';

/**
 * PGlite: the one process holding the database runs the jobs itself (decision 008). Slots are
 * claimed in `job_runs` as on PostgreSQL, so a restart within a slot does not run it again;
 * a failed run is retried with back-off on timers, and a new slot's run replaces a pending retry.
 */
export class LocalQueue implements JobQueue {
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly runner: JobRunner,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {}

  async enqueueDue(def: JobDefinition, slot: DueSlot): Promise<boolean> {
    if (this.stopped || !(await claimSlot(this.db, def.name, slot))) return false;
    clearTimeout(this.retries.get(def.name));
    this.retries.delete(def.name);
    void this.attempt(def, 0);
    return true;
  }

  settled(): Promise<void> {
    return this.runner.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    await this.runner.idle();
  }

  /** Runs the job; on failure arranges the next try. Never throws. */
  private async attempt(def: JobDefinition, retry: number): Promise<void> {
    const outcome = await this.runner.run(def, { retry, retryLimit: jobTuning.retryLimit });
    if (outcome.ok || this.stopped) return;
    if (retry >= jobTuning.retryLimit) {
      this.log.error({ job: def.name }, 'job failed on every retry: it runs again when next due');
      return;
    }
    const delayMs = Math.round(retryDelayMs(retry, jobTuning.retryDelaySeconds));
    this.log.warn({ job: def.name, retry: retry + 1, delayMs }, 'job will be retried');
    const timer = setTimeout(() => {
      this.retries.delete(def.name);
      void this.attempt(def, retry + 1);
    }, delayMs);
    this.retries.set(def.name, timer);
  }
}
