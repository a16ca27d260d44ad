import { MSG, ROLE, USER_TYPE, type signupBody } from '@jauc/contract';
import type { z } from 'zod';
import { AppError, forbidden, unprocessable } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { hitLimit, LIMITS, signupKey } from '../../lib/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import { permissionsFor } from '../identity/permission-templates.js';
import { countryExists, findUserByEmail, insertUser, markEmailVerified, updateUser } from '../identity/user.repo.js';
import type { AuthContext, ClientMeta } from './auth-deps.js';
import { consumeToken, findUsableToken } from './email-token.repo.js';
import { sendResetMail, sendSignupAttemptMail, sendVerificationMail } from './link-mail.js';
import { evictUser } from '../identity/session-cache.js';
import { revokeUserSessions } from '../identity/session.repo.js';

/**
 * POST /auth/signup: a restricted client (browse only until a deposit), e-mail unverified.
 * Every valid attempt counts against the caller's network (LIMITS.signup): it stops mass
 * accounts. An address that already has an account is answered exactly as a new one (issue 18
 * §4: the form must not tell who is registered): the password is hashed all the same, nothing is
 * created, and the owner gets a "someone tried to sign up with your address" mail. The mails of
 * both paths go through the outbox queue after the answer, so its time says nothing either.
 */
export async function signup(ctx: AuthContext, body: z.output<typeof signupBody>, meta: ClientMeta): Promise<void> {
  const { db } = ctx;
  if (!(await hitLimit(db, signupKey(meta.ip), LIMITS.signup.max, LIMITS.signup.windowMs))) throw new AppError(429, 'too_many_signups');
  if (!(await countryExists(db, body.country.value))) throw unprocessable({ country: MSG.invalidField });
  const taken = !!(await findUserByEmail(db, body.email));
  const passwordHash = await hashPassword(body.password);
  const user = taken
    ? null
    : await insertUser(db, {
        email: body.email,
        passwordHash,
        fullName: body.fullName,
        mobile: body.mobile,
        countryId: body.country.value,
        city: body.city,
        userType: USER_TYPE.client,
        roleId: ROLE.restricted,
        language: body.language,
        permissions: permissionsFor(ROLE.restricted, USER_TYPE.client),
      });
  // Taken, or two sign-ups racing for one address (the unique index let the other one in).
  if (!user) ctx.mailer.enqueue('signup', () => sendSignupAttemptMail(ctx, body.email));
  else ctx.mailer.enqueue('verify', () => sendVerificationMail(ctx, user));
}

/** POST /auth/verify-email: uses the link once and marks the address verified. */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, hashToken(token), 'verify');
    if (!userId) throw forbidden('link_expired');
    await markEmailVerified(tx, userId);
  });
}

/**
 * GET /auth/reset-password: answers the same whatever happens, so the call cannot be used to
 * learn which addresses are registered. Not even the answer time may differ: the request only
 * enqueues the address, and the lookup, the link and the mail happen in the outbox queue after
 * the answer (see mail/outbox-queue.ts).
 */
export function requestPasswordReset(ctx: AuthContext, email: string): void {
  ctx.mailer.enqueue('reset', () => sendResetMail(ctx, email));
}

export async function checkResetToken(ctx: AuthContext, token: string): Promise<void> {
  if (!(await findUsableToken(ctx.db, hashToken(token), 'reset'))) throw forbidden('link_expired');
}

/**
 * POST /auth/reset-password-verify: sets the new password, uses the link and ends every session
 * of the user (whoever knew the old password is signed out). Opening the link proves the address,
 * so an unverified account becomes verified too.
 */
export async function resetPassword(ctx: AuthContext, token: string, newPassword: string): Promise<void> {
  const tokenHash = hashToken(token);
  // Checked before hashing so invalid links cannot make the server burn argon2 time.
  if (!(await findUsableToken(ctx.db, tokenHash, 'reset'))) throw forbidden('link_expired');
  const passwordHash = await hashPassword(newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await consumeToken(tx, tokenHash, 'reset');
    if (!id) throw forbidden('link_expired');
    await updateUser(tx, id, { passwordHash });
    await markEmailVerified(tx, id);
    await revokeUserSessions(tx, id, 'password_reset');
    return id;
  });
  // After the commit: evicting earlier would let a request racing the commit cache the old state.
  evictUser(userId);
}
