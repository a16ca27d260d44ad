import { AUCTION_STATUS } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { insertNewLots, type LotSeedRow } from '../../seed/lots-insert.js';
import { upcomingAuctionDays } from '../../seed/lots-schedule.js';
import { housesWithLots, tokyoDay } from './auction-clock.repo.js';
import { lotFeedRowSchema, parseRows, type LotFeedRow, type LotsFeed } from './feeds.js';
import { auctionClockHooks, type FeedLog } from './hooks.js';
import { housesOn } from './sessions.js';

/**
 * Fills the coming `days` auction days (Japan time, today included) from the lots feed: for each
 * day, the sessions that have no lots yet are asked for, their valid rows inserted in one
 * statement (a day is taken whole or not at all) with lot numbers that are already there left
 * alone. Sessions that have lots (the seeded ones, or taken before) are not asked again: a
 * provider that publishes a session's lots in several waves would drop that check, the insert
 * being idempotent per lot anyway.
 */
export async function takeComingLots(db: DbOrTx, feed: LotsFeed, days: number, now: Date, log: FeedLog) {
  let inserted = 0;
  let offered = 0;
  let skipped = 0;
  for (const day of upcomingAuctionDays(now, days)) {
    const houses = await housesOn(db, day);
    const filled = await housesWithLots(db, houses.map((h) => h.auctionHouseId), day);
    const wanted = houses.filter((h) => !filled.has(h.auctionHouseId));
    if (wanted.length === 0) continue;
    const raw = await feed.lotsFor(day, wanted);
    const { valid, invalid } = parseRows(lotFeedRowSchema, raw);
    const asked = new Set(wanted.map((h) => h.auctionHouseId));
    // A row for a house or day that was not asked for would land in someone else's session.
    const rows = valid.filter((r) => asked.has(r.auctionHouseId) && tokyoDay(r.auctionDate) === day);
    const outside = valid.length - rows.length;
    if (invalid.length > 0 || outside > 0) {
      log.warn({ day, invalid: invalid.slice(0, 20), invalidCount: invalid.length, outsideSessions: outside }, 'lots feed: rows skipped');
    }
    offered += raw.length;
    skipped += invalid.length + outside;
    inserted += await insertNewLots(db, rows.map((r) => lotRow(r, now)));
    await auctionClockHooks.afterDayTaken?.(day);
  }
  return { inserted, offered, skipped };
}

/** A feed row as a lots row: an auction lot, upcoming or (its session already started) ongoing. */
function lotRow(r: LotFeedRow, now: Date): LotSeedRow {
  const status = r.auctionDate.getTime() <= now.getTime() ? AUCTION_STATUS.ongoing : AUCTION_STATUS.upcoming;
  return { ...r, kind: 'auction', status, soldPrice: null, fuel: r.fuel ?? null };
}
