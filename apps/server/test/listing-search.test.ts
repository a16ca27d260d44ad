import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listingResponse, type PageType } from '@jauc/contract';
import { clearSearchCache, searchTuning } from '../src/modules/listing/listing-search.js';
import { lotIndexTuning } from '../src/modules/listing/lot-index/lot-index.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The quick search reads its matches either in no order and sorts them in the server (a search
// matching up to `unorderedUpTo` lots) or in order from PostgreSQL (a broader one). Both must
// list exactly the same lots in the same order, in every sort and direction. This is the SQL
// path (LISTING_INDEX=off); with the index on, the index answers the search (lot-index.test.ts
// holds the two to the same answers).

const DEFAULT_TUNING = { ...searchTuning };

describe.each(ENGINES)('quick search order on %s', (engine) => {
  let t: TestApp;
  let cookie: string;

  async function allIds(pageType: PageType, params: Record<string, string>): Promise<number[]> {
    clearSearchCache();
    const ids: number[] = [];
    for (let page = 1; page < 50; page++) {
      const qs = new URLSearchParams({ ...params, page: String(page), pageSize: '100' });
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/${pageType}/listing?${qs}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const { carsList } = listingResponse.parse(res.json());
      if (carsList.length === 0) break;
      ids.push(...carsList.map((l) => l.id));
    }
    return ids;
  }

  beforeAll(async () => {
    lotIndexTuning.enabled = false;
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 150, stats: 300, stock: 40, seed: 7 });
    const user = await createUser(t.database.db);
    cookie = await signIn(t.app, user.email, user.password);
  });
  afterEach(() => Object.assign(searchTuning, DEFAULT_TUNING));
  afterAll(async () => {
    lotIndexTuning.enabled = true;
    await t?.close();
  });

  const SORTS = ['auctionDate', 'year', 'mileage', 'condition', 'startPrice'];
  const CASES: Array<[PageType, string]> = [
    ['stats', 'a'],
    ['stats', '1'],
    ['car-auction', 'AC'],
    ['stock', 'e'],
  ];

  it.each(CASES)('lists %s "%s" the same way read sorted here or by PostgreSQL, in every sort', async (pageType, search) => {
    for (const sort of SORTS) {
      for (const order of ['ASC', 'DESC']) {
        const params = { search, sort, order };
        Object.assign(searchTuning, { unorderedUpTo: 1_000_000 });
        const sortedHere = await allIds(pageType, params);
        Object.assign(searchTuning, { unorderedUpTo: 0 });
        const sortedByDatabase = await allIds(pageType, params);
        expect(sortedHere.length, `${sort} ${order}`).toBeGreaterThan(1);
        expect(sortedHere, `${sort} ${order}`).toEqual(sortedByDatabase);
        // A cap below the matches keeps the first `cap` of the same order.
        Object.assign(searchTuning, { unorderedUpTo: 1_000_000, cap: 5 });
        expect(await allIds(pageType, params), `${sort} ${order} capped`).toEqual(sortedByDatabase.slice(0, 5));
        Object.assign(searchTuning, DEFAULT_TUNING);
      }
    }
  });
});
