// When an auction session runs (DESIGN.md §3 "Auction clock"). A house holds one session on its
// weekday, starting at its start time in Japan (auction_houses.start_time); the session's lots
// carry that instant as auction_date. Lots become Ongoing (4531) at the start. A session is over
// SESSION_LENGTH_MS after its start: the houses' sessions run a morning and an afternoon (about
// 2,000 lots an hour at the big sites), so six hours covers the longest; after that its results
// are asked for.
import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import type { HouseSession } from './feeds.js';

export const SESSION_LENGTH_MS = 6 * 3_600_000;

/** The Japan-time weekday (0 = Sunday) of a YYYY-MM-DD day. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The session start of a house with `startTime` (HH:MM, Japan time) on `day`. */
export const sessionStart = (day: string, startTime: string): Date => new Date(`${day}T${startTime}:00+09:00`);

/** The houses holding a session on `day`, each with its start, from the auction_houses table. */
export async function housesOn(db: DbOrTx, day: string): Promise<HouseSession[]> {
  const rows = await query<{ id: number; start_time: string }>(
    db,
    sql`SELECT id, start_time FROM auction_houses WHERE weekday = ${weekdayOf(day)} ORDER BY start_time, id`,
  );
  return rows.map((r) => ({ auctionHouseId: r.id, start: sessionStart(day, r.start_time) }));
}
