import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, moveClockBody, moveClockResponse } from '@jauc/contract';
import { clockOffsetMs, notifyClockMoved, now, parseClockOffset, setClockOffset, setClockTo } from '../../lib/clock.js';
import { requireManager } from '../access/access.js';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema };

/**
 * PUT /dev/clock: moves the server clock of the running server, for tests and demos (e2e moves
 * it past an auction; a demo shows next week). Registered only with CLOCK_CONTROL=on (app.ts):
 * a production portal must never let anyone change what "now" is. Managers only, even then.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/dev/clock',
    {
      preValidation: async (request) => {
        requireManager(request);
      },
      schema: { tags: ['dev'], security: [{ session: [] }], body: moveClockBody, response: { 200: moveClockResponse, ...errors } },
    },
    async (request) => {
      const { offset, at } = request.body;
      if (at !== undefined) setClockTo(new Date(at));
      else setClockOffset(parseClockOffset(offset));
      request.log.info({ clockOffsetMs: clockOffsetMs(), userId: request.user?.id }, 'server clock moved');
      // Listeners (the job scheduler, other workers) follow the move; their failures are theirs:
      // the clock has moved, and the answer says so.
      for (const err of await notifyClockMoved()) request.log.error({ err }, 'clock listener failed');
      return { success: true as const, now: now().toISOString(), offsetMs: clockOffsetMs() };
    },
  );
};
