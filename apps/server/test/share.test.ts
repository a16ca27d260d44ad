import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { AUCTION_STATUS, sharePasswordResponse, shareResponse } from '@jauc/contract';
import { rateLimitEvents, shareCodes } from '../src/db/schema.js';
import { shareCodeKey } from '../src/lib/rate-limit.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { nowMs } from '../src/lib/clock.js';

describe.each(ENGINES)('share links on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let lot: { auction: number; uss: number; stock: number; stats: number };

  const password = (c: string | null, carId: number | string, auctionType: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/car-auction/password?carId=${carId}&auctionType=${auctionType}&imageUrl=x`, headers: c ? { cookie: c } : {} });
  const codeOf = async (carId: number, auctionType: string) => sharePasswordResponse.parse((await password(cookie, carId, auctionType)).json()).password;
  const open = (type: string, id: number, code?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/share/${type}/${id}${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}` });
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    lot = {
      auction: await insertLot(db, { imageCount: 3 }),
      uss: await insertLot(db, { houseId: USS_HOUSE }),
      stock: await insertLot(db, { kind: 'stock', auctionDate: tokyoDaysFromNow(-3), startPrice: null, soldPrice: 990_000 }),
      stats: await insertLot(db, { auctionDate: tokyoDaysFromNow(-3), status: AUCTION_STATUS.notSold }),
    };
    const u = await createUser(db);
    cookie = await signIn(t.app, u.email, u.password);
  });
  afterAll(async () => t?.close());

  it('makes a 6-digit code once per lot and page type and reuses it', async () => {
    const first = await password(cookie, lot.auction, 'main');
    expect(first.statusCode, first.body).toBe(200);
    const code = sharePasswordResponse.parse(first.json()).password;
    expect(code).toMatch(/^\d{6}$/);
    expect(await codeOf(lot.auction, 'main')).toBe(code);
    expect(await codeOf(lot.stock, 'one')).toMatch(/^\d{6}$/);
    expect(await codeOf(lot.stats, 'stats')).toMatch(/^\d{6}$/);
    const rows = await t.database.db.select().from(shareCodes).where(eq(shareCodes.lotId, lot.auction));
    expect(rows).toHaveLength(1);
  });

  it('concurrent first requests agree on one code', async () => {
    const id = await insertLot(t.database.db);
    const answers = await Promise.all(Array.from({ length: 12 }, () => password(cookie, id, 'main')));
    const codes = new Set(answers.map((r) => sharePasswordResponse.parse(r.json()).password));
    expect(codes.size).toBe(1);
  });

  it('needs a session, shareCar and a lot of the right kind', async () => {
    expect((await password(null, lot.auction, 'main')).statusCode).toBe(401);
    const u = await createUser(t.database.db, { permissions: { ...PERMISSION_TEMPLATES.client, shareCar: false } });
    const res = await password(await signIn(t.app, u.email, u.password), lot.auction, 'main');
    expect(res.statusCode).toBe(403);
    expect((await password(cookie, lot.stock, 'main')).statusCode).toBe(404);
    expect((await password(cookie, lot.auction, 'one')).statusCode).toBe(404);
    expect((await password(cookie, 999_999, 'main')).statusCode).toBe(404);
    expect((await password(cookie, lot.auction, 'other')).statusCode).toBe(400);
  });

  it('opens the shared lot with the right code, without a session', async () => {
    const code = await codeOf(lot.auction, 'main');
    const res = await open('car-auction', lot.auction, code);
    expect(res.statusCode, res.body).toBe(200);
    const { lotDetail } = shareResponse.parse(res.json());
    expect(lotDetail.carCommonDetail).toEqual({ isUss: false, id: lot.auction, lotNumber: lotDetail.lotInfo.lotNumber, info: 'Test lot', auctionSheet: `/media/lots/${lot.auction}/sheet-ja.svg` });
    expect(lotDetail.lotImages.images).toEqual([1, 2, 3].map((n) => `/media/lots/${lot.auction}/${n}.svg`));
    // Nothing about bids, the viewer or the note.
    expect(Object.keys(res.json().lotDetail).sort()).toEqual(['carCommonDetail', 'carInfo', 'carSpecification', 'lotImages', 'lotInfo']);
    expect((await open('stock', lot.stock, await codeOf(lot.stock, 'one'))).statusCode).toBe(200);
  });

  it('shows no photos of a USS lot', async () => {
    const res = await open('car-auction', lot.uss, await codeOf(lot.uss, 'main'));
    expect(res.statusCode).toBe(200);
    const { lotDetail } = shareResponse.parse(res.json());
    expect(lotDetail.carCommonDetail.isUss).toBe(true);
    expect(lotDetail.lotImages).toEqual({ images: [], thumbnails: [] });
    // Nor its auction sheet: media of USS lots need a signed-in user (media.routes.ts).
    expect(lotDetail.carCommonDetail.auctionSheet).toBe('');
  });

  it('reveals nothing without the right code: wrong, missing, another page type, a lot never shared, an unknown lot', async () => {
    const id = await insertLot(t.database.db);
    const code = await codeOf(id, 'main');
    for (const [type, lotId, c] of [
      ['car-auction', id, wrongOf(code)],
      ['car-auction', id, undefined],
      ['car-auction', id, 'abc'],
      ['stats', id, code],
      ['car-auction', lot.stats, code],
      ['car-auction', 999_999, code],
    ] as const) {
      const res = await open(type, lotId, c);
      expect(res.statusCode, `${type} ${lotId} ${c}`).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'wrong_code' });
    }
  });

  it('after 10 wrong codes the visitor is refused even the right one until the hour has passed', async () => {
    const id = await insertLot(t.database.db);
    const code = await codeOf(id, 'main');
    // Parallel guesses are counted one by one: exactly 10 are answered wrong_code.
    const guesses = await Promise.all(Array.from({ length: 14 }, (_, i) => open('car-auction', id, String(100_000 + i))));
    const statuses = guesses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = await open('car-auction', id, code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'too_many_requests' });
    // Another link is not affected.
    expect((await open('car-auction', lot.auction, await codeOf(lot.auction, 'main'))).statusCode).toBe(200);

    // Move the failures just outside the window: the right code opens the lot again.
    await t.database.db
      .update(rateLimitEvents)
      .set({ createdAt: new Date(nowMs() - 61 * 60_000) })
      .where(like(rateLimitEvents.key, `${shareCodeKey('car-auction', id)}%`));
    expect((await open('car-auction', id, code)).statusCode).toBe(200);
  });
});
