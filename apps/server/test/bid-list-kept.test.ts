import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BID_STATUS, bidListResponse, USER_TYPE } from '@jauc/contract';
import { bids } from '../src/db/schema.js';
import { advanceClock, clockOffsetMs, setClockOffset } from '../src/lib/clock.js';
import { bidListKeptTuning } from '../src/modules/bid/bid-list-kept.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The bid lists' pages and counters are kept under the bid-list version (decision 032). A
// sequence bump is seen before its writer commits, so an answer read while a writer is open must
// not be kept under the version that writer already moved: it lives only a second (PostgreSQL,
// where a second connection holds a transaction open). An answer read with no writer open is
// exact for its version and is kept until the version moves (PGlite: on PostgreSQL, other test
// files' writers anywhere in the cluster may be open at any moment and keep answers short).

/** An app with a manager and a client's two New bids on coming lots. */
function world(engine: 'pglite' | 'postgres') {
  const w = { t: null as unknown as TestApp, manager: '', bidIds: [] as number[] };
  const offset = clockOffsetMs();
  beforeAll(async () => {
    w.t = await createTestApp(engine);
    const db = w.t.database.db;
    w.manager = await signIn(w.t.app, (await createUser(db, { userType: USER_TYPE.manager })).email);
    const client = await createUser(db);
    for (const days of [2, 3]) {
      const lotId = await insertLot(db, { auctionDate: tokyoDaysFromNow(days) });
      const [bid] = await db.insert(bids).values({ userId: client.id, lotId, amount: 500_000, status: BID_STATUS.new, placedById: client.id }).returning();
      w.bidIds.push(bid!.id);
    }
  });
  afterAll(async () => {
    setClockOffset(offset);
    await w.t?.close();
  });
  /** The manager's New tab: its bids and its counter. */
  const newTab = async () => {
    const res = await w.t.app.inject({ method: 'GET', url: `/api/v1/bid/index?bidStatus=${BID_STATUS.new}`, headers: { cookie: w.manager } });
    expect(res.statusCode, res.body).toBe(200);
    const body = bidListResponse.parse(res.json());
    return { ids: body.cars.map((c) => c.bidId).sort((a, b) => a - b), count: body.counters.find((c) => c.status === BID_STATUS.new)?.count };
  };
  return { w, newTab };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('bid lists read while a writer is open (postgres)', () => {
  const { w, newTab } = world('postgres');

  it('are read again once the writer has committed', async () => {
    const [first, second] = w.bidIds as [number, number];
    expect(await newTab()).toEqual({ ids: [first, second], count: 2 });
    await w.t.database.db.transaction(async (tx) => {
      // Moves the version now; the change itself is seen only at commit.
      await tx.update(bids).set({ status: BID_STATUS.bid }).where(eq(bids.id, first));
      expect(await newTab()).toEqual({ ids: [first, second], count: 2 });
    });
    // Past the second an answer read during a write lives, the committed change shows.
    advanceClock(bidListKeptTuning.unsettledTtlMs + 1);
    expect(await newTab()).toEqual({ ids: [second], count: 1 });
  });
});

describe('bid lists read with no writer open (pglite)', () => {
  const { w, newTab } = world('pglite');

  it('are kept until the version moves, at most settledTtlMs', async () => {
    const [first, second] = w.bidIds as [number, number];
    expect(await newTab()).toEqual({ ids: [first, second], count: 2 });
    // A write that does not move the version (its trigger off) is not seen while the answer is kept…
    await w.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE bids DISABLE TRIGGER bids_list_version`);
      await tx.update(bids).set({ status: BID_STATUS.bid }).where(eq(bids.id, first));
      await tx.execute(sql`ALTER TABLE bids ENABLE TRIGGER bids_list_version`);
    });
    advanceClock(bidListKeptTuning.unsettledTtlMs + 1);
    expect(await newTab()).toEqual({ ids: [first, second], count: 2 });
    // …it is once the answer's time is up…
    advanceClock(bidListKeptTuning.settledTtlMs);
    expect(await newTab()).toEqual({ ids: [second], count: 1 });
    // …and a write that moves the version shows at once.
    await w.t.database.db.update(bids).set({ status: BID_STATUS.new }).where(eq(bids.id, first));
    expect(await newTab()).toEqual({ ids: [first, second], count: 2 });
  });
});
