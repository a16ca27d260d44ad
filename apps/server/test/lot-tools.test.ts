import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { AUCTION_STATUS, USER_TYPE, lotDetailResponse, productionMonthResponse, ussImagesResponse } from '@jauc/contract';
import { lots, ussDownloads } from '../src/db/schema.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { lookupProductionMonth } from '../src/seed/catalog.js';
import { seedProductionMonths } from '../src/seed/production-months.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

describe.each(ENGINES)('lot tools on %s', (engine) => {
  let t: TestApp;
  let client: { id: number; cookie: string };
  let manager: { id: number; cookie: string };
  let lot: { auction: number; uss: number; uss2: number; stats: number; stock: number };

  const get = (cookie: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  async function newUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const u = await createUser(t.database.db, overrides);
    return { id: u.id, cookie: await signIn(t.app, u.email, u.password) };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    lot = {
      auction: await insertLot(db, { imageCount: 5 }),
      uss: await insertLot(db, { houseId: USS_HOUSE, imageCount: 3 }),
      uss2: await insertLot(db, { houseId: USS_HOUSE }),
      stats: await insertLot(db, { auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.notSold }),
      stock: await insertLot(db, { kind: 'stock', auctionDate: tokyoDaysFromNow(-3), startPrice: null, soldPrice: 700_000 }),
    };
    client = await newUser({ dailyUssLimit: 2 });
    manager = await newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  it('documents the lot-page calls in the OpenAPI description', async () => {
    const paths = Object.keys((await get(null, '/api/docs/json')).json().paths);
    for (const p of [
      '/api/v1/car-auction/lot/{id}', '/api/v1/stock/lot/{id}', '/api/v1/stats/lot/{id}', '/api/v1/share/car-auction/{id}',
      '/api/v1/car-auction/password', '/api/v1/car-auction/image-translate', '/api/v1/car-auction/save-comment',
      '/api/v1/car-auction/download-images', '/api/v1/car-auction/uss-images', '/api/v1/car-auction/production-month',
      '/api/v1/stock/production-month', '/api/v1/bid/create', '/api/v1/bid/bid-from-manager', '/api/v1/bid/update-bid-status',
      '/api/v1/bid/group', '/api/v1/bid/type', '/api/v1/user/search',
    ]) expect(paths).toContain(p);
  });

  describe('auction sheet translation', () => {
    it('answers the English sheet URL as a JSON string', async () => {
      const res = await get(client.cookie, `/api/v1/car-auction/image-translate?carId=${lot.auction}&image=/media/lots/${lot.auction}/sheet-ja.svg`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toBe(`/media/lots/${lot.auction}/sheet-en.svg`);
      const sheet = await get(null, res.json());
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('needs a session, auctionTranslationUse and a known lot', async () => {
      expect((await get(null, `/api/v1/car-auction/image-translate?carId=${lot.auction}`)).statusCode).toBe(401);
      const u = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, auctionTranslationUse: false } });
      expect((await get(u.cookie, `/api/v1/car-auction/image-translate?carId=${lot.auction}`)).statusCode).toBe(403);
      expect((await get(client.cookie, '/api/v1/car-auction/image-translate?carId=999999')).statusCode).toBe(404);
    });
  });

  describe('the note', () => {
    const save = (cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/car-auction/save-comment', headers: { cookie, origin: ORIGIN }, payload });
    const commentOf = async (id: number) => (await t.database.db.select({ c: lots.comment }).from(lots).where(eq(lots.id, id)))[0]?.c;

    it('a manager saves it as it is; the lot page shows it', async () => {
      const text = '  Rust under the sills.\nAsk for photos  ';
      const res = await save(manager.cookie, { carId: String(lot.auction), comment: text });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await commentOf(lot.auction)).toBe(text);
      const page = lotDetailResponse.parse((await get(client.cookie, `/api/v1/car-auction/lot/${lot.auction}`)).json());
      expect(page.lotDetail.carCommonDetail).toMatchObject({ comment: text, commentEditable: false });
      expect((await save(manager.cookie, { carId: lot.auction, comment: '' })).statusCode).toBe(200);
      expect(await commentOf(lot.auction)).toBe('');
      expect((await save(manager.cookie, { carId: 999_999, comment: 'x' })).statusCode).toBe(404);
    });

    it('a client cannot save a note', async () => {
      const res = await save(client.cookie, { carId: lot.auction, comment: 'mine' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'forbidden' });
      expect(await commentOf(lot.auction)).toBe('');
    });
  });

  describe('photo download', () => {
    it('answers a URL under /api/v1 that downloads images.zip with the lot photos', async () => {
      const res = await get(client.cookie, `/api/v1/car-auction/download-images?id=${lot.auction}`);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json() as string;
      expect(url).toBe(`/api/v1/car-auction/download-images/${lot.auction}/images.zip`);
      const zip = await get(client.cookie, url);
      expect(zip.statusCode).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      expect(zip.headers['content-disposition']).toBe('attachment; filename="images.zip"');
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      expect(Object.keys(files).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `lot-${lot.auction}-0${n}.svg`));
      for (const n of [1, 2, 3, 4, 5]) {
        const photo = await get(null, `/media/lots/${lot.auction}/${n}.svg`);
        expect(strFromU8(files[`lot-${lot.auction}-0${n}.svg`]!)).toBe(photo.body);
      }
      // The zip needs the session too.
      expect((await get(null, url)).statusCode).toBe(401);
    });

    it('not for USS lots, past lots, stock cars or users without downloadPhotos', async () => {
      for (const id of [lot.uss, lot.stats, lot.stock]) {
        const res = await get(client.cookie, `/api/v1/car-auction/download-images?id=${id}`);
        expect(res.statusCode, String(id)).toBe(403);
        expect(res.json().message).toBe('download_not_allowed');
        expect((await get(client.cookie, `/api/v1/car-auction/download-images/${id}/images.zip`)).statusCode).toBe(403);
      }
      const u = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, downloadPhotos: false } });
      expect((await get(u.cookie, `/api/v1/car-auction/download-images?id=${lot.auction}`)).statusCode).toBe(403);
      expect((await get(client.cookie, `/api/v1/car-auction/download-images?id=999999`)).statusCode).toBe(404);
    });
  });

  describe('USS downloads', () => {
    const take = (cookie: string, id: number) => get(cookie, `/api/v1/car-auction/uss-images?id=${id}&lotNo=1&auction=USS`);

    it('uses one of the day, the same lot again is free, none left is 429; the zip answers only with a grant', async () => {
      const me = await newUser({ dailyUssLimit: 1 });
      const zipUrl = `/api/v1/car-auction/uss-images/${lot.uss}/images.zip`;
      expect((await get(me.cookie, zipUrl)).statusCode).toBe(403);

      const res = await take(me.cookie, lot.uss);
      expect(res.statusCode, res.body).toBe(200);
      const body = ussImagesResponse.parse(res.json());
      expect(body.auctionLotDetail.carCommonDetail).toEqual({ isUss: true, ussLimit: 0 });
      expect(body.auctionLotDetail.carInfo).toEqual({
        id: lot.uss,
        images: [1, 2, 3].map((n) => `/media/lots/${lot.uss}/${n}.svg`),
        auctionSheet: `/media/lots/${lot.uss}/sheet-ja.svg`,
      });
      expect(body.downloadUrl).toBe(zipUrl);
      const zip = await get(me.cookie, zipUrl);
      expect(zip.statusCode).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toHaveLength(3);

      expect((await take(me.cookie, lot.uss)).statusCode).toBe(200);
      const refused = await take(me.cookie, lot.uss2);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: 'uss_limit_reached' });
      expect((await get(me.cookie, `/api/v1/car-auction/uss-images/${lot.uss2}/images.zip`)).statusCode).toBe(403);
      // Another user's grant is not mine.
      expect((await get(client.cookie, zipUrl)).statusCode).toBe(403);
      const page = lotDetailResponse.parse((await get(me.cookie, `/api/v1/car-auction/lot/${lot.uss2}`)).json());
      expect(page.lotDetail.ussCounter).toEqual({ ussLimit: 0 });
    });

    it('with one left, exactly one of many parallel requests gets it', async () => {
      const me = await newUser({ dailyUssLimit: 1 });
      const ids: number[] = [];
      for (let i = 0; i < 8; i++) ids.push(await insertLot(t.database.db, { houseId: USS_HOUSE }));
      const answers = await Promise.all(ids.map((id) => take(me.cookie, id)));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      expect(await t.database.db.select().from(ussDownloads).where(eq(ussDownloads.userId, me.id))).toHaveLength(1);
    });

    it('only for USS lots of the auction page, with downloadPhotos', async () => {
      for (const id of [lot.auction, lot.stock]) expect((await take(client.cookie, id)).statusCode).toBe(403);
      const u = await newUser({ dailyUssLimit: 5, permissions: { ...PERMISSION_TEMPLATES.client, downloadPhotos: false } });
      expect((await take(u.cookie, lot.uss)).statusCode).toBe(403);
      expect((await take(client.cookie, 999_999)).statusCode).toBe(404);
    });

    it('a manager (no ussLimitCheck) is never refused', async () => {
      const m = await newUser({ userType: USER_TYPE.manager, dailyUssLimit: 0 });
      expect((await take(m.cookie, lot.uss)).statusCode).toBe(200);
      expect((await take(m.cookie, lot.uss2)).statusCode).toBe(200);
      expect((await get(m.cookie, `/api/v1/car-auction/uss-images/${lot.uss2}/images.zip`)).statusCode).toBe(200);
    });
  });

  describe('month of production', () => {
    beforeAll(async () => {
      await seedProductionMonths(t.database.db);
    });
    const look = (cookie: string | null, page: string, q: string) => get(cookie, `/api/v1/${page}/production-month?${q}`);

    it("finds a lot's chassis number, as the catalog derives it", async () => {
      const [row] = await t.database.db.select().from(lots).where(eq(lots.id, lot.auction));
      const page = lotDetailResponse.parse((await get(client.cookie, `/api/v1/car-auction/lot/${lot.auction}`)).json()).lotDetail;
      const res = await look(client.cookie, 'car-auction', `maker=${encodeURIComponent(page.carInfo.maker)}&chassis=${row!.chassisNo}&model=x&carId=${lot.auction}&auction=y&lotNo=1`);
      expect(res.statusCode, res.body).toBe(200);
      const { carInfo } = productionMonthResponse.parse(res.json());
      expect(carInfo).toEqual(lookupProductionMonth(page.carInfo.maker, row!.chassisNo));
      expect(carInfo?.year).toBe(row!.year);
      expect(carInfo?.gradeCode).toBe(row!.grade);
      // Without a maker too, and on the stock page.
      const stock = await look(client.cookie, 'stock', `chassis=${row!.chassisNo}`);
      expect(productionMonthResponse.parse(stock.json()).carInfo).toEqual(carInfo);
    });

    it('answers carInfo null for unknown codes, serials outside the run, another maker, and non-chassis text', async () => {
      const [row] = await t.database.db.select().from(lots).where(eq(lots.id, lot.auction));
      const code = row!.chassisNo.split('-')[0];
      for (const q of [`chassis=QQQ99-1234567`, `chassis=${code}-0000001`, `chassis=${code}-99999999`, `maker=NOBODY&chassis=${row!.chassisNo}`, 'chassis=hello']) {
        const res = await look(client.cookie, 'car-auction', q);
        expect(res.statusCode, q).toBe(200);
        expect(res.json(), q).toEqual({ carInfo: null });
        const params = new URLSearchParams(q);
        expect(lookupProductionMonth(params.get('maker') ?? '', params.get('chassis')!), q).toBeNull();
      }
    });

    it('needs a session, the page view permission and a chassis', async () => {
      expect((await look(null, 'car-auction', 'chassis=ZVW30-1234567')).statusCode).toBe(401);
      const u = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, onepriceView: false } });
      expect((await look(u.cookie, 'stock', 'chassis=ZVW30-1234567')).statusCode).toBe(403);
      expect((await look(client.cookie, 'car-auction', '')).statusCode).toBe(400);
      expect((await look(client.cookie, 'stats', 'chassis=ZVW30-1234567')).statusCode).toBe(404);
    });
  });
});
