import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AUCTION_STATUS, BID_STATUS, LANGUAGE, PERMISSION_NAMES, paymentsListResponse, purchaseDetailResponse, ROLE, userBalanceResponse, USER_TYPE,
  type Permissions,
} from '@jauc/contract';
import { query } from '../src/db/client.js';
import { bids, ledgerEntries, users } from '../src/db/schema.js';
import { AppError } from '../src/lib/errors.js';
import type { AuthUser } from '../src/plugins/auth-context.js';
import { manageBidStatus, updateSoldPrice } from '../src/modules/bid/bid-manage.service.js';
import { changeFinances, purchaseDetail } from '../src/modules/purchases/purchases.service.js';
import { permissionsFor } from '../src/modules/identity/permission-templates.js';
import type { Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { purchaseWorld } from './helpers/purchase-world.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 18 §1 "Fees never reach the ledger" (DESIGN.md §3 "Money and purchases": what a screen or
// a PDF calls a car's Total is what the ledger debits for it). The issue's example through the API
// (a ¥564,000 car with ¥60,000 of fees: page, ledger, balance, "can still bid" and the payments
// list all say ¥624,000), then a property over any sequence of fee edits, sold-price corrections,
// Win reversals and Wins again: after every step the car's Car Purchase entries add up to minus the
// Total its page shows (0 once the Win is taken back), each booking under its own key.

const FEES = { auctionFee: 15_000, agentFee: 30_000, delivery: 12_000, freight: 0, otherFees: 3_000 };

describe.each(ENGINES)('fees reach the ledger on %s', (engine) => {
  let t: TestApp;
  const w = purchaseWorld(() => t);
  let p: Awaited<ReturnType<typeof w.people>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await w.people();
  });
  afterAll(async () => t?.close());

  const get = (who: Who, url: string) => w.inject(who, 'GET', url);
  const carEntries = (carId: number) =>
    w.db().select({ amount: ledgerEntries.amount, key: ledgerEntries.idempotencyKey, userId: ledgerEntries.userId, bidId: ledgerEntries.bidId })
      .from(ledgerEntries).where(and(eq(ledgerEntries.purchasedCarId, carId), eq(ledgerEntries.type, 'car_purchase'))).orderBy(asc(ledgerEntries.id));
  const total = async (who: Who, carId: number) => purchaseDetailResponse.parse((await get(who, `/purchased-cars/${carId}`)).json()).finances.total;
  const sum = (rows: Array<{ amount: number }>) => rows.reduce((a, r) => a + r.amount, 0);

  it('the issue\'s example: ¥564,000 + fees of ¥60,000 → the page, the ledger, the balance and "can still bid" all say ¥624,000', async () => {
    const client = await w.newUser({ fullName: 'Fee Client', creditLimit: 1_000_000 });
    const carId = await w.buy(p.manager, client, 564_000, 2);
    const res = await w.inject(p.manager, 'PUT', `/purchased-cars/${carId}/finances`, FEES);
    expect(res.statusCode, res.body).toBe(200);

    expect(await total(client, carId)).toBe(624_000);
    const entries = await carEntries(carId);
    expect(sum(entries)).toBe(-624_000);
    expect(entries.map((e) => e.amount)).toEqual([-564_000, -60_000]);
    expect(entries.every((e) => e.userId === client.id)).toBe(true);

    const balance = userBalanceResponse.parse((await get(client, '/user/balance')).json());
    expect(balance.balanceInfo.balance).toBe(-624_000);
    expect(balance.balanceInfo.bidAllow).toBe(1_000_000 - 624_000);
    expect(balance.totalSpent).toBe(624_000);

    const list = paymentsListResponse.parse((await get(client, '/payments/list')).json());
    expect(list.totalSpent).toBe(624_000);
    expect(list.totalBalance).toBe(-624_000);
    const fees = list.records.find((r) => r.purpose === 'fees')!;
    expect(fees).toMatchObject({ type: 'car_purchase', amount: -60_000, balance: -624_000, purchasedCarId: carId });
    expect(fees.description).toMatch(/^Fees changed \(auction fee, agent fee, delivery, other fees\): lot \d+/);
    expect(list.purposesList.find((o) => o.value === 'fees')?.label).toBe('Fees changed');
  });

  it('saving the same fees books nothing; each later change books its difference with its own description, in the reader\'s language', async () => {
    const carId = await w.buy(p.manager, p.clientB, 500_000, 3);
    const put = (body: object) => w.inject(p.manager, 'PUT', `/purchased-cars/${carId}/finances`, body);
    expect((await put(FEES)).statusCode).toBe(200);
    expect((await put(FEES)).statusCode).toBe(200);
    expect((await carEntries(carId)).length).toBe(2);

    expect((await put({ ...FEES, delivery: 20_000, freight: 95_000 })).statusCode).toBe(200);
    expect((await put({ ...FEES, delivery: 20_000, freight: 95_000, otherFees: 0 })).statusCode).toBe(200);
    const entries = await carEntries(carId);
    expect(entries.map((e) => e.amount)).toEqual([-500_000, -60_000, -103_000, 3_000]);
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    expect(-sum(entries)).toBe(await total(p.clientB, carId));

    // Boris reads Russian (his profile); a manager asking in English reads English.
    const ru = paymentsListResponse.parse((await get(p.clientB, '/payments/list?type=car_purchase')).json());
    const credit = ru.records.find((r) => r.amount === 3_000)!;
    expect(credit.purpose).toBe('fees');
    expect(credit.description).toMatch(/^Изменение сборов \(прочие расходы\): лот \d+/);
    expect(ru.records.find((r) => r.amount === -103_000)!.description).toMatch(/^Изменение сборов \(доставка, фрахт\): лот/);
    const en = paymentsListResponse.parse((await w.inject(p.manager, 'GET', `/payments/list?userId=${p.clientB.id}&type=car_purchase`)).json());
    expect(en.records.find((r) => r.amount === 3_000)!.description).toMatch(/^Fees changed \(other fees\): lot/);
  });

  it('concurrent fee edits, a sold-price correction and the owner\'s balance read leave the entries equal to the Total', async () => {
    const client = await w.newUser();
    const carId = await w.buy(p.manager, client, 600_000, 2);
    const [c] = await query<{ bid_id: number }>(w.db(), sql`SELECT bid_id FROM purchased_cars WHERE id = ${carId}`);
    const edits = [10_000, 20_000, 30_000, 40_000, 50_000].map((auctionFee) =>
      w.inject(p.manager, 'PUT', `/purchased-cars/${carId}/finances`, { ...FEES, auctionFee }));
    const reprice = w.send(p.manager, '/bid/update-sold-price', { bidId: c!.bid_id, soldPrice: 610_000 });
    const answers = await Promise.all([...edits, reprice]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const entries = await carEntries(carId);
    expect(-sum(entries)).toBe(await total(client, carId));
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
    expect(userBalanceResponse.parse((await get(client, '/user/balance')).json()).balanceInfo.balance).toBe(sum(entries));
  });

  it('the backfill migration books what cars changed before had missing, once', async () => {
    const carId = await w.buy(p.manager, p.clientA, 400_000, 4);
    const cancelled = await w.buy(p.manager, p.clientA, 300_000, 4);
    // As an old server left them: fees written without a booking.
    await w.db().execute(sql`UPDATE purchased_cars SET auction_fee = 20000, freight = 100000 WHERE id IN (${carId}, ${cancelled})`);
    const [c] = await query<{ bid_id: number }>(w.db(), sql`SELECT bid_id FROM purchased_cars WHERE id = ${cancelled}`);
    await w.db().execute(sql`UPDATE purchased_cars SET status = 7 WHERE id = ${cancelled}`);
    await w.db().execute(sql`INSERT INTO ledger_entries (user_id, type, amount, bid_id, purchased_car_id, idempotency_key)
      VALUES (${p.clientA.id}, 'car_purchase', 300000, ${c!.bid_id}, ${cancelled}, ${`old-reversal-${cancelled}`})`);
    // Found by name: the migration's number may change when branches merge.
    const dir = path.join(import.meta.dirname, '../drizzle');
    const backfill = fs.readFileSync(path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('_fees_ledger_backfill.sql'))!), 'utf8');
    for (let run = 0; run < 2; run++) await w.db().execute(sql.raw(backfill));
    expect((await carEntries(carId)).map((e) => e.amount)).toEqual([-400_000, -120_000]);
    expect(-sum(await carEntries(carId))).toBe(await total(p.clientA, carId));
    expect(sum(await carEntries(cancelled))).toBe(0);
    const list = paymentsListResponse.parse((await get(p.clientA, '/payments/list?type=car_purchase')).json());
    expect(list.records.find((r) => r.amount === -120_000)).toMatchObject({ purpose: 'fees', purchasedCarId: carId });
  });

  it('a Win taken back credits the car\'s whole Total, and winning it again debits price and fees', async () => {
    const client = await w.newUser({ language: LANGUAGE.en });
    const carId = await w.buy(p.manager, client, 700_000, 2);
    expect((await w.inject(p.manager, 'PUT', `/purchased-cars/${carId}/finances`, FEES)).statusCode).toBe(200);
    const [car] = await query<{ bid_id: number }>(w.db(), sql`SELECT bid_id FROM purchased_cars WHERE id = ${carId}`);
    const bidId = car!.bid_id;

    expect((await w.send(p.manager, '/bid/update-bid-status', { bidId, status: BID_STATUS.bid })).statusCode).toBe(200);
    expect(sum(await carEntries(carId))).toBe(0);
    expect(userBalanceResponse.parse((await get(client, '/user/balance')).json()).balanceInfo.balance).toBe(0);

    expect((await w.send(p.manager, '/bid/update-bid-status', { bidId, status: BID_STATUS.win, soldPrice: 690_000, confirm: 1 })).statusCode).toBe(200);
    expect(sum(await carEntries(carId))).toBe(-750_000);
    expect(await total(client, carId)).toBe(750_000);

    expect((await w.send(p.manager, '/bid/update-sold-price', { bidId, soldPrice: 680_000 })).statusCode).toBe(200);
    expect(sum(await carEntries(carId))).toBe(-740_000);
    expect(await total(client, carId)).toBe(740_000);
  });
});

