import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence on top of SameSite=Lax cookies: every state-changing API request must carry an
 * `Origin` header naming the portal itself (PUBLIC_URL) or an origin of ALLOWED_ORIGINS. Browsers
 * always send Origin on POST/PUT/PATCH/DELETE and scripts cannot forge it, so a missing header
 * means a non-browser client, which must then state the portal's origin explicitly.
 */
export function registerOriginCheck(app: FastifyInstance) {
  const allowed = new Set(app.deps.config.allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) throw forbidden('forbidden_origin');
  });
}
