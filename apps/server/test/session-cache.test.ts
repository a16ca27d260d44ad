import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE } from '@jauc/contract';
import { sessions } from '../src/db/schema.js';
import { clearSessionCache, evictUser, sessionCacheTuning } from '../src/modules/identity/session-cache.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, mergeCookies, readOutbox, signIn, updateUserRow } from './helpers/fixtures.js';

const PROFILE = '/api/v1/user/view-profile';
const DEFAULT_TTL_MS = sessionCacheTuning.ttlMs;

/**
 * The in-memory session cache (modules/identity/session-cache.ts): what this instance does itself
 * takes effect at once, a change behind its back (another instance, SQL) within the TTL, and no
 * entry outlives its access token.
 */
describe.each(ENGINES)('session cache on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
    sessionCacheTuning.ttlMs = DEFAULT_TTL_MS;
    clearSessionCache();
  });

  const profile = (cookie: string) => t.app.inject({ method: 'GET', url: PROFILE, headers: { cookie } });
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie, origin: ORIGIN }, payload });
  /** Revokes in the database only, as another instance would: this instance is not told. */
  const revokeBehindItsBack = (userId: number) =>
    t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'test' }).where(eq(sessions.userId, userId));

  it('serves a resolved session from memory until the TTL, then asks the database again', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    await revokeBehindItsBack(u.id);
    // Still cached: a change on another instance shows within the TTL (DESIGN.md §3: one minute).
    expect((await profile(cookie)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + sessionCacheTuning.ttlMs + 1);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('asks the database on every request with a TTL of 0', async () => {
    sessionCacheTuning.ttlMs = 0;
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    await revokeBehindItsBack(u.id);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('makes the token invalid at once on logout', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    expect((await post('/auth/logout', cookie)).statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('refuses the previous access token at once after a refresh', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    const renewed = await t.app.inject({ method: 'GET', url: '/api/v1/auth/update', headers: { cookie } });
    expect(renewed.statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
    expect((await profile(mergeCookies(cookie, renewed))).statusCode).toBe(200);
  });

  it('ends the other sessions at once on a password change, and keeps the caller signed in', async () => {
    const u = await createUser(t.database.db);
    const here = await signIn(t.app, u.email, u.password);
    const elsewhere = await signIn(t.app, u.email, u.password);
    expect((await profile(here)).statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(200);
    const res = await post('/user/change-password', here, { oldPassword: u.password, newPassword: 'next-pass-1', confirmNewPassword: 'next-pass-1' });
    expect(res.statusCode).toBe(200);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await profile(here)).statusCode).toBe(200);
  });

  it('ends every session at once on a password reset', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(u.email)}` });
    await t.app.mailer.idle();
    const mail = await readOutbox(t.dataDir, u.email, 'reset');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/reset-password-verify?token=${mail.token}`,
      headers: { origin: ORIGIN },
      payload: { newPassword: 'brand-new-pass', confirmNewPassword: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('forgets a user at once when told (disabling, a new role or permissions)', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    await updateUserRow(t.database.db, u.id, { roleId: ROLE.disabled });
    evictUser(u.id);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('refuses an expired access token even while it is cached', async () => {
    // A TTL far beyond the access token's life: only the token's own expiry can end the entry.
    sessionCacheTuning.ttlMs = 24 * 60 * 60_000;
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    expect((await profile(cookie)).statusCode).toBe(200);
    await revokeBehindItsBack(u.id);
    expect((await profile(cookie)).statusCode).toBe(200); // proves the answer comes from memory
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(row!.accessExpiresAt.getTime() + 1);
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('answers the same user to concurrent first requests with one token', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const answers = await Promise.all(Array.from({ length: 10 }, () => profile(cookie)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.json().detail.userId))).toEqual(new Set([u.id]));
  });
});
