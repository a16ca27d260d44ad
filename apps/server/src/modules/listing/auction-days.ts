import { sql } from 'drizzle-orm';
import { tokyoParts } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import * as clock from '../../lib/clock.js';

/**
 * Moves the auction lots of days before today (Japan time) to the statistics: `past = true`.
 * Idempotent and cheap when there is nothing to move (an index range that comes back empty);
 * after Tokyo midnight it moves the previous day's lots once, whichever instance runs first.
 */
export async function closePastAuctionDays(db: DbOrTx, now = clock.now()): Promise<void> {
  await db.execute(
    sql`UPDATE lots SET past = true WHERE kind = 'auction' AND past = false AND auction_date < ${startOfTokyoToday(now).toISOString()}::timestamptz`,
  );
}

// The Tokyo day this instance last closed, and the run doing it (requests wait for it).
let closed: { day: string; run: Promise<void> } | null = null;

/**
 * Makes sure the day is closed before a listing reads `past`: the first request of a new Tokyo
 * day in each instance waits for the move, later ones only compare a date.
 */
export function ensureAuctionDayClosed(db: DbOrTx, now = clock.now()): Promise<void> {
  const day = tokyoParts(now).date;
  if (closed?.day !== day) {
    const run = closePastAuctionDays(db, now).catch((error: unknown) => {
      closed = null; // try again on the next request
      throw error;
    });
    closed = { day, run };
  }
  return closed.run;
}
