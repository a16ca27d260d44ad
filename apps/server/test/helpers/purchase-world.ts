import { AUCTION_STATUS, LANGUAGE, ROLE, USER_TYPE } from '@jauc/contract';
import { deskHelpers, type Who } from './bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './lots.js';
import { ORIGIN, type TestApp } from './test-app.js';

// The people and cars of the purchased-car tests: two clients, a dealer with a client of their
// own, a manager and a restricted account, each car bought through the manager's Win (so it has
// its purchase, ledger debit and bid like a real one).

export function purchaseWorld(get: () => TestApp) {
  const desk = deskHelpers(get);
  const inject = (who: Who | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    get().app.inject({
      method, url: `/api/v1${url}`, payload,
      headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    });

  /** A car bought by `owner` at `soldPrice` on a lot of `daysAgo` (Tokyo days before today). */
  async function buy(manager: Who, owner: Who, soldPrice = 650_000, daysAgo = 1): Promise<number> {
    const lotId = await insertLot(desk.db(), { auctionDate: tokyoDaysFromNow(-daysAgo), status: AUCTION_STATUS.sold, soldPrice, startPrice: 300_000 });
    const bidId = await desk.bid(owner.id, lotId, { soldPrice, amount: soldPrice + 50_000 });
    const res = await desk.send(manager, '/bid/update-bid-status', { bidId, status: 6, confirm: 1 });
    if (res.statusCode !== 200) throw new Error(`win failed: ${res.body}`);
    return (await desk.purchaseOf(bidId))!.id;
  }

  async function people() {
    const manager = await desk.newUser({ userType: USER_TYPE.manager });
    const clientA = await desk.newUser({ fullName: 'Anna Client' });
    const clientB = await desk.newUser({ fullName: 'Boris Client', language: LANGUAGE.ru });
    const dealer = await desk.newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer, fullName: 'Dan Dealer' });
    const dealerClient = await desk.newUser({ dealerId: dealer.id, fullName: 'Dora Dealer-Client' });
    const restricted = await desk.newUser({ roleId: ROLE.restricted, fullName: 'Rita Restricted' });
    return { manager, clientA, clientB, dealer, dealerClient, restricted };
  }

  return { ...desk, inject, buy, people };
}
