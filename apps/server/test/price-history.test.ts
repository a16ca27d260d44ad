import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, listingResponse, priceHistoryResponse, type PriceHistory } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow, type TestLotOverrides } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

const CODE = 'PHT10';
const CHASSIS_NO = 'PHT10-7654321';

describe.each(ENGINES)('price history on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let lot: { auction: number; stats: number; stock: number; masked: number };
  let runs: { notSold: number; sold: number };

  const get = (c: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
  async function history(url: string): Promise<PriceHistory> {
    const res = await get(cookie, url);
    expect(res.statusCode, res.body).toBe(200);
    return priceHistoryResponse.parse(res.json()).priceHistory;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const [m1, m2] = await query<{ id: number; maker_id: number }>(db, sql`SELECT id, maker_id FROM models ORDER BY id LIMIT 2`);
    const car = { makerId: m1!.maker_id, modelId: m1!.id, chassisCode: CODE, year: 2015, condition: '4.5', conditionRank: 9 };
    const sold = (days: number, price: number, extra: TestLotOverrides = {}) =>
      insertLot(db, { ...car, chassisNo: `${CODE}-1${String(Math.abs(days)).padStart(6, '0')}`, auctionDate: tokyoDaysFromNow(days), status: AUCTION_STATUS.sold, soldPrice: price, ...extra });

    lot = {
      auction: await insertLot(db, { ...car, chassisNo: CHASSIS_NO, mileage: 50_000 }),
      // A past result of the same car kind: it is left out of its own comparables.
      stats: await sold(-3, 9_999_000),
      stock: await insertLot(db, { ...car, kind: 'stock', chassisNo: `${CODE}-2000001`, auctionDate: tokyoDaysFromNow(-2), startPrice: null, soldPrice: 1_500_000, status: AUCTION_STATUS.sold }),
      masked: await insertLot(db, { ...car, chassisNo: `${CODE}-***` }),
    };
    // Within 3 months, comparable (years 2014–2016, grade 4 or 4.5; sold by negotiation counts).
    await sold(-5, 1_000_000, { year: 2014 });
    await sold(-10, 1_200_000, { year: 2016, condition: '4', conditionRank: 8 });
    await sold(-20, 1_400_000, { status: AUCTION_STATUS.soldNego });
    await sold(-30, 1_600_000);
    // Within 3 months, not comparable.
    await sold(-6, 5_000_000, { chassisCode: 'PHT20' });
    await sold(-7, 5_000_000, { year: 2017 });
    await sold(-8, 5_000_000, { year: 2013 });
    await sold(-9, 5_000_000, { modelId: m2!.id, makerId: m2!.maker_id });
    await sold(-11, 3_000_000, { condition: '5', conditionRank: 10 }); // another band
    await sold(-12, 0, { status: AUCTION_STATUS.notSold, soldPrice: null });
    await sold(-13, 4_000_000, { status: AUCTION_STATUS.cancelled });
    // Older: within 6 and 12 months, then outside every period.
    await sold(-120, 2_000_000);
    await sold(-300, 2_200_000);
    await sold(-400, 2_400_000);
    // The same chassis number at earlier auctions (lower case: matched regardless).
    runs = {
      notSold: await insertLot(db, { ...car, chassisNo: CHASSIS_NO.toLowerCase(), auctionDate: tokyoDaysFromNow(-40), status: AUCTION_STATUS.notSold, startPrice: 800_000 }),
      sold: await insertLot(db, { ...car, chassisNo: CHASSIS_NO, auctionDate: tokyoDaysFromNow(-500), status: AUCTION_STATUS.sold, soldPrice: 700_000 }),
    };
    const u = await createUser(db);
    cookie = await signIn(t.app, u.email, u.password);
  });
  afterAll(async () => t?.close());

  it('answers the quartiles of the comparable sales of the default period (6 months)', async () => {
    const h = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}`);
    expect(h.criteria).toMatchObject({ chassisCode: CODE, yearFrom: 2014, yearTo: 2016, band: 'good', months: 6 });
    // 1.0, 1.2, 1.4, 1.6, 2.0 and 9.999 million (the stats lot is comparable too).
    expect(h.comparable).toMatchObject({ count: 6, p25: 1_250_000, p50: 1_500_000, p75: 1_900_000 });
    expect(h.comparable.to).toBe(tokyoDaysFromNow(0).toISOString().slice(0, 10));
    expect(h.points.map((p) => p.price)).toEqual([2_000_000, 1_600_000, 1_400_000, 1_200_000, 1_000_000, 9_999_000]);
    expect(h.points[0]).toMatchObject({ condition: '4.5', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('filters by period: 3 and 12 months', async () => {
    const three = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}&months=3`);
    expect(three.comparable).toMatchObject({ count: 5, p50: 1_400_000 });
    const twelve = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}&months=12`);
    expect(twelve.comparable.count).toBe(7);
    expect(twelve.points.map((p) => p.price)).not.toContain(2_400_000);
  });

  it('percentiles interpolate between sales, in whole yen', async () => {
    // The stats lot itself is left out: 1.0, 1.2, 1.4, 1.6 million.
    const h = await history(`/api/v1/stats/price-history?carId=${lot.stats}&months=3`);
    expect(h.comparable).toEqual(expect.objectContaining({ count: 4, p25: 1_150_000, p50: 1_300_000, p75: 1_450_000 }));
    expect(h.points.map((p) => p.lotId)).not.toContain(lot.stats);
  });

  it('band=any drops the condition filter; another band reads only its grades', async () => {
    const any = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}&months=3&band=any`);
    expect(any.comparable.count).toBe(6);
    const excellent = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}&months=3&band=excellent`);
    expect(excellent.comparable).toMatchObject({ count: 1, p25: 3_000_000, p50: 3_000_000, p75: 3_000_000 });
  });

  it('lists the same chassis number’s earlier runs, latest first, whatever their outcome', async () => {
    const h = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}`);
    expect(h.earlierRuns.map((r) => [r.lotId, r.status, r.soldPrice])).toEqual([
      [runs.notSold, AUCTION_STATUS.notSold, null],
      [runs.sold, AUCTION_STATUS.sold, 700_000],
    ]);
    expect(h.earlierRuns[0]).toMatchObject({ startPrice: 800_000, auctionName: expect.any(String) });
    // A masked chassis number matches nothing.
    expect((await history(`/api/v1/car-auction/price-history?carId=${lot.masked}`)).earlierRuns).toEqual([]);
  });

  it('works for a stock car', async () => {
    const h = await history(`/api/v1/stock/price-history?carId=${lot.stock}&months=3`);
    expect(h.comparable.count).toBe(5);
  });

  it('answers no quartiles when nothing compares', async () => {
    const h = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}&months=3&band=poor`);
    expect(h.comparable).toMatchObject({ count: 0, p25: null, p50: null, p75: null });
    expect(h.points).toEqual([]);
  });

  it('listing rows carry the default period’s median and count, rebuilt by the price-summaries job', async () => {
    const listing = async () => {
      const res = await get(cookie, `/api/v1/car-auction/listing?chassis=${CODE}&pageSize=50`);
      expect(res.statusCode, res.body).toBe(200);
      return listingResponse.parse(res.json()).carsList;
    };
    expect((await listing()).find((c) => c.id === lot.auction)?.priceSummary).toBeUndefined();
    await expect(runJobNow(t.app, 'price-summaries')).resolves.toMatchObject({ keys: expect.any(Number) });
    const rows = await listing();
    // The lot page's default figures (6 months, its band) include the 9,999,000 result: the
    // summary does not leave a lot out of its own key, the lot page does (for a result only).
    expect(rows.find((c) => c.id === lot.auction)?.priceSummary).toEqual({ count: 6, median: 1_500_000 });
    const h = await history(`/api/v1/car-auction/price-history?carId=${lot.auction}`);
    expect(h.comparable).toMatchObject({ count: 6, p50: 1_500_000 });
    // Another lot of the same key reads the same line.
    expect(rows.find((c) => c.id === lot.masked)?.priceSummary).toEqual({ count: 6, median: 1_500_000 });
  });

  it('refuses bad input with 4xx and a code', async () => {
    for (const q of ['carId=abc', 'carId=0', '', `carId=${lot.auction}&months=5`, `carId=${lot.auction}&band=shiny`]) {
      const res = await get(cookie, `/api/v1/car-auction/price-history?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ success: false, message: expect.anything() });
    }
    const unknown = await get(cookie, '/api/v1/car-auction/price-history?carId=2147483000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'lot_not_found' });
    expect((await get(null, `/api/v1/car-auction/price-history?carId=${lot.auction}`)).statusCode).toBe(401);
    const u = await createUser(t.database.db, { permissions: { ...PERMISSION_TEMPLATES.client, salesStatisticsView: false } });
    const c = await signIn(t.app, u.email, u.password);
    expect((await get(c, `/api/v1/stats/price-history?carId=${lot.stats}`)).statusCode).toBe(403);
  });
});
