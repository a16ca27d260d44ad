import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BID_STATUS } from '@jauc/contract';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { AUCTION_JOB, auctionClockJobs } from '../src/modules/auction-clock/auction-clock.jobs.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { comingWednesday, countOf, insertBid, lotsOfDay, tokyoAt } from './helpers/auction-clock.js';
import { createUser } from './helpers/fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 11 "Two server instances on one PostgreSQL running their jobs at once": two apps, each
// with its own connection pool, run the same jobs at the same moment. Each new lot must be
// inserted once and each session's results applied once (bids, logs and average prices too).

const ENV = { SEED_AUCTION_LOTS: '600' };

describe.runIf(process.env.TEST_DATABASE_URL)('the auction clock on two instances of one PostgreSQL', () => {
  let t: TestApp;
  let second: { app: App; database: Database };
  const wed = comingWednesday();
  const db = () => t.database.db;
  const both = (name: string) => Promise.all([runJobNow(t.app, name), runJobNow(second.app, name)]);

  beforeAll(async () => {
    setClockTo(tokyoAt(wed, '07:00'));
    t = await createTestApp('postgres', ENV, { jobs: auctionClockJobs(loadConfig({ ...ENV, SEED: 'false' })) });
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:', poolSize: 5 });
    const app = await buildApp({ config: t.config, database, jobs: auctionClockJobs(t.config) });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    setClockOffset(0);
    await second?.app.close();
    await second?.database.close();
    await t?.close();
  });

  it('inserts each new lot once', async () => {
    for (let round = 0; round < 3; round++) {
      const runs = await both(AUCTION_JOB.lots);
      if (round === 0) expect(runs.reduce((s, r) => s + Number(r.inserted), 0)).toBe(600);
      else expect(runs.map((r) => r.inserted)).toEqual([0, 0]);
    }
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots`)).toBe(600);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT auction_house_id, auction_date, lot_no FROM lots) x`)).toBe(600);
    // The facet summary counted each lot once.
    expect(await countOf(db(), sql`SELECT sum(n)::int AS n FROM lot_facet_counts WHERE facet = 'all'`)).toBe(600);
  });

  it("applies each session's results once", async () => {
    setClockTo(tokyoAt(wed, '07:00'));
    const u = await createUser(db(), { creditLimit: 1_000_000_000 });
    const lots = await lotsOfDay(db(), wed);
    const newBids = await Promise.all(lots.slice(0, 20).map((l) => insertBid(db(), u.id, l, BID_STATUS.new)));
    await Promise.all(lots.slice(20, 50).map((l) => insertBid(db(), u.id, l, BID_STATUS.bid)));

    setClockTo(tokyoAt(wed, '16:01'));
    await both(AUCTION_JOB.status);
    const runs = await both(AUCTION_JOB.results);
    expect(runs.reduce((s, r) => s + Number(r.sessions), 0)).toBe(3);
    expect(runs.reduce((s, r) => s + Number(r.finishedBids), 0)).toBe(newBids.length);
    expect(runs.reduce((s, r) => s + Number(r.awaitingBids), 0)).toBe(30);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM auction_sessions`)).toBe(3);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM bid_logs WHERE event = 'auction_finished'`)).toBe(newBids.length);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM bid_logs WHERE event = 'auction_result'`)).toBe(30);
    const sold = await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE status IN (4533, 4534)`);
    expect(await countOf(db(), sql`SELECT coalesce(sum(sold_count), 0)::int AS n FROM average_prices`)).toBe(sold);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE status IN (4531, 4532) AND auction_date < ${tokyoAt(wed, '23:59').toISOString()}::timestamptz`)).toBe(0);
    // Run again on both: nothing left to apply.
    expect((await both(AUCTION_JOB.results)).map((r) => r.sessions)).toEqual([0, 0]);
  });
});
