import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BID_STATUS } from '@jauc/contract';
import { bidLogs, bids, ledgerEntries } from '../src/db/schema.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

const LOTS = 100;
const AMOUNT = 100_000;

// PGlite runs one query at a time, so only PostgreSQL really races these transactions: CI
// always provides it (TEST_DATABASE_URL, set by npm test when a local server answers).
describe('bid concurrency runs where it means something', () => {
  it.runIf(process.env.CI)('has PostgreSQL in CI', () => expect(ENGINES).toContain('postgres'));
});

describe.each(ENGINES)('concurrent bids on %s', (engine) => {
  let t: TestApp;
  let lotIds: number[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    lotIds = [];
    for (let i = 0; i < LOTS; i++) lotIds.push(await insertLot(t.database.db, { startPrice: AMOUNT }));
  });
  afterAll(async () => t?.close());

  it(`${LOTS} bids at once on different lots against a credit that fits k: exactly k accepted`, async () => {
    // balance 234,567 + credit 1,000,000 = 1,234,567: room for 12 bids of 100,000.
    const u = await createUser(t.database.db, { creditLimit: 1_000_000, dailyBidLimit: 1000 });
    await t.database.db.insert(ledgerEntries).values({ userId: u.id, type: 'remittance', amount: 234_567 });
    const cookie = await signIn(t.app, u.email, u.password);
    const k = 12;

    const answers = await Promise.all(
      lotIds.map((carId) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/bid/create',
          headers: { cookie, origin: ORIGIN },
          payload: { amount: AMOUNT, carId, bidType: 1, confirm: 1, lotType: 'auction' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(k);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'credit_limit_exceeded')).toBe(true);

    const rows = await t.database.db.select().from(bids).where(eq(bids.userId, u.id));
    expect(rows).toHaveLength(k);
    expect(rows.every((r) => r.status === BID_STATUS.new && r.amount === AMOUNT)).toBe(true);
    const [logs] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bidLogs)
      .where(and(inArray(bidLogs.bidId, rows.map((r) => r.id)), eq(bidLogs.event, 'created')));
    expect(Number(logs?.n)).toBe(k);
  });
});
