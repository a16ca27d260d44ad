import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { BID_STATUS, bidListResponse, USER_TYPE, type BidCounter } from '@jauc/contract';
import { bids, bidStatusTotals, lots } from '../src/db/schema.js';
import { advanceClock, clockOffsetMs, setClockOffset } from '../src/lib/clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { archived, buildWorld, type World, type WorldBid } from './helpers/bid-list-world.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// A manager's tab counters come from bid_status_totals (kept by triggers, folded on read) plus
// a live count of the bids that can change sides. Whatever happens to the bids — inserts, status
// changes one by one or many in one statement, other updates, a day passing — they must equal a
// plain count of the bids.

const STATUSES = Object.values(BID_STATUS);

describe.each(ENGINES)('manager bid counters on %s', (engine) => {
  let t: TestApp;
  let w: World;
  let lotIds: number[];
  const offset = clockOffsetMs();

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildWorld(t);
    lotIds = Object.values(w.lots);
    for (const days of [-3, 0, 2]) lotIds.push(await insertLot(t.database.db, { auctionDate: tokyoDaysFromNow(days) }));
  });
  afterAll(async () => {
    setClockOffset(offset);
    await t?.close();
  });

  /** The bids as they are now, for the oracle. */
  async function currentBids(): Promise<WorldBid[]> {
    const lotRows = new Map((await t.database.db.select().from(lots)).map((l) => [l.id, { ...l, houseName: '' }]));
    return (await t.database.db.select().from(bids)).map((b) => ({
      id: b.id, userId: b.userId, status: b.status, amount: b.amount, bidGroup: b.bidGroup, soldPrice: b.soldPrice, lot: lotRows.get(b.lotId)!,
    }));
  }

  async function expectExactCounters(cookie = w.people.managerA.cookie) {
    const all = await currentBids();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/bid/index', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const counters = bidListResponse.parse(res.json()).counters;
    const get = (s: BidCounter['status']) => counters.find((c) => c.status === s)?.count;
    const active = all.filter((b) => !archived(b));
    expect(get('All')).toBe(active.length);
    expect(get('Archive')).toBe(all.length - active.length);
    for (const s of STATUSES) expect(get(s), `status ${s}`).toBe(active.filter((b) => b.status === s).length);
    const history = bidListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/bid/bid-history', headers: { cookie } })).json());
    for (const s of STATUSES) expect(history.counters.find((c) => c.status === s)?.count, `archive ${s}`).toBe(all.filter((b) => archived(b) && b.status === s).length);
    expect(bidListResponse.parse(res.json()).totalBids).toBe(all.length);
  }

  it('match a plain count after any sequence of bid changes', async () => {
    const db = t.database.db;
    const users = Object.values(w.people).map((p) => p.id);
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), user: fc.constantFrom(...users), lot: fc.nat(), status: fc.constantFrom(...STATUSES) }),
      fc.record({ kind: fc.constant('status' as const), pick: fc.nat(), status: fc.constantFrom(...STATUSES) }),
      fc.record({ kind: fc.constant('many' as const), picks: fc.array(fc.nat(), { minLength: 2, maxLength: 5 }), status: fc.constantFrom(...STATUSES) }),
      fc.record({ kind: fc.constant('amount' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          const ids = (await db.select({ id: bids.id }).from(bids)).map((r) => r.id);
          if (o.kind === 'insert') {
            await db.insert(bids).values({ userId: o.user, lotId: lotIds[o.lot % lotIds.length]!, status: o.status, amount: 500_000 }).onConflictDoNothing();
          } else if (o.kind === 'status') {
            await db.update(bids).set({ status: o.status }).where(eq(bids.id, ids[o.pick % ids.length]!));
          } else if (o.kind === 'many') {
            await db.update(bids).set({ status: o.status }).where(inArray(bids.id, o.picks.map((p) => ids[p % ids.length]!)));
          } else {
            await db.update(bids).set({ amount: sql`${bids.amount} + 5000` }).where(eq(bids.id, ids[o.pick % ids.length]!));
          }
        }
        await expectExactCounters();
      }),
      { numRuns: 12, seed: 20261126 },
    );
    // Reads fold the appended rows: the table stays small.
    await expectExactCounters();
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(bidStatusTotals)) as [{ n: number }];
    expect(n).toBeLessThanOrEqual(64 + 14);
  });

  it('a read folds the appended rows into one per status, and the counts hold', async () => {
    const db = t.database.db;
    const [bid] = await db.select({ id: bids.id }).from(bids).limit(1);
    for (let i = 0; i < 40; i++) await db.update(bids).set({ status: STATUSES[i % STATUSES.length]! }).where(eq(bids.id, bid!.id));
    const rows = async () => ((await db.select({ n: sql<number>`count(*)::int` }).from(bidStatusTotals)) as [{ n: number }])[0].n;
    expect(await rows()).toBeGreaterThan(64);
    await expectExactCounters();
    expect(await rows()).toBeLessThanOrEqual(STATUSES.length);
    await expectExactCounters();
  });

  it('follow the clock: settled bids of a day that ends move to the archive', async () => {
    await expectExactCounters();
    const archiveBefore = (await currentBids()).filter(archived).length;
    advanceClock(4 * 86_400_000);
    // Sessions do not outlive four days: a manager signs in on the moved clock.
    const m = await createUser(t.database.db, { userType: USER_TYPE.manager });
    await expectExactCounters(await signIn(t.app, m.email, m.password));
    expect((await currentBids()).filter(archived).length).toBeGreaterThan(archiveBefore);
    setClockOffset(offset);
    await expectExactCounters();
  });
});
