import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isApiRequest } from './request-path.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's security headers (CSP, frame, sniffing, referrer ...) on every answer: API, SPA,
 * docs and media. The middleware is built once here. @fastify/helmet called helmet() anew on every
 * request, re-parsing the CSP directives each time, which showed in the per-request profile.
 *
 * Besides helmet:
 * - HSTS only over https (the request's own scheme, or an https PUBLIC_URL): sent over plain
 *   http it would tell a browser that a local or LAN portal speaks https, which it does not.
 * - `Cache-Control: no-store` on every API answer, which is private to its user; a route that
 *   means to be cached (zips, generated files) sets its own header and wins.
 * - No source maps: a `*.map` request answers 404 whatever a build left in the web folder.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const httpsPublicUrl = app.deps.config.publicUrl.startsWith('https://');
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
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    if (httpsPublicUrl || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    applyHeaders(request.raw, reply.raw, (err) => {
      if (err || !isSourceMap(request.url)) return done(err as Error | undefined);
      // Answered here: the hook chain stops without done().
      void reply.status(404).header('cache-control', 'no-store').send({ success: false, message: 'not_found' });
    });
  });
}

const isSourceMap = (url: string) => {
  const q = url.indexOf('?');
  return (q < 0 ? url : url.slice(0, q)).toLowerCase().endsWith('.map');
};
