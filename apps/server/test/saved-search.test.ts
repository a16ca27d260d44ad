import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LANGUAGE, listingResponse, SAVED_SEARCH_LIMIT, savedSearchListResponse, type PageType } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { now } from '../src/lib/clock.js';
import { alertSearches } from '../src/modules/saved-search/alerts.repo.js';
import { matchLots } from '../src/modules/saved-search/saved-search-match.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 21 §4: saved searches — their API (the caller's own, at most 20, bad input writes nothing)
// and their matching, which must answer exactly what the listing answers for the same query.

describe.each(ENGINES)('saved searches on %s', (engine) => {
  let t: TestApp;

  const call = (cookie: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const save = (cookie: string | null, body: object) => call(cookie, 'POST', '/saved-search', body);
  const list = async (cookie: string) => {
    const res = await call(cookie, 'GET', '/saved-search/list');
    expect(res.statusCode, res.body).toBe(200);
    return savedSearchListResponse.parse(res.json()).list;
  };
  const count = async () => (await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM saved_searches`))[0]!.n;
  async function newUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const u = await createUser(t.database.db, overrides);
    return { id: u.id, cookie: await signIn(t.app, u.email, u.password) };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 160, stats: 60, stock: 60, seed: 2121 });
  });
  afterAll(async () => t?.close());

  it('saves, lists with newCount, pauses, opens and deletes; anonymous callers get 401', async () => {
    const u = await newUser();
    expect((await save(null, { name: 'x', pageType: 'stock', query: '', notify: 'none' })).statusCode).toBe(401);
    const res = await save(u.cookie, { name: '  Prius under 100k km ', pageType: 'car-auction', query: '?page=3&mileage=0,100000&search=prius&cursor=abc', notify: 'email' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    // The page and cursor are a moment's, not the search's.
    expect(await list(u.cookie)).toMatchObject([{ id, name: 'Prius under 100k km', pageType: 'car-auction', query: 'mileage=0%2C100000&search=prius', notify: 'email', newCount: 0 }]);
    expect((await call(u.cookie, 'PUT', '/saved-search/notify', { id, notify: 'none' })).statusCode).toBe(200);
    expect((await call(u.cookie, 'POST', '/saved-search/opened', { id })).statusCode).toBe(200);
    expect((await list(u.cookie))[0]!.notify).toBe('none');
    expect((await call(u.cookie, 'DELETE', `/saved-search?id=${id}`)).statusCode).toBe(200);
    expect(await list(u.cookie)).toEqual([]);
    expect((await call(u.cookie, 'DELETE', `/saved-search?id=${id}`)).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} per user: one more is 422 saved_search_limit and writes nothing`, async () => {
    const u = await newUser();
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i++) expect((await save(u.cookie, { name: `s${i}`, pageType: 'stock', query: `year=${2000 + i},0`, notify: 'none' })).statusCode).toBe(200);
    const over = await save(u.cookie, { name: 'one more', pageType: 'stock', query: '', notify: 'none' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ success: false, message: 'saved_search_limit' });
    expect(await list(u.cookie)).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it("another user's search answers 404 and stays as it was", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { id } = (await save(owner.cookie, { name: 'mine', pageType: 'stock', query: '', notify: 'email' })).json() as { id: number };
    expect((await call(other.cookie, 'DELETE', `/saved-search?id=${id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'PUT', '/saved-search/notify', { id, notify: 'none' })).statusCode).toBe(404);
    expect((await call(other.cookie, 'POST', '/saved-search/opened', { id })).statusCode).toBe(404);
    expect(await list(other.cookie)).toEqual([]);
    expect(await list(owner.cookie)).toMatchObject([{ id, notify: 'email' }]);
  });

  it.each([
    ['no name', { name: '  ', pageType: 'stock', query: '', notify: 'none' }, 'name'],
    ['a page type that is not a listing', { name: 'a', pageType: 'favorites', query: '', notify: 'none' }, 'pageType'],
    ['a query the listing refuses', { name: 'a', pageType: 'stock', query: 'mileage=abc', notify: 'none' }, 'query'],
    ['a favorites group', { name: 'a', pageType: 'car-auction', query: 'favorite=A', notify: 'none' }, 'query'],
    ['a key twice', { name: 'a', pageType: 'stock', query: 'maker=1&maker=2', notify: 'none' }, 'query'],
    ['an unknown channel', { name: 'a', pageType: 'stock', query: '', notify: 'sms' }, 'notify'],
    ['a control character', { name: 'a\u0000b', pageType: 'stock', query: '', notify: 'none' }, 'name'],
  ])('refuses %s with 422 on its field and writes nothing', async (_what, body, field) => {
    const u = await newUser();
    const before = await count();
    const res = await save(u.cookie, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys((res.json() as { message: Record<string, string> }).message)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('refuses a listing the user cannot open (403)', async () => {
    const u = await newUser();
    const permissions = (await t.database.db.query.users.findFirst({ where: (x, { eq }) => eq(x.id, u.id) }))!.permissions;
    await t.database.db.execute(sql`UPDATE users SET permissions = ${JSON.stringify({ ...permissions, salesStatisticsView: false })}::jsonb WHERE id = ${u.id}`);
    const res = await save(u.cookie, { name: 'stats', pageType: 'stats', query: '', notify: 'none' });
    expect(res.statusCode).toBe(403);
  });

  describe('matching equals the listing', () => {
    async function listingIds(cookie: string, pageType: PageType, q: string): Promise<number[]> {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/${pageType}/listing?${q}${q ? '&' : ''}pageSize=100&page=${page}`, headers: { cookie } });
        expect(res.statusCode, res.body).toBe(200);
        const rows = listingResponse.parse(res.json()).carsList;
        ids.push(...rows.map((r) => r.id));
        if (rows.length < 100) return ids.sort((a, b) => a - b);
      }
    }

    it('a search matches among all lots exactly the lots its listing returns', async () => {
      const u = await newUser({ language: LANGUAGE.ru });
      const [sample] = await query<{ maker_id: number; model_id: number; year: number; color: string }>(
        t.database.db,
        sql`SELECT maker_id, model_id, year, color FROM lots WHERE kind = 'auction' AND NOT past ORDER BY id LIMIT 1`,
      );
      const [stock] = await query<{ maker_id: number }>(t.database.db, sql`SELECT maker_id FROM lots WHERE kind = 'stock' ORDER BY id LIMIT 1`);
      const searches: Array<[PageType, string]> = [
        ['car-auction', ''],
        ['car-auction', 'bidding=all'],
        ['car-auction', `bidding=all&maker=${sample!.maker_id}`],
        ['car-auction', `maker=${sample!.maker_id}`],
        ['car-auction', `year=${sample!.year - 2},${sample!.year + 2}&color=${encodeURIComponent(sample!.color)}`],
        ['car-auction', 'mileage=0,80000&sort=startPrice&order=ASC'],
        ['car-auction', 'search=a'],
        ['stock', `maker=${stock!.maker_id}`],
        ['stock', 'engine=1500,2500'],
        ['stats', 'status=4533,4535'],
        ['stats', ''],
      ];
      for (const [pageType, q] of searches) {
        const res = await save(u.cookie, { name: `${pageType} ${q}`.slice(0, 60), pageType, query: q, notify: 'none' });
        expect(res.statusCode, res.body).toBe(200);
      }
      const owners = (await alertSearches(t.database.db)).filter((s) => s.userId === u.id);
      expect(owners).toHaveLength(searches.length);
      const allIds = (await query<{ id: number }>(t.database.db, sql`SELECT id FROM lots ORDER BY id`)).map((r) => r.id);
      const matches = await matchLots(t.database.db, owners, allIds, now(), t.config.bidCloseMinutes);
      let nonEmpty = 0;
      for (const s of owners) {
        const matched = [...(matches.get(s.id) ?? [])].sort((a, b) => a - b);
        // The request the app makes of the page's URL: the car auctions' default view is the lots still taking bids.
        const request = s.pageType === 'car-auction' && !s.query.includes('bidding=all') ? `${s.query}${s.query ? '&' : ''}bidding=open` : s.query;
        const listed = await listingIds(u.cookie, s.pageType, request);
        expect(matched, `${s.pageType}?${s.query}`).toEqual(listed);
        if (listed.length > 0) nonEmpty++;
      }
      expect(nonEmpty).toBeGreaterThanOrEqual(8);
    });
  });
});
