import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, USER_TYPE } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { bids, lots } from '../src/db/schema.js';
import { now } from '../src/lib/clock.js';
import { writeResults } from '../src/modules/auction-clock/auction-clock.repo.js';
import { awaitingResultSql, isAwaitingResult, isInArchive, listKindSql } from '../src/modules/bid/bid-list-where.js';
import { createUser } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The bid lists select, sort and count on the bid's copies of its lot's columns (migration 0016,
// bid-list-where.ts). The copies must follow the lot: a new bid takes its lot's values, a result
// written to lots (the results job's bulk update) reaches every bid of those lots, a bid moved to
// another lot takes that lot's. And the archive and results-waiting rules written on the copies
// must answer what bid-state.ts answers from the lot itself, for every kind, day and status.

type Lot = typeof lots.$inferSelect;
type Bid = typeof bids.$inferSelect;

/** The bid's copies next to the lot's values they copy. */
function copiesOf(b: Bid) {
  return {
    date: b.lotDate, stock: b.lotStock, house: b.lotHouse, status: b.lotStatus, lotNo: b.lotNo, year: b.lotYear,
    chassisCode: b.lotChassisCode, chassisNo: b.lotChassisNo, condition: b.lotCondition, rank: b.lotConditionRank,
    mileage: b.lotMileage, startPrice: b.lotStartPrice, soldPrice: b.lotSoldPrice,
  };
}
function valuesOf(l: Lot) {
  return {
    date: l.auctionDate, stock: l.kind === 'stock', house: l.auctionHouseId, status: l.status, lotNo: l.lotNo, year: l.year,
    chassisCode: l.chassisCode, chassisNo: l.chassisNo, condition: l.condition, rank: l.conditionRank,
    mileage: l.mileage, startPrice: l.startPrice, soldPrice: l.soldPrice,
  };
}

describe.each(ENGINES)('bids copy their lot on %s', (engine) => {
  let t: TestApp;
  const users: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine);
    for (let i = 0; i < 8; i++) users.push((await createUser(t.database.db, { userType: USER_TYPE.client })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const lotRow = async (id: number) => (await t.database.db.select().from(lots).where(eq(lots.id, id)))[0]!;
  const bidRows = async (ids: number[]) => t.database.db.select().from(bids).where(inArray(bids.id, ids)).orderBy(bids.id);
  const placeBid = async (userId: number, lotId: number, status: number = BID_STATUS.bid) =>
    (await t.database.db.insert(bids).values({ userId, lotId, amount: 100_000, status }).returning({ id: bids.id }))[0]!.id;

  it('a new bid gets its lot’s columns', async () => {
    const lotId = await insertLot(t.database.db, { houseId: USS_HOUSE, auctionDate: tokyoDaysFromNow(2), startPrice: 730_000 });
    const stockId = await insertLot(t.database.db, { kind: 'stock', soldPrice: 1_200_000, auctionDate: tokyoDaysFromNow(-3) });
    const ids = [await placeBid(users[0]!, lotId), await placeBid(users[0]!, stockId, BID_STATUS.new)];
    const [auctionBid, stockBid] = await bidRows(ids);
    expect(copiesOf(auctionBid!)).toEqual(valuesOf(await lotRow(lotId)));
    expect(copiesOf(stockBid!)).toEqual(valuesOf(await lotRow(stockId)));
    expect(stockBid!.lotStock).toBe(true);
  });

  it('a result written to lots reaches their bids, and only theirs', async () => {
    const db = t.database.db;
    const [sold, unsold, untouched] = [
      await insertLot(db, { auctionDate: tokyoDaysFromNow(0) }),
      await insertLot(db, { auctionDate: tokyoDaysFromNow(0) }),
      await insertLot(db, { auctionDate: tokyoDaysFromNow(0) }),
    ];
    const ids: number[] = [];
    for (const lotId of [sold, unsold, untouched]) for (const u of users.slice(0, 3)) ids.push(await placeBid(u, lotId));
    const bidEvents = async () => Number((await query<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM events WHERE type = 'bid.changed'`))[0]?.n);
    const eventsBefore = await bidEvents();
    // The results job's bulk update: both lots in one statement.
    await db.transaction((tx) => writeResults(tx, [
      { id: sold, status: AUCTION_STATUS.sold, soldPrice: 910_000 },
      { id: unsold, status: AUCTION_STATUS.notSold, soldPrice: null },
    ], now()));
    const rows = await bidRows(ids);
    const byLot = (lotId: number) => rows.filter((b) => b.lotId === lotId);
    for (const b of byLot(sold)) expect([b.lotStatus, b.lotSoldPrice]).toEqual([AUCTION_STATUS.sold, 910_000]);
    for (const b of byLot(unsold)) expect([b.lotStatus, b.lotSoldPrice]).toEqual([AUCTION_STATUS.notSold, null]);
    for (const b of byLot(untouched)) expect([b.lotStatus, b.lotSoldPrice]).toEqual([AUCTION_STATUS.upcoming, null]);
    for (const b of rows) expect(copiesOf(b)).toEqual(valuesOf(await lotRow(b.lotId)));
    // Copying is not a change of the bid: clients are not told their bids changed.
    expect(await bidEvents()).toBe(eventsBefore);
  });

  it('any change of a copied lot column reaches the bids; a bid moved to another lot takes its columns', async () => {
    const db = t.database.db;
    const lotId = await insertLot(db, { auctionDate: tokyoDaysFromNow(1) });
    const other = await insertLot(db, { kind: 'stock', houseId: USS_HOUSE, auctionDate: tokyoDaysFromNow(-1) });
    const bidId = await placeBid(users[4]!, lotId);
    await db.update(lots).set({
      auctionDate: tokyoDaysFromNow(4), auctionHouseId: USS_HOUSE, lotNo: 4242, year: 2011, chassisCode: 'ZZE122', chassisNo: 'ZZE122-0001',
      condition: 'R', conditionRank: 1, mileage: 123_456, startPrice: 10_000,
    }).where(eq(lots.id, lotId));
    expect(copiesOf((await bidRows([bidId]))[0]!)).toEqual(valuesOf(await lotRow(lotId)));
    await db.update(bids).set({ lotId: other }).where(eq(bids.id, bidId));
    expect(copiesOf((await bidRows([bidId]))[0]!)).toEqual(valuesOf(await lotRow(other)));
  });

  it('the archive and results-waiting rules on the copies answer as bid-state.ts does from the lot', async () => {
    const db = t.database.db;
    const at = now();
    const statuses = [AUCTION_STATUS.upcoming, AUCTION_STATUS.ongoing, AUCTION_STATUS.sold, AUCTION_STATUS.notSold, AUCTION_STATUS.cancelled];
    const lotIds: number[] = [];
    for (const kind of ['auction', 'stock'] as const) {
      for (const days of [-2, 0, 1, 3]) {
        for (const status of statuses) lotIds.push(await insertLot(db, { kind, auctionDate: tokyoDaysFromNow(days), status }));
      }
    }
    const bidIds: number[] = [];
    for (const lotId of lotIds) {
      for (const [i, status] of Object.values(BID_STATUS).entries()) bidIds.push(await placeBid(users[i]!, lotId, status));
    }
    const rows = await query<{ id: number; status: number; lot_id: number; archived: boolean; awaiting: boolean }>(
      db,
      sql`SELECT ${bids.id} AS id, ${bids.status} AS status, ${bids.lotId} AS lot_id, ${listKindSql('archive', at)} AS archived,
                 ${listKindSql('active', at)} AS active, ${awaitingResultSql(at)} AS awaiting
          FROM ${bids} WHERE ${inArray(bids.id, bidIds)}`,
    );
    const lotsById = new Map((await db.select().from(lots).where(inArray(lots.id, lotIds))).map((l) => [l.id, l]));
    expect(rows).toHaveLength(bidIds.length);
    for (const r of rows as Array<(typeof rows)[number] & { active: boolean }>) {
      const lot = lotsById.get(Number(r.lot_id))!;
      const clockOf = { kind: lot.kind, auctionDate: lot.auctionDate, status: lot.status };
      const label = `bid ${r.status} on ${lot.kind} ${lot.auctionDate.toISOString()} ${lot.status}`;
      expect(r.archived, label).toBe(isInArchive(r.status, clockOf, at));
      expect(r.active, label).toBe(!r.archived);
      expect(r.awaiting, label).toBe(isAwaitingResult(r.status, clockOf, at));
    }
  });
});
