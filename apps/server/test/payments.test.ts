import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, depositResponse, paymentsListResponse, ROLE, tokyoParts, USER_TYPE, userBalanceResponse } from '@jauc/contract';
import { eq } from 'drizzle-orm';
import { bids, purchasedCars } from '../src/db/schema.js';
import { nowMs } from '../src/lib/clock.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { paymentHelpers, type Who } from './helpers/payments.js';
import fs from 'node:fs';
import { createUser, outboxFiles, updateUserRow } from './helpers/fixtures.js';
import { PERMISSION_TEMPLATES, permissionsFor } from '../src/modules/identity/permission-templates.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Payments, balance and deposits (issue 14 §2, §5; DESIGN.md §3 "Money and purchases"): who reads
// which ledger, the running balance and totals, the deposit's rules and refusals, and a restricted
// account made active by its first deposit.

describe.each(ENGINES)('payments on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = paymentHelpers(() => t);
  const { call, newUser, deposit, entriesOf, logsOf, today } = h;
  const list = (who: Who, qs = '') => call(who, 'GET', `/payments/list${qs ? `?${qs}` : ''}`);
  const expectError = (res: { statusCode: number; json(): unknown; body: string }, status: number, message: unknown) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  };

  /** A Win for `who` at `soldPrice` through the bid desk (its purchase and debit come from win.ts). */
  async function win(who: Who, soldPrice: number): Promise<number> {
    const lotId = await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice });
    const [row] = await h.db().insert(bids).values({ userId: who.id, lotId, amount: soldPrice, status: BID_STATUS.bid, exportType: 1 }).returning({ id: bids.id });
    const res = await call(manager, 'PUT', '/bid/update-bid-status', { bidId: row!.id, status: BID_STATUS.win, confirm: 1, soldPrice });
    expect(res.statusCode, res.body).toBe(200);
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  it('answers 401 without a session, 403 to a client or dealer recording a deposit', async () => {
    for (const url of ['/payments/list', '/payments/invoice?id=1', '/user/balance']) expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await deposit(null, { userId: 1 })).statusCode).toBe(401);
    const client = await newUser();
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
    for (const who of [client, dealer]) expectError(await deposit(who, { userId: client.id }), 403, 'forbidden');
    expect(await entriesOf(client.id)).toEqual([]);
  });

  it('books a deposit once per idempotency key and answers the original entry to a retry', async () => {
    const client = await newUser();
    const body = { userId: client.id, amount: 250_000, date: today(), description: 'SWIFT 123', idempotencyKey: 'retry-key-0001' };
    const first = await deposit(manager, body);
    expect(first.statusCode, first.body).toBe(200);
    const a = depositResponse.parse(first.json());
    expect(a).toMatchObject({ repeated: false, activated: false, balance: 250_000 });
    expect(a.entry).toMatchObject({ type: 'remittance', purpose: 'deposit', amount: 250_000, balance: 250_000, date: today(), description: 'SWIFT 123' });
    const again = depositResponse.parse((await deposit(manager, body)).json());
    expect(again).toMatchObject({ repeated: true, balance: 250_000, entry: { id: a.entry.id } });
    expect(await entriesOf(client.id)).toHaveLength(1);
    expect((await entriesOf(client.id))[0]).toMatchObject({ createdBy: manager.id, entryDate: today(), idempotencyKey: 'deposit:retry-key-0001' });
    // The same key with another deposit is a mistake of the caller: refused, nothing booked.
    expectError(await deposit(manager, { ...body, amount: 300_000 }), 409, 'idempotency_key_reused');
    const other = await newUser();
    expectError(await deposit(manager, { ...body, userId: other.id }), 409, 'idempotency_key_reused');
    expect(await entriesOf(client.id)).toHaveLength(1);
    expect(await entriesOf(other.id)).toEqual([]);
  });

  it('refuses bad deposits with a translated code and writes nothing', async () => {
    const client = await newUser();
    for (const amount of [-5000, 0, 1.5, '100000', null, 10_000_000_001]) {
      expectError(await deposit(manager, { userId: client.id, amount }), 422, { amount: 'Errors.DepositAmount' });
    }
    for (const date of ['2026-13-01', '20261101', '', 'yesterday']) {
      const res = await deposit(manager, { userId: client.id, date });
      expect(res.statusCode).toBe(422);
      expect((res.json() as { message: Record<string, string> }).message.date).toMatch(/^Errors\./);
    }
    expectError(await deposit(manager, { userId: client.id, date: '2100-01-01' }), 422, { date: 'Errors.FutureDate' });
    for (const idempotencyKey of ['short', 'has space in it', 'x'.repeat(101), undefined]) {
      expectError(await deposit(manager, { userId: client.id, idempotencyKey }), 422, { idempotencyKey: 'Errors.IdempotencyKey' });
    }
    expectError(await deposit(manager, { userId: client.id, description: 'a\u0000b' }), 422, { description: 'Errors.InvalidField' });
    expectError(await deposit(manager, { userId: 999_999 }), 404, 'client_not_found');
    expectError(await deposit(manager, { userId: manager.id }), 404, 'client_not_found');
    // A disabled account cannot sign in: made directly.
    const off = await createUser(h.db(), { userType: USER_TYPE.disabled, roleId: ROLE.disabled });
    expectError(await deposit(manager, { userId: off.id }), 409, 'account_disabled');
    expect(await entriesOf(client.id)).toEqual([]);
    expect(await entriesOf(off.id)).toEqual([]);
  });

  it('makes a restricted account an active client with its first deposit, logged and e-mailed; then it can bid', async () => {
    // As a sign-up leaves it: no credit, no daily limits.
    const restricted = await newUser({ roleId: ROLE.restricted, creditLimit: 0, dailyBidLimit: 0, dailyUssLimit: 0 });
    const lotId = await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(3), startPrice: 100_000 });
    const place = () => call(restricted, 'POST', '/bid/create', { amount: 200_000, carId: lotId, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '' });
    expectError(await place(), 403, 'bidding_not_allowed');

    const res = depositResponse.parse((await deposit(manager, { userId: restricted.id, amount: 300_000 })).json());
    expect(res).toMatchObject({ activated: true, repeated: false, balance: 300_000 });
    expect(await logsOf(restricted.id)).toEqual([
      { event: 'activated_by_deposit', actorId: manager.id, oldValue: String(ROLE.restricted), newValue: String(ROLE.client) },
      { event: 'daily_bid_limit_changed', actorId: manager.id, oldValue: '0', newValue: '10' },
      { event: 'daily_uss_limit_changed', actorId: manager.id, oldValue: '0', newValue: '5' },
    ]);
    const profile = (await call(restricted, 'GET', '/user/view-profile')).json() as { detail: { roleId: number }; permission: { biddingAllowed: boolean } };
    expect(profile.detail.roleId).toBe(ROLE.client);
    expect(profile.permission.biddingAllowed).toBe(true);
    await t.app.mailer.idle();
    const files = outboxFiles(t.dataDir, restricted.email, 'activated');
    expect(files).toHaveLength(1);
    const mail = fs.readFileSync(files[0]!, 'utf8');
    expect(mail).toContain('Subject: Your account is active');
    expect(mail).toMatch(/300.000/);

    const bid = await place();
    expect(bid.statusCode, bid.body).toBe(200);
    // A second deposit is only a deposit.
    expect(depositResponse.parse((await deposit(manager, { userId: restricted.id })).json()).activated).toBe(false);
    expect(await logsOf(restricted.id)).toHaveLength(3);
  });

  it('keeps a restricted account with earlier deposits restricted (a manager chose it)', async () => {
    const demoted = await newUser();
    await deposit(manager, { userId: demoted.id });
    await updateUserRow(h.db(), demoted.id, { roleId: ROLE.restricted, permissions: permissionsFor(ROLE.restricted, USER_TYPE.client) });
    expect(depositResponse.parse((await deposit(manager, { userId: demoted.id })).json()).activated).toBe(false);
    expect(await logsOf(demoted.id)).toEqual([]);
  });

  it('lists a ledger newest first with running balances, totals, type and date filters, translated texts', async () => {
    const client = await newUser();
    // Value dates within the last 90 days of an account made before them (deposit dates are bounded).
    const daysAgo = (n: number) => tokyoParts(new Date(nowMs() - n * 86_400_000)).date;
    await updateUserRow(h.db(), client.id, { createdAt: new Date(nowMs() - 80 * 86_400_000) });
    expect((await deposit(manager, { userId: client.id, amount: 1_000_000, date: daysAgo(60), description: 'First' })).statusCode).toBe(200);
    expect((await deposit(manager, { userId: client.id, amount: 500_000, date: daysAgo(30) })).statusCode).toBe(200);
    const bidId = await win(client, 700_000);
    await h.db().update(purchasedCars).set({ etd: '2026-03-01', eta: '2026-03-25' }).where(eq(purchasedCars.bidId, bidId));
    const all = paymentsListResponse.parse((await list(client)).json());
    expect(all.records.map((r) => [r.type, r.purpose, r.amount, r.balance])).toEqual([
      ['car_purchase', 'purchase', -700_000, 800_000],
      ['remittance', 'deposit', 500_000, 1_500_000],
      ['remittance', 'deposit', 1_000_000, 1_000_000],
    ]);
    expect(all).toMatchObject({ totalBalance: 800_000, totalReceived: 1_500_000, totalSpent: 700_000, pageInfo: { page: 1, pageSize: 20, totalSearchResults: 3 } });
    expect(all.records[0]!.description).toMatch(/^Car purchase: lot \d+, /);
    expect(all.records[0]).toMatchObject({ etd: '2026-03-01', eta: '2026-03-25' });
    expect(all.records[0]!.purchasedCarId).not.toBeNull();
    expect(all.records[1]).toMatchObject({ etd: null, eta: null, purchasedCarId: null });
    expect(all.records[1]!.description).toBe('Remittance');
    expect(all.records[2]!.description).toBe('First');
    expect(all.typesList).toEqual([{ value: 'remittance', label: 'Remittances' }, { value: 'car_purchase', label: 'Car Purchase' }]);

    const ru = paymentsListResponse.parse((await call(client, 'GET', '/payments/list', undefined, { 'accept-language': 'ru' })).json());
    expect(ru.records[0]!.description).toMatch(/^Покупка автомобиля: лот \d+/);
    expect(ru.typesList[0]!.label).toBe('Платежи');

    const spent = paymentsListResponse.parse((await list(client, 'type=car_purchase')).json());
    expect(spent.records.map((r) => r.balance)).toEqual([800_000]);
    expect(spent).toMatchObject({ totalReceived: 0, totalSpent: 700_000, totalBalance: 800_000 });
    const feb = paymentsListResponse.parse((await list(client, `dateFrom=${daysAgo(40)}&dateTo=${daysAgo(20)}`)).json());
    expect(feb.records.map((r) => r.amount)).toEqual([500_000]);
    expect(feb).toMatchObject({ totalReceived: 500_000, totalSpent: 0, pageInfo: { totalSearchResults: 1 } });
    const paged = paymentsListResponse.parse((await list(client, 'pageSize=20&page=2')).json());
    expect(paged.records).toEqual([]);
    expect(paged.pageInfo.totalSearchResults).toBe(3);

    // A Win taken back: a credit, the purchase cancelled; the balance is the sum again.
    const back = await call(manager, 'PUT', '/bid/update-bid-status', { bidId, status: BID_STATUS.finished, confirm: 1 });
    expect(back.statusCode, back.body).toBe(200);
    const after = paymentsListResponse.parse((await list(client)).json());
    expect(after.records[0]).toMatchObject({ type: 'car_purchase', purpose: 'purchase_cancelled', amount: 700_000, balance: 1_500_000 });
    expect(after.totalSpent).toBe(0);
  });

  it('refuses bad filters with 400 on their key', async () => {
    const client = await newUser();
    for (const [qs, key] of [
      ['type=deposit', 'type'], ['dateFrom=2026-1-1', 'dateFrom'], ['dateTo=2026-02-30', 'dateTo'], ['dateFrom=2026-03-01&dateTo=2026-02-01', 'dateTo'],
      ['pageSize=10', 'pageSize'], ['page=0', 'page'], ['userId=abc', 'userId'],
    ] as const) {
      expectError(await list(client, qs), 400, { [key]: 'Errors.InvalidField' });
    }
  });

  it('shows a ledger to its owner, their dealer and managers only (404 to anyone else)', async () => {
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
    const dealersClient = await newUser({ dealerId: dealer.id });
    const stranger = await newUser();
    await deposit(manager, { userId: dealersClient.id, amount: 40_000 });
    const read = async (who: Who) => paymentsListResponse.parse((await list(who, `userId=${dealersClient.id}`)).json()).totalBalance;
    expect(await read(dealersClient)).toBe(40_000);
    expect(await read(dealer)).toBe(40_000);
    expect(await read(manager)).toBe(40_000);
    expectError(await list(stranger, `userId=${dealersClient.id}`), 404, 'not_found');
    expectError(await list(dealersClient, `userId=${dealer.id}`), 404, 'not_found');
    expectError(await list(stranger, 'userId=999999'), 404, 'not_found');
    // Without userId each reads their own: the dealer's own ledger is empty.
    expect(paymentsListResponse.parse((await list(dealer)).json()).records).toEqual([]);
  });

  it('answers the invoice of a purchase entry to whoever may see it', async () => {
    const client = await newUser();
    const stranger = await newUser();
    const dep = depositResponse.parse((await deposit(manager, { userId: client.id })).json()).entry;
    await win(client, 300_000);
    const purchase = paymentsListResponse.parse((await list(client, 'type=car_purchase')).json()).records[0]!;
    for (const who of [client, manager]) {
      const res = await call(who, 'GET', `/payments/invoice?id=${purchase.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, url: `/api/v1/purchased-cars/${purchase.purchasedCarId}/invoice` });
    }
    expectError(await call(stranger, 'GET', `/payments/invoice?id=${purchase.id}`), 404, 'not_found');
    expectError(await call(client, 'GET', `/payments/invoice?id=${dep.id}`), 404, 'not_found');
    // A payment of that car: its invoice is the car's. Another account's car cannot be named.
    const payment = depositResponse.parse((await deposit(manager, { userId: client.id, amount: 300_000, purchasedCarId: purchase.purchasedCarId })).json()).entry;
    expect(payment).toMatchObject({ type: 'remittance', purchasedCarId: purchase.purchasedCarId });
    expect(payment.description).toMatch(/^Remittance: lot \d+, /);
    expect((await call(client, 'GET', `/payments/invoice?id=${payment.id}`)).json()).toEqual({ success: true, url: `/api/v1/purchased-cars/${purchase.purchasedCarId}/invoice` });
    expectError(await deposit(manager, { userId: stranger.id, purchasedCarId: purchase.purchasedCarId }), 422, { purchasedCarId: 'Errors.InvalidField' });
    expectError(await deposit(manager, { userId: client.id, purchasedCarId: 999_999 }), 422, { purchasedCarId: 'Errors.InvalidField' });
    expect(await entriesOf(stranger.id)).toEqual([]);
    expectError(await call(client, 'GET', '/payments/invoice?id=999999'), 404, 'not_found');
    expectError(await call(client, 'GET', '/payments/invoice?id=x'), 400, { id: 'Errors.InvalidField' });
    const limited = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, downloadInvoice: false } });
    await win(limited, 100_000);
    const limitedEntry = paymentsListResponse.parse((await list(limited)).json()).records[0]!;
    expectError(await call(limited, 'GET', `/payments/invoice?id=${limitedEntry.id}`), 403, 'download_not_allowed');
  });

  it('answers the balance as the profile does, with the ledger totals and latest entries', async () => {
    const client = await newUser({ creditLimit: 2_000_000 });
    await deposit(manager, { userId: client.id, amount: 600_000 });
    await win(client, 250_000);
    const lotId = await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(3), startPrice: 100_000 });
    await h.db().insert(bids).values({ userId: client.id, lotId, amount: 400_000, status: BID_STATUS.new, exportType: 1 });
    const balance = userBalanceResponse.parse((await call(client, 'GET', '/user/balance')).json());
    const profile = (await call(client, 'GET', '/user/view-profile')).json() as { balanceInfo: unknown };
    expect(balance.balanceInfo).toEqual(profile.balanceInfo);
    expect(balance.balanceInfo).toMatchObject({ balance: 350_000, creditLimit: 2_000_000, bidAllow: 350_000 + 2_000_000 - 400_000, activeBids: 1 });
    expect(balance).toMatchObject({ totalReceived: 600_000, totalSpent: 250_000 });
    expect(balance.latest.map((r) => r.amount)).toEqual([-250_000, 600_000]);
  });
});
