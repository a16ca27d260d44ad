import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { FAVORITES_LIMIT, listingResponse, type FavoriteGroup, type PageType } from '@jauc/contract';
import { favorites, lots } from '../src/db/schema.js';
import { startOfTokyoToday } from '../src/modules/lots-core/lot-query.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Enough auction lots to fill one user's favorites past the cap.
const COUNTS = { auction: FAVORITES_LIMIT + 20, stats: 5, stock: 10 };

describe.each(ENGINES)('favorites on %s', (engine) => {
  let t: TestApp;
  let auctionIds: number[];
  let stockIds: number[];

  const add = (cookie: string | null, payload: object, headers: Record<string, string> = { origin: ORIGIN }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/favorite/add', headers: { ...headers, ...(cookie ? { cookie } : {}) }, payload });
  const remove = (cookie: string | null, query: Record<string, string | number>, headers: Record<string, string> = { origin: ORIGIN }) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/favorite/delete?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });

  async function listing(cookie: string, pageType: PageType, group: FavoriteGroup) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${pageType}/listing?favorite=${group}&pageSize=100`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return listingResponse.parse(res.json()).carsList;
  }

  async function storedGroups(userId: number) {
    const rows = await t.database.db
      .select({ lotId: favorites.lotId, group: favorites.group })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.lotId));
    return rows;
  }

  async function newClient(overrides: Parameters<typeof createUser>[1] = {}) {
    const u = await createUser(t.database.db, overrides);
    return { id: u.id, cookie: await signIn(t.app, u.email, u.password) };
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { ...COUNTS, seed: 777 });
    const rows = await t.database.db
      .select({ id: lots.id, kind: lots.kind, auctionDate: lots.auctionDate })
      .from(lots)
      .orderBy(asc(lots.id));
    // Auction lots of the car-auction page (today or later in Japan), so its listing shows them.
    const todayStart = startOfTokyoToday(new Date()).getTime();
    auctionIds = rows.filter((r) => r.kind === 'auction' && r.auctionDate.getTime() >= todayStart).map((r) => r.id);
    stockIds = rows.filter((r) => r.kind === 'stock').map((r) => r.id);
    expect(auctionIds.length).toBeGreaterThan(FAVORITES_LIMIT);
    expect(stockIds.length).toBe(COUNTS.stock);
  });
  afterAll(async () => t?.close());

  it('adds a lot to a group; the listing of that group shows it with its wish list', async () => {
    const me = await newClient();
    const lotId = auctionIds[0]!;
    const res = await add(me.cookie, { carId: lotId, group: 'A', type: 'auction' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });

    const rows = await listing(me.cookie, 'car-auction', 'A');
    expect(rows.map((r) => r.id)).toEqual([lotId]);
    expect(rows[0]!.wishList).toEqual([
      { group: 'A', value: true },
      { group: 'B', value: false },
      { group: 'C', value: false },
      { group: 'D', value: false },
      { group: 'E', value: false },
    ]);
    expect(await storedGroups(me.id)).toEqual([{ lotId, group: 'A' }]);
  });

  it('accepts the lot id as a numeric string and a stock lot without a type', async () => {
    const me = await newClient();
    expect((await add(me.cookie, { carId: String(auctionIds[1]), group: 'C' })).statusCode).toBe(200);
    expect((await add(me.cookie, { carId: stockIds[0], group: 'E' })).statusCode).toBe(200);
    expect((await listing(me.cookie, 'stock', 'E')).map((r) => r.id)).toEqual([stockIds[0]]);
    expect(await storedGroups(me.id)).toEqual(
      [
        { lotId: auctionIds[1]!, group: 'C' },
        { lotId: stockIds[0]!, group: 'E' },
      ].sort((a, b) => a.lotId - b.lotId),
    );
  });

  it('moving a lot to another group takes it out of the first one', async () => {
    const me = await newClient();
    const lotId = auctionIds[2]!;
    await add(me.cookie, { carId: lotId, group: 'A' });
    const moved = await add(me.cookie, { carId: lotId, group: 'B' });
    expect(moved.statusCode, moved.body).toBe(200);

    expect(await listing(me.cookie, 'car-auction', 'A')).toEqual([]);
    const inB = await listing(me.cookie, 'car-auction', 'B');
    expect(inB.map((r) => r.id)).toEqual([lotId]);
    expect(inB[0]!.wishList.filter((w) => w.value)).toEqual([{ group: 'B', value: true }]);
    expect(await storedGroups(me.id)).toEqual([{ lotId, group: 'B' }]);
  });

  it('adding twice to the same group is idempotent', async () => {
    const me = await newClient();
    const lotId = auctionIds[3]!;
    expect((await add(me.cookie, { carId: lotId, group: 'D' })).statusCode).toBe(200);
    expect((await add(me.cookie, { carId: lotId, group: 'D' })).statusCode).toBe(200);
    expect(await storedGroups(me.id)).toEqual([{ lotId, group: 'D' }]);
  });

  it('deletes from a group; deleting again, or from another group, is a successful no-op', async () => {
    const me = await newClient();
    const [a, b] = [auctionIds[4]!, auctionIds[5]!];
    await add(me.cookie, { carId: a, group: 'A' });
    await add(me.cookie, { carId: b, group: 'B' });

    // Not in group A: nothing changes.
    const wrongGroup = await remove(me.cookie, { group: 'A', carId: b });
    expect(wrongGroup.statusCode).toBe(200);
    expect(wrongGroup.json()).toEqual({ success: true });
    expect(await storedGroups(me.id)).toHaveLength(2);

    const res = await remove(me.cookie, { group: 'A', carId: a });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await listing(me.cookie, 'car-auction', 'A')).toEqual([]);
    expect(await storedGroups(me.id)).toEqual([{ lotId: b, group: 'B' }]);

    expect((await remove(me.cookie, { group: 'A', carId: a })).statusCode).toBe(200);
    // A lot that does not exist is not in the group either.
    expect((await remove(me.cookie, { group: 'A', carId: 2_000_000_000 })).statusCode).toBe(200);
    expect(await storedGroups(me.id)).toEqual([{ lotId: b, group: 'B' }]);
  });

  it("keeps each user's favorites to that user", async () => {
    const me = await newClient();
    const other = await newClient();
    const lotId = auctionIds[6]!;
    await add(me.cookie, { carId: lotId, group: 'A' });

    expect(await listing(other.cookie, 'car-auction', 'A')).toEqual([]);
    // The other user's delete does not touch mine; their own add lives beside it.
    expect((await remove(other.cookie, { group: 'A', carId: lotId })).statusCode).toBe(200);
    await add(other.cookie, { carId: lotId, group: 'C' });
    expect(await storedGroups(me.id)).toEqual([{ lotId, group: 'A' }]);
    expect(await storedGroups(other.id)).toEqual([{ lotId, group: 'C' }]);
    const mine = await listing(me.cookie, 'car-auction', 'A');
    expect(mine[0]!.wishList.filter((w) => w.value)).toEqual([{ group: 'A', value: true }]);
  });

  it('documents both calls in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/v1/favorite/add']?.post).toBeDefined();
    expect(paths['/api/v1/favorite/delete']?.delete).toBeDefined();
  });

  it('answers 401 to an anonymous caller, before looking at the input', async () => {
    expect((await add(null, { carId: auctionIds[0], group: 'A' })).statusCode).toBe(401);
    expect((await add(null, { carId: 'x' })).statusCode).toBe(401);
    expect((await remove(null, { group: 'A', carId: auctionIds[0]! })).statusCode).toBe(401);
  });

  it('refuses a request without the portal Origin (403)', async () => {
    const me = await newClient();
    const none = await add(me.cookie, { carId: auctionIds[7], group: 'A' }, {});
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ success: false, message: 'forbidden_origin' });
    const foreign = await remove(me.cookie, { group: 'A', carId: auctionIds[7]! }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await storedGroups(me.id)).toEqual([]);
  });

  it("needs the permission of the lot's listing (403)", async () => {
    const noStock = await newClient({ permissions: { ...PERMISSION_TEMPLATES.client, onepriceView: false } });
    const stock = await add(noStock.cookie, { carId: stockIds[1], group: 'A' });
    expect(stock.statusCode).toBe(403);
    expect(stock.json()).toEqual({ success: false, message: 'forbidden' });
    expect((await add(noStock.cookie, { carId: auctionIds[8], group: 'A' })).statusCode).toBe(200);

    const noAuction = await newClient({ permissions: { ...PERMISSION_TEMPLATES.client, carAuctionsView: false } });
    expect((await add(noAuction.cookie, { carId: auctionIds[8], group: 'A' })).statusCode).toBe(403);
    expect((await add(noAuction.cookie, { carId: stockIds[1], group: 'A' })).statusCode).toBe(200);

    const nothing = await newClient({ permissions: PERMISSION_TEMPLATES.disabled });
    // Neither listing: 403 even for a lot that does not exist, so ids cannot be probed.
    expect((await add(nothing.cookie, { carId: 2_000_000_000, group: 'A' })).statusCode).toBe(403);
    expect(await storedGroups(nothing.id)).toEqual([]);
  });

  it('answers 404 lot_not_found for an unknown lot', async () => {
    const me = await newClient();
    const res = await add(me.cookie, { carId: 2_000_000_000, group: 'A' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'lot_not_found' });
  });

  it('answers 422 on the field for a bad body, and on type when it does not match the lot', async () => {
    const me = await newClient();
    const cases: Array<[object, Record<string, string>]> = [
      [{ group: 'A' }, { carId: 'Errors.Required' }],
      [{ carId: 'abc', group: 'A' }, { carId: 'Errors.InvalidField' }],
      [{ carId: -3, group: 'A' }, { carId: 'Errors.InvalidField' }],
      [{ carId: 1.5, group: 'A' }, { carId: 'Errors.InvalidField' }],
      [{ carId: auctionIds[9], group: 'F' }, { group: 'Errors.InvalidField' }],
      [{ carId: auctionIds[9] }, { group: 'Errors.Required' }],
      [{ carId: auctionIds[9], group: 'A', type: 'used' }, { type: 'Errors.InvalidField' }],
      [{ carId: auctionIds[9], group: 'A', type: 'stock' }, { type: 'Errors.InvalidField' }],
      [{ carId: stockIds[2], group: 'A', type: 'auction' }, { type: 'Errors.InvalidField' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await add(me.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json(), JSON.stringify(payload)).toEqual({ success: false, message: fields });
    }
    expect(await storedGroups(me.id)).toEqual([]);
  });

  it('answers 400 on the field for bad delete parameters', async () => {
    const me = await newClient();
    const cases: Array<[Record<string, string | number>, Record<string, string>]> = [
      [{ group: 'A' }, { carId: 'Errors.Required' }],
      [{ group: 'A', carId: 'abc' }, { carId: 'Errors.InvalidField' }],
      [{ group: 'a', carId: auctionIds[0]! }, { group: 'Errors.InvalidField' }],
      [{ carId: auctionIds[0]! }, { group: 'Errors.Required' }],
    ];
    for (const [query, fields] of cases) {
      const res = await remove(me.cookie, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json(), JSON.stringify(query)).toEqual({ success: false, message: fields });
    }
  });

  it(`caps a user at ${FAVORITES_LIMIT} favorites, moves still allowed, also under concurrent adds`, async () => {
    const me = await newClient();
    const full = auctionIds.slice(0, FAVORITES_LIMIT - 2);
    await t.database.db.insert(favorites).values(full.map((lotId) => ({ userId: me.id, lotId, group: 'C' })));

    // Five adds at once for two free places: exactly two get in.
    const extra = auctionIds.slice(FAVORITES_LIMIT, FAVORITES_LIMIT + 5);
    const answers = await Promise.all(extra.map((carId) => add(me.cookie, { carId, group: 'D' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422, 422]);
    for (const r of answers.filter((a) => a.statusCode === 422)) expect(r.json()).toEqual({ success: false, message: 'favorites_limit' });
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, me.id));
    expect(n).toBe(FAVORITES_LIMIT);

    // Moving an existing favorite does not grow the list and stays allowed at the cap.
    expect((await add(me.cookie, { carId: full[0], group: 'E' })).statusCode).toBe(200);
    const [moved] = await t.database.db
      .select({ group: favorites.group })
      .from(favorites)
      .where(and(eq(favorites.userId, me.id), eq(favorites.lotId, full[0]!)));
    expect(moved?.group).toBe('E');

    // After a delete there is room again.
    expect((await remove(me.cookie, { group: 'E', carId: full[0]! })).statusCode).toBe(200);
    expect((await add(me.cookie, { carId: extra.find((id, i) => answers[i]!.statusCode === 422)!, group: 'D' })).statusCode).toBe(200);
  });
});
