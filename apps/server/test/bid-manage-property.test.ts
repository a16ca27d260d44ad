import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, inArray } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, USER_TYPE } from '@jauc/contract';
import { bids, purchasedCars } from '../src/db/schema.js';
import { createUser } from './helpers/fixtures.js';
import { deskHelpers, ledgerAgainstWins, type Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Any sequence of the manager's changes (issue 12 §6): statuses with and without sold prices and
// confirmations, sold price edits, moves between groups. After every step: at most one Win per
// client and group; the client's net Car Purchase entries are minus the sold prices of their Wins;
// every Win has its purchase (Processing, at its sold price), every other purchase is cancelled;
// and no request answers anything but 200, 409 or 422.

const yen = fc.integer({ min: 1, max: 300 }).map((n) => n * 5000);
const bidIndex = fc.integer({ min: 0, max: 4 });
const action = fc.oneof(
  fc.record({ kind: fc.constant('status' as const), bid: bidIndex, status: fc.integer({ min: 1, max: 6 }), soldPrice: fc.option(yen, { nil: undefined }), confirm: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('win' as const), bid: bidIndex, soldPrice: fc.option(yen, { nil: undefined }) }),
  fc.record({ kind: fc.constant('soldPrice' as const), bid: bidIndex, soldPrice: fc.option(yen, { nil: null }) }),
  fc.record({ kind: fc.constant('group' as const), bid: bidIndex, group: fc.constantFrom(1, 2, null) }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

describe.each(ENGINES)('bid desk invariants on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = deskHelpers(() => t);

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await h.newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  function request(a: Action, id: number, amount: number) {
    switch (a.kind) {
      case 'status': return h.send(manager, '/bid/update-bid-status', { bidId: id, status: a.status, soldPrice: a.soldPrice, confirm: a.confirm });
      case 'win': return h.send(manager, '/bid/update-bid-status', { bidId: id, status: BID_STATUS.win, soldPrice: a.soldPrice, confirm: 2 });
      case 'soldPrice': return h.send(manager, '/bid/update-sold-price', { bidId: id, soldPrice: a.soldPrice === null ? '' : String(a.soldPrice) });
      case 'group': return h.send(manager, '/bid/update-bid-price', { jasId: id, amount, bidGroup: a.group, exportType: 1 });
    }
  }

  async function expectInvariants(userId: number, ids: number[]) {
    const rows = await h.db().select().from(bids).where(inArray(bids.id, ids));
    const winsPerGroup = new Map<number, number>();
    for (const b of rows) if (b.status === BID_STATUS.win && b.bidGroup !== null) winsPerGroup.set(b.bidGroup, (winsPerGroup.get(b.bidGroup) ?? 0) + 1);
    expect([...winsPerGroup.values()].every((n) => n === 1)).toBe(true);
    const [money] = await ledgerAgainstWins(h.db(), [userId]);
    expect(money!.ledger + money!.wins).toBe(0);
    const purchases = await h.db().select().from(purchasedCars).where(eq(purchasedCars.userId, userId));
    for (const b of rows) {
      const p = purchases.find((x) => x.bidId === b.id);
      if (b.status === BID_STATUS.win) expect(p).toMatchObject({ status: null, price: b.soldPrice });
      else if (p) expect(p.status).toBe(7);
    }
  }

  it('any sequence of manager actions keeps one Win per group and the ledger equal to the Wins', async () => {
    const lots = {
      today: await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(0, 23), startPrice: 5000 }),
      coming: await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(2), startPrice: 5000 }),
      sold: await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 650_000, startPrice: 5000 }),
    };
    const start = fc.array(fc.record({ status: fc.constantFrom(BID_STATUS.new, BID_STATUS.bid), soldPrice: fc.option(yen, { nil: null }) }), { minLength: 5, maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(start, fc.array(action, { minLength: 1, maxLength: 12 }), async (initial, actions) => {
        const { id: userId } = await createUser(h.db(), { creditLimit: 0 });
        // Five bids: three in group 1 (today, coming, sold), one in group 2, one without a group.
        const places = [[lots.today, 1], [lots.coming, 1], [lots.sold, 1], [lots.today, 2], [lots.sold, null]] as const;
        const ids: number[] = [];
        for (const [i, [lotId, group]] of places.entries()) {
          // One bid per user and lot: the second bid on a lot is placed on a lot of its own kind.
          const lot = ids.length > 0 && places.findIndex((p) => p[0] === lotId) < i ? await insertLot(h.db(), lotLike(lotId, lots)) : lotId;
          ids.push(await h.bid(userId, lot, { ...initial[i]!, amount: 100_000, bidGroup: group }));
        }
        for (const a of actions) {
          const res = await request(a, ids[a.bid]!, 100_000);
          expect([200, 409, 422], res.body).toContain(res.statusCode);
          await expectInvariants(userId, ids);
        }
      }),
      { numRuns: engine === 'pglite' ? 40 : 25 },
    );
  }, 300_000);
});

function lotLike(lotId: number, lots: { today: number; coming: number; sold: number }) {
  if (lotId === lots.sold) return { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 650_000, startPrice: 5000 };
  if (lotId === lots.coming) return { auctionDate: tokyoDaysFromNow(2), startPrice: 5000 };
  return { auctionDate: tokyoDaysFromNow(0, 23), startPrice: 5000 };
}
