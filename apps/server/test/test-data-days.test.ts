import { afterAll, describe, expect, it } from 'vitest';
import { clockOffsetMs, setClockOffset, setClockTo } from '../src/lib/clock.js';
import { startOfTokyoToday } from '../src/modules/lots-core/lot-query.js';
import { generateLotRows, type GenerateLotsOptions } from '../src/seed/lots-generator.js';
import type { LotSeedRow } from '../src/seed/lots-insert.js';
import { FIRST_TEST_LOT_NO, generateTestLots, numberLots } from './helpers/lot-numbers.js';
import { insertLot, OTHER_HOUSE, testLotRow, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES } from './helpers/test-app.js';

// Issue 18 §5: the suite must pass on any day. The test data helpers' unique key of a lot is
// (auction house, session date, lot number) for auction lots; the dates follow the clock, so
// a key drawn per session clashed on the days when two generator runs shared a session. The
// helpers are run for 400 consecutive days (the clock moved day by day, as a suite run on each
// of those days would see it): their keys are computed for every day (the generator is pure,
// so this is the whole risk, in milliseconds per day), and written to a real database on the
// days where numbering per session did clash, where a unique violation would fail the insert.

const DAY_MS = 86_400_000;
const DAYS = 400;

/**
 * The API tests that run the generator twice into one database (lot-index, listing-paging), with
 * their counts and seeds: the other tests run it once, and insertLot is part of every world below.
 */
const GENERATED: GenerateLotsOptions[][] = [
  [{ auction: 300, stats: 500, stock: 60, seed: 4242 }, { auction: 15, stats: 20, stock: 5, seed: 77 }],
  [{ auction: 150, stats: 250, stock: 40, seed: 99 }, { auction: 20, stats: 30, stock: 5, seed: 7 }],
];
/** insertLot's dates: the worlds of bid lists and purchases put lots from a month back to a month ahead. */
const INSERTED_DAYS = Array.from({ length: 61 }, (_, i) => i - 30);

const keyOf = (r: LotSeedRow) => `${r.auctionHouseId}|${r.auctionDate.toISOString()}|${r.lotNo}`;

/** The auction lots' keys that occur twice (stock lots are not unique per session). */
function clashes(rows: Iterable<LotSeedRow>): string[] {
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const r of rows) {
    if (r.kind !== 'auction') continue;
    const key = keyOf(r);
    if (seen.has(key)) twice.push(key);
    seen.add(key);
  }
  return twice;
}

/** The rows the helpers write into one database on the clock's day (`generated`: the generator's runs), numbered as the sequence does. */
function* helperRows(generated: LotSeedRow[][]): Generator<LotSeedRow> {
  let next = FIRST_TEST_LOT_NO;
  for (const rows of generated) yield* numberLots(rows, () => next++);
  for (const days of INSERTED_DAYS) for (const houseId of [USS_HOUSE, OTHER_HOUSE]) yield testLotRow({ houseId, auctionDate: tokyoDaysFromNow(days) }, next++);
}

const saved = clockOffsetMs();
afterAll(() => setClockOffset(saved));
const firstDay = startOfTokyoToday(new Date(Date.now() - saved)).getTime() + 11 * 3_600_000;
const onDay = (day: number) => setClockTo(new Date(firstDay + day * DAY_MS));

/** The days on which numbering per session (as the helpers did before) made a clash. */
const clashedBefore: number[] = [];

describe('test data on 400 consecutive days', () => {
  // About 550,000 generated rows: seconds on an idle machine, a minute or more on a busy one.
  it('never repeats a lot key, whatever the day', { timeout: 300_000 }, () => {
    for (let day = 0; day < DAYS; day++) {
      onDay(day);
      for (const group of GENERATED) {
        const generated = group.map((opts) => [...generateLotRows(opts)]);
        expect(generated.map((rows) => rows.length)).toEqual(group.map((o) => o.auction + o.stats + o.stock));
        expect(clashes(helperRows(generated)), `day ${day}`).toEqual([]);
        // The same runs numbered per session, as the generator numbers the demo data.
        if (clashes(generated.flat()).length > 0 && !clashedBefore.includes(day)) clashedBefore.push(day);
      }
    }
    // The check can fail: numbering per session clashes on some of these days.
    expect(clashedBefore.length).toBeGreaterThan(0);
  });

  // Seconds of inserts on an idle machine; far more when the machine is shared.
  it.each(ENGINES)('writes the helpers’ lots without a unique violation on the days that clashed (%s)', { timeout: 300_000 }, async (engine) => {
    const t = await createTestApp(engine);
    try {
      // The first and the last day that clashed before, into one database: the sequence also keeps days apart.
      const sample = clashedBefore.length > 0 ? [...new Set([clashedBefore[0]!, clashedBefore.at(-1)!])] : [0];
      for (const day of sample) {
        onDay(day);
        for (const opts of GENERATED[0]!) await generateTestLots(t.database.db, opts);
        for (const days of [-2, 0, 3]) await insertLot(t.database.db, { auctionDate: tokyoDaysFromNow(days) });
      }
    } finally {
      setClockOffset(saved);
      await t.close();
    }
  });
});
