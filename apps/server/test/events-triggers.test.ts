import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, liveEvent } from '@jauc/contract';
import { bids, events, lots } from '../src/db/schema.js';
import { createUser } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The triggers of migration 0013 write the live events of bids and lot results in the changing
// statement's transaction: one event per placed or changed bid, the managers' counters event
// when statuses moved, a lot.result per bid of a lot that got its result; nothing for a change
// of a value no list shows.

describe.each(ENGINES)('bid events written by triggers (%s)', (engine) => {
  let t: TestApp;
  const db = () => t.database.db;
  const since = async (id: number) => db().select().from(events).where(sql`${events.id} > ${id}`).orderBy(asc(events.id));
  const lastId = async () => (await db().select({ n: sql<number>`coalesce(max(${events.id}), 0)::int` }).from(events))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('writes bid.changed and counters events for placed, changed and resulted bids', async () => {
    const u = await createUser(db());
    const lotId = await insertLot(db());
    let mark = await lastId();
    const [bid] = await db().insert(bids).values({ userId: u.id, lotId, amount: 500_000, status: BID_STATUS.new }).returning();
    let rows = await since(mark);
    expect(rows.map((r) => [r.type, r.audience, r.ownerId, r.bidId])).toEqual([
      ['bid.changed', 'bid', u.id, bid!.id],
      ['bid.counters', 'managers', null, null],
    ]);
    expect(liveEvent.parse(rows[0]!.payload)).toMatchObject({ type: 'bid.changed', created: true, status: 1, previousStatus: null, amount: 500_000 });

    mark = await lastId();
    await db().update(bids).set({ comment: 'no event' }).where(eq(bids.id, bid!.id));
    expect(await since(mark)).toEqual([]);

    await db().update(bids).set({ amount: 550_000 }).where(eq(bids.id, bid!.id));
    rows = await since(mark);
    expect(rows.map((r) => r.type)).toEqual(['bid.changed']);
    expect(rows[0]!.payload).toMatchObject({ amount: 550_000, previousStatus: 1, status: 1, created: false });

    mark = await lastId();
    await db().update(bids).set({ status: BID_STATUS.bid }).where(eq(bids.id, bid!.id));
    expect((await since(mark)).map((r) => r.type)).toEqual(['bid.changed', 'bid.counters']);

    mark = await lastId();
    await db().update(lots).set({ status: AUCTION_STATUS.sold, soldPrice: 520_000 }).where(eq(lots.id, lotId));
    rows = await since(mark);
    expect(rows.map((r) => [r.type, r.ownerId, r.bidId])).toEqual([['lot.result', u.id, bid!.id]]);
    expect(liveEvent.parse(rows[0]!.payload)).toEqual({ type: 'lot.result', bidId: bid!.id, lotId, auctionStatus: AUCTION_STATUS.sold, soldPrice: 520_000 });
  });
});
