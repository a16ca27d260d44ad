// The demo lots feed: coming lots made by the seeder's generator (seed/lots-generator.ts), each
// session from its own random stream seeded by house and day. Two instances, or one instance
// asked twice, give the same lots to the lot number, so the job's insert stays idempotent.
import { AUCTION_HOUSES, sessionStartIso, type AuctionHouse } from '../../seed/catalog-auctions.js';
import { sessionLots } from '../../seed/lots-generator.js';
import { allocate, upcomingWeeks } from '../../seed/lots-schedule.js';
import { createRng, hashSeed } from '../../seed/rng.js';
import type { HouseSession, LotFeedRow, LotsFeed } from './feeds.js';

const HOUSES = new Map(AUCTION_HOUSES.map((h) => [h.id, h]));

/**
 * Lots per session of each house: the seeder's density. The seeder spreads SEED_AUCTION_LOTS over
 * the coming weeks' sessions in proportion to each house's size; every house holds one session a
 * week, so a session gets its house's share of one week's lots.
 */
export function demoSessionSizes(auctionLots: number): Map<number, number> {
  const perWeek = Math.round(auctionLots / upcomingWeeks(auctionLots));
  const oneWeek = AUCTION_HOUSES.map((house) => ({ house, day: '', start: new Date(0) }));
  const counts = allocate(perWeek, oneWeek);
  return new Map(AUCTION_HOUSES.map((h, i) => [h.id, counts[i] ?? 0]));
}

/** The demo lots of one house's session on `day`, in lot-number order. */
export function demoSessionLots(house: AuctionHouse, day: string, count: number): LotFeedRow[] {
  const session = { house, day, start: new Date(sessionStartIso(house, day)) };
  const rng = createRng(hashSeed('demo-lots', house.id, day));
  const rows: LotFeedRow[] = [];
  for (const row of sessionLots(rng, 'auction', session, count, session.start)) {
    const { kind: _kind, status: _status, soldPrice: _soldPrice, startPrice, ...rest } = row;
    rows.push({ ...rest, startPrice: startPrice ?? 0 });
  }
  return rows;
}

/** `auctionLots`: SEED_AUCTION_LOTS, the coming lots the demo keeps listed. */
export function createDemoLotsFeed(auctionLots: number): LotsFeed {
  const sizes = demoSessionSizes(auctionLots);
  return {
    lotsFor(day: string, houses: readonly HouseSession[]) {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const rows = houses.flatMap(({ auctionHouseId }) => {
        const house = HOUSES.get(auctionHouseId);
        // A house of the demo catalogue on its own weekday; anything else has no demo lots.
        if (!house || house.weekday !== weekday) return [];
        return demoSessionLots(house, day, sizes.get(house.id) ?? 0);
      });
      return Promise.resolve(rows);
    },
  };
}
