import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 22 §4 (docs/decisions/033): the sign-in pages' index.html carries their first view,
// rendered by the web build's server bundle. A stand-in bundle here (the real one is rendered by
// apps/web/src/prerender/sign-in-pages.test.tsx); the SPA does not touch the database: PGlite.

const INDEX = '<!doctype html>\n<html lang="en">\n  <head><title>portal</title></head>\n  <body>\n    <div id="root"><div class="boot" aria-hidden="true"><span>JAUC</span></div></div>\n  </body>\n</html>\n';

/** A web build (`dist/`) with its server bundle beside it (`dist-ssr/`), which counts its calls. */
function webBuild(bundle: string): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jauc-first-view-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'dist-ssr', 'sign-in-pages.js'), bundle);
  return { root, dist };
}

const STAND_IN = `
globalThis.signInRenders = 0;
export const SIGN_IN_PAGES = { '/auth/login': 1, '/auth/sign-up': 1 };
export function renderSignInPage(pathname, language) {
  globalThis.signInRenders++;
  if (pathname === '/auth/sign-up') throw new Error('broken page');
  return '<div inert><h1>' + (language === 'ru' ? 'С возвращением' : 'Welcome back') + ' $& $1</h1></div>';
}
`;

describe('the sign-in pages’ first view in their HTML', () => {
  let t: TestApp;
  let build: { root: string; dist: string };
  beforeAll(async () => {
    build = webBuild(STAND_IN);
    t = await createTestApp('pglite', { WEB_DIST: build.dist });
  });
  afterAll(async () => {
    await t?.close();
    if (build) fs.rmSync(build.root, { recursive: true, force: true });
  });
  const page = (url: string, cookie?: string, encoding = 'identity') => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });
  const renders = () => (globalThis as { signInRenders?: number }).signInRenders;

  it('puts the page into #root in place of the splash, in English by default', async () => {
    const res = await page('/auth/login?next=%2Fbids');
    expect(res.statusCode).toBe(200);
    // The markup goes in as it is: "$&" and "$1" are not replacement patterns.
    expect(res.body).toContain('<div id="root"><div inert><h1>Welcome back $& $1</h1></div></div>');
    expect(res.body).not.toContain('class="boot"');
    expect(res.body).toContain('<html lang="en">');
  });

  it('renders in the visitor’s language, and names it on the document', async () => {
    const res = await page('/auth/login/', 'a=1; ui_language=ru');
    expect(res.body).toContain('<h1>С возвращением $& $1</h1>');
    expect(res.body).toContain('<html lang="ru">');
    expect((await page('/auth/login', 'ui_language=xx')).body).toContain('Welcome back');
  });

  it('renders each page and language once, then sends the kept page, compressed alike', async () => {
    await page('/auth/login');
    const before = renders();
    const plain = await page('/auth/login');
    const br = await page('/auth/login', undefined, 'br');
    expect(renders()).toBe(before);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps the splash for a browser holding a session, another page, or a page that fails to render', async () => {
    expect((await page('/auth/login', 'session_hint=1')).body).toContain('class="boot"');
    expect((await page('/car-auction')).body).toContain('class="boot"');
    const failing = await page('/auth/sign-up');
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toContain('class="boot"');
    // The failure is kept, not retried on every request.
    const after = renders();
    await page('/auth/sign-up');
    expect(renders()).toBe(after);
  });
});

describe('a web build without the server bundle', () => {
  it('serves the splash', async () => {
    const build = webBuild('');
    fs.rmSync(path.join(build.root, 'dist-ssr'), { recursive: true });
    const t = await createTestApp('pglite', { WEB_DIST: build.dist });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/auth/login' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('class="boot"');
    } finally {
      await t.close();
      fs.rmSync(build.root, { recursive: true, force: true });
    }
  });
});
