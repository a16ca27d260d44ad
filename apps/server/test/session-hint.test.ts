import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, signIn } from './helpers/fixtures.js';

// The app reads session_hint to know, without a request, that a visitor has no session: a first
// visit then makes no 401 call. It is a hint only: it carries no token and grants nothing.
describe('the session hint cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('is set readable by scripts at sign-in, for as long as the refresh token, and cleared at logout', async () => {
    const u = await createUser(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: u.email, password: u.password } });
    expect(res.statusCode).toBe(200);
    const hint = res.cookies.find((c) => c.name === 'session_hint');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(hint).not.toHaveProperty('httpOnly', true);

    const cookie = await signIn(t.app, u.email, u.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { origin: ORIGIN, cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'session_hint');
    expect(cleared?.value === '' || cleared?.maxAge === 0 || (cleared?.expires && cleared.expires.getTime() <= Date.now())).toBe(true);
  });

  it('does not open a session by itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie: 'session_hint=1' } });
    expect(res.statusCode).toBe(401);
  });
});
