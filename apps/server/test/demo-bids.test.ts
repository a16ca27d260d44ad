import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BID_STATUS, tokyoDayStartOf } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { now } from '../src/lib/clock.js';
import { DEMO_BID_COUNT } from '../src/seed/demo-bids.js';
import { DEMO_PASSWORD } from '../src/seed/demo-users.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The demo bids (issue 12 §4, DESIGN.md §4) as the seed leaves them in the database: enough of
// every kind for each screen of the bid desk, and consistent with the rules a manager's changes
// keep (the Win's group rule, purchase and debit; the credit rule; the bid log).

const SIZES = { seedAuctionLots: 400, seedStatsLots: 900, seedStockLots: 40 };

describe.each(ENGINES)('demo bids on %s', (engine) => {
  let t: TestApp;
  const rows = <T>(statement: ReturnType<typeof sql>) => query<T>(t.database.db, statement);
  const one = async <T>(statement: ReturnType<typeof sql>) => (await rows<T>(statement))[0]!;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedIfEmpty(t.database, { ...t.config, ...SIZES }, t.app.log);
  });
  afterAll(async () => t?.close());

  it('seeds at least 2,000 bids over the clients, the dealer and its clients, placed by them and by both managers', async () => {
    const total = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM bids`);
    expect(total.n).toBeGreaterThanOrEqual(2000);
    expect(DEMO_BID_COUNT).toBeGreaterThanOrEqual(2000);
    const byUser = await rows<{ email: string; n: number }>(sql`
      SELECT u.email, count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id GROUP BY u.email`);
    const emails = byUser.filter((r) => r.n >= 20).map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining(['client@demo.example', 'vip@demo.example', 'dealer@demo.example', 'dealer-client@demo.example', 'dealer-client2@demo.example']));
    expect(emails.length).toBeGreaterThanOrEqual(12);
    const placers = await rows<{ email: string }>(sql`
      SELECT DISTINCT u.email FROM bids b JOIN users u ON u.id = b.placed_by_id WHERE u.user_type = 3 ORDER BY 1`);
    expect(placers.map((p) => p.email)).toEqual(['manager2@demo.example', 'manager@demo.example']);
    const assigned = await rows<{ email: string }>(sql`
      SELECT DISTINCT m.email FROM bids b JOIN users c ON c.id = b.user_id JOIN users m ON m.id = c.manager_id ORDER BY 1`);
    expect(assigned.map((a) => a.email)).toEqual(['manager2@demo.example', 'manager@demo.example']);
    await signIn(t.app, 'manager2@demo.example', DEMO_PASSWORD);
  });

  it('has every status on finished, today\'s and coming auctions, with groups, sold and adjustment prices, auto-bid and waiting results', async () => {
    const today = tokyoDayStartOf(now());
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const statuses = await rows<{ phase: string; statuses: number[] }>(sql`
      SELECT CASE WHEN l.auction_date < ${today.toISOString()}::timestamptz THEN 'past'
                  WHEN l.auction_date < ${tomorrow.toISOString()}::timestamptz THEN 'today' ELSE 'coming' END AS phase,
             array_agg(DISTINCT b.status::int ORDER BY b.status::int) AS statuses
      FROM bids b JOIN lots l ON l.id = b.lot_id GROUP BY 1`);
    const of = (phase: string) => statuses.find((s) => s.phase === phase)?.statuses ?? [];
    expect(of('past')).toEqual([2, 3, 4, 5, 6]);
    expect(of('coming')).toEqual([1, 2, 3, 4]);
    const todayLots = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM lots WHERE kind = 'auction' AND auction_date >= ${today.toISOString()}::timestamptz AND auction_date < ${tomorrow.toISOString()}::timestamptz`);
    // No auctions on a Tokyo Sunday.
    if (todayLots.n > 0) expect(of('today')).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    const kinds = await one<{ grouped: number; groups_of_several: number; adjusted: number; auto: number; waiting: number; by_manager: number }>(sql`
      SELECT count(*) FILTER (WHERE b.bid_group IS NOT NULL)::int AS grouped,
             (SELECT count(*)::int FROM (SELECT 1 FROM bids GROUP BY user_id, bid_group HAVING bid_group IS NOT NULL AND count(*) > 1) g) AS groups_of_several,
             count(*) FILTER (WHERE b.adjustment_price IS NOT NULL)::int AS adjusted,
             count(*) FILTER (WHERE b.auto_bid)::int AS auto,
             count(*) FILTER (WHERE b.status = ${BID_STATUS.bid} AND l.auction_date < ${today.toISOString()}::timestamptz AND b.sold_price IS NOT NULL)::int AS waiting,
             count(*) FILTER (WHERE b.placed_by_id <> b.user_id)::int AS by_manager
      FROM bids b JOIN lots l ON l.id = b.lot_id`);
    expect(kinds.grouped).toBeGreaterThan(500);
    expect(kinds.groups_of_several).toBeGreaterThan(100);
    expect(kinds.adjusted).toBeGreaterThan(50);
    expect(kinds.auto).toBeGreaterThan(50);
    expect(kinds.waiting).toBeGreaterThanOrEqual(10);
    expect(kinds.by_manager).toBeGreaterThan(300);
  });

  it('records each Win like a manager: one purchased car whose Car Purchase entries debit its Total, the group rule applied', async () => {
    const wins = await rows<{ id: number; sold_price: number; amount: number; cars: number; car_price: number | null; total: number; debit: number; entries: number; won_logs: number }>(sql`
      SELECT b.id, b.sold_price::float8 AS sold_price, b.amount::float8 AS amount,
             (SELECT count(*)::int FROM purchased_cars p WHERE p.bid_id = b.id AND p.status IS DISTINCT FROM 7) AS cars,
             (SELECT max(p.price)::float8 FROM purchased_cars p WHERE p.bid_id = b.id) AS car_price,
             (SELECT max(p.price + p.auction_fee + p.agent_fee + p.delivery_fee + p.freight + p.other_fees)::float8
                FROM purchased_cars p WHERE p.bid_id = b.id AND p.status IS DISTINCT FROM 7) AS total,
             (SELECT coalesce(sum(e.amount), 0)::float8 FROM ledger_entries e WHERE e.bid_id = b.id AND e.type = 'car_purchase') AS debit,
             (SELECT count(*)::int FROM ledger_entries e WHERE e.bid_id = b.id AND e.type = 'car_purchase') AS entries,
             (SELECT count(*)::int FROM bid_logs l WHERE l.bid_id = b.id AND l.event = 'won') AS won_logs
      FROM bids b WHERE b.status = ${BID_STATUS.win}`);
    expect(wins.length).toBeGreaterThan(50);
    // The debit is the car's Total (its price and fee lines, decision 017): the Win's entry, and
    // one more for the fees the demo sets on some cars.
    for (const w of wins) expect(w).toMatchObject({ cars: 1, car_price: w.sold_price, debit: -w.total, won_logs: 1 });
    for (const w of wins) expect(w.entries).toBeGreaterThanOrEqual(1);
    expect(wins.every((w) => w.amount >= w.sold_price)).toBe(true);
    // A Win taken back keeps its purchase as Purchase cancelled (7); the demo purchases have one (demo-purchases.ts).
    const purchases = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM purchased_cars WHERE status IS DISTINCT FROM 7`);
    expect(purchases.n).toBe(wins.length);

    // At most one Win per client and group, and nothing New or Bid beside it.
    const crowded = await rows(sql`
      SELECT user_id, bid_group FROM bids WHERE bid_group IS NOT NULL GROUP BY user_id, bid_group
      HAVING count(*) FILTER (WHERE status = 6) > 1 OR (count(*) FILTER (WHERE status = 6) = 1 AND count(*) FILTER (WHERE status IN (1, 2)) > 0)`);
    expect(crowded).toEqual([]);
    // Every Don't bid of the group rule names the Win of its group, which came after it was placed.
    const ruled = await rows<{ ok: boolean }>(sql`
      SELECT (w.status = 6 AND w.user_id = b.user_id AND w.bid_group = b.bid_group AND b.status = 3 AND b.created_at < l.created_at) AS ok
      FROM bid_logs l JOIN bids b ON b.id = l.bid_id LEFT JOIN bids w ON w.id = l.cause_bid_id WHERE l.event = 'group_won'`);
    expect(ruled.length).toBeGreaterThan(20);
    expect(ruled.every((r) => r.ok)).toBe(true);
  });

  it('keeps balances sane and active bids within the credit rule; no bid was placed today, nothing happened after now', async () => {
    const clients = await rows<{ email: string; balance: number; purchases: number; credit: number; active: number; checked: boolean }>(sql`
      SELECT u.email, coalesce(sum(e.amount), 0)::float8 AS balance,
             coalesce(-sum(e.amount) FILTER (WHERE e.type = 'car_purchase'), 0)::float8 AS purchases,
             u.credit_limit::float8 AS credit, (u.permissions->>'creditLimitCheck')::boolean AS checked,
             (SELECT coalesce(sum(b.amount), 0)::float8 FROM bids b JOIN lots l ON l.id = b.lot_id
              WHERE b.user_id = u.id AND b.status IN (1, 2) AND l.status IN (4531, 4532)) AS active
      FROM users u LEFT JOIN ledger_entries e ON e.user_id = u.id WHERE u.user_type IN (2, 1092) GROUP BY u.id`);
    for (const c of clients) {
      expect(c.balance, c.email).toBeGreaterThanOrEqual(0);
      // Each Win's invoice is paid: the balance keeps the ¥5 000 step, so the credit the lot page
      // offers (bidAllow) is a bid one can place.
      expect(c.balance % 5000, c.email).toBe(0);
      if (c.checked) expect(c.active, c.email).toBeLessThanOrEqual(c.balance + c.credit);
    }
    expect(clients.filter((c) => c.purchases > 0).length).toBeGreaterThanOrEqual(12);
    const today = tokyoDayStartOf(now()).toISOString();
    const placedToday = await one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM bid_logs l JOIN bids b ON b.id = l.bid_id JOIN users u ON u.id = b.user_id
      WHERE l.event = 'created' AND l.created_at >= ${today}::timestamptz AND u.email <> 'client@demo.example'`);
    expect(placedToday.n).toBe(0);
    const later = await one<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM bid_logs WHERE created_at > ${now().toISOString()}::timestamptz)
           + (SELECT count(*) FROM ledger_entries WHERE created_at > ${now().toISOString()}::timestamptz) AS n`);
    expect(Number(later.n)).toBe(0);
    const unlogged = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM bids b WHERE NOT EXISTS (SELECT 1 FROM bid_logs l WHERE l.bid_id = b.id AND l.event = 'created')`);
    expect(unlogged.n).toBe(0);
  });

  it('has chats on open bids with unread messages on both sides, in the lists the desk and the clients read', async () => {
    // Every page: the lists open on the newest auctions, which need not be the chatted ones.
    const list = async (email: string, path: string) => {
      const cookie = await signIn(t.app, email, DEMO_PASSWORD);
      const cars: Array<{ message: string | null; isRead: boolean }> = [];
      for (let page = 1; ; page++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1${path}?pageSize=70&page=${page}`, headers: { cookie } });
        expect(res.statusCode, res.body).toBe(200);
        const rows = (res.json() as { cars: typeof cars }).cars;
        cars.push(...rows);
        if (rows.length < 70) return cars;
      }
    };
    const desk = await list('manager@demo.example', '/bid/index');
    const mine = await list('client@demo.example', '/bid/my-bid');
    expect(desk.filter((c) => c.message !== null).length).toBeGreaterThan(0);
    expect(desk.some((c) => !c.isRead)).toBe(true);
    expect(mine.some((c) => c.message !== null && !c.isRead)).toBe(true);
    expect(mine.some((c) => c.message !== null && c.isRead)).toBe(true);
    // Messages stay in the past of the server clock, like the rest of the demo.
    const later = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM chat_messages WHERE created_at > ${now().toISOString()}::timestamptz`);
    expect(later.n).toBe(0);
  });
});
