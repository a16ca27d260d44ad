import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS_IDS, BID_STATUS } from '@jauc/contract';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import { activeBidSql, archivedBidSql, isActiveBid, isArchivedBid, type LotClock } from '../lots-core/bid-state.js';

// "Active bid" is written twice — as a predicate for one bid and as SQL for sums over many — so
// this holds the two to the same answer on every combination of bid status, lot kind, lot status
// and auction day around the Tokyo midnight that moves a lot to the statistics. PGlite starts
// slowly on a busy machine: the timeouts are generous, nothing here measures time.
const SLOW = 120_000;
const client = new PGlite();
const db = drizzle(client);

const HOUR = 3_600_000;
const NOWS = [new Date('2026-05-13T03:00:00Z'), new Date('2026-05-13T14:59:59.999Z'), new Date('2026-05-13T15:00:00Z')];

function lotsAround(now: Date): LotClock[] {
  const midnight = startOfTokyoToday(now).getTime();
  const days = [-72 * HOUR, -1, 0, 1, 10 * HOUR, 96 * HOUR].map((d) => new Date(midnight + d));
  return (['auction', 'stock'] as const).flatMap((kind) => AUCTION_STATUS_IDS.flatMap((status) => days.map((auctionDate) => ({ kind, status, auctionDate }))));
}

beforeAll(async () => {
  await client.exec(`
    CREATE TABLE lots (id int PRIMARY KEY, kind text NOT NULL, status int NOT NULL, auction_date timestamptz NOT NULL);
    CREATE TABLE bids (id int PRIMARY KEY, lot_id int NOT NULL, status int NOT NULL);`);
}, SLOW);
afterAll(() => client.close(), SLOW);

const RULES = [
  ['active bids: isActiveBid and activeBidSql agree', isActiveBid, activeBidSql],
  ['archive bids: isArchivedBid and archivedBidSql agree', isArchivedBid, archivedBidSql],
] as const;

describe.each(RULES)('%s', (_name, predicate, condition) => {
  it.each(NOWS)('at %s', async (now) => {
    await client.exec('TRUNCATE lots, bids');
    const lotRows = lotsAround(now).map((lot, i) => ({ ...lot, id: i + 1 }));
    const bidRows = lotRows.flatMap((lot) => Object.values(BID_STATUS).map((status) => ({ id: lot.id * 10 + status, lot, status })));
    const insert = (table: string, rows: object[]) =>
      client.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, $1)`, [JSON.stringify(rows)]);
    await insert('lots', lotRows.map((l) => ({ id: l.id, kind: l.kind, status: l.status, auction_date: l.auctionDate.toISOString() })));
    await insert('bids', bidRows.map((b) => ({ id: b.id, lot_id: b.lot.id, status: b.status })));

    const found = await db.execute<{ id: number }>(sql`SELECT bids.id FROM bids JOIN lots ON lots.id = bids.lot_id WHERE ${condition(now)} ORDER BY bids.id`);
    const expected = bidRows.filter((b) => predicate(b.status, b.lot, now)).map((b) => b.id).sort((a, b) => a - b);
    expect(found.rows.map((r) => r.id)).toEqual(expected);
    // The grid reaches both answers on both sides of the day's start.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(bidRows.length);
  }, SLOW);
});
