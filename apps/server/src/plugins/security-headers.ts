import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, frame, sniffing, referrer ...) on every answer: API, SPA,
 * docs and media. The middleware is built once here. @fastify/helmet called helmet() anew on every
 * request, re-parsing the CSP directives each time, which showed in the per-request profile.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
}
