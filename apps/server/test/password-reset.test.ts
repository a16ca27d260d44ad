import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { LANGUAGE, ROLE } from '@jauc/contract';
import { emailTokens, rateLimitEvents, sessions } from '../src/db/schema.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, outboxFiles, readOutbox, signIn } from './helpers/fixtures.js';
import { nowMs } from '../src/lib/clock.js';

describe.each(ENGINES)('password reset by e-mail on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const request = async (email: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(email)}` });
    await t.app.mailer.idle(); // the reset mail is sent in the background
    return res;
  };
  const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password-token-verify?token=${encodeURIComponent(token)}` });
  const reset = (token: string, payload: object = { newPassword: 'brand-new-pass', confirmNewPassword: 'brand-new-pass' }) =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/reset-password-verify?token=${encodeURIComponent(token)}`, headers: { origin: ORIGIN }, payload });

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const u = await createUser(t.database.db);
    const known = await request(u.email);
    const unknown = await request('nobody@test.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: 'reset_link_sent' });
    expect(outboxFiles(t.dataDir, u.email, 'reset')).toHaveLength(1);
    expect(outboxFiles(t.dataDir, 'nobody@test.example')).toHaveLength(0);
  });

  it('resets the password with the mailed link, once, and ends every session', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    await request(u.email);
    const mail = await readOutbox(t.dataDir, u.email, 'reset');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.link).toMatch(new RegExp(`^${ORIGIN}/auth/change-password\\?token=[A-Za-z0-9_-]{43}$`));
    expect((await check(mail.token)).json()).toEqual({ success: true });

    const res = await reset(mail.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } })).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(and(eq(sessions.userId, u.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    await expect(signIn(t.app, u.email, u.password)).rejects.toThrow(/400/);
    await signIn(t.app, u.email, 'brand-new-pass');

    // Single use.
    expect((await check(mail.token)).json()).toEqual({ success: false, message: 'link_expired' });
    const reused = await reset(mail.token, { newPassword: 'another-pass', confirmNewPassword: 'another-pass' });
    expect(reused.statusCode).toBe(403);
    expect(reused.json()).toEqual({ success: false, message: 'link_expired' });
  });

  it('mails in the user language (Russian)', async () => {
    const u = await createUser(t.database.db, { language: LANGUAGE.ru, fullName: 'Петров Пётр Петрович' });
    await request(u.email);
    const mail = await readOutbox(t.dataDir, u.email, 'reset');
    expect(mail.subject).toBe('Восстановление пароля');
    expect(mail.text).toContain('Здравствуйте, Петров Пётр Петрович!');
    expect(mail.text).toContain('Задать новый пароль');
  });

  it('voids older links when a new one is requested', async () => {
    const u = await createUser(t.database.db);
    await request(u.email);
    const first = await readOutbox(t.dataDir, u.email, 'reset');
    await request(u.email);
    const second = await readOutbox(t.dataDir, u.email, 'reset');
    expect(second.token).not.toBe(first.token);
    expect((await check(first.token)).statusCode).toBe(403);
    expect((await reset(first.token)).statusCode).toBe(403);
    expect((await check(second.token)).statusCode).toBe(200);
  });

  it('refuses an expired link (1 hour) and unknown tokens', async () => {
    const u = await createUser(t.database.db);
    await request(u.email);
    const mail = await readOutbox(t.dataDir, u.email, 'reset');
    await t.database.db.update(emailTokens).set({ expiresAt: new Date(nowMs() - 1000) }).where(eq(emailTokens.userId, u.id));
    expect((await check(mail.token)).json()).toEqual({ success: false, message: 'link_expired' });
    expect((await reset(mail.token)).statusCode).toBe(403);
    expect((await check('no-such-token')).statusCode).toBe(403);
    const [token] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, u.id));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('validates the new password before looking at the token (422) and the query (400)', async () => {
    const u = await createUser(t.database.db);
    await request(u.email);
    const mail = await readOutbox(t.dataDir, u.email, 'reset');
    const mismatch = await reset(mail.token, { newPassword: 'brand-new-pass', confirmNewPassword: 'other-pass' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({ success: false, message: { confirmNewPassword: 'Errors.PasswordMatch' } });
    const short = await reset(mail.token, { newPassword: '123', confirmNewPassword: '123' });
    expect(short.json()).toEqual({ success: false, message: { newPassword: 'Errors.MinLength:6' } });
    // The link still works after invalid attempts.
    expect((await check(mail.token)).statusCode).toBe(200);
    const badEmail = await t.app.inject({ method: 'GET', url: '/api/v1/auth/reset-password?email=nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ success: false, message: { email: 'Errors.Email' } });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/v1/auth/reset-password-token-verify' });
    expect(noToken.statusCode).toBe(400);
  });

  it('sends at most 5 e-mails per account per hour but still answers success', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 7; i++) expect((await request(u.email)).json()).toEqual({ success: true, message: 'reset_link_sent' });
    expect(outboxFiles(t.dataDir, u.email, 'reset')).toHaveLength(5);
    // An hour later the account may receive mail again.
    await t.database.db.update(rateLimitEvents).set({ createdAt: new Date(nowMs() - 61 * 60_000) }).where(eq(rateLimitEvents.key, `email:${u.id}`));
    await request(u.email);
    expect(outboxFiles(t.dataDir, u.email, 'reset')).toHaveLength(6);
  });

  it('sends nothing to disabled accounts', async () => {
    const u = await createUser(t.database.db, { roleId: ROLE.disabled });
    expect((await request(u.email)).statusCode).toBe(200);
    expect(outboxFiles(t.dataDir, u.email)).toHaveLength(0);
  });
});
