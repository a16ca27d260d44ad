import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS } from '@jauc/contract';
import { AUCTION_HOUSES, sessionStartIso } from '../../seed/catalog-auctions.js';
import { createDemoLotsFeed, demoSessionSizes } from './demo-lots-feed.js';
import { createDemoResultsFeed, demoResult, DEMO_WIN_SHARE, OUTCOME_WEIGHTS } from './demo-results-feed.js';
import { lotFeedRowSchema, parseRows, resultRowSchema, type SessionLot } from './feeds.js';

const THURSDAY = '2026-03-12';
const housesOn = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return AUCTION_HOUSES.filter((h) => h.weekday === weekday).map((h) => ({ auctionHouseId: h.id, start: new Date(sessionStartIso(h, day)) }));
};
// Any Monday–Saturday from 2020 to 2035.
const auctionDay = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2035, 11, 31) / 86_400_000 })
  .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10))
  .filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0);

describe('demo lots feed', () => {
  it('keeps the seeder density: a week of sessions holds SEED_AUCTION_LOTS', () => {
    const sizes = demoSessionSizes(20_000);
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(20_000);
    // Bigger houses list more.
    expect(sizes.get(1)!).toBeGreaterThan(sizes.get(9)!);
  });

  it('gives two instances the same valid lots for a day, only for the houses asked, within the day', async () => {
    await fc.assert(
      fc.asyncProperty(auctionDay, async (day) => {
        const houses = housesOn(day);
        const [a, b] = await Promise.all([createDemoLotsFeed(600).lotsFor(day, houses), createDemoLotsFeed(600).lotsFor(day, houses)]);
        expect(a).toEqual(b);
        const { valid, invalid } = parseRows(lotFeedRowSchema, a);
        expect(invalid).toEqual([]);
        const starts = new Map(houses.map((h) => [h.auctionHouseId, h.start.getTime()]));
        for (const row of valid) expect(row.auctionDate.getTime()).toBe(starts.get(row.auctionHouseId));
        const keys = valid.map((r) => `${r.auctionHouseId}|${r.lotNo}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 25 },
    );
  });

  it('answers nothing for a house on a day it holds no session', async () => {
    const friday = housesOn('2026-03-13');
    expect(await createDemoLotsFeed(600).lotsFor(THURSDAY, friday)).toEqual([]);
  });
});

describe('demo results feed', () => {
  const lot = (lotNo: number, startPrice: number, bidAmount: number | null = null): SessionLot => ({ lotNo, startPrice, bidAmount });

  it('gives the same valid result for the same house, day and lot, whatever else the session holds', () => {
    fc.assert(
      fc.property(auctionDay, fc.integer({ min: 1, max: 18 }), fc.integer({ min: 1, max: 19_999 }), fc.integer({ min: 1, max: 3000 }), (day, house, lotNo, k) => {
        const one = demoResult(house, day, lot(lotNo, k * 1000));
        expect(demoResult(house, day, lot(lotNo, k * 1000))).toEqual(one);
        expect(resultRowSchema.safeParse(one).success).toBe(true);
      }),
    );
  });

  it('sells, negotiates, leaves unsold, cancels and removes in plausible proportions, around the start price', async () => {
    const lots = Array.from({ length: 20_000 }, (_, i) => lot(i + 1, 300_000 + (i % 50) * 20_000));
    const rows = (await createDemoResultsFeed().resultsFor({ auctionHouseId: 1, day: THURSDAY, lots })) as ReturnType<typeof demoResult>[];
    const total = OUTCOME_WEIGHTS.reduce((a, b) => a + b, 0);
    const outcomes = [AUCTION_STATUS.sold, AUCTION_STATUS.soldNego, AUCTION_STATUS.notSold, AUCTION_STATUS.cancelled, AUCTION_STATUS.removed];
    outcomes.forEach((status, i) => {
      const share = rows.filter((r) => r.status === status).length / rows.length;
      expect(share).toBeGreaterThan((OUTCOME_WEIGHTS[i]! / total) * 0.8);
      expect(share).toBeLessThan((OUTCOME_WEIGHTS[i]! / total) * 1.2);
    });
    rows.forEach((r, i) => {
      const start = lots[i]!.startPrice!;
      if (r.status === AUCTION_STATUS.sold) expect(r.soldPrice! / start).toBeGreaterThanOrEqual(1.0);
      if (r.status === AUCTION_STATUS.sold) expect(r.soldPrice! / start).toBeLessThanOrEqual(1.7);
      if (r.status === AUCTION_STATUS.soldNego) expect(Math.abs(r.soldPrice! / start - 1)).toBeLessThanOrEqual(0.11);
      if (r.soldPrice !== null) expect(r.soldPrice % 1000).toBe(0);
    });
  });

  it('lets our clients win a share of the lots they bid on, never above their bid', () => {
    fc.assert(
      fc.property(auctionDay, fc.integer({ min: 1, max: 18 }), fc.integer({ min: 1, max: 19_999 }), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 400 }), (day, house, lotNo, k, above) => {
        const start = k * 1000;
        const bid = Math.ceil(start / 5000) * 5000 + above * 5000;
        const r = demoResult(house, day, lot(lotNo, start, bid));
        expect(resultRowSchema.safeParse(r).success).toBe(true);
        expect(demoResult(house, day, lot(lotNo, start, bid))).toEqual(r);
      }),
    );
    const lots = Array.from({ length: 5000 }, (_, i) => lot(i + 1, 500_000, 600_000));
    const wins = lots.map((l) => demoResult(3, THURSDAY, l)).filter((r) => r.status === AUCTION_STATUS.sold && r.soldPrice! <= 600_000);
    expect(wins.length / lots.length).toBeGreaterThan(DEMO_WIN_SHARE * 0.9);
    // Plus the lots sold below the bid in ordinary bidding.
    expect(wins.length / lots.length).toBeLessThan(DEMO_WIN_SHARE + 0.3);
  });
});
