import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.js';
import { isApiRequest } from './request-path.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `scheme://host[:port]` in the form browsers send as Origin (lower case, no default port). */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The origin the request was addressed to: its scheme (request.protocol, which believes
 * X-Forwarded-Proto only from TRUST_PROXY addresses) and its Host header.
 */
export function ownOrigin(request: FastifyRequest): string | null {
  // Only a plain host[:port]: `a@b` or `a/b` would make URL read a different host.
  return HOST.test(request.host) ? normalizeOrigin(`${request.protocol}://${request.host}`) : null;
}

/**
 * For a GET that spends or creates something (a USS download, a share code, a mail): 403 when
 * the browser says another site started the request (Fetch Metadata, DESIGN.md §3). SameSite=Lax
 * still sends the cookies on a cross-site link or top-level navigation, and no Origin comes with
 * a GET. Clients without the header (old browsers, scripts) pass: they carry no victim's cookies.
 * Use as a route option: `{ onRequest: refuseCrossSite, schema: ... }`.
 */
export async function refuseCrossSite(request: FastifyRequest) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw forbidden('forbidden_cross_site');
}

/**
 * CSRF defence on top of SameSite=Lax cookies: every state-changing API request must carry an
 * `Origin` naming the portal: the request's own origin (so http://127.0.0.1:8080 and a LAN
 * address work as well as localhost), PUBLIC_URL or an origin of ALLOWED_ORIGINS (DESIGN.md §3).
 * Browsers always send Origin on POST/PUT/PATCH/DELETE and pages cannot forge it, so a foreign
 * site's request names itself and is refused. Matching the Host header gives an attacker
 * nothing: a page can only make the browser send its own host's name with its own origin
 * (DNS rebinding), and then the browser holds no portal cookies for that host. A missing header
 * means a non-browser client, which must state an allowed origin explicitly.
 */
export function registerOriginCheck(app: FastifyInstance) {
  const allowed = new Set(app.deps.config.allowedOrigins.map((o) => normalizeOrigin(o) ?? o));
  app.addHook('onRequest', async (request) => {
    // On the decoded path: `/%61pi/v1/auth` is routed to the API like `/api/v1/auth`.
    if (!STATE_CHANGING.has(request.method) || !isApiRequest(request)) return;
    const origin = request.headers.origin ? normalizeOrigin(request.headers.origin) : null;
    if (!origin || (!allowed.has(origin) && origin !== ownOrigin(request))) throw forbidden('forbidden_origin');
  });
}
