import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';

// Issue 10 §2 "Headers" and §3 "Nothing is compressed".

/** A web build that (wrongly) left a source map next to its script; one per engine's app. */
function webBuildWithSourceMap(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jauc-http-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1);\n//# sourceMappingURL=app-abc123.js.map');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret-source.ts"]}');
  return dir;
}

describe.each(ENGINES)('API answer headers and compression on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let lotId: number;
  let webDist: string;
  beforeAll(async () => {
    webDist = webBuildWithSourceMap();
    t = await createTestApp(engine, { WEB_DIST: webDist });
    const u = await createUser(t.database.db);
    cookie = await signIn(t.app, u.email, u.password);
    lotId = await insertLot(t.database.db, { imageCount: 3 });
    for (let i = 0; i < 5; i++) await insertLot(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });

  it('marks every API answer no-store, errors included, and sends no HSTS over http', async () => {
    for (const url of ['/api/v1/site/get-language', '/api/v1/user/view-profile', '/api/v1/no-such-call', `/api/v1/car-auction/lot/${lotId}`]) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    // Without a trusted proxy a client cannot claim https.
    expect((await get('/api/v1/site/get-language', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('serves no source maps', async () => {
    expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
    for (const url of ['/assets/app-abc123.js.map', '/assets/APP-ABC123.JS.MAP', '/api/docs/static/swagger-ui-bundle.js.map', '/x.css.map?v=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('secret-source');
    }
  });

  it('compresses a listing answer with gzip or brotli, and leaves small answers alone', async () => {
    const plain = await get('/api/v1/car-auction/listing');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const gzip = await get('/api/v1/car-auction/listing', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-store');
    expect(gzip.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzip.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const br = await get('/api/v1/car-auction/listing', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const small = await get('/api/v1/site/get-language', { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the generated SVG photos and sheets', async () => {
    const plain = await get(`/media/lots/${lotId}/1.svg`);
    expect(plain.statusCode).toBe(200);
    const br = await get(`/media/lots/${lotId}/1.svg`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
  });

  it('sends photo zips as they are, with their own caching header', async () => {
    const url = `/api/v1/car-auction/download-images/${lotId}/images.zip`;
    const zip = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toHaveLength(3);
  });
});

describe.each<{ env: Record<string, string>; httpsWhen: string }>([
  { env: { TRUST_PROXY: '127.0.0.1' }, httpsWhen: 'a trusted proxy says https' },
  { env: { PUBLIC_URL: 'https://portal.example' }, httpsWhen: 'PUBLIC_URL is https' },
])('HSTS when $httpsWhen', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', env);
  });
  afterAll(async () => t?.close());

  it('is sent over https only', async () => {
    const hsts = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/site/get-language', headers })).headers['strict-transport-security'];
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toMatch(/^max-age=\d+/);
    if (env.TRUST_PROXY) expect(await hsts({})).toBeUndefined();
    else expect(await hsts({})).toMatch(/^max-age=\d+/);
  });
});
