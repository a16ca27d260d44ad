import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { listingResponse, lotDetailResponse } from '@jauc/contract';
import { lots } from '../src/db/schema.js';
import type { DbOrTx } from '../src/db/client.js';
import { photoKey } from '../src/modules/photo-proxy/lot-media-urls.js';
import { startAjesStandIn, type AjesStandIn } from './helpers/ajes-stand-in.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, USS_HOUSE, type TestLotOverrides } from './helpers/lots.js';
import { startPhotoHost, type PhotoHost } from './helpers/photo-host.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// The photo proxy (issue 20 §3, decision 020): a provider lot's photos and sheet are served from
// our origin, fetched from the provider once, resized, WebP or JPEG by Accept; the provider's
// failures are the placeholder, never a 5xx and never cached; USS photos stay private.

/** A provider lot: the given photo URLs (the sheet first), as the feed writes them. */
async function insertProviderLot(db: DbOrTx, photoUrls: string[], overrides: TestLotOverrides = {}): Promise<number> {
  const id = await insertLot(db, overrides);
  await db.update(lots).set({ photoUrls, imageCount: photoUrls.length }).where(eq(lots.id, id));
  return id;
}

const WEBP = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const TOKEN = 'metrics-token-for-photos';

describe.each(ENGINES)('photo proxy on %s', (engine) => {
  let t: TestApp;
  let standIn: AjesStandIn;
  let host: PhotoHost;
  let cookie: string;
  const img = (id: string, n: number) => `${standIn.origin}/img?id=${id}&n=${n}`;

  beforeAll(async () => {
    [standIn, host] = await Promise.all([startAjesStandIn(), startPhotoHost()]);
    t = await createTestApp(engine, {
      PHOTO_HOSTS: `*.ajes.com,${standIn.origin.slice('http://'.length)},${host.host}`,
      PHOTO_MAX_MB: '1',
      // Long enough for any local fetch on a busy machine; the slow photo waits it out once.
      PHOTO_TIMEOUT_MS: '3000',
      METRICS_TOKEN: TOKEN,
    });
    const user = await createUser(t.database.db);
    cookie = await signIn(t.app, user.email, user.password);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([standIn?.close(), host?.close()]);
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const api = (url: string) => get(`/api/v1${url}`, { cookie });
  const cacheFiles = () => t.app.photoProxy.stats.cacheFiles;

  it('names proxy URLs for a provider lot everywhere, and SVGs for a demo lot', async () => {
    const urls = [1, 2, 3, 4].map((n) => img('names', n));
    const id = await insertProviderLot(t.database.db, urls);
    const demo = await insertLot(t.database.db, { imageCount: 2 });
    const key = photoKey(urls);
    const listing = listingResponse.parse((await api('/car-auction/listing?pageSize=100')).json());
    const row = listing.carsList.find((r) => r.id === id)!;
    // The sheet (the first image) is not a car photo; thumbnails are asked for at 320.
    expect(row.images).toEqual([2, 3, 4].map((n) => `/media/lots/${id}/p/${key}/${n}?w=320`));
    expect(listing.carsList.find((r) => r.id === demo)!.images).toEqual([`/media/lots/${demo}/1.svg`, `/media/lots/${demo}/2.svg`]);
    // Favorites are listed by SQL, not by the listing index: the same URLs.
    const added = await t.app.inject({ method: 'POST', url: '/api/v1/favorite/add', headers: { cookie, origin: ORIGIN }, payload: { carId: id, group: 'A', type: 'auction' } });
    expect(added.statusCode, added.body).toBe(200);
    const favorites = listingResponse.parse((await api('/car-auction/listing?favorite=A')).json());
    expect(favorites.carsList.find((r) => r.id === id)!.images).toEqual(row.images);

    const page = lotDetailResponse.parse((await api(`/car-auction/lot/${id}`)).json()).lotDetail;
    expect(page.lotImages.images).toEqual([2, 3, 4].map((n) => `/media/lots/${id}/p/${key}/${n}?w=1280`));
    expect(page.lotImages.thumbnails).toEqual(row.images);
    expect(page.carCommonDetail.auctionSheet).toBe(`/media/lots/${id}/p/${key}/1?w=1920`);
    expect(page.mopDeail?.auctionSheet).toBe(page.carCommonDetail.auctionSheet);
    // The provider's sheet has no translation: the translation names the sheet itself.
    expect((await api(`/car-auction/image-translate?carId=${id}&image=x`)).json()).toBe(page.carCommonDetail.auctionSheet);
  });

  it('shows no photos and no sheet for a provider lot without images (never generated ones)', async () => {
    const id = await insertProviderLot(t.database.db, []);
    const page = lotDetailResponse.parse((await api(`/car-auction/lot/${id}`)).json()).lotDetail;
    expect(page.lotImages).toEqual({ images: [], thumbnails: [] });
    expect(page.carCommonDetail.auctionSheet).toBe('');
    expect(page.mopDeail).toBeUndefined();
    const listing = listingResponse.parse((await api('/car-auction/listing?pageSize=100')).json());
    expect(listing.carsList.find((r) => r.id === id)!.images).toEqual([]);
  });

  it('fetches a photo from the provider once, concurrent requests included, then answers from the cache', async () => {
    const urls = [img('once', 1), img('once', 2)];
    const id = await insertProviderLot(t.database.db, urls);
    const url = `/media/lots/${id}/p/${photoKey(urls)}/2?w=320`;
    const before = standIn.stats.photoFetches;
    const first = await Promise.all(Array.from({ length: 6 }, () => get(url, { accept: WEBP })));
    for (const res of first) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    expect(standIn.stats.photoFetches - before).toBe(1);
    const again = await get(url, { accept: WEBP });
    expect(again.headers['x-photo-cache']).toBe('hit');
    expect(again.rawPayload.equals(first[0]!.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers.vary).toMatch(/accept/i);
    // Another size and format of the same photo is made from the cached original.
    expect((await get(`/media/lots/${id}/p/${photoKey(urls)}/2?w=640`)).headers['content-type']).toBe('image/jpeg');
    expect(standIn.stats.photoFetches - before).toBe(1);
    // The proxy asks for the original, never the provider's own resized copies.
    expect(standIn.stats.photoWidths).toEqual([]);
    // A validator answers 304 without reading the photo again.
    expect((await get(url, { accept: WEBP, 'if-none-match': again.headers.etag as string })).statusCode).toBe(304);
  });

  it('resizes to the asked width, never enlarging, WebP when accepted and JPEG otherwise', async () => {
    const urls = [`${host.origin}/big?id=sheet`, `${host.origin}/big?id=car`];
    const id = await insertProviderLot(t.database.db, urls);
    const base = `/media/lots/${id}/p/${photoKey(urls)}/2`;
    const small = await get(`${base}?w=320`, { accept: WEBP });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const jpeg = await get(`${base}?w=640`, { accept: 'image/png,image/*;q=0.8' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    const large = await get(`${base}?w=1920`, { accept: WEBP });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1600, height: 1200 });
    // No width: the lot page's large size.
    expect(await sharp((await get(base, { accept: WEBP })).rawPayload).metadata()).toMatchObject({ width: 1280 });
    expect(host.hitsOf('/big')).toBe(1);
  });

  it('answers 404 for what names no photo', async () => {
    const urls = [img('nf', 1), img('nf', 2)];
    const id = await insertProviderLot(t.database.db, urls);
    const demo = await insertLot(t.database.db);
    const key = photoKey(urls);
    for (const url of [
      `/media/lots/${id}/p/${key}/3`,
      `/media/lots/${id}/p/${key}/0`,
      `/media/lots/${id}/p/${key}/2?w=333`,
      `/media/lots/${id}/p/${key}/2?w=abc`,
      `/media/lots/${id}/p/NOTAKEY/2`,
      `/media/lots/${demo}/p/${key}/1`,
      `/media/lots/99999999/p/${key}/1`,
      // Never generated drawings for a real lot.
      `/media/lots/${id}/1.svg`,
      `/media/lots/${id}/sheet-ja.svg`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('gives the placeholder, never a 5xx, for a photo the provider cannot give, and caches nothing of it', async () => {
    const cases: Array<[string, string]> = [
      [`${host.origin}/status?code=500`, 'http_error'],
      [`${host.origin}/status?code=404`, 'http_error'],
      [`${host.origin}/huge`, 'too_large'],
      [`${host.origin}/huge-chunked`, 'too_large'],
      [`${host.origin}/garbage`, 'undecodable'],
      [`${host.origin}/slow`, 'timeout'],
      ['http://photos.example.com/a.jpg', 'host_not_allowed'],
      [`${host.origin}/redirect?to=${encodeURIComponent(`http://localhost:${host.host.split(':')[1]}/big?id=r`)}`, 'host_not_allowed'],
      ['file:///etc/passwd', 'host_not_allowed'],
    ];
    const files = cacheFiles();
    const id = await insertProviderLot(t.database.db, [img('broken', 1), ...cases.map(([url]) => url)]);
    const key = photoKey([img('broken', 1), ...cases.map(([url]) => url)]);
    const answers = await Promise.all(cases.map((_, i) => get(`/media/lots/${id}/p/${key}/${i + 2}?w=320`, { accept: WEBP })));
    answers.forEach((res, i) => {
      expect(res.statusCode, cases[i]![0]).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['x-photo-placeholder'], cases[i]![0]).toBe(cases[i]![1]);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toBeUndefined();
    });
    expect(cacheFiles()).toBe(files);
    // Nothing was kept: asked again, the provider is asked again.
    const before = host.hitsOf('/status');
    await get(`/media/lots/${id}/p/${key}/2?w=320`);
    expect(host.hitsOf('/status')).toBe(before + 1);
    // A redirect within the allow-list is followed.
    const ok = await insertProviderLot(t.database.db, [img('r', 1), `${host.origin}/redirect?to=${encodeURIComponent('/big?id=redirected')}`]);
    const res = await get(`/media/lots/${ok}/p/${photoKey([img('r', 1), `${host.origin}/redirect?to=${encodeURIComponent('/big?id=redirected')}`])}/2?w=160`);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps USS photos for signed-in users, cached privately', async () => {
    const urls = [img('uss', 1), img('uss', 2)];
    const id = await insertProviderLot(t.database.db, urls, { houseId: USS_HOUSE });
    const url = `/media/lots/${id}/p/${photoKey(urls)}/2?w=320`;
    const before = standIn.stats.photoFetches;
    expect((await get(url)).statusCode).toBe(401);
    expect(standIn.stats.photoFetches).toBe(before);
    const res = await get(url, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('puts the provider JPEGs into the photo zip, fetched once', async () => {
    const urls = [img('zip', 1), img('zip', 2), img('zip', 3)];
    const id = await insertProviderLot(t.database.db, urls);
    const before = standIn.stats.photoFetches;
    await get(`/media/lots/${id}/p/${photoKey(urls)}/2?w=320`);
    const res = await api(`/car-auction/download-images/${id}/images.zip`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([`lot-${id}-01.jpg`, `lot-${id}-02.jpg`]);
    const original = Buffer.from(await (await fetch(img('zip', 2))).arrayBuffer());
    expect(Buffer.from(entries[`lot-${id}-01.jpg`]!).equals(original)).toBe(true);
    // Photo 2 came from the cache; photo 3 was fetched for the zip; the test's own fetch is the third.
    expect(standIn.stats.photoFetches - before).toBe(3);
  });

  it('counts cache hits and misses in /metrics', async () => {
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.statusCode).toBe(200);
    const hits = Number(/^jauc_photo_cache_hits_total (\d+)$/m.exec(res.body)?.[1]);
    const misses = Number(/^jauc_photo_cache_misses_total (\d+)$/m.exec(res.body)?.[1]);
    expect(hits).toBeGreaterThan(0);
    expect(misses).toBeGreaterThan(0);
    expect(res.body).toMatch(/^jauc_photo_failures_total\{reason="timeout"\} [1-9]/m);
    expect(res.body).toMatch(/^jauc_photo_cache_bytes [1-9]\d*$/m);
    expect(fs.existsSync(path.join(t.dataDir, 'photo-cache'))).toBe(true);
  });
});

describe.each(ENGINES)('photo cache cap on %s', (engine) => {
  let t: TestApp;
  let host: PhotoHost;
  beforeAll(async () => {
    host = await startPhotoHost();
    t = await createTestApp(engine, { PHOTO_HOSTS: host.host, PHOTO_CACHE_MB: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  it('evicts the least recently used files past PHOTO_CACHE_MB', async () => {
    // Four lots of one noise photo each (about 250 KB as an original, a few KB at 160 px).
    const names = ['a', 'b', 'c', 'd'];
    const urlOf = new Map<string, string>();
    for (const name of names) {
      const urls = [`${host.origin}/noise?id=sheet-${name}`, `${host.origin}/noise?id=${name}`];
      const id = await insertProviderLot(t.database.db, urls);
      urlOf.set(name, `/media/lots/${id}/p/${photoKey(urls)}/2`);
    }
    const ask = async (name: string, width: number) => {
      const res = await t.app.inject({ method: 'GET', url: `${urlOf.get(name)}?w=${width}`, headers: { accept: 'image/webp' } });
      expect(res.headers['content-type']).toBe('image/webp');
      return res.headers['x-photo-cache'];
    };
    const fetched = new Map<string, number>();
    const fetchesOf = (name: string) => fetched.get(name) ?? 0;
    const count = async (name: string, width: number) => {
      const before = host.hitsOf('/noise');
      const cache = await ask(name, width);
      fetched.set(name, (fetched.get(name) ?? 0) + host.hitsOf('/noise') - before);
      return cache;
    };
    for (const name of ['a', 'b', 'c']) await count(name, 160);
    const cap = 1024 * 1024;
    expect(t.app.photoProxy.stats.cacheBytes).toBeLessThan(cap);
    // a's original is used again (for another size): b's is now the least recently used original.
    expect(await count('a', 320)).toBe('miss');
    expect(fetchesOf('a')).toBe(1);
    await count('d', 160);
    expect(t.app.photoProxy.stats.cacheBytes).toBeLessThanOrEqual(cap);
    expect(t.app.photoProxy.stats.evictions).toBeGreaterThan(0);
    // a's and c's originals stayed (new sizes made without a fetch); b's went (fetched again).
    await count('a', 160);
    await count('c', 320);
    expect(fetchesOf('a')).toBe(1);
    expect(fetchesOf('c')).toBe(1);
    await count('b', 320);
    expect(fetchesOf('b')).toBe(2);
  });
});
