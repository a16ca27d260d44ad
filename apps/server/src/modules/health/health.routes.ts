import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponse } from '@jauc/contract';
import { query } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../lib/db-errors.js';

const VERSION = '1.0.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['site'], response: { 200: healthResponse, 503: healthResponse } } }, async (_request, reply) => {
    const { db, engine } = app.deps.database;
    const started = performance.now();
    try {
      // A round trip, not a count: load balancers poll this often, and counting a million lots
      // each time would be real work on every instance.
      await query(db, sql`SELECT 1`);
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return { status: 'ok' as const, database: { engine, ok: true, latencyMs }, version: VERSION };
    } catch (err) {
      app.log.warn({ err }, 'health check failed');
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 'degraded', database: { engine, ok: false, latencyMs }, version: VERSION });
    }
  });
};
