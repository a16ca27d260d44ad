import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Pool, PoolClient } from 'pg';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import type { JobDefinition } from './job-types.js';
import type { JobQueue } from './job-queue.js';
import type { JobRunner, RunOutcome } from './job-runner.js';
import { claimSlot } from './job-runs.repo.js';
import type { DueSlot } from './slots.js';
import { jobTuning } from './tuning.js';

type SlotJob = PgBoss.JobWithMetadata<{ slotEnd: string }>;

/** pg-boss's own tables live in their own schema, beside the app's. */
const BOSS_SCHEMA = 'pgboss';
/** Connections of the queue per instance: a worker's fetch, a claim, pg-boss's maintenance. */
const POOL_SIZE = 3;

/** pg-boss runs SQL through this; a client in a transaction makes `send` part of that transaction. */
const executor = (on: Pool | PoolClient): PgBoss.Db => ({ executeSql: (text, values) => (on as PoolClient).query(text, values) });

/**
 * PostgreSQL: a pg-boss queue per job (decision 008). Every instance claims due slots in
 * `job_runs` and enqueues the run in the same transaction, so a slot is enqueued once however
 * many instances tick; any instance's worker takes it (SKIP LOCKED), one at a time per job
 * (policy `singleton`). A failed run is retried by pg-boss with exponential back-off; a run
 * longer than `expireInSeconds` is failed and retried.
 */
export class BossQueue implements JobQueue {
  private pool: Pool | null = null;
  private boss: PgBoss | null = null;
  private drizzleOn: ((client: PoolClient) => Db) | null = null;
  private readonly naps = new Map<string, () => void>();
  private workers: Promise<void>[] = [];
  private stopping = false;

