import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { depositResponse, paymentsListResponse, PURCHASE_STATUS, ROLE, tokyoParts, userBalanceResponse } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { nowMs } from '../src/lib/clock.js';
import { DEMO_PASSWORD } from '../src/seed/demo-users.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// The demo ledger (issue 14 §4): remittances and purchases that match the Wins, each remittance
// dated and booked by a manager, payments of won cars linked to them, balances a client can bid
// with, and the restricted account with no deposit until a manager records one (then it bids).

const SIZES = { seedAuctionLots: 400, seedStatsLots: 900, seedStockLots: 40 };

describe.each(ENGINES)('demo ledger on %s', (engine) => {
  let t: TestApp;
  const rows = <T>(statement: ReturnType<typeof sql>) => query<T>(t.database.db, statement);
  const as = async (email: string) => signIn(t.app, email, DEMO_PASSWORD);
  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { origin: ORIGIN, cookie } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedIfEmpty(t.database, { ...t.config, ...SIZES }, t.app.log);
  });
  afterAll(async () => t?.close());

  it('dates every remittance and names the manager who booked it', async () => {
    const bad = await rows<{ id: number }>(sql`
      SELECT e.id FROM ledger_entries e LEFT JOIN users m ON m.id = e.created_by
      WHERE e.type = 'remittance' AND (e.entry_date IS NULL OR m.user_type IS DISTINCT FROM 3)`);
    expect(bad).toEqual([]);
  });

  it('pays each won car of the demo clients (but a cancelled purchase) with a remittance of its Total (car and fees), linked to the car', async () => {
    const unpaid = await rows<{ id: number }>(sql`
      SELECT p.id FROM purchased_cars p JOIN users u ON u.id = p.user_id
      WHERE u.email IN ('client@demo.example', 'dealer-client@demo.example')
        AND p.status IS DISTINCT FROM ${PURCHASE_STATUS.purchaseCancelled}
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.type = 'remittance' AND e.purchased_car_id = p.id
          AND e.amount = p.price + p.auction_fee + p.agent_fee + p.delivery_fee + p.freight + p.other_fees)`);
    expect(unpaid).toEqual([]);
    // A cancelled purchase nets to nothing in the ledger: its debit and the credit of its reversal.
    const cancelled = await rows<{ net: string }>(sql`
      SELECT coalesce(sum(e.amount), 0)::text AS net FROM purchased_cars p JOIN ledger_entries e ON e.purchased_car_id = p.id AND e.type = 'car_purchase'
      WHERE p.status = ${PURCHASE_STATUS.purchaseCancelled} GROUP BY p.id`);
    expect(cancelled.every((c) => c.net === '0')).toBe(true);
    for (const email of ['client@demo.example', 'dealer-client@demo.example']) {
      const cookie = await as(email);
      const balance = userBalanceResponse.parse((await get(cookie, '/user/balance')).json());
      expect(balance.balanceInfo.balance, email).toBeGreaterThan(0);
      expect(balance.balanceInfo.bidAllow, email).toBeGreaterThan(0);
      expect(balance.totalSpent, email).toBeGreaterThan(0);
      const list = paymentsListResponse.parse((await get(cookie, '/payments/list?type=remittance&pageSize=70')).json());
      const paid = list.records.find((r) => r.purchasedCarId !== null)!;
      expect(paid.description).toMatch(/^Remittance: lot \d+, /);
      const invoice = await get(cookie, `/payments/invoice?id=${paid.id}`);
      expect(invoice.json()).toEqual({ success: true, url: `/api/v1/purchased-cars/${paid.purchasedCarId}/invoice` });
      expect(list.totalBalance).toBe(balance.balanceInfo.balance);
    }
  });

  it('leaves the restricted account without a deposit; a manager s first deposit lets it bid', async () => {
    const [restricted] = await rows<{ id: number; role_id: number; n: number }>(sql`
      SELECT u.id, u.role_id, (SELECT count(*)::int FROM ledger_entries e WHERE e.user_id = u.id) AS n FROM users u WHERE u.email = 'restricted@demo.example'`);
    expect(restricted).toMatchObject({ role_id: ROLE.restricted, n: 0 });
    const manager = await as('manager@demo.example');
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/payments/deposit', headers: { origin: ORIGIN, cookie: manager },
      payload: { userId: restricted!.id, amount: 500_000, date: tokyoParts(new Date(nowMs())).date, description: 'First remittance', idempotencyKey: 'demo-first-deposit' },
    });
    expect(depositResponse.parse(res.json())).toMatchObject({ activated: true, balance: 500_000 });
    const cookie = await as('restricted@demo.example');
    const [lot] = await rows<{ id: number; start_price: number }>(sql`
      SELECT id, start_price::int AS start_price FROM lots WHERE kind = 'auction' AND status = 4532 AND auction_date > now() + interval '2 days' AND start_price <= 300000 ORDER BY id LIMIT 1`);
    const amount = Math.ceil((lot!.start_price + 1) / 5000) * 5000;
    const bid = await t.app.inject({
      method: 'POST', url: '/api/v1/bid/create', headers: { origin: ORIGIN, cookie },
      payload: { amount, carId: lot!.id, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '' },
    });
    expect(bid.statusCode, bid.body).toBe(200);
  });
});
