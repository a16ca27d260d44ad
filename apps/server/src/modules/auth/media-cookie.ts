import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { hashToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { cachedSessionUser, loadSessionUser } from '../identity/session-cache.js';

/**
 * The access token again, scoped to the generated lot media (`/media/lots/…`, outside `/api`).
 * Photos of USS lots may only be shown to signed-in users (DESIGN.md §3; decision 002), but they
 * are `<img>` sources, and the access cookie is scoped to `/api` so it never reaches them. This
 * cookie carries the same token with the same lifetime, HttpOnly and SameSite=Lax like the
 * others, to that one path only; it is set and cleared together with the session cookies.
 */
export const MEDIA_COOKIE = 'media_token';
const MEDIA_COOKIE_PATH = '/media/lots';

const options = (config: Config) => ({ httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: MEDIA_COOKIE_PATH });

export function setMediaCookie(reply: FastifyReply, config: Config, accessToken: string) {
  reply.setCookie(MEDIA_COOKIE, accessToken, { ...options(config), maxAge: config.accessTokenTtlSeconds });
}

export function clearMediaCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(MEDIA_COOKIE, options(config));
}

/** The signed-in user behind a media request's cookie, or null (resolved like an API session). */
export async function mediaUser(db: Db, request: FastifyRequest): Promise<AuthUser | null> {
  const token = request.cookies[MEDIA_COOKIE];
  if (!token) return null;
  const accessHash = hashToken(token);
  return cachedSessionUser(accessHash) ?? (await loadSessionUser(db, accessHash));
}
