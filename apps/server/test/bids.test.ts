import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, ROLE, USER_TYPE, bidGroupResponse, bidTypeResponse, placeBidResponse, userSearchResponse } from '@jauc/contract';
import { bidLogs, bids, ledgerEntries } from '../src/db/schema.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

type Who = { id: number; cookie: string };

describe.each(ENGINES)('bids on %s', (engine) => {
  let t: TestApp;
  let manager: Who;

  const send = (cookie: string | null, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const place = (who: Who | null, carId: number, extra: object = {}) =>
    send(who?.cookie ?? null, 'POST', '/bid/create', { amount: 500_000, carId, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '', ...extra });
  const cancel = (who: Who, bidId: number, status = 4) => send(who.cookie, 'PUT', '/bid/update-bid-status', { bidId, status });

  async function newUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<Who> {
    const u = await createUser(t.database.db, { creditLimit: 5_000_000, dailyBidLimit: 100, ...overrides });
    return { id: u.id, cookie: await signIn(t.app, u.email, u.password) };
  }
  const lot = (overrides: Parameters<typeof insertLot>[1] = {}) => insertLot(t.database.db, overrides);
  const bidsOf = (userId: number) => t.database.db.select().from(bids).where(eq(bids.userId, userId)).orderBy(asc(bids.id));
  const logsOf = (bidId: number) =>
    t.database.db.select({ event: bidLogs.event, actorId: bidLogs.actorId, amount: bidLogs.amount, status: bidLogs.status }).from(bidLogs).where(eq(bidLogs.bidId, bidId)).orderBy(asc(bidLogs.id));

  function expectError(res: Awaited<ReturnType<typeof send>>, status: number, message: unknown) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  it('answers 401 without a session', async () => {
    const id = await lot();
    expect((await place(null, id)).statusCode).toBe(401);
    expect((await send(null, 'PUT', '/bid/update-bid-status', { bidId: 1, status: 4 })).statusCode).toBe(401);
    expect((await send(null, 'GET', '/bid/group')).statusCode).toBe(401);
    expect((await send(null, 'GET', '/bid/type')).statusCode).toBe(401);
    expect((await send(null, 'POST', '/bid/bid-from-manager', {})).statusCode).toBe(401);
  });

  it('places a bid: New, logged as created by the client, shown on the lot page', async () => {
    const me = await newUser();
    const id = await lot({ startPrice: 480_000 });
    const res = await place(me, id, { amount: '480000', bidGroup: '3', comment: 'please' });
    expect(res.statusCode, res.body).toBe(200);
    const result = placeBidResponse.parse(res.json());
    expect(result).toMatchObject({ bidAmount: 480_000, bidStatus: BID_STATUS.new });
    const [row] = await bidsOf(me.id);
    expect(row).toMatchObject({ id: result.bidId, lotId: id, amount: 480_000, bidGroup: 3, exportType: 1, comment: 'please', placedById: me.id });
    expect(await logsOf(result.bidId)).toEqual([{ event: 'created', actorId: me.id, amount: 480_000, status: BID_STATUS.new }]);
    const page = await send(me.cookie, 'GET', `/car-auction/lot/${id}`);
    expect(page.json().lotDetail.bidInfo).toMatchObject({ myBid: true, jasId: result.bidId, myBidAmount: 480_000, cancellationAllowed: true });
  });

  it('refuses amounts that are not positive multiples of 5000 at least the start price, writing nothing', async () => {
    const me = await newUser();
    const id = await lot({ startPrice: 480_000 });
    expectError(await place(me, id, { amount: 481_000 }), 422, { amount: 'PlaceBid.IncorrectBid:5000' });
    expectError(await place(me, id, { amount: 475_000 }), 422, { amount: 'PlaceBid.LowerPrice' });
    expectError(await place(me, id, { amount: 0 }), 422, { amount: 'PlaceBid.LowerPrice' });
    expectError(await place(me, id, { amount: -5000 }), 422, { amount: 'PlaceBid.LowerPrice' });
    expectError(await place(me, id, { amount: '' }), 422, { amount: 'PlaceBid.Required' });
    expectError(await place(me, id, { amount: undefined }), 422, { amount: 'PlaceBid.Required' });
    expect(await bidsOf(me.id)).toEqual([]);
  });

  it('needs the bid type unless exportTypeOptional, and the confirmed terms', async () => {
    const strict = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, exportTypeOptional: false } });
    const id = await lot();
    expectError(await place(strict, id, { bidType: '' }), 422, { bidType: 'PlaceBid.Required' });
    expectError(await place(strict, id, { bidType: null, amount: 501_000 }), 422, { amount: 'PlaceBid.IncorrectBid:5000', bidType: 'PlaceBid.Required' });
    expectError(await place(strict, id, { confirm: 0 }), 422, { confirm: 'Errors.Terms' });
    expectError(await place(strict, id, { bidType: 9 }), 422, { bidType: 'Errors.InvalidField' });
    expect(await bidsOf(strict.id)).toEqual([]);
    const relaxed = await newUser();
    expect((await place(relaxed, id, { bidType: '--' })).statusCode).toBe(200);
    expect((await bidsOf(relaxed.id))[0]?.exportType).toBeNull();
  });

  it('placing again raises the bid (higher only, logged); a cancelled bid can be placed again', async () => {
    const me = await newUser();
    const id = await lot();
    const first = placeBidResponse.parse((await place(me, id)).json());
    expectError(await place(me, id, { amount: 500_000 }), 422, { amount: 'PlaceBid.MustBeHigher' });
    const raised = await place(me, id, { amount: 650_000, bidGroup: 2 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(placeBidResponse.parse(raised.json())).toMatchObject({ bidId: first.bidId, bidAmount: 650_000, bidStatus: BID_STATUS.new });
    expect(await bidsOf(me.id)).toHaveLength(1);

    expect((await cancel(me, first.bidId)).statusCode).toBe(200);
    const again = await place(me, id, { amount: 505_000 });
    expect(again.statusCode, again.body).toBe(200);
    expect(placeBidResponse.parse(again.json())).toMatchObject({ bidId: first.bidId, bidAmount: 505_000, bidStatus: BID_STATUS.new });
    expect((await logsOf(first.bidId)).map((l) => [l.event, l.amount, l.status])).toEqual([
      ['created', 500_000, BID_STATUS.new],
      ['raised', 650_000, BID_STATUS.new],
      ['cancelled', 650_000, BID_STATUS.cancel],
      ['created', 505_000, BID_STATUS.new],
    ]);
  });

  it('a bid the manager settled cannot be placed again', async () => {
    const me = await newUser();
    const id = await lot();
    await t.database.db.insert(bids).values({ userId: me.id, lotId: id, amount: 500_000, status: BID_STATUS.dontBid });
    expectError(await place(me, id, { amount: 600_000 }), 409, 'bid_locked');
  });

  it('refuses a user without biddingAllowed (403) and a lot of a page the user cannot open', async () => {
    const restricted = await newUser({ roleId: ROLE.restricted });
    const id = await lot();
    expectError(await place(restricted, id), 403, 'bidding_not_allowed');
    const blind = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, carAuctionsView: false } });
    expectError(await place(blind, id), 403, 'forbidden');
    expect([...(await bidsOf(restricted.id)), ...(await bidsOf(blind.id))]).toEqual([]);
  });

  it('refuses unknown lots (404) and a lot type that does not match (422)', async () => {
    const me = await newUser();
    expectError(await place(me, 999_999), 404, 'lot_not_found');
    expectError(await place(me, await lot(), { lotType: 'stock' }), 422, { lotType: 'Errors.InvalidField' });
  });

  it('refuses finished auctions and closed bidding', async () => {
    const me = await newUser();
    const past = await lot({ auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.sold, soldPrice: 900_000 });
    expectError(await place(me, past), 409, 'auction_finished');
    const withdrawn = await lot({ status: AUCTION_STATUS.removed });
    expectError(await place(me, withdrawn), 409, 'auction_finished');
    const ongoing = await lot({ auctionDate: tokyoDaysFromNow(0, 0), status: AUCTION_STATUS.ongoing });
    expectError(await place(me, ongoing), 409, 'bidding_closed');
    // Later today: a client's deadline (bidDeadlineCheck) was the start of the day.
    const today = await lot({ auctionDate: new Date(tokyoDaysFromNow(1, 0).getTime() - 1000) });
    expectError(await place(me, today), 409, 'bidding_closed');
    expect(await bidsOf(me.id)).toEqual([]);
  });

  it('enforces the daily limit of new bids (429); raising is not a new bid', async () => {
    const me = await newUser({ dailyBidLimit: 2 });
    const [a, b, c] = [await lot(), await lot(), await lot()];
    expect((await place(me, a)).statusCode).toBe(200);
    expect((await place(me, b)).statusCode).toBe(200);
    expectError(await place(me, c), 429, 'daily_bid_limit');
    expect((await place(me, a, { amount: 700_000 })).statusCode).toBe(200);
    expect(await bidsOf(me.id)).toHaveLength(2);
    const unlimited = await newUser({ dailyBidLimit: 0, permissions: { ...PERMISSION_TEMPLATES.client, dailyBidLimitCheck: false } });
    expect((await place(unlimited, c)).statusCode).toBe(200);
  });

  it('checks the credit: balance + credit limit − active bids, the raised bid left out', async () => {
    const me = await newUser({ creditLimit: 700_000 });
    await t.database.db.insert(ledgerEntries).values({ userId: me.id, type: 'remittance', amount: 300_000 });
    const [a, b] = [await lot({ startPrice: 100_000 }), await lot({ startPrice: 100_000 })];
    expect((await place(me, a, { amount: 600_000 })).statusCode).toBe(200);
    expectError(await place(me, b, { amount: 405_000 }), 409, 'credit_limit_exceeded');
    expect((await place(me, b, { amount: 400_000 })).statusCode).toBe(200);
    // Raising a to 650,000 needs 650,000 ≤ 1,000,000 − 400,000: refused; 600,000 → 600,000 is not higher.
    expectError(await place(me, a, { amount: 650_000 }), 409, 'credit_limit_exceeded');
    expect((await bidsOf(me.id)).map((r) => r.amount)).toEqual([600_000, 400_000]);
    const vip = await newUser({ roleId: ROLE.vip, creditLimit: 0 });
    expect((await place(vip, b, { amount: 9_000_000 })).statusCode).toBe(200);
  });

  it('orders a stock car at its price', async () => {
    const me = await newUser();
    const car = await lot({ kind: 'stock', auctionDate: tokyoDaysFromNow(-4), startPrice: null, soldPrice: 1_250_000 });
    expectError(await place(me, car, { lotType: 'stock', amount: 1_200_000 }), 422, { amount: 'Errors.InvalidField' });
    const res = await place(me, car, { lotType: 'stock', amount: 1_250_000 });
    expect(res.statusCode, res.body).toBe(200);
    const sold = await lot({ kind: 'stock', auctionDate: tokyoDaysFromNow(-4), startPrice: null, soldPrice: 1_000_000, status: AUCTION_STATUS.sold });
    expectError(await place(me, sold, { lotType: 'stock', amount: 1_000_000 }), 409, 'auction_finished');
  });

  describe('bids for a client', () => {
    const forClient = (who: Who, userId: number | string, carId: number, extra: object = {}) =>
      send(who.cookie, 'POST', '/bid/bid-from-manager', { amount: 500_000, carId, bidType: 1, confirm: 1, lotType: 'auction', userId: String(userId), ...extra });

    it('is for managers with managerBidForClient only', async () => {
      const me = await newUser();
      const other = await newUser();
      const id = await lot();
      expectError(await forClient(me, other.id, id), 403, 'forbidden');
      expectError(await forClient(me, me.id, id), 403, 'forbidden');
      const plain = await newUser({ userType: USER_TYPE.manager, permissions: { ...PERMISSION_TEMPLATES.manager, managerBidForClient: false } });
      expectError(await forClient(plain, other.id, id), 403, 'forbidden');
      expect(await bidsOf(other.id)).toEqual([]);
    });

    it("places the client's bid, checked against the client's rules, recording the manager", async () => {
      const client = await newUser({ creditLimit: 800_000 });
      const id = await lot();
      const res = await forClient(manager, client.id, id, { amount: 750_000 });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await bidsOf(client.id);
      expect(row).toMatchObject({ lotId: id, amount: 750_000, placedById: manager.id, status: BID_STATUS.new });
      expect(await logsOf(row!.id)).toEqual([{ event: 'created', actorId: manager.id, amount: 750_000, status: BID_STATUS.new }]);
      expect(await bidsOf(manager.id)).toEqual([]);
      // The client's credit, not the manager's (a manager has no credit check).
      expectError(await forClient(manager, client.id, await lot({ startPrice: 100_000 }), { amount: 100_000 }), 409, 'credit_limit_exceeded');
      // The client's deadline applies too.
      const today = await lot({ auctionDate: new Date(tokyoDaysFromNow(1, 0).getTime() - 1000) });
      expectError(await forClient(manager, client.id, today), 409, 'bidding_closed');
    });

    it('refuses unknown users, managers and restricted clients', async () => {
      const id = await lot();
      expectError(await forClient(manager, 999_999, id), 404, 'client_not_found');
      const otherManager = await newUser({ userType: USER_TYPE.manager });
      expectError(await forClient(manager, otherManager.id, id), 404, 'client_not_found');
      expectError(await forClient(manager, manager.id, id), 404, 'client_not_found');
      const restricted = await newUser({ roleId: ROLE.restricted });
      expectError(await forClient(manager, restricted.id, id), 403, 'bidding_not_allowed');
      expectError(await forClient(manager, '', id), 422, { userId: 'PlaceBid.Required' });
    });
  });

  describe('cancellation', () => {
    async function bidOn(who: Who, carId: number) {
      return placeBidResponse.parse((await place(who, carId)).json()).bidId;
    }

    it('the owner cancels a New or Bid bid before the deadline; logged', async () => {
      const me = await newUser();
      const bidId = await bidOn(me, await lot());
      const res = await cancel(me, bidId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await bidsOf(me.id))[0]?.status).toBe(BID_STATUS.cancel);
      expect((await logsOf(bidId)).at(-1)).toEqual({ event: 'cancelled', actorId: me.id, amount: 500_000, status: BID_STATUS.cancel });
      // Cancelled already: not 1 or 2 any more.
      expectError(await cancel(me, bidId), 409, 'cancel_not_allowed');
    });

    it("answers 404 for another client's bid and changes nothing", async () => {
      const owner = await newUser();
      const intruder = await newUser();
      const bidId = await bidOn(owner, await lot());
      expectError(await cancel(intruder, bidId), 404, 'bid_not_found');
      expectError(await cancel(intruder, 999_999), 404, 'bid_not_found');
      expect((await bidsOf(owner.id))[0]?.status).toBe(BID_STATUS.new);
    });

    it('a client can set no other status (403); a manager follows the bid desk rules', async () => {
      const me = await newUser();
      const bidId = await bidOn(me, await lot());
      for (const status of [1, 2, 3, 5, 6, 7]) expectError(await cancel(me, bidId, status), 403, 'forbidden');
      // Win without a sold price (bid-manage.test.ts has the rest of the manager's rules).
      expectError(await cancel(manager, bidId, BID_STATUS.win), 409, 'win_sold_price_required');
      expect((await bidsOf(me.id))[0]?.status).toBe(BID_STATUS.new);
      expect(await logsOf(bidId)).toHaveLength(1);
      // A manager may cancel the client's bid.
      expect((await cancel(manager, bidId)).statusCode).toBe(200);
      expect((await logsOf(bidId)).at(-1)).toMatchObject({ event: 'cancelled', actorId: manager.id });
    });

    it('refuses after 21:00 Tokyo the day before the auction, and for settled bids', async () => {
      const me = await newUser();
      const db = t.database.db;
      const today = await lot({ auctionDate: new Date(tokyoDaysFromNow(1, 0).getTime() - 1000) });
      const [late] = await db.insert(bids).values({ userId: me.id, lotId: today, amount: 500_000, status: BID_STATUS.bid }).returning();
      expectError(await cancel(me, late!.id), 409, 'cancel_not_allowed');
      const [settled] = await db.insert(bids).values({ userId: me.id, lotId: await lot(), amount: 500_000, status: BID_STATUS.dontBid }).returning();
      expectError(await cancel(me, settled!.id), 409, 'cancel_not_allowed');
      expect((await bidsOf(me.id)).map((b) => b.status)).toEqual([BID_STATUS.bid, BID_STATUS.dontBid]);
    });
  });

  it('lists bid groups 1–10 and higher ones in use, with the active bids in each', async () => {
    const me = await newUser();
    await place(me, await lot(), { bidGroup: 2 });
    await place(me, await lot(), { bidGroup: 2 });
    await place(me, await lot(), { bidGroup: 12 });
    const res = await send(me.cookie, 'GET', '/bid/group');
    expect(res.statusCode).toBe(200);
    const groups = bidGroupResponse.parse(res.json());
    expect(groups.map((g) => g.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    expect(groups.find((g) => g.value === 2)).toEqual({ value: 2, label: '2', cars: 2, statuses: { new: 2, bid: 0, win: 0 } });
    expect(groups.find((g) => g.value === 12)?.cars).toBe(1);
    expect(groups.find((g) => g.value === 1)?.cars).toBe(0);
  });

  it("lists bid types in the viewer's language", async () => {
    const en = bidTypeResponse.parse((await send((await newUser()).cookie, 'GET', '/bid/type')).json());
    expect(en.map((x) => [x.value, x.label])).toEqual([[1, 'Whole car'], [2, 'Constructor'], [3, 'Half cut'], [4, 'Parts']]);
    expect(en.every((x) => x.description.length > 0)).toBe(true);
    const ru = bidTypeResponse.parse((await send((await newUser({ language: 693 })).cookie, 'GET', '/bid/type')).json());
    expect(ru.map((x) => x.label)).toEqual(['Целиком', 'Конструктор', 'Распил', 'Запчасти']);
  });

  describe('client search', () => {
    it('is for managers only', async () => {
      const me = await newUser();
      expectError(await send(me.cookie, 'GET', '/user/search?user=test'), 403, 'forbidden');
      expect((await send(null, 'GET', '/user/search?user=test')).statusCode).toBe(401);
    });

    it('finds clients and dealers by name, e-mail or id; at most 11; not managers or disabled users', async () => {
      const db = t.database.db;
      const tag = `zq${Date.now().toString(36)}`;
      const made = [];
      for (let i = 0; i < 13; i++) made.push(await createUser(db, { fullName: `Searchable ${tag} ${String(i).padStart(2, '0')}`, userType: i === 0 ? USER_TYPE.dealer : USER_TYPE.client, roleId: i === 0 ? ROLE.dealer : ROLE.client }));
      await createUser(db, { fullName: `Manager ${tag}`, userType: USER_TYPE.manager });
      await createUser(db, { fullName: `Disabled ${tag}`, roleId: ROLE.disabled });
      const many = userSearchResponse.parse((await send(manager.cookie, 'GET', `/user/search?user=${tag}`)).json());
      expect(many).toHaveLength(11);
      expect(many[0]).toEqual({ value: made[0]!.id, label: `Searchable ${tag} 00 (${made[0]!.id}, ${made[0]!.email})` });
      const one = userSearchResponse.parse((await send(manager.cookie, 'GET', `/user/search?user=${encodeURIComponent(made[5]!.email)}`)).json());
      expect(one.map((r) => r.value)).toEqual([made[5]!.id]);
      expect(userSearchResponse.parse((await send(manager.cookie, 'GET', '/user/search?user=nobody-like-this')).json())).toEqual([]);
      expect((await send(manager.cookie, 'GET', '/user/search?user=abc')).statusCode).toBe(400);
    });
  });
});
