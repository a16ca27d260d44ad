import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, bidGroupResponse, tokyoParts, USER_TYPE } from '@jauc/contract';
import { bids, ledgerEntries, purchasedCars } from '../src/db/schema.js';
import { nowMs, setClockOffset } from '../src/lib/clock.js';
import { deskHelpers, type Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 18 §1, the rules around money that is not the fees:
// - only clients and dealers own bids: a manager's own POST /bid/create is refused (403, managers bid
//   through bid-for-client), and neither a Win nor a deposit ever reaches a manager's account;
// - a deposit's value date lies between the account's creation day (or 90 days back, whichever is
//   later) and today in Tokyo, by the server clock; anything else is refused and writes nothing;
// - GET /bid/group counts every New, Bid and Win bid of the client in a group, per status: a Bid
//   waiting for its result after the auction is still in the group a Win would settle.

const DAY = 86_400_000;

describe.each(ENGINES)('money rules on %s', (engine) => {
  let t: TestApp;
  const d = deskHelpers(() => t);
  let manager: Who;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, ...(payload ? { payload } : {}) });
  const expectError = (res: { statusCode: number; json(): unknown; body: string }, status: number, message: unknown) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  };
  const entriesOf = (userId: number) => d.db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  const bidsOf = (userId: number) => d.db().select().from(bids).where(eq(bids.userId, userId));
  const placeBody = (carId: number, extra: object = {}) => ({ amount: 500_000, carId, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '', ...extra });

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await d.newUser({ userType: USER_TYPE.manager });
  });
  afterEach(() => setClockOffset(0));
  afterAll(async () => t?.close());

  describe('a manager owns no bids', () => {
    it('POST /bid/create as a manager: 403 manager_cannot_own_bids, nothing written; for a client it goes through bid-for-client', async () => {
      const lotId = await insertLot(d.db(), { auctionDate: tokyoDaysFromNow(3), startPrice: 100_000 });
      expectError(await call(manager, 'POST', '/bid/create', placeBody(lotId)), 403, 'manager_cannot_own_bids');
      expect(await bidsOf(manager.id)).toEqual([]);

      const client = await d.newUser();
      const res = await call(manager, 'POST', '/bid/bid-from-manager', { ...placeBody(lotId), userId: String(client.id) });
      expect(res.statusCode, res.body).toBe(200);
      expect((await bidsOf(client.id)).map((b) => b.placedById)).toEqual([manager.id]);
      // Nor for another manager, or for themself.
      const other = await d.newUser({ userType: USER_TYPE.manager });
      for (const userId of [other.id, manager.id]) {
        expectError(await call(manager, 'POST', '/bid/bid-from-manager', { ...placeBody(lotId), userId: String(userId) }), 404, 'client_not_found');
      }
      expect(await bidsOf(other.id)).toEqual([]);
      expect(await bidsOf(manager.id)).toEqual([]);
    });

    it('a Win of a bid a manager owns (left from before) is refused: no purchase, no debit', async () => {
      const owner = await d.newUser({ userType: USER_TYPE.manager });
      const lotId = await insertLot(d.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 400_000 });
      const bidId = await d.bid(owner.id, lotId, { amount: 450_000 });
      expectError(await d.send(manager, '/bid/update-bid-status', { bidId, status: BID_STATUS.win, soldPrice: 400_000, confirm: 1 }), 409, 'bid_owner_not_client');
      expect((await d.bidRow(bidId)).status).toBe(BID_STATUS.bid);
      expect(await d.db().select().from(purchasedCars).where(eq(purchasedCars.bidId, bidId))).toEqual([]);
      expect(await entriesOf(owner.id)).toEqual([]);
    });

    it('a deposit to a manager: 404 client_not_found, nothing booked', async () => {
      const res = await call(manager, 'POST', '/payments/deposit', {
        userId: manager.id, amount: 100_000, date: tokyoParts(new Date(nowMs())).date, description: '', idempotencyKey: 'manager-deposit-1',
      });
      expectError(res, 404, 'client_not_found');
      expect(await entriesOf(manager.id)).toEqual([]);
    });
  });

  describe('deposit value dates', () => {
    let keys = 0;
    const deposit = (userId: number, date: string, by = manager) =>
      call(by, 'POST', '/payments/deposit', { userId, amount: 100_000, date, description: '', idempotencyKey: `dates-${engine}-${++keys}` });
    const day = (offsetDays: number) => tokyoParts(new Date(nowMs() + offsetDays * DAY)).date;

    it('a new account takes deposits from its creation day to today; earlier: 400 deposit_date_too_early, nothing booked', async () => {
      const client = await d.newUser();
      expectError(await deposit(client.id, '1900-01-01'), 400, 'deposit_date_too_early');
      expectError(await deposit(client.id, day(-1)), 400, 'deposit_date_too_early');
      expect(await entriesOf(client.id)).toEqual([]);
      expect((await deposit(client.id, day(0))).statusCode).toBe(200);
      // Tomorrow stays refused as before (422 date: Errors.FutureDate).
      expect((await deposit(client.id, day(1))).statusCode).toBe(422);
      expect(await entriesOf(client.id)).toHaveLength(1);
    });

    it('an old account: at most 90 days back, by the server clock (moved 200 days on)', async () => {
      const client = await d.newUser();
      setClockOffset(200 * DAY);
      // A session of the moved clock's day (the manager's of before has expired by it).
      const later = await d.newUser({ userType: USER_TYPE.manager });
      expectError(await deposit(client.id, day(-91), later), 400, 'deposit_date_too_early');
      expectError(await deposit(client.id, day(-199), later), 400, 'deposit_date_too_early');
      expect(await entriesOf(client.id)).toEqual([]);
      const res = await deposit(client.id, day(-90), later);
      expect(res.statusCode, res.body).toBe(200);
      expect((await entriesOf(client.id)).map((e) => e.entryDate)).toEqual([day(-90)]);
    });

    it('an account made 30 days ago (clock moved 30 days on): its creation day is the earliest', async () => {
      const client = await d.newUser();
      setClockOffset(30 * DAY);
      const later = await d.newUser({ userType: USER_TYPE.manager });
      expectError(await deposit(client.id, day(-31), later), 400, 'deposit_date_too_early');
      expect((await deposit(client.id, day(-30), later)).statusCode).toBe(200);
    });
  });

  describe('bid groups', () => {
    it('counts every New, Bid and Win bid of the client in a group, a Bid waiting for its result included', async () => {
      const client = await d.newUser();
      const upcoming = () => insertLot(d.db(), { auctionDate: tokyoDaysFromNow(3) });
      const finished = () => insertLot(d.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 500_000 });
      await d.bid(client.id, await finished(), { bidGroup: 26, status: BID_STATUS.bid }); // waits for the manager's result
      await d.bid(client.id, await upcoming(), { bidGroup: 26, status: BID_STATUS.new });
      await d.bid(client.id, await finished(), { bidGroup: 27, status: BID_STATUS.win, soldPrice: 500_000 });
      await d.bid(client.id, await upcoming(), { bidGroup: 27, status: BID_STATUS.bid });
      for (const status of [BID_STATUS.dontBid, BID_STATUS.cancel, BID_STATUS.finished]) {
        await d.bid(client.id, await finished(), { bidGroup: 28, status });
      }
      // Another client's bid in the same group is not this client's.
      await d.bid((await d.newUser()).id, await upcoming(), { bidGroup: 26 });

      const res = await call(client, 'GET', '/bid/group');
      expect(res.statusCode).toBe(200);
      const groups = bidGroupResponse.parse(res.json());
      expect(groups.find((g) => g.value === 26)).toEqual({ value: 26, label: '26', cars: 2, statuses: { new: 1, bid: 1, win: 0 } });
      expect(groups.find((g) => g.value === 27)).toEqual({ value: 27, label: '27', cars: 2, statuses: { new: 0, bid: 1, win: 1 } });
      expect(groups.find((g) => g.value === 28)).toEqual({ value: 28, label: '28', cars: 0, statuses: { new: 0, bid: 0, win: 0 } });
      expect(groups.find((g) => g.value === 1)).toEqual({ value: 1, label: '1', cars: 0, statuses: { new: 0, bid: 0, win: 0 } });

      // A manager bidding for the client reads the client's groups; nobody reads another's otherwise.
      const forClient = bidGroupResponse.parse((await call(manager, 'GET', `/bid/group?userId=${client.id}`)).json());
      expect(forClient.find((g) => g.value === 26)?.statuses).toEqual({ new: 1, bid: 1, win: 0 });
      const stranger = await d.newUser();
      expectError(await call(stranger, 'GET', `/bid/group?userId=${client.id}`), 404, 'client_not_found');
      expectError(await call(manager, 'GET', `/bid/group?userId=${manager.id + 100_000}`), 404, 'client_not_found');
      const otherManager = await d.newUser({ userType: USER_TYPE.manager });
      expectError(await call(manager, 'GET', `/bid/group?userId=${otherManager.id}`), 404, 'client_not_found');
    });
  });
});
