import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STEP_YEN, listingResponse, lotDetailResponse, productionMonthResponse } from '@jauc/contract';
import { openDatabase, query } from '../src/db/client.js';
import { averagePrices, bids, favorites, lots, users } from '../src/db/schema.js';
import { refreshAveragePrices } from '../src/modules/listing/average-prices.repo.js';
import { DEMO_PASSWORD } from '../src/seed/demo-users.js';
import { lookupProductionMonth } from '../src/seed/catalog.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

const SIZES = { seedAuctionLots: 400, seedStatsLots: 900, seedStockLots: 40 };

describe.each(ENGINES)('demo data on %s', (engine) => {
  let t: TestApp;
  const count = async (where = sql`TRUE`) => (await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM lots WHERE ${where}`))[0]!.n;
  const averagesFromResults = () =>
    query<{ model_id: number; year: number; grade: string; n: number; s: number }>(
      t.database.db,
      sql`SELECT model_id, year::int AS year, grade, count(*)::int AS n, sum(sold_price)::float8 AS s FROM lots
          WHERE kind = 'auction' AND status IN (4533, 4534) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
  const averageTable = () =>
    query<{ model_id: number; year: number; grade: string; n: number; s: number }>(
      t.database.db,
      sql`SELECT model_id, year::int AS year, grade, sold_count AS n, sold_sum::float8 AS s FROM average_prices ORDER BY 1, 2, 3`,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedIfEmpty(t.database, { ...t.config, ...SIZES }, t.app.log);
  });
  afterAll(async () => t?.close());

  it('creates the demo accounts and the configured numbers of lots', async () => {
    const emails = (await t.database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['client@demo.example', 'manager@demo.example', 'dealer@demo.example']));
    expect(await count(sql`kind = 'auction' AND status IN (4531, 4532)`)).toBe(400);
    expect(await count(sql`kind = 'auction' AND status >= 4533`)).toBe(900);
    expect(await count(sql`kind = 'stock'`)).toBe(40);
  });

  it('gives the demo the tariff and exchange rates the landed cost needs (the demo client lives in Russia)', async () => {
    const rates = await query<{ currency: string; origin: string }>(t.database.db, sql`SELECT currency, origin FROM exchange_rates ORDER BY currency`);
    expect(rates).toEqual([{ currency: 'EUR', origin: 'seed' }, { currency: 'JPY', origin: 'seed' }, { currency: 'USD', origin: 'seed' }]);
    const cookie = await signIn(t.app, 'client@demo.example', DEMO_PASSWORD);
    const [lot] = await query<{ id: number }>(t.database.db, sql`SELECT id FROM lots WHERE kind = 'auction' AND status IN (4531, 4532) AND start_price > 0 LIMIT 1`);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/landed-cost?carId=${lot!.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().landedCost.total).toBeGreaterThan(0);
  });

  it('fills the average-price table from the sold results', async () => {
    const expected = await averagesFromResults();
    expect(expected.length).toBeGreaterThan(0);
    expect(await averageTable()).toEqual(expected);
  });

  it('gives the demo client bids and favorites that show in the listing', async () => {
    const [client] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.example'));
    // Its bids on open auctions (the others are its history on finished ones: demo-bids.test.ts).
    const own = await t.database.db
      .select({ amount: bids.amount, status: bids.status, startPrice: lots.startPrice, lotStatus: lots.status })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(and(eq(bids.userId, client!.id), inArray(lots.status, [AUCTION_STATUS.upcoming, AUCTION_STATUS.ongoing])));
    expect(own.length).toBeGreaterThanOrEqual(3);
    for (const b of own) {
      expect([1, 2]).toContain(b.status);
      expect(b.amount % BID_STEP_YEN).toBe(0);
      expect(b.amount).toBeGreaterThanOrEqual(b.startPrice!);
      expect(b.lotStatus).toBe(AUCTION_STATUS.upcoming);
    }
    const favs = await t.database.db.select().from(favorites).where(eq(favorites.userId, client!.id));
    expect(favs.length).toBeGreaterThanOrEqual(3);

    const cookie = await signIn(t.app, 'client@demo.example', DEMO_PASSWORD);
    const withBids = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/listing?pageSize=100&page=${page}`, headers: { cookie } });
      const body = listingResponse.parse(res.json());
      withBids.push(...body.carsList.filter((r) => r.myBid));
      if (body.carsList.length < 100) break;
    }
    expect(withBids.map((r) => r.myBidAmount).sort()).toEqual(own.map((b) => b.amount).sort());
    // The demo bids leave the client room to bid through the lot page.
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } });
    const { balanceInfo } = profile.json() as { balanceInfo: { balance: number; creditLimit: number; bidAllow: number } };
    expect(balanceInfo.bidAllow).toBeGreaterThanOrEqual(((balanceInfo.balance + balanceInfo.creditLimit) * 2) / 3);
    const groupA = await t.app.inject({ method: 'GET', url: '/api/v1/car-auction/listing?favorite=A', headers: { cookie } });
    expect(listingResponse.parse(groupA.json()).pageInfo.totalSearchResults).toBe(favs.filter((f) => f.group === 'A').length);
  });

  it('gives the lot pages real data: cancellable demo bids, USS and other lots with photos, production months', async () => {
    const cookie = await signIn(t.app, 'client@demo.example', DEMO_PASSWORD);
    const [client] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.example'));
    const own = await t.database.db
      .select({ lotId: bids.lotId })
      .from(bids)
      .innerJoin(lots, eq(lots.id, bids.lotId))
      .where(and(eq(bids.userId, client!.id), inArray(lots.status, [AUCTION_STATUS.upcoming, AUCTION_STATUS.ongoing])));
    for (const b of own) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/lot/${b.lotId}`, headers: { cookie } });
      const { bidInfo } = lotDetailResponse.parse(res.json()).lotDetail;
      expect(bidInfo).toMatchObject({ myBid: true, cancellationAllowed: true, acceptBid: true });
    }
    const upcoming = await query<{ id: number; is_uss: boolean; image_count: number; maker: string; chassis_no: string }>(
      t.database.db,
      sql`SELECT DISTINCT ON (h.is_uss) l.id, h.is_uss, l.image_count, mk.name AS maker, l.chassis_no
          FROM lots l JOIN auction_houses h ON h.id = l.auction_house_id JOIN makers mk ON mk.id = l.maker_id
          WHERE l.kind = 'auction' AND l.status = 4532 ORDER BY h.is_uss, l.id`,
    );
    expect(upcoming.map((r) => r.is_uss)).toEqual([false, true]);
    for (const lot of upcoming) {
      expect(lot.image_count).toBeGreaterThanOrEqual(2);
      // USS media need a signed-in user (issue 10 §2); other lots' media are public.
      const media = (file: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/media/lots/${lot.id}/${file}`, headers });
      for (const file of ['1.svg', 'sheet-en.svg']) {
        expect((await media(file, { cookie })).statusCode).toBe(200);
        expect((await media(file)).statusCode).toBe(lot.is_uss ? 401 : 200);
      }
      const pm = await t.app.inject({
        method: 'GET',
        url: `/api/v1/car-auction/production-month?maker=${encodeURIComponent(lot.maker)}&chassis=${lot.chassis_no}`,
        headers: { cookie },
      });
      expect(productionMonthResponse.parse(pm.json()).carInfo).toEqual(lookupProductionMonth(lot.maker, lot.chassis_no));
      expect(pm.json().carInfo).not.toBeNull();
    }
  });

  it('seeds only an empty database', async () => {
    const before = await count();
    await seedIfEmpty(t.database, { ...t.config, ...SIZES }, t.app.log);
    expect(await count()).toBe(before);
  });

  it('refreshes the averages of one model when its results change', async () => {
    const [sold] = await query<{ id: number; model_id: number; year: number; grade: string }>(
      t.database.db,
      sql`SELECT id, model_id, year::int AS year, grade FROM lots WHERE status = 4533 ORDER BY id LIMIT 1`,
    );
    await t.database.db.update(lots).set({ soldPrice: 9_999_000 }).where(eq(lots.id, sold!.id));
    await refreshAveragePrices(t.database.db, sold!.model_id);
    expect(await averageTable()).toEqual(await averagesFromResults());

    // The group's only sales turn into "not sold": the group disappears.
    await t.database.db
      .update(lots)
      .set({ status: AUCTION_STATUS.notSold, soldPrice: null })
      .where(and(eq(lots.modelId, sold!.model_id), eq(lots.year, sold!.year), eq(lots.grade, sold!.grade)));
    await refreshAveragePrices(t.database.db, sold!.model_id);
    expect(await averageTable()).toEqual(await averagesFromResults());
    const gone = await t.database.db
      .select()
      .from(averagePrices)
      .where(and(eq(averagePrices.modelId, sold!.model_id), eq(averagePrices.year, sold!.year), eq(averagePrices.grade, sold!.grade)));
    expect(gone).toEqual([]);
  });
});

describe.each(ENGINES)('two instances starting together on %s', (engine) => {
  it('seed the database once', async () => {
    const t = await createTestApp(engine);
    // A second instance: its own pool on the same PostgreSQL database, or the same PGlite.
    const other = t.config.databaseUrl ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:', poolSize: 2 }) : t.database;
    try {
      const config = { ...t.config, seedAuctionLots: 60, seedStatsLots: 60, seedStockLots: 6 };
      await Promise.all([seedIfEmpty(t.database, config, t.app.log), seedIfEmpty(other, config, t.app.log)]);
      const [row] = await query<{ lots: number; users: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM lots) AS lots, (SELECT count(*) FILTER (WHERE email = 'client@demo.example')::int FROM users) AS users`,
      );
      expect(row).toEqual({ lots: 126, users: 1 });
    } finally {
      if (other !== t.database) await other.close();
      await t.close();
    }
  });
});
