import { emailKey, hitLimit, LIMITS } from '../../lib/rate-limit.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { accountMail } from '../mail/templates.js';
import { isDisabled } from '../identity/permission-templates.js';
import { findUserByEmail, type UserRow } from '../identity/user.repo.js';
import type { AuthContext } from './auth-deps.js';
import { insertEmailToken, voidUnusedTokens, type EmailTokenKind } from './email-token.repo.js';
import * as clock from '../../lib/clock.js';

// Account links (verification, password reset), used by both auth.service (login resends the
// verification link) and account.service (sign-up, reset): kept apart so neither imports the other.

const HOUR_MS = 60 * 60_000;
const LINK = {
  verify: { ttlMs: 24 * HOUR_MS, path: '/verify-email' },
  reset: { ttlMs: HOUR_MS, path: '/auth/change-password' },
  // Past the login limits a right password is answered with this link (login-limit.ts).
  login: { ttlMs: 15 * 60_000, path: '/auth/login-link' },
} as const;
// Template of each link; the outbox file name carries the token kind (no hyphen: see fixtures).
const TEMPLATE = { verify: 'verify', reset: 'reset', login: 'login-link' } as const;

type MailUser = Pick<UserRow, 'id' | 'email' | 'fullName' | 'language'>;

/**
 * Creates a single-use link token and mails the link in the user's language. At most
 * LIMITS.email messages per account per hour; over the limit nothing is created or sent (the
 * callers answer as if it had been, so the limit reveals nothing either). A mail failure is
 * logged, never thrown: the account exists and the link can be asked for again.
 */
async function sendLinkMail(ctx: AuthContext, user: MailUser, kind: EmailTokenKind): Promise<void> {
  if (!(await hitLimit(ctx.db, emailKey(user.id), LIMITS.email.max, LIMITS.email.windowMs))) {
    ctx.log.warn({ userId: user.id, kind }, 'e-mail rate limit reached: nothing sent');
    return;
  }
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    // A new reset link voids the older ones, so only the newest mail in the inbox works.
    if (kind === 'reset') await voidUnusedTokens(tx, user.id, 'reset');
    await insertEmailToken(tx, { tokenHash: hashToken(token), userId: user.id, kind, expiresAt: new Date(clock.nowMs() + LINK[kind].ttlMs) });
  });
  const link = `${ctx.config.publicUrl}${LINK[kind].path}?token=${token}`;
  const mail = { to: user.email, kind, link, ...accountMail(TEMPLATE[kind], user.language, user.fullName, link) };
  await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err, kind }, 'mail failed'));
}

export const sendVerificationMail = (ctx: AuthContext, user: MailUser) => sendLinkMail(ctx, user, 'verify');
export const sendLoginLinkMail = (ctx: AuthContext, user: MailUser) => sendLinkMail(ctx, user, 'login');

/**
 * Tells the owner of an address that someone tried to sign up with it (the sign-up form answered
 * as for a new address). Counted with the account's other mails (LIMITS.email): sign-ups cannot
 * be used to flood a mailbox. Nothing for a disabled account, as for a reset.
 */
export async function sendSignupAttemptMail(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || isDisabled(user)) return;
  if (!(await hitLimit(ctx.db, emailKey(user.id), LIMITS.email.max, LIMITS.email.windowMs))) return;
  const link = `${ctx.config.publicUrl}/auth/login`;
  const mail = { to: user.email, kind: 'signup', link, ...accountMail('signup-attempt', user.language, user.fullName, link) };
  await ctx.mailer.send(mail).catch((err: unknown) => ctx.log.error({ err, kind: mail.kind }, 'mail failed'));
}

/**
 * The background half of a reset request (run from the outbox queue, after the answer): looks
 * the address up and mails a link when it belongs to an account that may sign in.
 */
export async function sendResetMail(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || isDisabled(user)) return;
  await sendLinkMail(ctx, user, 'reset');
}
