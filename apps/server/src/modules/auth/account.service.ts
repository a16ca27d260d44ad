import { MSG, ROLE, USER_TYPE, type signupBody } from '@jauc/contract';
import type { z } from 'zod';
import { forbidden, unprocessable } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { emailKey, hitLimit, LIMITS } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { accountMail } from '../mail/templates.js';
import { isDisabled, permissionsFor } from '../user/permission-templates.js';
import { countryExists, findUserByEmail, insertUser, markEmailVerified, updateUser, type UserRow } from '../user/user.repo.js';
import type { AuthContext } from './auth.service.js';
import { consumeToken, findUsableToken, insertEmailToken, voidUnusedTokens, type EmailTokenKind } from './email-token.repo.js';
import { evictUser } from './session-cache.js';
import { revokeUserSessions } from './session.repo.js';

const HOUR_MS = 60 * 60_000;
const LINK = {
  verify: { ttlMs: 24 * HOUR_MS, path: '/verify-email' },
  reset: { ttlMs: HOUR_MS, path: '/auth/change-password' },
} as const;

type MailUser = Pick<UserRow, 'id' | 'email' | 'fullName' | 'language'>;

/**
 * Creates a single-use link token and mails the link in the user's language. At most
 * LIMITS.email messages per account per hour; over the limit nothing is created or sent (the
 * callers answer as if it had been, so the limit reveals nothing either).
 */
async function sendLinkMail(ctx: AuthContext, user: MailUser, kind: EmailTokenKind, wait: boolean): Promise<void> {
  if (!(await hitLimit(ctx.db, emailKey(user.id), LIMITS.email.max, LIMITS.email.windowMs))) {
    ctx.log.warn({ userId: user.id, kind }, 'e-mail rate limit reached: nothing sent');
    return;
  }
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    // A new reset link voids the older ones, so only the newest mail in the inbox works.
    if (kind === 'reset') await voidUnusedTokens(tx, user.id, 'reset');
    await insertEmailToken(tx, { tokenHash: hashToken(token), userId: user.id, kind, expiresAt: new Date(Date.now() + LINK[kind].ttlMs) });
  });
  const link = `${ctx.config.publicUrl}${LINK[kind].path}?token=${token}`;
  const mail = { to: user.email, kind, link, ...accountMail(kind, user.language, user.fullName, link) };
  if (wait) {
    // A mail failure must not fail the call: the account exists and login sends a new link.
    await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err, kind }, 'mail failed'));
  } else {
    ctx.mailer.sendLater(mail);
  }
}

export const sendVerificationMail = (ctx: AuthContext, user: MailUser) => sendLinkMail(ctx, user, 'verify', true);

/** POST /auth/signup: a restricted client (browse only until a deposit), e-mail unverified. */
export async function signup(ctx: AuthContext, body: z.output<typeof signupBody>): Promise<void> {
  const { db } = ctx;
  if (!(await countryExists(db, body.country.value))) throw unprocessable({ country: MSG.invalidField });
  if (await findUserByEmail(db, body.email)) throw unprocessable({ email: MSG.emailTaken });
  const passwordHash = await hashPassword(body.password);
  const user = await insertUser(db, {
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
  // Two sign-ups racing for one address: the unique index lets one in, the other lands here.
  if (!user) throw unprocessable({ email: MSG.emailTaken });
  await sendVerificationMail(ctx, user);
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
 * learn which addresses are registered. The mail is sent in the background for the same reason:
 * waiting on an SMTP server only for existing accounts would show in the answer time.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || isDisabled(user)) return;
  await sendLinkMail(ctx, user, 'reset', false);
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
