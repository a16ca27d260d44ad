import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-types.js';
import { JobRunner } from './job-runner.js';
import type { JobSummary } from './job-runs.repo.js';
import { BossQueue } from './boss-queue.js';
import { LocalQueue } from './local-queue.js';
import { Scheduler } from './scheduler.js';

// The job queue's entry points (decision 008): the app registers its jobs, the scheduler starts
// when the app is ready (JOBS=on, the default) and stops when it closes; tests run a job by name.

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

const schedulers = new WeakMap<FastifyInstance, Scheduler>();

/** Makes `definitions` the app's jobs: runnable by name, and scheduled unless JOBS=off. */
export function registerJobs(app: FastifyInstance, definitions: readonly JobDefinition[]): void {
  const names = new Set(definitions.map((d) => d.name));
  if (names.size !== definitions.length) throw new Error('two scheduled jobs have the same name');
  app.decorate('jobs', new JobRunner(definitions, app.deps.database.db, app.log));
  if (app.deps.config.jobs) app.addHook('onReady', async () => startScheduler(app));
  app.addHook('onClose', async () => stopScheduler(app));
}

/** Starts scheduling the app's jobs: pg-boss on PostgreSQL, in this process on PGlite. */
export async function startScheduler(app: FastifyInstance): Promise<void> {
  if (schedulers.has(app)) return;
  const { database, config } = app.deps;
  const queue =
    database.engine === 'postgres' && config.databaseUrl
      ? new BossQueue(app.jobs, config.databaseUrl, app.log)
      : new LocalQueue(app.jobs, database.db, app.log);
  const scheduler = new Scheduler(app.jobs.definitions, queue, app.log);
  schedulers.set(app, scheduler);
  await scheduler.start();
}

/** Stops scheduling and waits for this instance's runs to end (the app's onClose calls it). */
export async function stopScheduler(app: FastifyInstance): Promise<void> {
  const scheduler = schedulers.get(app);
  schedulers.delete(app);
  await scheduler?.stop();
  await app.jobs.idle();
}

/**
 * Runs the job `name` in this process now, whether or not it is due, recorded like a scheduled
 * run (for tests and scripts). Answers its summary; throws the job's error when it fails.
 */
export async function runJobNow(app: FastifyInstance, name: string): Promise<JobSummary> {
  const def = app.jobs.find(name);
  if (!def) throw new Error(`no job named "${name}"; the app's jobs are ${app.jobs.definitions.map((d) => d.name).join(', ')}`);
  const outcome = await app.jobs.run(def);
  if (!outcome.ok) throw outcome.cause;
  return outcome.summary;
}
