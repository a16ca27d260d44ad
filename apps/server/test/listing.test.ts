import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUCTION_STATUS, BID_STATUS, biddingDeadline, conditionRank, facetListResponse, filtersResponse, listingResponse, tokyoParts,
  type FiltersResponse, type ListingLot, type PageType,
} from '@jauc/contract';
import { bids, favorites } from '../src/db/schema.js';
import { refreshAveragePrices } from '../src/modules/listing/average-prices.repo.js';
import { startOfTokyoToday } from '../src/modules/lots-core/lot-query.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

const COUNTS = { auction: 300, stats: 300, stock: 50 };

describe.each(ENGINES)('listings on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let otherCookie: string;
  const all = new Map<PageType, ListingLot[]>();
  const filters = new Map<PageType, FiltersResponse>();

  const get = (url: string, as: string | null = cookie) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: as ? { cookie: as } : {} });

  async function listing(pageType: PageType, params: Record<string, string | number> = {}, as = cookie) {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await get(`/${pageType}/listing?${qs}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return listingResponse.parse(res.json());
  }

  /** Every matching row, page by page. */
  async function everything(pageType: PageType, params: Record<string, string | number> = {}) {
    const rows: ListingLot[] = [];
    for (let page = 1; ; page++) {
      const r = await listing(pageType, { ...params, page, pageSize: 100 });
      rows.push(...r.carsList);
      if (r.carsList.length < 100) return { rows, pageInfo: r.pageInfo };
    }
  }

  const ids = (rows: ListingLot[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  /** The filtered listing equals the unfiltered rows that satisfy `pred`, and its total agrees. */
  async function expectFilter(pageType: PageType, params: Record<string, string | number>, pred: (r: ListingLot) => boolean) {
    const expected = all.get(pageType)!.filter(pred);
    // A filter that keeps everything or nothing would prove nothing.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.get(pageType)!.length);
    const { rows, pageInfo } = await everything(pageType, params);
    expect(rows.every(pred)).toBe(true);
    expect(ids(rows)).toEqual(ids(expected));
    expect(pageInfo.totalSearchResults).toBe(expected.length);
    expect(pageInfo.totalResults).toBe(all.get(pageType)!.length);
    return rows;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { ...COUNTS, seed: 4242 });
    await refreshAveragePrices(t.database.db);
    const user = await createUser(t.database.db);
    userId = user.id;
    cookie = await signIn(t.app, user.email, user.password);
    const other = await createUser(t.database.db);
    otherCookie = await signIn(t.app, other.email, other.password);
    for (const pageType of ['car-auction', 'stats', 'stock'] as const) {
      all.set(pageType, (await everything(pageType)).rows);
      filters.set(pageType, filtersResponse.parse((await get(`/${pageType}/filters`)).json()));
    }
  });
  afterAll(async () => t?.close());

  describe('page types', () => {
    it('split the lots by kind and by the start of today in Japan', async () => {
      const todayStart = startOfTokyoToday(new Date()).getTime();
      const auction = all.get('car-auction')!;
      const stats = all.get('stats')!;
      const stock = all.get('stock')!;
      expect(auction.length + stats.length).toBe(COUNTS.auction + COUNTS.stats);
      expect(stock).toHaveLength(COUNTS.stock);
      expect(auction.every((r) => r.lotType === 'auction' && Date.parse(r.auctionDate) >= todayStart)).toBe(true);
      expect(stats.every((r) => r.lotType === 'auction' && Date.parse(r.auctionDate) < todayStart)).toBe(true);
      expect(stock.every((r) => r.lotType === 'stock' && r.soldPrice !== null && r.startPrice === null)).toBe(true);
      expect(new Set([...auction, ...stats, ...stock].map((r) => r.id)).size).toBe(COUNTS.auction + COUNTS.stats + COUNTS.stock);
    });

    it('give coming lots an upcoming or ongoing status and past lots a result', () => {
      const live: number[] = [AUCTION_STATUS.upcoming, AUCTION_STATUS.ongoing];
      expect(all.get('car-auction')!.every((r) => live.includes(r.status!))).toBe(true);
      expect(all.get('stats')!.every((r) => r.status! >= AUCTION_STATUS.sold)).toBe(true);
      const sold: number[] = [AUCTION_STATUS.sold, AUCTION_STATUS.soldNego];
      expect(all.get('stats')!.every((r) => sold.includes(r.status!) === (r.soldPrice !== null))).toBe(true);
    });

    it("give each coming lot the viewer's bidding deadline, and none to results and stock cars", async () => {
      // The lot page's rule: with bidDeadlineCheck (the client template) the Tokyo midnight that
      // starts the auction day, else BID_CLOSE_MINUTES (30) before the session.
      const checked = { closeMinutes: 30, deadlineCheck: true };
      expect(PERMISSION_TEMPLATES.client.bidDeadlineCheck).toBe(true);
      for (const r of all.get('car-auction')!) expect(r.biddingDeadline).toBe(biddingDeadline(new Date(r.auctionDate), checked).toISOString());
      expect(all.get('stats')!.every((r) => r.biddingDeadline === null)).toBe(true);
      expect(all.get('stock')!.every((r) => r.biddingDeadline === null)).toBe(true);

      const u = await createUser(t.database.db, { permissions: { ...PERMISSION_TEMPLATES.client, bidDeadlineCheck: false } });
      const rows = (await listing('car-auction', { pageSize: 100 }, await signIn(t.app, u.email, u.password))).carsList;
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.biddingDeadline).toBe(new Date(Date.parse(r.auctionDate) - 30 * 60_000).toISOString());
    });

    it('fill every listing field: photos, USS flag, wish list, average price', () => {
      for (const r of all.get('car-auction')!) {
        expect(r.images.length).toBeGreaterThanOrEqual(2);
        expect(r.images.length).toBeLessThanOrEqual(10);
        expect(r.images[0]).toBe(`/media/lots/${r.id}/1.svg`);
        expect(r.isUss).toBe(r.auctionName.startsWith('USS'));
        expect(r.wishList.map((w) => w.group)).toEqual(['A', 'B', 'C', 'D', 'E']);
        expect(r.startPrice! % 1000).toBe(0);
        expect(r.chassis).toMatch(/^[A-Z0-9]+-\d+$/);
      }
    });

    it('report the mean sold price of past results of the same model, year and grade', () => {
      const sums = new Map<string, { n: number; sum: number }>();
      const key = (r: ListingLot) => `${r.maker}|${r.model}|${r.year}|${r.grade}`;
      for (const r of all.get('stats')!) {
        if (r.soldPrice === null) continue;
        const s = sums.get(key(r)) ?? { n: 0, sum: 0 };
        sums.set(key(r), { n: s.n + 1, sum: s.sum + r.soldPrice });
      }
      expect(sums.size).toBeGreaterThan(0);
      for (const r of [...all.get('car-auction')!, ...all.get('stats')!]) {
        const s = sums.get(key(r));
        expect(r.averagePrice).toBe(s ? Math.round(s.sum / s.n) : null);
      }
    });

    it('are described in the OpenAPI document', async () => {
      const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
      for (const p of ['listing', 'filters', 'maker', 'model']) expect(paths).toHaveProperty(`/api/v1/stats/${p}`);
    });

    it('answer 404 for an unknown page type', async () => {
      expect((await get('/cars/listing')).statusCode).toBe(404);
      expect((await get('/cars/filters')).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('answers 401 to an anonymous caller, before looking at the parameters', async () => {
      for (const path of ['/car-auction/listing', '/stats/listing?pageSize=-1', '/stock/filters', '/stats/maker', '/car-auction/model?id=1']) {
        const res = await get(path, null);
        expect(res.statusCode, path).toBe(401);
      }
    });

    it('answers 403 without the view permission of the page type', async () => {
      const u = await createUser(t.database.db, { permissions: { ...PERMISSION_TEMPLATES.client, salesStatisticsView: false, onepriceView: false } });
      const c = await signIn(t.app, u.email, u.password);
      expect((await get('/car-auction/listing', c)).statusCode).toBe(200);
      expect((await get('/stats/listing', c)).statusCode).toBe(403);
      expect((await get('/stock/listing', c)).statusCode).toBe(403);
      expect((await get('/stats/filters', c)).statusCode).toBe(403);
      expect((await get('/stock/maker', c)).statusCode).toBe(403);
    });

    it('ignores exportable=1 for a viewer whose country has no export rules (every lot may go)', async () => {
      for (const pageType of ['car-auction', 'stats', 'stock'] as const) {
        const { rows } = await everything(pageType, { exportable: '1' });
        expect(ids(rows)).toEqual(ids(all.get(pageType)!));
        expect(rows.some((r) => r.exportCheck)).toBe(false);
      }
    });

    it('answers 400 on the field for bad parameters, never 500', async () => {
      const cases: Array<[string, string]> = [
        ['mileage=abc,100', 'mileage'],
        ['year=2020', 'year'],
        ['engine=2000,1000', 'engine'],
        ['pageSize=-5', 'pageSize'],
        ['pageSize=1000', 'pageSize'],
        ['page=0', 'page'],
        ['sort=price', 'sort'],
        ['order=UP', 'order'],
        ['date=2024-13-01', 'date'],
        ['date=yesterday', 'date'],
        ['status=1', 'status'],
        ['maker=toyota', 'maker'],
        ['favorite=Z', 'favorite'],
        [`search=${'x'.repeat(101)}`, 'search'],
        ['exportable=yes', 'exportable'],
      ];
      for (const [qs, field] of cases) {
        const res = await get(`/car-auction/listing?${qs}`);
        expect(res.statusCode, qs).toBe(400);
        expect(res.json().message, qs).toHaveProperty(field);
      }
      expect((await get('/car-auction/model')).statusCode).toBe(400);
      expect((await get('/car-auction/model?id=x')).statusCode).toBe(400);
    });
  });

  describe('filters', () => {
    it('ranges: mileage, engine and year, each end optional', async () => {
      await expectFilter('car-auction', { mileage: '20000,80000' }, (r) => r.mileage >= 20000 && r.mileage <= 80000);
      await expectFilter('stats', { mileage: '100000,0' }, (r) => r.mileage >= 100000);
      await expectFilter('car-auction', { engine: '0,1500' }, (r) => r.engine <= 1500);
      await expectFilter('stock', { year: '2015,2020' }, (r) => r.year >= 2015 && r.year <= 2020);
      const unfiltered = await listing('car-auction', { mileage: '0,0' });
      expect(unfiltered.pageInfo.totalSearchResults).toBe(all.get('car-auction')!.length);
    });

    it('lists: chassis, condition, gearbox, colour, status, auction', async () => {
      const f = filters.get('car-auction')!;
      const pick = <T>(list: T[], n: number) => list.slice(0, n);
      const chassis = pick(f.chassis.map((o) => String(o.value)), 3);
      await expectFilter('car-auction', { chassis: chassis.join(',') }, (r) => chassis.includes(r.chassis.split('-')[0]!));
      await expectFilter('car-auction', { condition: '4.5,R' }, (r) => ['4.5', 'R'].includes(r.condition));
      await expectFilter('stats', { gearbox: 'MT' }, (r) => r.gearbox === 'MT');
      await expectFilter('car-auction', { color: 'PEARL,BLACK' }, (r) => ['PEARL', 'BLACK'].includes(r.color));
      await expectFilter('stats', { status: `${AUCTION_STATUS.sold},${AUCTION_STATUS.notSold}` }, (r) =>
        [AUCTION_STATUS.sold, AUCTION_STATUS.notSold].includes(r.status as 4533),
      );
      const house = f.auction[0]!;
      await expectFilter('car-auction', { auction: String(house.value) }, (r) => r.auctionName === house.label);
    });

    it('maker and model', async () => {
      const makers = facetListResponse.parse((await get('/stats/maker')).json());
      const top = [...makers].sort((a, b) => b.counter - a.counter)[0]!;
      await expectFilter('stats', { maker: top.value }, (r) => r.maker === top.label);
      const models = facetListResponse.parse((await get(`/stats/model?id=${top.value}`)).json());
      const m = models[0]!;
      await expectFilter('stats', { model: m.value }, (r) => r.model === m.label);
    });

    it('several filters at once', async () => {
      await expectFilter('stats', { year: '2012,0', condition: '4,4.5,5', gearbox: 'AT,CVT' }, (r) =>
        r.year >= 2012 && ['4', '4.5', '5'].includes(r.condition) && ['AT', 'CVT'].includes(r.gearbox),
      );
    });

    it('the date list, in Japan-time days', async () => {
      const days = [...new Set(all.get('car-auction')!.map((r) => tokyoParts(new Date(r.auctionDate)).date))];
      expect(days.length).toBeGreaterThanOrEqual(5);
      const chosen = [days[0]!, days[2]!];
      await expectFilter('car-auction', { date: chosen.join(',') }, (r) => chosen.includes(tokyoParts(new Date(r.auctionDate)).date));
      expect((await listing('car-auction', { date: '2001-01-01' })).carsList).toEqual([]);
    });

    it('quick search by lot number, model and chassis number', async () => {
      const sample = all.get('car-auction')![17]!;
      const byLot = await everything('car-auction', { search: String(sample.lotNo) });
      expect(byLot.rows.map((r) => r.id)).toContain(sample.id);
      const contains = (r: ListingLot, term: string) =>
        String(r.lotNo) === term || [r.model, r.chassis, r.equip].some((s) => s.toLowerCase().includes(term.toLowerCase()));
      expect(byLot.rows.every((r) => contains(r, String(sample.lotNo)))).toBe(true);

      const byModel = await everything('car-auction', { search: sample.model.toLowerCase() });
      expect(byModel.rows.map((r) => r.id)).toContain(sample.id);
      expect(byModel.rows.every((r) => contains(r, sample.model))).toBe(true);

      const byChassis = await listing('car-auction', { search: sample.chassis });
      expect(byChassis.carsList.map((r) => r.id)).toContain(sample.id);
      expect(byChassis.carsList.every((r) => r.chassis === sample.chassis)).toBe(true);

      expect((await listing('car-auction', { search: '%_%' })).pageInfo.totalSearchResults).toBe(0);
    });

    it('a favorites group of the signed-in user only', async () => {
      const rows = all.get('car-auction')!;
      const inB = [rows[3]!, rows[40]!, rows[99]!];
      await t.database.db.insert(favorites).values([
        ...inB.map((r) => ({ userId, lotId: r.id, group: 'B' })),
        { userId, lotId: rows[5]!.id, group: 'A' },
      ]);
      const b = await everything('car-auction', { favorite: 'B' });
      expect(ids(b.rows)).toEqual(ids(inB));
      expect(b.rows.every((r) => r.wishList.find((w) => w.group === 'B')?.value && r.wishList.filter((w) => w.value).length === 1)).toBe(true);
      expect(b.pageInfo).toMatchObject({ totalSearchResults: 3, totalResults: 3 });
      expect((await listing('car-auction', { favorite: 'B' }, otherCookie)).carsList).toEqual([]);
    });

    it('a favorites group keeps past results and stock cars too', async () => {
      const past = all.get('stats')![7]!;
      const stock = all.get('stock')![2]!;
      await t.database.db.insert(favorites).values([
        { userId, lotId: past.id, group: 'C' },
        { userId, lotId: stock.id, group: 'C' },
      ]);
      const c = await everything('car-auction', { favorite: 'C', sort: 'startPrice', order: 'ASC' });
      expect(ids(c.rows)).toEqual(ids([past, stock]));
      expect(c.rows.find((r) => r.id === stock.id)?.lotType).toBe('stock');
    });

    it("the viewer's own bid, not someone else's nor a cancelled one", async () => {
      const rows = all.get('car-auction')!;
      const [mine, cancelled] = [rows[10]!, rows[11]!];
      await t.database.db.insert(bids).values([
        { userId, lotId: mine.id, amount: 1_505_000, status: BID_STATUS.bid },
        { userId, lotId: cancelled.id, amount: 905_000, status: BID_STATUS.cancel },
      ]);
      const seen = await listing('car-auction', { search: String(mine.lotNo), pageSize: 100 });
      const row = seen.carsList.find((r) => r.id === mine.id)!;
      expect(row).toMatchObject({ myBid: true, myBidAmount: 1_505_000 });
      const other = (await listing('car-auction', { search: String(mine.lotNo), pageSize: 100 }, otherCookie)).carsList.find((r) => r.id === mine.id)!;
      expect(other).toMatchObject({ myBid: false, myBidAmount: null });
      const c = (await listing('car-auction', { search: String(cancelled.lotNo), pageSize: 100 })).carsList.find((r) => r.id === cancelled.id)!;
      expect(c).toMatchObject({ myBid: false, myBidAmount: null });
    });
  });

  describe('sort and pages', () => {
    const key: Record<string, (r: ListingLot) => number> = {
      auctionDate: (r) => Date.parse(r.auctionDate),
      year: (r) => r.year,
      condition: (r) => conditionRank(r.condition),
      mileage: (r) => r.mileage,
      startPrice: (r) => r.startPrice ?? Number.POSITIVE_INFINITY,
    };

    it.each(Object.keys(key))('orders by %s both ways, ties by id', async (sort) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const { rows } = await everything('stats', { sort, order });
        expect(rows).toHaveLength(all.get('stats')!.length);
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1]!, rows[i]!];
          const d = order === 'ASC' ? key[sort]!(b) - key[sort]!(a) : key[sort]!(a) - key[sort]!(b);
          expect(d >= 0 || (sort === 'startPrice' && key[sort]!(b) === Number.POSITIVE_INFINITY), `${sort} ${order} at ${i}`).toBe(true);
          if (d === 0) expect(order === 'ASC' ? b.id > a.id : b.id < a.id).toBe(true);
        }
      }
    });

    it('defaults: coming sessions first, latest results first, newest stock first', () => {
      const asc = (xs: number[]) => xs.every((x, i) => i === 0 || x >= xs[i - 1]!);
      expect(asc(all.get('car-auction')!.map((r) => Date.parse(r.auctionDate)))).toBe(true);
      expect(asc(all.get('stats')!.map((r) => -Date.parse(r.auctionDate)))).toBe(true);
      expect(asc(all.get('stock')!.map((r) => -Date.parse(r.auctionDate)))).toBe(true);
    });

    it('orders stock cars by their fixed price on the price sort', async () => {
      const rows = (await everything('stock', { sort: 'startPrice', order: 'DESC' })).rows;
      expect(rows.every((r) => r.startPrice === null)).toBe(true);
      expect(rows.map((r) => r.soldPrice!)).toEqual(rows.map((r) => r.soldPrice!).sort((a, b) => b - a));
    });

    it('moves the lots of a finished day to the statistics at Tokyo midnight', async () => {
      const { closePastAuctionDays } = await import('../src/modules/listing/auction-days.js');
      const coming = all.get('car-auction')!;
      const firstDay = tokyoParts(new Date(coming[0]!.auctionDate)).date;
      const onFirstDay = coming.filter((r) => tokyoParts(new Date(r.auctionDate)).date === firstDay);
      expect(onFirstDay.length).toBeGreaterThan(0);
      // "Now" is the next Tokyo midnight after the first coming day.
      const nextMidnight = new Date(Date.parse(`${firstDay}T00:00:00+09:00`) + 86_400_000);
      await closePastAuctionDays(t.database.db, nextMidnight);
      try {
        const stats = await everything('stats');
        const auction = await everything('car-auction');
        // (The totals follow the summary's Japan-time day, which is still the real today here.)
        expect(ids(auction.rows)).toEqual(ids(coming.filter((r) => !onFirstDay.includes(r))));
        expect(ids(stats.rows)).toEqual(ids([...all.get('stats')!, ...onFirstDay]));
      } finally {
        await t.database.db.execute(sql`UPDATE lots SET past = false WHERE id = ANY(${sql.param(onFirstDay.map((r) => r.id))}::int[])`);
      }
    });

    it('pages are disjoint and together cover the total', async () => {
      const seen: number[] = [];
      let total = 0;
      for (let page = 1; page < 100; page++) {
        const r = await listing('car-auction', { pageSize: 7, page, sort: 'condition', order: 'DESC' });
        total = r.pageInfo.totalSearchResults;
        expect(r.pageInfo).toMatchObject({ page, pageSize: 7 });
        if (r.carsList.length === 0) break;
        seen.push(...r.carsList.map((x) => x.id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });

    it('a page beyond the end is empty but still counts', async () => {
      const r = await listing('stats', { page: 1000, pageSize: 50 });
      expect(r.carsList).toEqual([]);
      expect(r.pageInfo.totalSearchResults).toBe(all.get('stats')!.length);
    });
  });

  describe('facets and filter data', () => {
    it.each(['car-auction', 'stats', 'stock'] as const)('maker and model counts equal the listing totals on %s', async (pageType) => {
      const makers = facetListResponse.parse((await get(`/${pageType}/maker`)).json());
      expect(makers.reduce((s, m) => s + m.counter, 0)).toBe(all.get(pageType)!.length);
      for (const m of makers) {
        expect(m.counter).toBe(all.get(pageType)!.filter((r) => r.maker === m.label).length);
      }
      const top = [...makers].sort((a, b) => b.counter - a.counter)[0]!;
      const models = facetListResponse.parse((await get(`/${pageType}/model?id=${top.value}`)).json());
      expect(models.reduce((s, m) => s + m.counter, 0)).toBe(top.counter);
      for (const m of models.slice(0, 3)) {
        expect((await listing(pageType, { model: m.value })).pageInfo.totalSearchResults).toBe(m.counter);
      }
    });

    it('maker counts follow the chosen days, not the maker choice', async () => {
      const day = tokyoParts(new Date(all.get('stats')![0]!.auctionDate)).date;
      const makers = facetListResponse.parse((await get(`/stats/maker?date=${day}&maker=1`)).json());
      const expected = all.get('stats')!.filter((r) => tokyoParts(new Date(r.auctionDate)).date === day);
      expect(makers.reduce((s, m) => s + m.counter, 0)).toBe(expected.length);
    });

    it.each(['car-auction', 'stats', 'stock'] as const)('lists every value present on %s, conditions by rank', (pageType) => {
      const f = filters.get(pageType)!;
      const rows = all.get(pageType)!;
      const values = (list: Array<{ value: string | number }>) => list.map((o) => o.value).sort();
      expect(values(f.color)).toEqual([...new Set(rows.map((r) => r.color))].sort());
      expect(values(f.gearbox)).toEqual([...new Set(rows.map((r) => r.gearbox))].sort());
      expect(values(f.chassis)).toEqual([...new Set(rows.map((r) => r.chassis.split('-')[0]!))].sort());
      expect(values(f.status)).toEqual([...new Set(rows.map((r) => r.status!))].sort());
      expect(f.auction.map((o) => o.label).sort()).toEqual([...new Set(rows.map((r) => r.auctionName))].sort());
      const ranks = f.condition.map((o) => conditionRank(String(o.value)));
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
      expect(values(f.condition)).toEqual([...new Set(rows.map((r) => r.condition))].sort());
      expect(f.mileage.step).toBe(1000);
      expect(f.engine.step).toBe(100);
      expect(f.year.step).toBe(1);
      expect(f.mileage.min).toBeLessThanOrEqual(Math.min(...rows.map((r) => r.mileage)));
      expect(f.mileage.max).toBeGreaterThanOrEqual(Math.max(...rows.map((r) => r.mileage)));
      expect(f.year).toMatchObject({ min: Math.min(...rows.map((r) => r.year)), max: Math.max(...rows.map((r) => r.year)) });
      expect(f.engine.min).toBeLessThanOrEqual(Math.min(...rows.map((r) => r.engine)));
      expect(f.totalResults).toBe(rows.length);
      expect(f.totalSearchResults).toBe(rows.length);
    });

    it('filter data counts the request filters in totalSearchResults', async () => {
      const f = filtersResponse.parse((await get('/stats/filters?gearbox=MT')).json());
      expect(f.totalSearchResults).toBe(all.get('stats')!.filter((r) => r.gearbox === 'MT').length);
      expect(f.totalResults).toBe(all.get('stats')!.length);
    });
  });
});
