import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse, type JobHealth } from '@jauc/contract';
import { RETRY_AFTER_SECONDS } from '../../lib/db-errors.js';
import { listJobRuns, type JobRun } from '../jobs/job-runs.repo.js';
import { indexWarming } from '../listing/lot-index/indexed-page.js';
import type { JobDefinition } from '../jobs/job-types.js';
import { readinessOf } from './readiness.js';
import { now } from '../../lib/clock.js';
import { providerFeedState } from '../../db/schema.js';
import type { DbOrTx } from '../../db/client.js';

/** The provider feeds' state rows (none unless FEEDS=ajes ever ran): a handful of rows. */
function listFeedStates(db: DbOrTx) {
  return db.select({ name: providerFeedState.name, lastSuccessAt: providerFeedState.lastSuccessAt, lastSummary: providerFeedState.lastSummary }).from(providerFeedState).orderBy(providerFeedState.name);
}

const VERSION = '1.0.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['site'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const { db, engine } = app.deps.database;
    const started = performance.now();
    try {
      // One small read is the round trip: the jobs' rows (a handful), not a count — load
      // balancers poll this often, and counting a million lots each time would be real work.
      const [jobRuns, feedStates] = await Promise.all([listJobRuns(db), listFeedStates(db)]);
      const runs = new Map(jobRuns.map((run) => [run.name, run]));
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      const jobs = app.jobs.definitions.map((def) => jobHealth(def, runs.get(def.name)));
      // Serving, but the listing index of this instance is still loading (listings by SQL meanwhile).
      const status = indexWarming(db) ? ('warming' as const) : ('ok' as const);
      const feeds = feedStates.map((f) => ({
        name: f.name,
        lastSuccessAt: f.lastSuccessAt?.toISOString() ?? null,
        lagSeconds: f.lastSuccessAt ? Math.max(0, Math.round((now().getTime() - f.lastSuccessAt.getTime()) / 1000)) : null,
        lastSummary: f.lastSummary,
      }));
      return { status, database: { engine, ok: true, latencyMs }, version: VERSION, jobs, feeds };
    } catch (err) {
      app.log.warn({ err }, 'health check failed');
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'degraded', database: { engine, ok: false, latencyMs }, version: VERSION, jobs: [], feeds: [] });
    }
  });

  // For load balancers (docs/decisions/021), while /health above stays the page people read: it
  // answers 200 while warming, as the instance does serve then. No log line for a 503: balancers
  // ask every few seconds, and the reason is in the answer.
  app.get(
    '/health/ready',
    { schema: { tags: ['site'], description: 'Readiness for load balancers: 200 when this instance can answer listings, else 503 with Retry-After', response: { 200: readinessResponse, 503: readinessResponse } } },
    async (_request, reply) => {
      const readiness = await readinessOf(app);
      reply.header('cache-control', 'no-store');
      if (readiness.ready) return readiness;
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(readiness);
    },
  );
};

function jobHealth(def: JobDefinition, run: JobRun | undefined): JobHealth {
  return {
    name: def.name,
    everySeconds: def.everySeconds,
    lastRunAt: run?.lastStartedAt?.toISOString() ?? null,
    lastOutcome: run?.lastOutcome ?? null,
    lastError: run?.lastError ?? null,
    lastSummary: run?.lastSummary ?? null,
    nextRunAt: run?.nextRunAt?.toISOString() ?? null,
    failuresInRow: run?.failuresInRow ?? 0,
  };
}
