import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema.js';
import { clearSessionCache } from '../src/modules/identity/session-cache.js';
import { createUser, mergeCookies, signIn } from './helpers/fixtures.js';
import { insertLot, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { nowMs } from '../src/lib/clock.js';

// USS photos (issue 10 §2): the media of a USS lot need a signed-in user, so they cannot be
// published or collected around the daily USS download limit; other lots' media stay public.

describe.each(ENGINES)('media of USS lots on %s', (engine) => {
  let t: TestApp;
  let uss: number;
  let other: number;
  let user: { id: number; email: string; password: string };
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    uss = await insertLot(t.database.db, { houseId: USS_HOUSE, imageCount: 3 });
    other = await insertLot(t.database.db, { imageCount: 3 });
    user = await createUser(t.database.db);
    cookie = await signIn(t.app, user.email, user.password);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const files = ['1.svg', '3.svg', 'sheet-ja.svg', 'sheet-en.svg'];

  it('answers 401 without a session, also to a request carrying a cached ETag', async () => {
    for (const file of files) {
      const res = await get(`/media/lots/${uss}/${file}`);
      expect(res.statusCode, file).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'unauthorized' });
    }
    const signedIn = await get(`/media/lots/${uss}/1.svg`, { cookie });
    const cached = await get(`/media/lots/${uss}/1.svg`, { 'if-none-match': signedIn.headers.etag as string });
    expect(cached.statusCode).toBe(401);
    // A forged or stale media cookie opens nothing.
    expect((await get(`/media/lots/${uss}/1.svg`, { cookie: 'media_token=forged-token' })).statusCode).toBe(401);
  });

  it('serves them to a signed-in user, cacheable only privately', async () => {
    for (const file of files) {
      const res = await get(`/media/lots/${uss}/${file}`, { cookie });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('private, max-age=86400');
    }
    const first = await get(`/media/lots/${uss}/2.svg`, { cookie });
    const again = await get(`/media/lots/${uss}/2.svg`, { cookie, 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the media of other lots public', async () => {
    for (const file of files) {
      const res = await get(`/media/lots/${other}/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('follows the session: renewed on refresh, closed by logout or revocation', async () => {
    const u = await createUser(t.database.db);
    let jar = await signIn(t.app, u.email, u.password);
    const refreshed = await get('/api/v1/auth/update', { cookie: jar });
    expect(refreshed.statusCode).toBe(200);
    jar = mergeCookies(jar, refreshed);
    expect((await get(`/media/lots/${uss}/1.svg`, { cookie: jar })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: jar, origin: ORIGIN } });
    expect(out.cookies.find((c) => c.name === 'media_token')?.value).toBe('');
    // Even a copy of the old cookie no longer opens anything.
    expect((await get(`/media/lots/${uss}/1.svg`, { cookie: jar })).statusCode).toBe(401);

    const v = await createUser(t.database.db);
    const vJar = await signIn(t.app, v.email, v.password);
    await t.database.db.update(sessions).set({ expiresAt: new Date(nowMs() - 1000) }).where(eq(sessions.userId, v.id));
    clearSessionCache();
    expect((await get(`/media/lots/${uss}/1.svg`, { cookie: vJar })).statusCode).toBe(401);
  });
});
