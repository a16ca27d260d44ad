import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { AUCTION_JOB, lotsFeedJob } from '../src/modules/auction-clock/auction-clock.jobs.js';
import { createDemoLotsFeed } from '../src/modules/auction-clock/demo-lots-feed.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { comingWednesday, countOf, tokyoAt } from './helpers/auction-clock.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// A server clock set BACK (CLOCK_OFFSET=-3w, a demo of an earlier week): lots the feed brings
// for the server's today and coming days are coming lots, not past ones, although PostgreSQL's
// own clock has left those days behind (the trigger that marks past lots reads the server clock
// the inserting statement gives it, migration 0010).

describe.each(ENGINES)('lots inserted on a clock set back, on %s', (engine) => {
  let t: TestApp;
  const wed = comingWednesday();
  const threeWeeksBack = tokyoAt(wed, '07:00', -28);

  beforeAll(async () => {
    setClockTo(threeWeeksBack);
    t = await createTestApp(engine, { SEED: 'false' }, { jobs: [lotsFeedJob(createDemoLotsFeed(600), 6)] });
  });
  afterAll(async () => {
    setClockOffset(0);
    await t?.close();
  });

  it('are coming lots by the server clock, listed for bidding, none marked past', async () => {
    setClockTo(threeWeeksBack);
    const { inserted } = (await runJobNow(t.app, AUCTION_JOB.lots)) as { inserted: number };
    expect(inserted).toBeGreaterThan(0);
    const todayStart = tokyoAt(wed, '00:00', -28).toISOString();
    expect(await countOf(t.database.db, sql`SELECT count(*)::int AS n FROM lots WHERE auction_date >= ${todayStart}::timestamptz`)).toBe(inserted);
    expect(await countOf(t.database.db, sql`SELECT count(*)::int AS n FROM lots WHERE past`)).toBe(0);
  });
});
