import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 22 §4 (docs/decisions/028): a route's index.html names the chunks of its first view,
// so they load beside the shell. The SPA does not touch the database: PGlite alone.

/** A web build with the list the web build writes (apps/web/route-preloads.ts). */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jauc-preload-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      layout: ['assets/app-layout-1.js'],
      languages: { en: 'assets/en-1.js', ru: 'assets/ru-1.js' },
      routes: [
        { path: '/', files: ['assets/listing-1.js'] },
        { path: '/auth/login', files: ['assets/login-1.js'] },
        { path: '/car-auction', files: ['assets/listing-1.js'] },
        { path: '/car-auction/:id', files: ['assets/lot-1.js'] },
        { path: '/favorites/:group?', files: ['assets/favorites-1.js'] },
        { path: '/:type/share/:id', files: ['assets/shared-1.js'] },
        { path: '*', files: ['assets/not-found-1.js'] },
      ],
    }),
  );
  return dir;
}

const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe('index.html names the route’s chunks', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = webBuild();
    t = await createTestApp('pglite', { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });
  const page = (url: string, cookie?: string, encoding = 'identity') => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });

  it('preloads the signed-in layout and the screen when the browser holds a session', async () => {
    const res = await page('/car-auction/123?tab=sheet', 'session_hint=1');
    expect(res.statusCode).toBe(200);
    expect(preloaded(res.body)).toEqual(['assets/en-1.js', 'assets/app-layout-1.js', 'assets/lot-1.js']);
    expect(preloaded((await page('/', 'a=b; session_hint=1')).body)).toEqual(['assets/en-1.js', 'assets/app-layout-1.js', 'assets/listing-1.js']);
    expect(preloaded((await page('/favorites', 'session_hint=1')).body)).toEqual(['assets/en-1.js', 'assets/app-layout-1.js', 'assets/favorites-1.js']);
    expect(preloaded((await page('/favorites/2', 'session_hint=1')).body)).toEqual(['assets/en-1.js', 'assets/app-layout-1.js', 'assets/favorites-1.js']);
  });

  it('preloads no signed-in screen without a session, and the sign-in page without the layout', async () => {
    expect(preloaded((await page('/car-auction/123')).body)).toEqual(['assets/en-1.js']);
    expect(preloaded((await page('/auth/login')).body)).toEqual(['assets/en-1.js', 'assets/login-1.js']);
  });

  it('preloads the language the visitor chose, and only it', async () => {
    expect(preloaded((await page('/auth/login', 'ui_language=ru')).body)).toEqual(['assets/ru-1.js', 'assets/login-1.js']);
    expect(preloaded((await page('/auth/login', 'ui_language=xx')).body)).toEqual(['assets/en-1.js', 'assets/login-1.js']);
  });

  it('preloads nothing of a screen for an unknown address', async () => {
    expect(preloaded((await page('/no/such/page/here', 'session_hint=1')).body)).toEqual(['assets/en-1.js']);
  });

  it('sends the same page compressed', async () => {
    const plain = await page('/car-auction/5', 'session_hint=1');
    const br = await page('/car-auction/5', 'session_hint=1', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<div id="root"></div>');
  });
});
