import type { FastifyInstance } from 'fastify';
import { nowMs } from '../lib/clock.js';

/**
 * `X-Server-Time: <epoch ms>` on every API answer, errors and refusals included: the web app
 * learns the server clock from it (its offset to the browser's), so countdowns, the Tokyo clock
 * and deadline checks agree with the server even when the user's computer clock is wrong or the
 * server clock was moved (CLOCK_OFFSET, PUT /dev/clock). Stamped as the answer leaves, the
 * moment closest to when the browser reads it.
 */
export function registerServerTime(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('x-server-time', String(nowMs()));
    done(null, payload);
  });
}