// The property: random sequences on one car, through the services the routes call.
const DB_RUNS = { pglite: 50, postgres: 20 } as const;
const fee = fc.integer({ min: 0, max: 40 }).map((n) => n * 5000);
const price = fc.integer({ min: 60, max: 200 }).map((n) => n * 5000);
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fees' as const), auctionFee: fee, agentFee: fee, delivery: fee, freight: fee, otherFees: fee }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reprice' as const), soldPrice: price }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), status: fc.constantFrom(BID_STATUS.bid, BID_STATUS.finished, BID_STATUS.dontBid) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('win' as const), soldPrice: price }) },
);

describe.each(ENGINES)('a car\'s Car Purchase entries always add up to its Total on %s', (engine) => {
  let t: TestApp;
  let manager: AuthUser;
  let run = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [m] = await db().insert(users).values(account(USER_TYPE.manager, ROLE.manager, 'manager')).returning({ id: users.id });
    manager = { id: m!.id, email: 'manager@fees.test', userType: USER_TYPE.manager, roleId: ROLE.manager, language: null, permissions: allowAll(), sessionId: 0 };
  });
  afterAll(async () => t?.close());

  it(`after any sequence of fee edits, sold-price corrections, reversals and Wins (${DB_RUNS[engine]} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(price, fc.array(step, { minLength: 1, maxLength: 8 }), async (first, seq) => {
        run++;
        const [owner] = await db().insert(users).values(account(USER_TYPE.client, ROLE.client, `c${run}`)).returning({ id: users.id });
        const lotId = await insertLot(db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: first });
        const [bid] = await db().insert(bids).values({ userId: owner!.id, lotId, amount: 1_000_000, status: BID_STATUS.bid, exportType: 1 }).returning({ id: bids.id });
        const bidId = bid!.id;
        await manageBidStatus(db(), manager, { bidId, status: BID_STATUS.win, soldPrice: first, confirm: 1 });
        const [car] = await query<{ id: number }>(db(), sql`SELECT id FROM purchased_cars WHERE bid_id = ${bidId}`);
        const carId = car!.id;
        // The model: the car's Total while won, 0 once taken back.
        let won = true;
        let soldPrice = first;
        let fees = 0;
        for (const s of seq) {
          try {
            if (s.kind === 'fees') {
              const { kind: _, ...body } = s;
              await changeFinances(db(), manager, carId, body);
              fees = body.auctionFee + body.agentFee + body.delivery + body.freight + body.otherFees;
            } else if (s.kind === 'reprice') {
              await updateSoldPrice(db(), manager, { bidId, soldPrice: s.soldPrice });
              if (won) soldPrice = s.soldPrice;
            } else if (s.kind === 'reverse') {
              await manageBidStatus(db(), manager, { bidId, status: s.status });
              won = false;
            } else {
              await manageBidStatus(db(), manager, { bidId, status: BID_STATUS.win, soldPrice: s.soldPrice, confirm: 1 });
              // Already a Win: the same status changes nothing (a retried request).
              if (!won) soldPrice = s.soldPrice;
              won = true;
            }
          } catch (e) {
            // Refusals (a reprice of a bid that is not a Win, a status change the rules forbid) write nothing.
            if (!(e instanceof AppError) || e.statusCode >= 500) throw e;
          }
          const detail = await purchaseDetail(db(), manager, carId, 'en');
          const [booked] = await query<{ sum: string; n: string; keys: string }>(db(), sql`
            SELECT coalesce(sum(amount), 0)::text AS sum, count(*)::text AS n, count(DISTINCT idempotency_key)::text AS keys
            FROM ledger_entries WHERE purchased_car_id = ${carId} AND type = 'car_purchase'`);
          const expected = won ? soldPrice + fees : 0;
          expect(Number(booked!.sum), JSON.stringify(s)).toBe(expected === 0 ? 0 : -expected);
          if (won) expect(detail.finances.total).toBe(expected);
          expect(booked!.keys).toBe(booked!.n);
        }
      }),
      { numRuns: DB_RUNS[engine] },
    );
  });
});

function account(userType: number, roleId: number, name: string) {
  return {
    email: `${name}-${Math.random().toString(36).slice(2)}@fees.test`, passwordHash: 'x', fullName: name, countryId: 157, userType, roleId,
    permissions: permissionsFor(roleId, userType), creditLimit: 100_000_000, dailyBidLimit: 100,
  };
}

function allowAll(): Permissions {
  return Object.fromEntries(PERMISSION_NAMES.map((n) => [n, true])) as Permissions;
}
