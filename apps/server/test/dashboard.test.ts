import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, ROLE, USER_TYPE, dashboardResponse, depositsListResponse, type ManagerDashboard, type OwnerDashboard } from '@jauc/contract';
import { bids, chatMessages } from '../src/db/schema.js';
import { nowMs } from '../src/lib/clock.js';
import { insertLot, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { paymentHelpers, type Who } from './helpers/payments.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// GET /dashboard (issue 14 §3): per kind of account, each figure equal to the list its tile opens.

describe.each(ENGINES)('dashboard on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = paymentHelpers(() => t);
  const { call, newUser, deposit } = h;

  async function view(who: Who) {
    const res = await call(who, 'GET', '/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return dashboardResponse.parse(res.json()).dashboard;
  }
  const owner = async (who: Who) => (await view(who)) as OwnerDashboard;
  const managerView = async () => (await view(manager)) as ManagerDashboard;

  async function bid(who: Who, lot: Parameters<typeof insertLot>[1], status: number = BID_STATUS.new, amount = 300_000): Promise<number> {
    const lotId = await insertLot(h.db(), lot);
    const [row] = await h.db().insert(bids).values({ userId: who.id, lotId, amount, status, exportType: 1 }).returning({ id: bids.id });
    return row!.id;
  }
  const write = (bidId: number, author: Who, side: 'owner' | 'manager') => h.db().insert(chatMessages).values({ bidId, authorId: author.id, side, text: 'hello' });
  const counter = (d: OwnerDashboard, status: number | 'All') => d.activeBids.find((c) => c.status === status)?.count;

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await newUser({ userType: USER_TYPE.manager, roleId: ROLE.manager });
  });
  afterAll(async () => t?.close());

  it('answers 401 without a session', async () => {
    const res = await call(null, 'GET', '/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('shows a new client an empty dashboard with the balance of GET /user/balance', async () => {
    const client = await newUser({ creditLimit: 500_000 });
    const d = await owner(client);
    expect(d).toMatchObject({ kind: 'client', awaitingResults: 0, unreadChats: 0, nextDeadlines: [], recentPurchases: [] });
    expect(counter(d, 'All')).toBe(0);
    const balance = (await call(client, 'GET', '/user/balance')).json() as { balanceInfo: unknown };
    expect(d.balanceInfo).toEqual(balance.balanceInfo);
    expect(d.balanceInfo).toMatchObject({ balance: 0, creditLimit: 500_000, bidAllow: 500_000 });
  });

  it('gives a client their bids by status, the next deadlines soonest first, results waiting, purchases and unread chats', async () => {
    const client = await newUser();
    expect((await deposit(manager, { userId: client.id, amount: 2_000_000 })).statusCode).toBe(200);
    const later = await bid(client, { auctionDate: tokyoDaysFromNow(5) }, BID_STATUS.new, 200_000);
    const sooner = await bid(client, { auctionDate: tokyoDaysFromNow(2) }, BID_STATUS.bid, 400_000);
    // A lot whose session is over with a result, the bid still at Bid: a result waiting.
    const waiting = await bid(client, { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 500_000 }, BID_STATUS.bid);
    // Won through the bid desk: a purchased car and its debit.
    const won = await bid(client, { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 700_000 }, BID_STATUS.bid);
    const res = await call(manager, 'PUT', '/bid/update-bid-status', { bidId: won, status: BID_STATUS.win, confirm: 1, soldPrice: 700_000 });
    expect(res.statusCode, res.body).toBe(200);
    // Someone else's bid and chat never count.
    const stranger = await newUser();
    const theirs = await bid(stranger, { auctionDate: tokyoDaysFromNow(1) });
    await write(theirs, manager, 'manager');
    // The manager wrote on two chats; the client's own message is not unread to the client.
    await write(later, manager, 'manager');
    await write(waiting, manager, 'manager');
    await write(sooner, client, 'owner');

    const d = await owner(client);
    expect(d.kind).toBe('client');
    expect(counter(d, 'All')).toBe(4);
    expect(counter(d, BID_STATUS.new)).toBe(1);
    expect(counter(d, BID_STATUS.bid)).toBe(2);
    expect(counter(d, BID_STATUS.win)).toBe(1);
    expect(d.nextDeadlines.map((x) => x.bidId)).toEqual([sooner, later]);
    for (const x of d.nextDeadlines) expect(Date.parse(x.deadline)).toBeGreaterThan(nowMs());
    expect(d.nextDeadlines[0]).toMatchObject({ bidAmount: 400_000, bidStatus: BID_STATUS.bid });
    expect(d.awaitingResults).toBe(1);
    expect(d.recentPurchases).toHaveLength(1);
    expect(d.recentPurchases[0]).toMatchObject({ status: null, owner: { id: client.id } });
    expect(d.unreadChats).toBe(2);
    expect(d.balanceInfo.balance).toBe(2_000_000 - 700_000);
    // The bid list's own counters agree with the tiles.
    const list = (await call(client, 'GET', '/bid/my-bid')).json() as { counters: Array<{ status: unknown; count: number }> };
    expect(d.activeBids).toEqual(list.counters);
  });

  // Issue 18 §2: each tile's link opens its list filtered as counted (the web app writes these
  // query keys), and the list's total is the tile's figure.
  const total = async (who: Who, path: string) => {
    const res = await call(who, 'GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { pageInfo: { totalResults: number }; cars: Array<{ bidId: number }> });
  };

  it('opens a client s and a dealer s unread chats and results waiting as counted', async () => {
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
    const client = await newUser({ dealerId: dealer.id });
    const unread = await bid(client, { auctionDate: tokyoDaysFromNow(3) });
    const read = await bid(client, { auctionDate: tokyoDaysFromNow(3) });
    const waiting = await bid(client, { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 500_000 }, BID_STATUS.bid);
    // An archived bid's chat: not on the active list, so not on the tile either.
    const archived = await bid(client, { auctionDate: tokyoDaysFromNow(-3), status: AUCTION_STATUS.sold, soldPrice: 500_000 }, BID_STATUS.finished);
    await bid(client, { auctionDate: tokyoDaysFromNow(4) }, BID_STATUS.bid);
    for (const b of [unread, read, waiting, archived]) await write(b, manager, 'manager');
    expect((await call(client, 'PUT', '/bid/update-chat-status', { bidId: read })).statusCode).toBe(200);

    const d = await owner(client);
    expect(d.unreadChats).toBe(2);
    expect(d.awaitingResults).toBe(1);
    const unreadList = await total(client, '/bid/my-bid?unread=1');
    expect(unreadList.pageInfo.totalResults).toBe(d.unreadChats);
    expect(unreadList.cars.map((c) => c.bidId).sort()).toEqual([unread, waiting].sort());
    const waitingList = await total(client, '/bid/my-bid?awaitingResult=1');
    expect(waitingList.pageInfo.totalResults).toBe(d.awaitingResults);
    expect(waitingList.cars.map((c) => c.bidId)).toEqual([waiting]);

    // The dealer's tiles and their list (/dealer-bids → /bid/dealer) agree the same way; the
    // dealer's side has not read the manager's messages either.
    const dd = await owner(dealer);
    expect((await total(dealer, '/bid/dealer?bidType=all&unread=1')).pageInfo.totalResults).toBe(dd.unreadChats);
    expect((await total(dealer, '/bid/dealer?bidType=all&awaitingResult=1')).pageInfo.totalResults).toBe(dd.awaitingResults);
    expect(dd.awaitingResults).toBe(1);
  });

  it('opens a manager s unread chats, results waiting and today s new bids as counted', async () => {
    const client = await newUser();
    const b = await bid(client, { auctionDate: tokyoDaysFromNow(2) });
    await write(b, client, 'owner');
    await bid(client, { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 500_000 }, BID_STATUS.bid);
    await bid(client, { auctionDate: tokyoDaysFromNow(0, 12) });
    const d = await managerView();
    const unreadList = await total(manager, '/bid/index?unread=1&pageSize=70');
    expect(unreadList.pageInfo.totalResults).toBe(d.unreadChats);
    expect(unreadList.cars.map((c) => c.bidId)).toContain(b);
    expect((await total(manager, '/bid/index?awaitingResult=1')).pageInfo.totalResults).toBe(d.resultsToConfirm);
    expect((await total(manager, `/bid/index?bidStatus=1&auctionDate=${d.today}`)).pageInfo.totalResults).toBe(d.newBidsToday);
  });

  it('lists the recent deposits newest first by their day, the card being the first rows of GET /payments/deposits', async () => {
    // An account of some days (a deposit is never dated before the account existed).
    const client = await newUser({ createdAt: new Date(nowMs() - 10 * 86_400_000) });
    const day = (daysAgo: number) => new Date(Date.parse(`${h.today()}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // Booked in this order, dated otherwise: the list goes by the day the money moved.
    for (const [amount, daysAgo] of [[111_000, 0], [222_000, 2], [333_000, 1]] as const) {
      const res = await deposit(manager, { userId: client.id, amount, date: day(daysAgo) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const d = await managerView();
    const dates = d.recentDeposits.map((x) => x.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const res = await call(manager, 'GET', '/payments/deposits?pageSize=50');
    expect(res.statusCode, res.body).toBe(200);
    const all = depositsListResponse.parse(res.json());
    expect(all.deposits.slice(0, d.recentDeposits.length).map((x) => x.id)).toEqual(d.recentDeposits.map((x) => x.id));
    const mine = all.deposits.filter((x) => x.userId === client.id).map((x) => x.amount);
    expect(mine).toEqual([111_000, 333_000, 222_000]);
    expect(all.pageInfo.totalResults).toBeGreaterThanOrEqual(3);
    // Managers only.
    expect((await call(client, 'GET', '/payments/deposits')).statusCode).toBe(403);
    expect((await call(manager, 'GET', '/payments/deposits?pageSize=7')).statusCode).toBe(400);
  });

  it('gives a dealer their clients too, and never another dealer s', async () => {
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
    const theirClient = await newUser({ dealerId: dealer.id });
    const otherClient = await newUser();
    await bid(dealer, { auctionDate: tokyoDaysFromNow(3) });
    const clientBid = await bid(theirClient, { auctionDate: tokyoDaysFromNow(4) });
    await bid(otherClient, { auctionDate: tokyoDaysFromNow(4) });
    await write(clientBid, manager, 'manager');
    const d = await owner(dealer);
    expect(d.kind).toBe('dealer');
    expect(counter(d, 'All')).toBe(2);
    expect(d.nextDeadlines).toHaveLength(2);
    expect(d.unreadChats).toBe(1);
  });

  it('gives a manager the new bids of today s auctions, results to confirm, today s auctions, unread chats and the latest deposits', async () => {
    const before = await managerView();
    const client = await newUser();
    await bid(client, { auctionDate: tokyoDaysFromNow(0, 12), houseId: USS_HOUSE });
    await bid(client, { auctionDate: tokyoDaysFromNow(0, 12), houseId: USS_HOUSE }, BID_STATUS.bid);
    // New, but on a coming day: not today's.
    await bid(client, { auctionDate: tokyoDaysFromNow(2) });
    const waiting = await bid(client, { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 500_000 }, BID_STATUS.bid);
    await write(waiting, client, 'owner');
    const dep = await deposit(manager, { userId: client.id, amount: 345_000 });
    expect(dep.statusCode, dep.body).toBe(200);

    const d = await managerView();
    expect(d.kind).toBe('manager');
    expect(d.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.newBidsToday - before.newBidsToday).toBe(1);
    expect(d.resultsToConfirm - before.resultsToConfirm).toBe(1);
    const uss = (x: ManagerDashboard) => x.todayAuctions.find((a) => a.id === USS_HOUSE)?.bids ?? 0;
    expect(uss(d) - uss(before)).toBe(2);
    expect(d.todayAuctions.find((a) => a.id === USS_HOUSE)?.name).not.toBe('');
    expect(d.unreadChats - before.unreadChats).toBe(1);
    expect(d.recentDeposits[0]).toMatchObject({ userId: client.id, amount: 345_000 });
    // The bid manager's New tab on today's auctions holds the same count.
    const list = (await call(manager, 'GET', `/bid/index?bidStatus=1&auctionDate=${d.today}`)).json() as { pageInfo: { totalResults: number } };
    expect(list.pageInfo.totalResults).toBe(d.newBidsToday);
    // Reading the chat takes it off the count.
    expect((await call(manager, 'PUT', '/bid/update-chat-status', { bidId: waiting })).statusCode).toBe(200);
    expect((await managerView()).unreadChats).toBe(before.unreadChats);
  });
});
