import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, EVENTS_PATH } from '@jauc/contract';
import { AppError } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth-context.js';
import { EventHub } from './event-hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    eventHub: EventHub;
  }
}

// Last-Event-ID as EventSource sends it (a header), or ?lastEventId= for clients that cannot set
// headers; anything but a whole non-negative number is ignored (a fresh stream).
const lastEventIdOf = (header: unknown, param: unknown): number | null => {
  const raw = typeof header === 'string' && header !== '' ? header : typeof param === 'string' ? param : '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
};

/**
 * GET /api/v1/events: the signed-in user's live event stream (contract events/live-event.ts).
 * 401 without a session, before anything is streamed.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new EventHub(app.deps.database, app.deps.config.databaseUrl, app.log);
  app.decorate('eventHub', hub);
  // Before the server waits for open connections to end: an open stream never ends by itself.
  app.addHook('preClose', async () => hub.stop());

  app.get(
    EVENTS_PATH,
    {
      schema: {
        tags: ['events'],
        security: [{ session: [] }],
        description: 'text/event-stream of the signed-in user (contract events/live-event.ts)',
        querystring: z.object({ lastEventId: z.string().optional() }),
        response: { 401: apiErrorSchema, 406: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Only a client that takes a stream gets one: any other would wait for an answer that
      // never ends (EventSource always sends this Accept).
      if (!(request.headers.accept ?? '').includes('text/event-stream')) throw new AppError(406, 'stream_not_accepted');
      await hub.open(reply, user, lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId));
      return reply;
    },
  );
};
