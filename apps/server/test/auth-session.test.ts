import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE, USER_TYPE } from '@jauc/contract';
import { sessions, users } from '../src/db/schema.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, mergeCookies, signIn, updateUserRow } from './helpers/fixtures.js';
import { nowMs } from '../src/lib/clock.js';

const PROFILE = '/api/v1/user/view-profile';

describe.each(ENGINES)('sign-in and sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN, ...headers }, payload: { email, password } });
  const profile = (cookie?: string) => t.app.inject({ method: 'GET', url: PROFILE, headers: cookie ? { cookie } : {} });
  const refresh = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/update', headers: cookie ? { cookie } : {} });

  it('signs in with HttpOnly cookies and no tokens in the body', async () => {
    const u = await createUser(t.database.db);
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const access = res.cookies.find((c) => c.name === 'access_token')!;
    const refreshCookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api', maxAge: 900 });
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth', maxAge: 30 * 24 * 3600 });
    expect(access.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same token for the generated lot media only (USS photos need a session; media-cookie.ts).
    expect(res.cookies.find((c) => c.name === 'media_token')).toMatchObject({ value: access.value, httpOnly: true, sameSite: 'Lax', path: '/media/lots', maxAge: 900 });
    // Only hashes are stored.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row!.accessHash).not.toBe(access.value);
    expect(row!.accessHash).toMatch(/^[0-9a-f]{64}$/);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(user!.lastLoginAt).toBeInstanceOf(Date);
    expect((await profile(mergeCookies('', res))).statusCode).toBe(200);
  });

  it('answers wrong passwords and unknown addresses alike with 400 invalid_credentials', async () => {
    const u = await createUser(t.database.db);
    const wrong = await login(u.email, 'wrong-password');
    const unknown = await login('nobody@test.example', 'whatever-1');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'invalid_credentials' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses unverified addresses with 403', async () => {
    const unverified = await createUser(t.database.db, { verified: false });
    const res = await login(unverified.email, unverified.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'email_not_verified' });
  });

  // Issue 18 §4: `invalid_user` to the right password and `invalid_credentials` to a wrong one
  // confirmed a guessed password of a disabled account.
  it('answers a disabled account the same whatever the password, as a wrong password', async () => {
    for (const overrides of [{ roleId: ROLE.disabled }, { userType: USER_TYPE.disabled }]) {
      const disabled = await createUser(t.database.db, overrides);
      const right = await login(disabled.email, disabled.password);
      const wrong = await login(disabled.email, 'wrong-password');
      for (const res of [right, wrong]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'invalid_credentials' });
        expect(res.cookies).toHaveLength(0);
      }
    }
  });

  it('validates the login body with per-field messages (422)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: 'nope', password: '123' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: { email: 'Errors.Email', password: 'Errors.MinLength:6' } });
  });

  it('answers 401 without a session; /auth/update renews it and the retry succeeds', async () => {
    const u = await createUser(t.database.db);
    let cookie = await signIn(t.app, u.email, u.password);
    expect((await profile()).statusCode).toBe(401);
    // The access token has expired (faked in the database); the refresh cookie still works.
    await t.database.db.update(sessions).set({ accessExpiresAt: new Date(nowMs() - 1000) }).where(eq(sessions.userId, u.id));
    const expired = await profile(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, message: 'unauthorized' });
    const renewed = await refresh(cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'media_token', 'refresh_token']));
    cookie = mergeCookies(cookie, renewed);
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it('answers 401 to /auth/update without or with an unknown refresh cookie', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('refresh_token=not-a-token')).statusCode).toBe(401);
  });

  it('revokes the session when an old refresh token is replayed after the grace period', async () => {
    const u = await createUser(t.database.db);
    const first = await signIn(t.app, u.email, u.password);
    const second = mergeCookies(first, await refresh(first));
    // The rotation happened a minute ago: the old token is no longer in its grace period.
    await t.database.db.update(sessions).set({ rotatedAt: new Date(nowMs() - 60_000) }).where(eq(sessions.userId, u.id));
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect(row!.revokedReason).toBe('refresh_token_reuse');
    // The legitimate holder is signed out too: the session is gone for everyone.
    expect((await profile(second)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('lets two refreshes with the same token within the grace period both succeed', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const a = await refresh(cookie);
    const b = await refresh(cookie);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    // The second answer renews only the access token; the browser keeps the refresh cookie of the first.
    expect(b.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'media_token']));
    expect(b.cookies.map((c) => c.name)).not.toContain('refresh_token');
    const jar = mergeCookies(mergeCookies(cookie, a), b);
    expect((await profile(jar)).statusCode).toBe(200);
    const again = await refresh(jar);
    expect(again.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('logs out: the session is revoked and the old cookies no longer work', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie, origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = res.cookies.filter((c) => c.value === '');
    expect(cleared.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'media_token', 'refresh_token']));
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('logs out with only the refresh cookie once the access token has expired', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const refreshOnly = cookie.split('; ').filter((c) => c.startsWith('refresh_token=')).join('; ');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: refreshOnly, origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('ends the sessions of a user who gets disabled, and of expired sessions', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    await updateUserRow(t.database.db, u.id, { roleId: ROLE.disabled });
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);

    const v = await createUser(t.database.db);
    const cookie2 = await signIn(t.app, v.email, v.password);
    await t.database.db.update(sessions).set({ expiresAt: new Date(nowMs() - 1000) }).where(eq(sessions.userId, v.id));
    expect((await profile(cookie2)).statusCode).toBe(401);
    expect((await refresh(cookie2)).statusCode).toBe(401);
  });

  it('refuses state-changing calls from another origin or without Origin (403)', async () => {
    const u = await createUser(t.database.db);
    const payload = { email: u.email, password: u.password };
    const cross = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: 'https://evil.example' }, payload });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ success: false, message: 'forbidden_origin' });
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe('forbidden_origin');
    const cookie = await signIn(t.app, u.email, u.password);
    const put = await t.app.inject({
      method: 'PUT', url: '/api/v1/user/update-setting', headers: { cookie, origin: 'http://localhost:9999' }, payload: { bidEmailNotify: false, language: 692 },
    });
    expect(put.statusCode).toBe(403);
    // Reads are not state-changing and need no Origin.
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it('accepts origins from ALLOWED_ORIGINS', async () => {
    const other = await createTestApp(engine, { ALLOWED_ORIGINS: 'https://portal.example, https://m.portal.example' });
    try {
      const u = await createUser(other.database.db);
      const res = await other.app.inject({
        method: 'POST', url: '/api/v1/auth', headers: { origin: 'https://m.portal.example' }, payload: { email: u.email, password: u.password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