  constructor(
    private readonly runner: JobRunner,
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const [{ default: pg }, { default: Boss }, { drizzle }] = await Promise.all([
      import('pg'),
      import('pg-boss'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: this.databaseUrl, max: POOL_SIZE, application_name: 'jauc-jobs' });
    // A dropped idle connection must not crash the process (see db/client.ts); the next query reconnects.
    pool.on('error', () => undefined);
    // Slots are the server clock's (scheduler.ts), so pg-boss's cron, which reads the database
    // clock, stays off; its maintenance (expiry, archive) stays on.
    const boss = new Boss({ db: executor(pool), schema: BOSS_SCHEMA, schedule: false, supervise: true, migrate: true });
    // Maintenance failures (the database away for a moment) come as events; unheard, one would crash.
    boss.on('error', (err) => this.log.warn({ err }, 'job queue error'));
    // Instances starting together (the workers of one server) create the same queues at once,
    // which deadlocks in pg-boss's own tables ("deadlock detected", then a retry 15 s later):
    // one instance at a time starts the queue, under a session advisory lock on its own connection.
    const lock = await pool.connect();
    try {
      await lock.query(`SELECT pg_advisory_lock(hashtext('jauc-job-queue-start'))`);
      await boss.start();
      const options = {
        policy: 'singleton' as const,
        retryLimit: jobTuning.retryLimit,
        retryDelay: jobTuning.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: jobTuning.expireInSeconds,
      };
      for (const def of this.runner.definitions) {
        await boss.createQueue(def.name, { name: def.name, ...options });
        await boss.updateQueue(def.name, { name: def.name, ...options });
      }
    } catch (err) {
      lock.release();
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      await pool.end().catch(() => undefined);
      throw err;
    }
    // Unlocked explicitly: the pooled connection stays open (on a failure above, pool.end()
    // closes it, which ends its lock too).
    await lock.query(`SELECT pg_advisory_unlock(hashtext('jauc-job-queue-start'))`).catch(() => undefined);
    lock.release();
    this.pool = pool;
    this.boss = boss;
    this.drizzleOn = (client) => drizzle(client, { schema }) as unknown as Db;
    this.workers = this.runner.definitions.map((def) => this.work(def));
  }

  async enqueueDue(def: JobDefinition, slot: DueSlot): Promise<boolean> {
    const { pool, boss, drizzleOn } = this;
    if (!pool || !boss || !drizzleOn || this.stopping) return false;
    const client = await pool.connect();
    let broken = false;
    // A checked-out client whose connection drops emits 'error'; unheard, that would crash the
    // process (the pool listens only to idle clients). The query in flight fails anyway.
    const onLost = () => {
      broken = true;
    };
    client.on('error', onLost);
    let sent: boolean;
    try {
      sent = await drizzleOn(client).transaction(async (tx) => {
        if (!(await claimSlot(tx, def.name, slot))) return false;
        const id = await boss.send(def.name, { slotEnd: slot.end.toISOString() }, { db: executor(client) });
        if (!id) throw new Error(`the queue did not take the run of ${def.name}`);
        return true;
      });
    } catch (err) {
      broken = true;
      throw err;
    } finally {
      client.off('error', onLost);
      client.release(broken);
    }
    if (sent) this.naps.get(def.name)?.(); // this instance's worker takes it at once
    return sent;
  }

  async settled(): Promise<void> {
    const names = this.runner.definitions.map((d) => d.name);
    while (!this.stopping && this.pool) {
      const { rows } = await this.pool
        .query<{ n: number }>(`SELECT count(*)::int AS n FROM ${BOSS_SCHEMA}.job WHERE name = ANY($1) AND state IN ('created', 'active')`, [names])
        .catch(() => ({ rows: [{ n: 0 }] }));
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, jobTuning.pollMs)));
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const wake of this.naps.values()) wake();
    await Promise.all(this.workers);
    await this.runner.idle();
    await this.boss?.stop({ graceful: false, close: false }).catch((err: unknown) => this.log.warn({ err }, 'job queue did not stop cleanly'));
    await this.pool?.end().catch(() => undefined);
  }

  /** One job's worker: takes its queued runs one by one, naps while there are none. */
  private async work(def: JobDefinition): Promise<void> {
    while (!this.stopping) {
      let job: SlotJob | undefined;
      try {
        [job] = await this.boss!.fetch<{ slotEnd: string }>(def.name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        this.log.warn({ err, job: def.name }, 'could not ask the job queue for work');
      }
      if (job) await this.runQueued(def, job);
      else await this.nap(def.name);
    }
  }

  private async runQueued(def: JobDefinition, job: SlotJob): Promise<void> {
    const outcome = await this.runner.run(def, { retry: job.retryCount, retryLimit: job.retryLimit });
    if (!(await this.report(def, job, outcome)) || outcome.ok) return;
    if (job.retryCount < job.retryLimit) this.log.warn({ job: def.name, retry: job.retryCount + 1 }, 'job will be retried');
    else this.log.error({ job: def.name }, 'job failed on every retry: it runs again when next due');
  }

  /**
   * Tells the queue how the run ended; while the database is away, again and again with growing
   * pauses. A lost report would leave the run active, and the `singleton` queue holding every
   * later run of the job, until pg-boss expires it (`expireInSeconds`).
   */
  private async report(def: JobDefinition, job: SlotJob, outcome: RunOutcome): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (outcome.ok) await this.boss!.complete(def.name, job.id, outcome.summary);
        else await this.boss!.fail(def.name, job.id, { message: outcome.error });
        return true;
      } catch (err) {
        if (this.stopping || !isDatabaseUnavailable(err)) {
          this.log.warn({ err, job: def.name }, 'job outcome not reported to the queue: the run is retried when it expires');
          return false;
        }
        if (attempt === 0) this.log.warn({ err, job: def.name }, 'database unavailable: reporting the job outcome again shortly');
        await this.nap(def.name, Math.min(30_000, jobTuning.pollMs * 2 ** attempt));
      }
    }
  }

  private nap(name: string, ms = jobTuning.pollMs): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(wake, ms);
      function wake() {
        clearTimeout(timer);
        resolve();
      }
      this.naps.set(name, wake);
    });
  }
}
