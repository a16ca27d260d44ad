import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { hashToken } from '../lib/tokens.js';
import { findSessionByAccessHash } from '../modules/auth/session.repo.js';
import { isDisabled, normalizePermissions } from '../modules/user/permission-templates.js';
import './auth-context.js';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
// The refresh token is only ever sent to the auth calls (update, logout), never with ordinary
// API requests, so it is exposed to as little code and logging as possible.
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
const ACCESS_COOKIE_PATH = '/api';

/**
 * HttpOnly so scripts (and thus injected scripts) never read the tokens; SameSite=Lax so other
 * sites cannot make the browser send them on cross-site POSTs (with the origin check on top);
 * Secure everywhere except plain-http local development.
 */
const baseCookie = (config: Config) => ({ httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies });

export function setAccessCookie(reply: FastifyReply, config: Config, accessToken: string) {
  reply.setCookie(ACCESS_COOKIE, accessToken, { ...baseCookie(config), path: ACCESS_COOKIE_PATH, maxAge: config.accessTokenTtlSeconds });
}

export function setSessionCookies(reply: FastifyReply, config: Config, tokens: { access: string; refresh: string }) {
  setAccessCookie(reply, config, tokens.access);
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, {
    ...baseCookie(config),
    path: REFRESH_COOKIE_PATH,
    maxAge: config.refreshTokenTtlDays * 24 * 60 * 60,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, { ...baseCookie(config), path: ACCESS_COOKIE_PATH });
  reply.clearCookie(REFRESH_COOKIE, { ...baseCookie(config), path: REFRESH_COOKIE_PATH });
}

/**
 * Resolves the access cookie to `request.user` on every API request. Nothing is cached in
 * memory: a revoked session, a disabled user or a changed password takes effect on the very next
 * request, on every instance (DESIGN.md §3 asks for within one minute).
 */
export function registerSession(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return;
    const row = await findSessionByAccessHash(app.deps.database.db, hashToken(token));
    if (!row) return;
    const { session, user } = row;
    const now = Date.now();
    if (session.revokedAt || session.accessExpiresAt.getTime() <= now || session.expiresAt.getTime() <= now) return;
    if (isDisabled(user)) return;
    request.user = {
      id: user.id,
      email: user.email,
      userType: user.userType,
      roleId: user.roleId,
      language: user.language,
      permissions: normalizePermissions(user.permissions),
      sessionId: session.id,
    };
  });
}
