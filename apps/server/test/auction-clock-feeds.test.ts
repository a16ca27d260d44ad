import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS } from '@jauc/contract';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { AUCTION_JOB, lotsFeedJob, resultsJob } from '../src/modules/auction-clock/auction-clock.jobs.js';
import { createDemoLotsFeed } from '../src/modules/auction-clock/demo-lots-feed.js';
import { createDemoResultsFeed } from '../src/modules/auction-clock/demo-results-feed.js';
import type { LotsFeed, ResultRow, ResultsFeed } from '../src/modules/auction-clock/feeds.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { comingWednesday, countOf, lotsOfDay, tokyoAt } from './helpers/auction-clock.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';
import { ENGINES } from './helpers/test-app.js';

// Issue 11 "Bad input and faults": a feed that returns malformed rows has those rows skipped and
// logged and the rest applied; a feed that throws fails the run (logged, retried) and the next
// run applies what is left.

const demoLots = createDemoLotsFeed(600);
/** The demo lots with, on every day, three rows broken and one that is not a lot at all. */
const brokenLots: LotsFeed = {
  async lotsFor(day, houses) {
    const rows = (await demoLots.lotsFor(day, houses)) as Array<Record<string, unknown>>;
    rows[0] = { ...rows[0], lotNo: -1 };
    rows[1] = { ...rows[1], info: 'a\u0000b' };
    rows[2] = { ...rows[2], auctionHouseId: 99 }; // a house that was not asked for
    return [...rows, 'garbage'];
  },
};

const demoResults = createDemoResultsFeed();
let providerDown = true;
/** Down for its first call; then the demo results with a bad status, a missing lot, a double and a stranger. */
const brokenResults: ResultsFeed = {
  async resultsFor(session) {
    if (providerDown) {
      providerDown = false;
      throw new Error('provider down');
    }
    const rows = (await demoResults.resultsFor(session)) as ResultRow[];
    return [{ ...rows[0], status: 9999 }, ...rows.slice(2), { ...rows[3]!, status: AUCTION_STATUS.removed, soldPrice: null }, { lotNo: 999_999, status: 4535, soldPrice: null }];
  },
};

describe.each(ENGINES)('auction clock feeds that misbehave, on %s', (engine) => {
  let t: HttpTestApp;
  const wed = comingWednesday();
  const run = (name: string) => runJobNow(t.app, name);

  beforeAll(async () => {
    providerDown = true;
    setClockTo(tokyoAt(wed, '07:00'));
    t = await createHttpTestApp(engine, { env: { SEED_AUCTION_LOTS: '600' }, jobs: [lotsFeedJob(brokenLots, 6), resultsJob(brokenResults)] });
  });
  afterAll(async () => {
    setClockOffset(0);
    await t?.close();
  });

  it('skips and logs malformed lot rows and inserts the rest', async () => {
    setClockTo(tokyoAt(wed, '07:00'));
    expect(await run(AUCTION_JOB.lots)).toEqual({ inserted: 600 - 6 * 3, offered: 600 + 6, skipped: 6 * 4 });
    const warning = t.logs.find((l) => l.msg === 'lots feed: rows skipped');
    expect(warning).toMatchObject({ job: AUCTION_JOB.lots, invalidCount: 3, outsideSessions: 1 });
    expect(JSON.stringify(warning)).not.toContain('a\\u0000b');
  });

  it('fails the run when the provider is down, applies the rest, and the next run what is left; bad result rows leave their lot unknown', async () => {
    setClockTo(tokyoAt(wed, '16:01'));
    await expect(run(AUCTION_JOB.results)).rejects.toThrow('results of 1 of 3 sessions not applied');
    expect(t.logs.some((l) => l.msg === 'session results not applied')).toBe(true);
    expect(await countOf(t.database.db, sql`SELECT count(*)::int AS n FROM auction_sessions`)).toBe(2);
    expect(await run(AUCTION_JOB.results)).toMatchObject({ sessions: 1, failed: 0 });
    const day = await lotsOfDay(t.database.db, wed);
    // Per session: the lot with the bad status and the one without a row are unknown; the double's first row counts.
    expect(day.filter((l) => l.status === AUCTION_STATUS.unknown)).toHaveLength(3 * 2);
    expect(day.filter((l) => l.status === AUCTION_STATUS.upcoming || l.status === AUCTION_STATUS.ongoing)).toEqual([]);
    expect(t.logs.find((l) => l.msg === 'results feed: rows skipped')).toMatchObject({ invalidCount: 1, strayRows: 2, lotsWithoutResult: 2 });
  });
});
