import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase, query } from '../src/db/client.js';
import { buildApp, type App } from '../src/app.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, USS_HOUSE } from './helpers/lots.js';

// DESIGN.md §3: the Origin check, Fetch Metadata on spending GETs, and TRUST_PROXY.

describe('origin check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ALLOWED_ORIGINS: 'https://partner.example, http://10.0.0.9:3000' });
  });
  afterAll(async () => t?.close());

  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });

  it("accepts the request's own origin: 127.0.0.1, a LAN address, any port", async () => {
    for (const host of ['127.0.0.1:8080', '192.168.1.20:8080', 'portal.lan', '[::1]:8080', 'LOCALHOST:8080']) {
      const res = await logout({ host, origin: `http://${host.toLowerCase()}` });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(200);
    }
    // The default port is implied either way.
    expect((await logout({ host: 'portal.lan:80', origin: 'http://portal.lan' })).statusCode).toBe(200);
  });

  it('accepts PUBLIC_URL and ALLOWED_ORIGINS whatever the Host', async () => {
    for (const origin of [ORIGIN, 'https://partner.example', 'http://10.0.0.9:3000']) {
      expect((await logout({ host: 'internal:9000', origin })).statusCode, origin).toBe(200);
    }
  });

  it('refuses a foreign, a missing, a null or a differently-schemed Origin with 403 forbidden_origin', async () => {
    const cases: Array<Record<string, string>> = [
      { host: '127.0.0.1:8080', origin: 'http://evil.example' },
      { host: '127.0.0.1:8080' },
      { host: '127.0.0.1:8080', origin: 'null' },
      { host: '127.0.0.1:8080', origin: 'https://127.0.0.1:8080' },
      { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8081' },
      // A Host that URL would read as another host must not make that host "own".
      { host: 'x@evil.example', origin: 'http://evil.example' },
      // X-Forwarded-Proto counts only from TRUST_PROXY addresses (none here).
      { host: '127.0.0.1:8080', origin: 'https://127.0.0.1:8080', 'x-forwarded-proto': 'https' },
      { host: '127.0.0.1:8080', origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of cases) {
      const res = await logout(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'forbidden_origin' });
    }
  });
  // Issue 18 §4: the router decodes `%61` to `a`, so `/%61pi/v1/auth` is the login route; it
  // answered 200 with cookies to a foreign Origin, without no-store.
  it('refuses an API path written with percent-escapes with 400 invalid_path, no-store, no cookies', async () => {
    const u = await createUser(t.database.db);
    for (const url of ['/%61pi/v1/auth', '/api/%76%31/auth', '/api/v1/%61uth', '/api/v1/aut%68?x=1']) {
      for (const origin of ['https://evil.example', ORIGIN]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { origin }, payload: { email: u.email, password: u.password } });
        expect(res.statusCode, `${url} ${origin}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'invalid_path' });
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.cookies, url).toHaveLength(0);
      }
    }
    const read = await t.app.inject({ method: 'GET', url: '/%61pi/v1/site/get-language' });
    expect(read.statusCode).toBe(400);
    expect(read.headers['cache-control']).toBe('no-store');
    // The canonical path still works.
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: u.email, password: u.password } });
    expect(ok.statusCode).toBe(200);
  });

  it('judges the origin on the decoded path: an escape that is not refused still meets the check', async () => {
    // `%2F` is not an unreserved character, so the path is not refused as non-canonical; it is
    // still an API path once decoded and must carry an allowed Origin.
    const res = await t.app.inject({ method: 'POST', url: '/api%2Fv1/auth/logout', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.each(ENGINES)('Fetch Metadata on GETs that spend or create something, on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let ussLot: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const u = await createUser(t.database.db, { dailyUssLimit: 1 });
    userId = u.id;
    cookie = await signIn(t.app, u.email, u.password);
    ussLot = await insertLot(t.database.db, { houseId: USS_HOUSE, imageCount: 2 });
  });
  afterAll(async () => t?.close());

  const get = (url: string, site?: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie, ...(site ? { 'sec-fetch-site': site } : {}) } });
  const grants = async () =>
    (await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM uss_downloads WHERE user_id = ${userId}`))[0]!.n;

  it('refuses cross-site and same-site requests with 403 forbidden_cross_site, spending nothing', async () => {
    const urls = [
      `/api/v1/car-auction/uss-images?id=${ussLot}&lotNo=1&auction=USS`,
      `/api/v1/car-auction/password?carId=${ussLot}&auctionType=main&imageUrl=x`,
      `/api/v1/share/car-auction/${ussLot}?code=000000`,
      '/api/v1/auth/update',
      '/api/v1/auth/reset-password?email=someone%40test.example',
    ];
    for (const url of urls) {
      for (const site of ['cross-site', 'same-site']) {
        const res = await get(url, site);
        expect(res.statusCode, `${site} ${url}`).toBe(403);
        expect(res.json()).toEqual({ success: false, message: 'forbidden_cross_site' });
      }
    }
    expect(await grants()).toBe(0);
  });

  it('lets same-origin, user-typed (none) and header-less requests through', async () => {
    const url = `/api/v1/car-auction/uss-images?id=${ussLot}&lotNo=1&auction=USS`;
    for (const site of ['same-origin', 'none', undefined]) {
      const res = await get(url, site);
      expect(res.statusCode, `${site}: ${res.body}`).toBe(200);
    }
    expect(await grants()).toBe(1);
  });

  it('leaves ordinary reads open to cross-site requests', async () => {
    expect((await get('/api/v1/site/get-language', 'cross-site')).statusCode).toBe(200);
    expect((await get('/api/v1/user/view-profile', 'cross-site')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  const apps: App[] = [];
  // An app with one extra route that shows what the server believes about the client.
  async function appWith(env: Record<string, string>) {
    const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:' });
    const config = loadConfig({ DATA_DIR: '/nonexistent', PUBLIC_URL: ORIGIN, LOG_LEVEL: 'silent', SEED: 'false', ...env });
    const app = await buildApp({ config, database });
    app.get('/api/v1/test/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol, host: request.host }));
    app.addHook('onClose', () => database.close());
    await app.ready();
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const whoami = async (app: App, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    (await app.inject({ method: 'GET', url: '/api/v1/test/whoami', headers, remoteAddress })).json() as { ip: string; protocol: string; host: string };

  it('by default ignores X-Forwarded-*: a client cannot choose its IP', async () => {
    const app = await appWith({});
    const seen = new Set<string>();
    for (let i = 1; i <= 20; i++) {
      const me = await whoami(app, { 'x-forwarded-for': `203.0.113.${i}`, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', host: 'portal:8080' });
      seen.add(me.ip);
      expect(me).toMatchObject({ protocol: 'http', host: 'portal:8080' });
    }
    expect([...seen]).toEqual(['127.0.0.1']);
  });

  it('believes X-Forwarded-* from the listed proxies only', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1, 10.1.0.0/16' });
    const headers = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', host: 'portal:8080' };
    expect(await whoami(app, headers)).toMatchObject({ ip: '203.0.113.7', protocol: 'https' });
    expect(await whoami(app, { ...headers, 'x-forwarded-for': '203.0.113.8' }, '10.1.2.3')).toMatchObject({ ip: '203.0.113.8' });
    // From an address that is not a listed proxy the header is the client's own claim.
    expect(await whoami(app, headers, '198.51.100.5')).toMatchObject({ ip: '198.51.100.5', protocol: 'http' });
    // Behind a trusted proxy the browser's https origin is the request's own.
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { ...headers, origin: 'https://portal:8080' } });
    expect(res.statusCode).toBe(200);
  });
});
