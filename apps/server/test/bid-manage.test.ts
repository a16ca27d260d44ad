import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, USER_TYPE, updateBidPriceResponse } from '@jauc/contract';
import { ledgerEntries } from '../src/db/schema.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { deskHelpers, ledgerAgainstWins, type Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The manager's changes on bids (issue 12 §1–2; spec 2 §4; DESIGN.md §3 "Bids"): who may change
// what, the status rules, Win with the group rule, its purchase and ledger debit and their
// reversal, and the sold price, bid price, auto-bid and adjustment price edits.

const { WIN, NEW, BID, DONT, CANCEL, FINISHED } = {
  WIN: BID_STATUS.win, NEW: BID_STATUS.new, BID: BID_STATUS.bid, DONT: BID_STATUS.dontBid, CANCEL: BID_STATUS.cancel, FINISHED: BID_STATUS.finished,
};

describe.each(ENGINES)('bid desk changes on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = deskHelpers(() => t);
  const { send, newUser, bid, bidRow, logsOf, purchaseOf, ledgerOfBid } = h;

  const status = (who: Who, bidId: number, s: number, extra: object = {}) => send(who, '/bid/update-bid-status', { bidId, status: s, ...extra });
  const win = (bidId: number, extra: object = {}) => status(manager, bidId, WIN, { confirm: 1, ...extra });
  function expectError(res: Awaited<ReturnType<typeof send>>, code: number, message: unknown) {
    expect(res.statusCode, res.body).toBe(code);
    expect(res.json()).toEqual({ success: false, message });
  }
  const expectOk = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
  };
  // Lots: today's auction (the manager bids today), a coming one, and one already sold.
  const today = () => insertLot(h.db(), { auctionDate: tokyoDaysFromNow(0, 23), startPrice: 400_000 });
  const coming = () => insertLot(h.db(), { auctionDate: tokyoDaysFromNow(3), startPrice: 400_000 });
  const sold = () => insertLot(h.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 650_000 });

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  describe('who may change what', () => {
    const MANAGER_ONLY = [
      ['/bid/update-sold-price', { soldPrice: '700000' }],
      ['/bid/update-bid-price', { amount: 600_000, bidGroup: '--', exportType: 1 }],
      ['/bid/update-auto-bid', { autoBid: true }],
      ['/bid/update-adjustment-price', { adjustmentPrice: 1000 }],
    ] as const;
    const withId = (url: string, body: object, id: number) => ({ ...body, ...(url === '/bid/update-bid-price' ? { jasId: id } : { bidId: id }) });

    it('answers 401 without a session', async () => {
      for (const [url, body] of MANAGER_ONLY) expect((await send(null, url, withId(url, body, 1))).statusCode).toBe(401);
      expect((await send(null, '/bid/update-bid-status', { bidId: 1, status: 6 })).statusCode).toBe(401);
    });

    it('clients and dealers change nothing but their own cancellation (403), whoever owns the bid', async () => {
      const client = await newUser();
      const dealer = await newUser({ userType: USER_TYPE.dealer });
      const dealersClient = await newUser({ dealerId: dealer.id });
      const own = await bid(client.id, await today(), { soldPrice: 600_000 });
      const ofClient = await bid(dealersClient.id, await today(), { soldPrice: 600_000 });
      for (const who of [client, dealer, dealersClient]) {
        for (const id of [own, ofClient]) {
          for (const [url, body] of MANAGER_ONLY) expectError(await send(who, url, withId(url, body, id)), 403, 'forbidden');
          for (const s of [NEW, BID, DONT, FINISHED, WIN]) expectError(await status(who, id, s, { confirm: 2 }), 403, 'forbidden');
        }
      }
      // A dealer follows a client's bid read-only: not even the cancellation.
      const cancellable = await bid(dealersClient.id, await coming(), { status: NEW });
      expectError(await status(dealer, cancellable, CANCEL), 404, 'bid_not_found');
      expectOk(await status(dealersClient, cancellable, CANCEL));
      expect((await bidRow(own)).status).toBe(BID);
      expect(await logsOf(own)).toEqual([]);
    });

    it('answers 404 bid_not_found for a bid that does not exist', async () => {
      for (const [url, body] of MANAGER_ONLY) expectError(await send(manager, url, withId(url, body, 999_999)), 404, 'bid_not_found');
      expectError(await win(999_999, { soldPrice: 1 }), 404, 'bid_not_found');
    });

    it('the adjustment price needs adjustmentPriceShow', async () => {
      const plain = await newUser({ userType: USER_TYPE.manager, permissions: { ...PERMISSION_TEMPLATES.manager, adjustmentPriceShow: false } });
      const client = await newUser();
      const id = await bid(client.id, await today());
      expectError(await send(plain, '/bid/update-adjustment-price', { bidId: id, adjustmentPrice: 5000 }), 403, 'forbidden');
      expectError(await send(plain, '/bid/update-bid-price', { jasId: id, amount: 500_000, exportType: 1, adjustmentPrice: 5000 }), 403, 'forbidden');
      // The modal without the field, or with the value it has, is fine.
      expect((await send(plain, '/bid/update-bid-price', { jasId: id, amount: 505_000, exportType: 1 })).statusCode).toBe(200);
      expect((await send(plain, '/bid/update-bid-price', { jasId: id, amount: 505_000, exportType: 1, adjustmentPrice: null })).statusCode).toBe(200);
      expect((await bidRow(id)).adjustmentPrice).toBeNull();
    });
  });

  describe('status rules', () => {
    it('moves a New bid to Bid on the auction day, logged with actor, old and new status', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today(), { status: NEW });
      expectOk(await status(manager, id, BID));
      expect((await bidRow(id)).status).toBe(BID);
      expect(await logsOf(id)).toEqual([{ event: 'status_changed', actorId: manager.id, status: BID, oldValue: '1', newValue: '2', causeBidId: null }]);
      // The same status again changes and logs nothing.
      expectOk(await status(manager, id, BID));
      expect(await logsOf(id)).toHaveLength(1);
    });

    it("refuses New -> Bid or Don't bid before the auction day; other moves are direct", async () => {
      const client = await newUser();
      const id = await bid(client.id, await coming(), { status: NEW });
      expectError(await status(manager, id, BID), 409, 'future_auction_status');
      expectError(await status(manager, id, DONT), 409, 'future_auction_status');
      expect(await logsOf(id)).toEqual([]);
      // A manager's cancellation has no deadline (the client's has).
      expectOk(await status(manager, id, CANCEL));
      expect((await logsOf(id)).at(-1)).toMatchObject({ event: 'cancelled', actorId: manager.id, oldValue: '1', newValue: '4' });
      const bidOnComing = await bid(client.id, await coming(), { status: BID });
      expectOk(await status(manager, bidOnComing, DONT));
    });

    it('edits only New, Bid and Win; archive bids cannot change; 7 is not selectable', async () => {
      const client = await newUser();
      const settledComing = await bid(client.id, await coming(), { status: DONT });
      expectError(await status(manager, settledComing, BID), 409, 'bid_not_editable');
      expectError(await send(manager, '/bid/update-sold-price', { bidId: settledComing, soldPrice: '1' }), 409, 'bid_not_editable');
      const archived = await bid(client.id, await sold(), { status: FINISHED });
      expectError(await status(manager, archived, WIN, { confirm: 1 }), 409, 'bid_archived');
      expectError(await send(manager, '/bid/update-auto-bid', { bidId: archived, autoBid: true }), 409, 'bid_archived');
      expectError(await send(manager, '/bid/update-bid-price', { jasId: archived, amount: 500_000, exportType: 1 }), 409, 'bid_archived');
      expectError(await send(manager, '/bid/update-adjustment-price', { bidId: archived, adjustmentPrice: 1 }), 409, 'bid_archived');
      const id = await bid(client.id, await today());
      expectError(await status(manager, id, 7), 422, { status: 'Errors.InvalidField' });
      expectError(await status(manager, id, 8), 422, { status: 'Errors.InvalidField' });
      expect([await logsOf(settledComing), await logsOf(archived), await logsOf(id)]).toEqual([[], [], []]);
    });
  });

  describe('Win', () => {
    it('needs a sold price and the confirmation (two on a future auction)', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today());
      expectError(await status(manager, id, WIN, { confirm: 1 }), 409, 'win_sold_price_required');
      expectError(await status(manager, id, WIN, { soldPrice: '700000' }), 409, 'win_not_confirmed');
      expectError(await status(manager, id, WIN, { soldPrice: '700000', confirm: 0 }), 409, 'win_not_confirmed');
      expectError(await status(manager, id, WIN, { soldPrice: '70 000', confirm: 1 }), 422, { soldPrice: 'Errors.InvalidField' });
      const future = await bid(client.id, await coming(), { soldPrice: 800_000 });
      expectError(await status(manager, future, WIN, { confirm: 1 }), 409, 'win_not_confirmed');
      expect(await h.ledgerOfBid(id)).toEqual([]);
      expectOk(await status(manager, future, WIN, { confirm: 2 }));
      expect((await bidRow(future)).status).toBe(WIN);
    });

    it('sets the group: other New/Bid bids of the client in it become Don\'t bid, logged with the cause; a purchase and its debit', async () => {
      const client = await newUser();
      const other = await newUser();
      const winner = await bid(client.id, await sold(), { bidGroup: 4, soldPrice: 650_000 });
      const sameGroup = await bid(client.id, await today(), { bidGroup: 4, status: NEW });
      const sameGroupAwaiting = await bid(client.id, await sold(), { bidGroup: 4, status: BID });
      const cancelled = await bid(client.id, await today(), { bidGroup: 4, status: CANCEL });
      const otherGroup = await bid(client.id, await today(), { bidGroup: 5 });
      const otherClient = await bid(other.id, await today(), { bidGroup: 4 });

      expectOk(await win(winner));
      expect(await bidRow(winner)).toMatchObject({ status: WIN, soldPrice: 650_000 });
      for (const id of [sameGroup, sameGroupAwaiting]) {
        expect((await bidRow(id)).status).toBe(DONT);
        expect(await logsOf(id)).toEqual([
          { event: 'group_won', actorId: manager.id, status: DONT, oldValue: id === sameGroup ? '1' : '2', newValue: '3', causeBidId: winner },
        ]);
      }
      expect([(await bidRow(cancelled)).status, (await bidRow(otherGroup)).status, (await bidRow(otherClient)).status]).toEqual([CANCEL, BID, BID]);
      expect(await logsOf(winner)).toEqual([{ event: 'won', actorId: manager.id, status: WIN, oldValue: '2', newValue: '6', causeBidId: null }]);
      const purchase = await purchaseOf(winner);
      expect(purchase).toMatchObject({ userId: client.id, status: null, price: 650_000 });
      expect(await ledgerOfBid(winner)).toEqual([{ amount: -650_000, type: 'car_purchase', purchasedCarId: purchase!.id, userId: client.id }]);

      // Never twice: the same Win again changes and books nothing.
      expectOk(await win(winner));
      expect(await ledgerOfBid(winner)).toHaveLength(1);
      expect(await logsOf(winner)).toHaveLength(1);
      // The group's other bid was settled by the rule: it cannot be won as well.
      expectError(await win(sameGroup, { soldPrice: 600_000 }), 409, 'bid_not_editable');
      expectError(await win(sameGroupAwaiting), 409, 'bid_archived');
      expect(await ledgerAgainstWins(h.db(), [client.id])).toEqual([{ userId: client.id, ledger: -650_000, wins: 650_000 }]);
    });

    it('refuses a second Win in a group the client already won', async () => {
      const client = await newUser();
      await bid(client.id, await sold(), { bidGroup: 2, status: WIN, soldPrice: 600_000 });
      const second = await bid(client.id, await sold(), { bidGroup: 2, soldPrice: 650_000 });
      expectError(await win(second), 409, 'group_already_won');
      expect((await bidRow(second)).status).toBe(BID);
      expect(await purchaseOf(second)).toBeNull();
      // Moving a bid of another group into the won group by the edit modal is refused the same way.
      const won = await bid(client.id, await sold(), { bidGroup: 3, soldPrice: 640_000 });
      expectOk(await win(won));
      expectError(await send(manager, '/bid/update-bid-price', { jasId: won, amount: 500_000, bidGroup: 2, exportType: 1 }), 409, 'group_already_won');
    });

    it('a Win sent with its sold price records the price too', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today());
      expectOk(await win(id, { soldPrice: '710000' }));
      expect((await bidRow(id)).soldPrice).toBe(710_000);
      expect((await logsOf(id)).map((l) => [l.event, l.oldValue, l.newValue])).toEqual([['sold_price_changed', null, '710000'], ['won', '2', '6']]);
      expect((await ledgerOfBid(id)).map((e) => e.amount)).toEqual([-710_000]);
    });

    it('moved back, it cancels the purchase and credits its price; won again, it reopens and debits again', async () => {
      const client = await newUser();
      const id = await bid(client.id, await sold(), { soldPrice: 650_000 });
      expectOk(await win(id));
      const purchaseId = (await purchaseOf(id))!.id;
      expectOk(await status(manager, id, FINISHED));
      expect(await purchaseOf(id)).toMatchObject({ id: purchaseId, status: 7, price: 650_000 });
      expect((await ledgerOfBid(id)).map((e) => e.amount)).toEqual([-650_000, 650_000]);
      expect((await logsOf(id)).at(-1)).toMatchObject({ event: 'status_changed', oldValue: '6', newValue: '5' });
      // Finished on a finished lot: archive now.
      expectError(await win(id), 409, 'bid_archived');

      const again = await bid(client.id, await sold(), { soldPrice: 600_000 });
      expectOk(await win(again));
      expectOk(await status(manager, again, BID));
      expectOk(await win(again));
      expect(await purchaseOf(again)).toMatchObject({ status: null, price: 600_000 });
      expect((await ledgerOfBid(again)).map((e) => e.amount)).toEqual([-600_000, 600_000, -600_000]);
      expect(await ledgerAgainstWins(h.db(), [client.id])).toEqual([{ userId: client.id, ledger: -600_000, wins: 600_000 }]);
    });
  });

  describe('sold price', () => {
    it('sets and clears the sold price of a New or Bid row, logged; refuses what is not whole yen', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today());
      expectOk(await send(manager, '/bid/update-sold-price', { bidId: id, soldPrice: '725000' }));
      expect((await bidRow(id)).soldPrice).toBe(725_000);
      expectOk(await send(manager, '/bid/update-sold-price', { bidId: id, soldPrice: '' }));
      expect((await bidRow(id)).soldPrice).toBeNull();
      expect((await logsOf(id)).map((l) => [l.event, l.oldValue, l.newValue])).toEqual([['sold_price_changed', null, '725000'], ['sold_price_changed', '725000', null]]);
      for (const soldPrice of ['12a', '-5', '0', 1.5, '1 000', '99999999999999']) {
        expectError(await send(manager, '/bid/update-sold-price', { bidId: id, soldPrice }), 422, { soldPrice: 'Errors.InvalidField' });
      }
      expect(await logsOf(id)).toHaveLength(2);
    });

    it("moves a Win's purchase price and books the difference; a Win's price cannot be cleared", async () => {
      const client = await newUser();
      const id = await bid(client.id, await sold(), { soldPrice: 650_000 });
      expectOk(await win(id));
      expectOk(await send(manager, '/bid/update-sold-price', { bidId: id, soldPrice: '700000' }));
      expect((await purchaseOf(id))?.price).toBe(700_000);
      expect((await ledgerOfBid(id)).map((e) => e.amount)).toEqual([-650_000, -50_000]);
      expectOk(await send(manager, '/bid/update-sold-price', { bidId: id, soldPrice: 680_000 }));
      expect((await ledgerOfBid(id)).map((e) => e.amount)).toEqual([-650_000, -50_000, 20_000]);
      expectError(await send(manager, '/bid/update-sold-price', { bidId: id, soldPrice: '' }), 409, 'win_sold_price_required');
      expect(await ledgerAgainstWins(h.db(), [client.id])).toEqual([{ userId: client.id, ledger: -680_000, wins: 680_000 }]);
    });
  });

  describe('bid price (the edit-bid modal)', () => {
    const edit = (id: number, body: object) => send(manager, '/bid/update-bid-price', { jasId: id, amount: 500_000, bidGroup: '--', exportType: 1, ...body });

    it('changes amount, group, export type and adjustment price; answers the bid; logs each change', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today(), { bidGroup: 1 });
      const res = await edit(id, { amount: '550000', bidGroup: '3', exportType: '2', adjustmentPrice: '-15000' });
      expect(res.statusCode, res.body).toBe(200);
      const answer = updateBidPriceResponse.parse(res.json());
      expect(answer).toMatchObject({ bidAmount: 550_000, bidId: id, bidStatus: BID, exportType: 2 });
      expect(await bidRow(id)).toMatchObject({ amount: 550_000, bidGroup: 3, exportType: 2, adjustmentPrice: -15_000 });
      expect((await logsOf(id)).map((l) => [l.event, l.oldValue, l.newValue])).toEqual([
        ['amount_changed', '500000', '550000'], ['group_changed', '1', '3'], ['export_type_changed', '1', '2'], ['adjustment_price_changed', null, '-15000'],
      ]);
    });

    it('keeps the 5000 step and the start price; the bid type unless the owner has exportTypeOptional', async () => {
      const strict = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, exportTypeOptional: false } });
      const id = await bid(strict.id, await today());
      expectError(await edit(id, { amount: 502_000 }), 422, { amount: 'PlaceBid.IncorrectBid:5000' });
      expectError(await edit(id, { amount: 395_000 }), 422, { amount: 'PlaceBid.LowerPrice' });
      expectError(await edit(id, { amount: '' }), 422, { amount: 'PlaceBid.Required' });
      expectError(await edit(id, { exportType: '' }), 422, { exportType: 'PlaceBid.Required' });
      expectError(await edit(id, { exportType: 9 }), 422, { exportType: 'Errors.InvalidField' });
      expect(await logsOf(id)).toEqual([]);
      const relaxed = await newUser();
      const other = await bid(relaxed.id, await today());
      expect((await edit(other, { exportType: '' })).statusCode).toBe(200);
      expect((await bidRow(other)).exportType).toBeNull();
    });

    it("a raise holds the owner's credit (creditLimitCheck); a cut never needs it", async () => {
      const client = await newUser({ creditLimit: 1_000_000 });
      await h.db().insert(ledgerEntries).values({ userId: client.id, type: 'remittance', amount: 100_000 });
      const first = await bid(client.id, await today(), { amount: 500_000 });
      await bid(client.id, await today(), { amount: 500_000 });
      // 1,100,000 allowed − 500,000 of the other bid: this bid may go up to 600,000.
      expectError(await edit(first, { amount: 605_000 }), 409, 'credit_limit_exceeded');
      expect((await edit(first, { amount: 600_000 })).statusCode).toBe(200);
      await h.db().insert(ledgerEntries).values({ userId: client.id, type: 'remittance', amount: -900_000 });
      expect((await edit(first, { amount: 550_000 })).statusCode).toBe(200);
      // No credit check for a VIP (creditLimitCheck off).
      const vip = await newUser({ creditLimit: 0, permissions: { ...PERMISSION_TEMPLATES.client, creditLimitCheck: false } });
      expect((await edit(await bid(vip.id, await today()), { amount: 5_000_000 })).statusCode).toBe(200);
    });
  });

  describe('auto-bid and adjustment price', () => {
    it('switches auto-bid, logged once per change', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today());
      expectOk(await send(manager, '/bid/update-auto-bid', { bidId: id, autoBid: true }));
      expectOk(await send(manager, '/bid/update-auto-bid', { bidId: id, autoBid: true }));
      expect((await bidRow(id)).autoBid).toBe(true);
      expectOk(await send(manager, '/bid/update-auto-bid', { bidId: id, autoBid: false }));
      expect((await logsOf(id)).map((l) => [l.event, l.oldValue, l.newValue])).toEqual([['auto_bid_changed', 'false', 'true'], ['auto_bid_changed', 'true', 'false']]);
      expectError(await send(manager, '/bid/update-auto-bid', { bidId: id, autoBid: 'yes' }), 422, { autoBid: 'Errors.InvalidField' });
    });

    it('sets, changes and clears the adjustment price; refuses what is not whole yen', async () => {
      const client = await newUser();
      const id = await bid(client.id, await today());
      expectOk(await send(manager, '/bid/update-adjustment-price', { bidId: id, adjustmentPrice: 20_000 }));
      expectOk(await send(manager, '/bid/update-adjustment-price', { bidId: id, adjustmentPrice: '-5000' }));
      expect((await bidRow(id)).adjustmentPrice).toBe(-5000);
      expectOk(await send(manager, '/bid/update-adjustment-price', { bidId: id, adjustmentPrice: '' }));
      expect((await bidRow(id)).adjustmentPrice).toBeNull();
      for (const adjustmentPrice of ['1.5', 'abc', 1.5, true]) {
        expectError(await send(manager, '/bid/update-adjustment-price', { bidId: id, adjustmentPrice }), 422, { adjustmentPrice: 'Errors.InvalidField' });
      }
      expect((await logsOf(id)).map((l) => l.newValue)).toEqual(['20000', '-5000', null]);
    });
  });
});
