import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.js';
import { hashToken } from '../lib/tokens.js';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { cachedSessionUser, loadSessionUser } from '../modules/identity/session-cache.js';
import './auth-context.js';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
// The refresh token is only ever sent to the auth calls (update, logout), never with ordinary
// API requests, so it is exposed to as little code and logging as possible.
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
const ACCESS_COOKIE_PATH = '/api';
// Not a secret, readable by the app: "there may be a session here". Without it the app knows a
// visitor is anonymous without asking, so a first visit makes no 401 (and logs no console error).
export const SESSION_HINT_COOKIE = 'session_hint';

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
  reply.setCookie(SESSION_HINT_COOKIE, '1', { sameSite: 'lax', secure: config.secureCookies, path: '/', maxAge: config.refreshTokenTtlDays * 24 * 60 * 60 });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, { ...baseCookie(config), path: ACCESS_COOKIE_PATH });
  reply.clearCookie(REFRESH_COOKIE, { ...baseCookie(config), path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { sameSite: 'lax', secure: config.secureCookies, path: '/' });
}

/**
 * Resolves the access cookie to `request.user` on every API request. A resolved session is kept
 * in memory for a few seconds (modules/identity/session-cache.ts), never past its access token's
 * expiry: logout, refresh, a password change and the like evict it at once on this instance;
 * on other instances, or after a change made straight in the database, it lasts at most
 * sessionCacheTuning.ttlMs (DESIGN.md §3 asks for within one minute).
 */
export function registerSession(app: FastifyInstance) {
  const { db } = app.deps.database;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionUnavailable', false);
  // Callback style so that a cache hit (nearly every request) answers without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.user = null;
    const token = request.url.startsWith('/api/') ? request.cookies[ACCESS_COOKIE] : undefined;
    if (!token) return done();
    const accessHash = hashToken(token);
    const cached = cachedSessionUser(accessHash);
    if (cached) {
      request.user = cached;
      return done();
    }
    loadSessionUser(db, accessHash).then(
      (user) => {
        request.user = user;
        done();
      },
      (err: Error) => {
        if (!isDatabaseUnavailable(err)) return done(err);
        // Answer as for a visitor: calls that need no user still work; one that needs the user
        // answers 503 rather than 401 (plugins/error-handler.ts), so the app keeps its session.
        request.sessionUnavailable = true;
        done();
      },
    );
  });
}
