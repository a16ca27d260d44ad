import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, facetListResponse, filtersResponse, listingResponse, type PageType } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { clearCountCache } from '../src/modules/listing/listing-counts.js';
import { clearAnchors, pagingTuning } from '../src/modules/listing/listing-paging.js';
import { lotIndexTuning } from '../src/modules/listing/lot-index/lot-index.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The deep-page paths (keyset cursors, reverse reads near the end, anchors in the middle) must
// give exactly the pages a plain OFFSET would. Small thresholds force each path on 400 lots.
// Each suite runs twice: answered by the in-memory listing index, and by SQL alone (the path of
// favorites and the quick search, and of every listing with LISTING_INDEX=off).

const DEFAULT_TUNING = { ...pagingTuning };
type Params = Record<string, string | number>;

const MODES = ENGINES.flatMap((engine) => [[engine, 'index'] as const, [engine, 'sql'] as const]);

describe.each(MODES)('listing pages at depth on %s by %s', (engine, mode) => {
  let t: TestApp;
  let cookie: string;

  async function listing(pageType: PageType, params: Params) {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${pageType}/listing?${qs}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return listingResponse.parse(res.json());
  }

  /** Every page by page number, each read by plain OFFSET (nothing counts as deep). */
  async function referencePages(pageType: PageType, params: Params, pageSize: number) {
    Object.assign(pagingTuning, { shallowRows: 1e9 });
    const pages: number[][] = [];
    for (let page = 1; ; page++) {
      const r = await listing(pageType, { ...params, page, pageSize });
      if (r.carsList.length === 0) break;
      pages.push(r.carsList.map((l) => l.id));
    }
    Object.assign(pagingTuning, DEFAULT_TUNING);
    return pages;
  }

  beforeAll(async () => {
    lotIndexTuning.enabled = mode === 'index';
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 150, stats: 250, stock: 40, seed: 99 });
    const user = await createUser(t.database.db);
    cookie = await signIn(t.app, user.email, user.password);
  });
  afterEach(() => {
    Object.assign(pagingTuning, DEFAULT_TUNING);
    clearAnchors();
    clearCountCache();
  });
  afterAll(async () => {
    lotIndexTuning.enabled = true;
    await t?.close();
  });

  const QUERIES: Array<[PageType, Params]> = [
    ['stats', {}],
    ['stats', { sort: 'year', order: 'DESC' }],
    ['car-auction', { sort: 'mileage', order: 'ASC', gearbox: 'AT' }],
    ['car-auction', { sort: 'condition', order: 'DESC' }],
    ['stock', { sort: 'startPrice', order: 'ASC' }],
    ['stats', { sort: 'auctionDate', order: 'ASC', mileage: '20000,0' }],
  ];

  it.each(QUERIES)('jumps to any page of %s %o like OFFSET would (anchors in the middle, reverse near the end)', async (pageType, params) => {
    const pages = await referencePages(pageType, params, 7);
    expect(pages.length).toBeGreaterThan(4);
    Object.assign(pagingTuning, { shallowRows: 7, anchorStride: 5 });
    for (let page = 1; page <= pages.length + 1; page++) {
      const r = await listing(pageType, { ...params, page, pageSize: 7 });
      expect(r.carsList.map((l) => l.id), `page ${page}`).toEqual(pages[page - 1] ?? []);
    }
  });

  it.each(QUERIES)('walks %s %o forwards and back with the cursors', async (pageType, params) => {
    const pages = await referencePages(pageType, params, 9);
    // No OFFSET may serve a deep page here: only cursors can reach pages past the first.
    Object.assign(pagingTuning, { shallowRows: 0, anchorStride: 1e9 });
    let r = await listing(pageType, { ...params, page: 1, pageSize: 9 });
    expect(r.pageInfo.prevCursor).toBeUndefined();
    for (let page = 2; page <= pages.length; page++) {
      expect(r.pageInfo.nextCursor, `next of ${page - 1}`).toBeDefined();
      r = await listing(pageType, { ...params, page, pageSize: 9, cursor: r.pageInfo.nextCursor! });
      expect(r.carsList.map((l) => l.id), `page ${page}`).toEqual(pages[page - 1]);
    }
    expect(r.pageInfo.nextCursor).toBeUndefined();
    for (let page = pages.length - 1; page >= 1; page--) {
      r = await listing(pageType, { ...params, page, pageSize: 9, cursor: r.pageInfo.prevCursor! });
      expect(r.carsList.map((l) => l.id), `back to ${page}`).toEqual(pages[page - 1]);
    }
  });

  it('ignores a cursor of another query or page, and refuses one it cannot read', async () => {
    const pages = await referencePages('stats', { sort: 'year' }, 10);
    const first = await listing('stats', { sort: 'year', page: 1, pageSize: 10 });
    const otherSort = await listing('stats', { sort: 'mileage', page: 2, pageSize: 10, cursor: first.pageInfo.nextCursor! });
    expect(otherSort.carsList.map((l) => l.id)).toEqual((await referencePages('stats', { sort: 'mileage' }, 10))[1]);
    const wrongPage = await listing('stats', { sort: 'year', page: 3, pageSize: 10, cursor: first.pageInfo.nextCursor! });
    expect(wrongPage.carsList.map((l) => l.id)).toEqual(pages[2]);

    for (const bad of ['not-json', Buffer.from('{"h":1}').toString('base64url'), 'a.b']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/stats/listing?cursor=${bad}`, headers: { cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: { cursor: 'Errors.InvalidField' } });
    }
  });

  it('keeps facet counts, ranges and totals in step as lots are added, changed and removed', async () => {
    const exact = async (where: string) =>
      Number((await query<{ n: number }>(t.database.db, sql.raw(`SELECT count(*)::int AS n FROM lots WHERE ${where}`)))[0]!.n);
    const before = filtersResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/stats/filters', headers: { cookie } })).json());

    // Other lots of the same sessions (numbered from the database's sequence, so never a clash).
    await generateTestLots(t.database.db, { auction: 20, stats: 30, stock: 5, seed: 7 });
    await t.database.db.execute(sql`UPDATE lots SET status = ${AUCTION_STATUS.removed}, mileage = 987654 WHERE id IN (SELECT id FROM lots WHERE kind = 'auction' AND status = ${AUCTION_STATUS.sold} ORDER BY id LIMIT 12)`);
    await t.database.db.execute(sql`DELETE FROM lots WHERE id IN (SELECT id FROM lots WHERE kind = 'stock' ORDER BY id LIMIT 3)`);
    await t.database.db.execute(sql`UPDATE lots SET comment = 'checked' WHERE id < 50`);

    const after = filtersResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/stats/filters', headers: { cookie } })).json());
    const statsAll = await listing('stats', {});
    expect(after.totalResults).toBe(statsAll.pageInfo.totalSearchResults);
    expect(after.totalResults).toBeGreaterThan(before.totalResults);
    expect(after.mileage.max).toBe(987654 + (1000 - (987654 % 1000)));

    const removed = await listing('stats', { status: AUCTION_STATUS.removed });
    const sold = await listing('stats', { status: `${AUCTION_STATUS.sold},${AUCTION_STATUS.soldNego}` });
    const todayCut = `auction_date < (SELECT min(auction_date) FROM lots WHERE kind = 'auction' AND status IN (${AUCTION_STATUS.ongoing}, ${AUCTION_STATUS.upcoming}))`;
    expect(removed.pageInfo.totalSearchResults).toBe(await exact(`kind = 'auction' AND status = ${AUCTION_STATUS.removed} AND ${todayCut}`));
    expect(sold.pageInfo.totalSearchResults).toBe(await exact(`kind = 'auction' AND status IN (${AUCTION_STATUS.sold}, ${AUCTION_STATUS.soldNego}) AND ${todayCut}`));

    const stock = await listing('stock', {});
    expect(stock.pageInfo.totalSearchResults).toBe(await exact(`kind = 'stock'`));
    const makers = facetListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/stock/maker', headers: { cookie } })).json());
    expect(makers.reduce((s, m) => s + m.counter, 0)).toBe(await exact(`kind = 'stock'`));
    for (const m of makers) {
      expect(m.counter).toBe((await listing('stock', { maker: m.value })).pageInfo.totalSearchResults);
      expect(m.counter).toBe(await exact(`kind = 'stock' AND maker_id = ${m.value}`));
    }
    const leftover = await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM lot_facet_counts WHERE n <= 0`);
    expect(leftover[0]!.n).toBe(0);
  });
});
