import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auctionHouses, lots } from '../src/db/schema.js';
import { photoAngleForIndex } from '../src/modules/media/car-photo.js';
import { colorByName } from '../src/seed/catalog.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

describe.each(ENGINES)('generated lot media on %s', (engine) => {
  let t: TestApp;
  let lot: typeof lots.$inferSelect;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 30, stats: 0, stock: 0, seed: 99 });
    // A lot of a non-USS house: those media are public (USS media: abuse-media.test.ts).
    const [first] = await t.database.db
      .select({ lot: lots })
      .from(lots)
      .innerJoin(auctionHouses, eq(auctionHouses.id, lots.auctionHouseId))
      .where(eq(auctionHouses.isUss, false))
      .orderBy(lots.id)
      .limit(1);
    lot = first!.lot;
  });
  afterAll(async () => t?.close());

  it('draws each photo in the colour of the lot, publicly cacheable, without a session', async () => {
    const hex = colorByName(lot.color)!.hex;
    const bodies = new Set<string>();
    for (let n = 1; n <= lot.imageCount; n++) {
      const res = await get(`/media/lots/${lot.id}/${n}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.body.startsWith('<svg')).toBe(true);
      bodies.add(res.body);
      const exterior = !['interior', 'engine'].includes(photoAngleForIndex(n - 1));
      if (exterior) expect(res.body.toLowerCase()).toContain(hex.toLowerCase());
    }
    expect(bodies.size).toBe(lot.imageCount);
  });

  it('answers the same bytes every time and 304 to a matching If-None-Match', async () => {
    const first = await get(`/media/lots/${lot.id}/2.svg`);
    const again = await get(`/media/lots/${lot.id}/2.svg`);
    expect(again.body).toBe(first.body);
    const cached = await get(`/media/lots/${lot.id}/2.svg`, { 'if-none-match': first.headers.etag as string });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('renders the auction sheet in Japanese and in English', async () => {
    const ja = await get(`/media/lots/${lot.id}/sheet-ja.svg`);
    const en = await get(`/media/lots/${lot.id}/sheet-en.svg`);
    for (const res of [ja, en]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain(lot.chassisNo);
      expect(res.body).toContain(String(lot.lotNo));
    }
    expect(ja.body).not.toBe(en.body);
  });

  it('answers 404 for an unknown lot, an index beyond the photos, or another file', async () => {
    for (const url of [
      '/media/lots/999999/1.svg',
      `/media/lots/${lot.id}/0.svg`,
      `/media/lots/${lot.id}/${lot.imageCount + 1}.svg`,
      `/media/lots/${lot.id}/1.png`,
      `/media/lots/${lot.id}/sheet-ru.svg`,
      '/media/lots/abc/1.svg',
      `/media/lots/${lot.id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
