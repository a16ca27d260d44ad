import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { checkUrlLength } from './request-limits.js';

// RFC 3986 unreserved characters: a client never needs to percent-encode them, so an escape of
// one is only ever a way to write the same path differently.
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;

/** The path of the URL as the router sees it: without the query, percent-escapes decoded. */
export function decodedPath(url: string): string {
  const q = url.indexOf('?');
  const raw = q < 0 ? url : url.slice(0, q);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Whether the request goes to the API. Decided on the decoded path, as the router decides:
 * `/%61pi/v1/auth` reaches the API's login route, so it must meet the API's origin check and
 * no-store header too (issue 18 §4). Anything the router sent to an /api route counts as well.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = decodedPath(request.url);
  return path === '/api' || path.startsWith('/api/') || (request.routeOptions.url ?? '').startsWith('/api/');
}

/**
 * Refuses an API path written in a non-canonical form (an unreserved character percent-encoded,
 * like `/%61pi/v1/auth`) with 400 invalid_path: nothing legitimate sends one, and the hooks that
 * look at the path, here and in any proxy in front, must all see the same one. A URL over 16 KB
 * answers 414 first. Registered after the security headers so the refusals are not cached either.
 */
export function registerCanonicalPath(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    checkUrlLength(request);
    const q = request.url.indexOf('?');
    const raw = q < 0 ? request.url : request.url.slice(0, q);
    if (ENCODED_UNRESERVED.test(raw) && isApiRequest(request)) throw new AppError(400, 'invalid_path');
  });
}
