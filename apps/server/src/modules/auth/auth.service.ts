import type { Config } from '../../config.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { burnPasswordCheck, verifyPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { findUserByEmail, findUserById, markEmailVerified, updateUser } from '../identity/user.repo.js';
import { isDisabled } from '../identity/permission-templates.js';
import type { AuthContext, ClientMeta } from './auth-deps.js';
import { sendLoginLinkMail, sendVerificationMail } from './link-mail.js';
import { consumeToken } from './email-token.repo.js';
import { startLoginAttempt } from './login-limit.js';
import { evictSession } from '../identity/session-cache.js';
import {
  findSessionByRefreshHash, insertSession, replaceAccessToken, revokeSession, rotateSession, type SessionRow,
} from '../identity/session.repo.js';
import * as clock from '../../lib/clock.js';

/**
 * How long after a rotation the previous refresh token is still honoured. Two tabs that hit a
 * 401 together both call /auth/update with the same token; the second must not be taken for a
 * stolen-token replay and log the user out.
 */
export const REFRESH_GRACE_MS = 10_000;

const DAY_MS = 24 * 60 * 60_000;
const accessExpiry = (config: Config) => new Date(clock.nowMs() + config.accessTokenTtlSeconds * 1000);
const sessionExpiry = (config: Config) => new Date(clock.nowMs() + config.refreshTokenTtlDays * DAY_MS);

export interface IssuedTokens {
  access: string;
  /** Absent when only the access token was renewed (refresh within the grace period). */
  refresh?: string;
}

/**
 * Checks e-mail and password and opens a session; answers the tokens for the cookies. Past the
 * login limits (login-limit.ts, docs/decisions/014) every attempt answers 429 login_locked,
 * whatever the password; a right one mails the account a one-time sign-in link instead.
 */
export async function login(ctx: AuthContext, email: string, password: string, meta: ClientMeta): Promise<Required<IssuedTokens>> {
  const { db } = ctx;
  // The limit is checked before the password so that, once limited, even the right password is
  // answered like a wrong one: otherwise the answer would still tell a guesser when they hit it.
  const gate = await startLoginAttempt(db, email, meta.ip);
  if (gate.state === 'locked' && !gate.checkPassword) throw new AppError(429, 'login_locked');

  const user = await findUserByEmail(db, email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, password);
  else await burnPasswordCheck(password);
  const rightPassword = !!user && ok && !isDisabled(user);
  if (gate.state === 'locked') {
    // After the answer, through the outbox queue: the answer time says nothing either.
    if (rightPassword && user) ctx.mailer.enqueue('login', () => sendLoginLinkMail(ctx, user));
    throw new AppError(429, 'login_locked');
  }
  // 400, not 401: the web app treats 401 as "session expired, refresh and retry". A disabled
  // account answers the same whatever the password (and the attempt stays counted): a distinct
  // answer to the right password would confirm a guess (issue 18 §4).
  if (!rightPassword || !user) throw new AppError(400, 'invalid_credentials');
  await gate.succeeded();
  if (!user.emailVerifiedAt) {
    // The right password proves the sign-up was theirs: send a fresh link (rate-limited) in case
    // the first one was lost or has expired; otherwise the account could never be activated.
    await sendVerificationMail(ctx, user);
    throw forbidden('email_not_verified');
  }
  return openSession(ctx, user.id, meta);
}

/**
 * POST /auth/login-link: signs in with the one-time link a locked login mailed (decision 014).
 * Opening it proves the mailbox, so an unverified address becomes verified too; the session's
 * network then counts as the account's own (its own budget of failures next time).
 */
export async function loginWithLink(ctx: AuthContext, token: string, meta: ClientMeta): Promise<Required<IssuedTokens>> {
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeToken(tx, hashToken(token), 'login');
    if (!id) throw forbidden('link_expired');
    const user = await findUserById(tx, id);
    if (!user || isDisabled(user)) throw forbidden('link_expired');
    if (!user.emailVerifiedAt) await markEmailVerified(tx, id);
    return id;
  });
  return openSession(ctx, userId, meta);
}

async function openSession(ctx: AuthContext, userId: number, meta: ClientMeta): Promise<Required<IssuedTokens>> {
  const { db, config } = ctx;
  const access = newToken();
  const refresh = newToken();
  await insertSession(db, {
    userId,
    accessHash: hashToken(access),
    accessExpiresAt: accessExpiry(config),
    refreshHash: hashToken(refresh),
    expiresAt: sessionExpiry(config),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  await updateUser(db, userId, { lastLoginAt: clock.now() });
  return { access, refresh };
}

function isLive(session: SessionRow, user: { roleId: number; userType: number }): boolean {
  return !session.revokedAt && session.expiresAt.getTime() > clock.nowMs() && !isDisabled(user);
}

/**
 * GET /auth/update: rotates the refresh token and issues a new access token. A token that was
 * current before the last rotation is honoured for REFRESH_GRACE_MS (only a new access token is
 * issued; the browser already holds the new refresh cookie from the first answer). Seen later,
 * it is a replay of a stolen or leaked token, so the whole session is revoked.
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string | undefined): Promise<IssuedTokens> {
  const { db, config } = ctx;
  if (!refreshToken) throw unauthorized();
  const refreshHash = hashToken(refreshToken);

  const current = await findSessionByRefreshHash(db, refreshHash, 'current');
  if (current) {
    if (!isLive(current.session, current.user)) throw unauthorized();
    const access = newToken();
    const refresh = newToken();
    const rotated = await rotateSession(db, current.session.id, refreshHash, {
      refreshHash: hashToken(refresh),
      accessHash: hashToken(access),
      accessExpiresAt: accessExpiry(config),
      // Sliding expiry: a session used at least once a month stays signed in.
      expiresAt: sessionExpiry(config),
    });
    if (rotated) {
      // The previous access token stopped working with the rotation: not even from the cache.
      evictSession(current.session.id);
      return { access, refresh };
    }
    // A concurrent request rotated this token first: continue as a grace-period refresh.
  }

  const previous = await findSessionByRefreshHash(db, refreshHash, 'previous');
  if (!previous || !isLive(previous.session, previous.user)) throw unauthorized();
  const rotatedAt = previous.session.rotatedAt?.getTime() ?? 0;
  if (clock.nowMs() - rotatedAt > REFRESH_GRACE_MS) {
    await revokeSession(db, previous.session.id, 'refresh_token_reuse');
    evictSession(previous.session.id);
    ctx.log.warn({ sessionId: previous.session.id, userId: previous.user.id }, 'refresh token reused: session revoked');
    throw unauthorized();
  }
  const access = newToken();
  await replaceAccessToken(db, previous.session.id, hashToken(access), accessExpiry(config));
  evictSession(previous.session.id);
  return { access };
}

/** Revokes the caller's session: by the access cookie, or by the refresh cookie once access expired. */
export async function logout(ctx: AuthContext, user: AuthUser | null, refreshToken: string | undefined): Promise<void> {
  if (user) {
    await revokeSession(ctx.db, user.sessionId, 'logout');
    evictSession(user.sessionId);
    return;
  }
  if (!refreshToken) return;
  const refreshHash = hashToken(refreshToken);
  const row =
    (await findSessionByRefreshHash(ctx.db, refreshHash, 'current')) ?? (await findSessionByRefreshHash(ctx.db, refreshHash, 'previous'));
  if (!row) return;
  await revokeSession(ctx.db, row.session.id, 'logout');
  evictSession(row.session.id);
}
