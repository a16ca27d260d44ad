import { and, eq, sql } from 'drizzle-orm';
import { tokyoParts } from '@jauc/contract';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import type { DbOrTx } from '../../db/client.js';
import { auctionHouses, bids, favorites, lots, makers, models, users } from '../../db/schema.js';
import * as clock from '../../lib/clock.js';
import { lotWithNames } from '../media/media.repo.js';

/** Saves the manager's note on the lot as it is; false when there is no such lot. */
export async function saveLotComment(db: DbOrTx, lotId: number, comment: string): Promise<boolean> {
  const rows = await db.update(lots).set({ comment, updatedAt: clock.now() }).where(eq(lots.id, lotId)).returning({ id: lots.id });
  return rows.length > 0;
}

/**
 * The statement of findLotPage, built once per database handle and prepared (drizzle's named
 * statement): the lot page is read more than any other page but one, and building the query
 * with drizzle and planning it in PostgreSQL cost more than running it. Two variants: with and
 * without counting today's bids.
 */
function lotPageStatement(db: DbOrTx, countBidsToday: boolean) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      ...lotWithNames,
      averagePrice: sql<string | number | null>`(SELECT round(ap.sold_sum::numeric / nullif(ap.sold_count, 0)) FROM average_prices ap
        WHERE ap.model_id = ${lots.modelId} AND ap.year = ${lots.year} AND ap.grade = ${lots.grade})`,
      bid: bids,
      // When the viewer last placed this bid (created or raised): a manager's later change
      // (a Win, a status) moves the bid's updated_at, not when it was placed.
      bidPlacedAt: sql<Date | string | null>`(SELECT max(bl.created_at) FROM bid_logs bl
        WHERE bl.bid_id = ${bids.id} AND bl.event IN ('created', 'raised'))`,
      group: favorites.group,
      viewer: { dailyBidLimit: users.dailyBidLimit, dailyUssLimit: users.dailyUssLimit, countryId: users.countryId },
      // Only when the viewer's bids are limited per day: the 'created' log entries of their bids since the Tokyo day began.
      bidsToday: countBidsToday
        ? sql<number>`(SELECT count(*)::int FROM bid_logs bl JOIN bids ub ON ub.id = bl.bid_id
            WHERE ub.user_id = ${userId} AND bl.event = 'created' AND bl.created_at >= ${sql.placeholder('dayStart')}::timestamptz)`
        : sql<number>`0`,
      ussUsed: sql<number>`CASE WHEN ${auctionHouses.isUss}
        THEN (SELECT count(*)::int FROM uss_downloads ud WHERE ud.user_id = ${userId} AND ud.day = ${sql.placeholder('today')}::date) ELSE 0 END`,
    })
    .from(lots)
    .innerJoin(makers, eq(makers.id, lots.makerId))
    .innerJoin(models, eq(models.id, lots.modelId))
    .innerJoin(auctionHouses, eq(auctionHouses.id, lots.auctionHouseId))
    .leftJoin(bids, and(eq(bids.lotId, lots.id), eq(bids.userId, userId)))
    .leftJoin(favorites, and(eq(favorites.lotId, lots.id), eq(favorites.userId, userId)))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(lots.id, sql.placeholder('lotId')))
    .limit(1)
    .prepare(countBidsToday ? 'lot_page_counting_bids' : 'lot_page');
}

const lotPageStatements = new WeakMap<DbOrTx, Map<boolean, ReturnType<typeof lotPageStatement>>>();

/**
 * Everything the lot page reads, in one statement by primary keys (decision 007): the lot with
 * the names it prints, its average price, and the viewer's bid, favorite group, limits, new bids
 * today and USS downloads today. Null when there is no such lot.
 */
export async function findLotPage(db: DbOrTx, lotId: number, userId: number, now: Date, opts: { countBidsToday: boolean }) {
  let statements = lotPageStatements.get(db);
  if (!statements) lotPageStatements.set(db, (statements = new Map()));
  let statement = statements.get(opts.countBidsToday);
  if (!statement) statements.set(opts.countBidsToday, (statement = lotPageStatement(db, opts.countBidsToday)));
  const [row] = await statement.execute({
    lotId,
    userId,
    today: tokyoParts(now).date,
    dayStart: startOfTokyoToday(now).toISOString(),
  });
  if (!row) return null;
  const { averagePrice, bidsToday, ussUsed, bidPlacedAt, ...rest } = row;
  return {
    ...rest,
    // A bid without its log (written before bid_logs was) was placed when it was created.
    bidPlacedAt: rest.bid === null ? null : bidPlacedAt === null ? rest.bid.createdAt : new Date(bidPlacedAt),
    averagePrice: averagePrice === null ? null : Number(averagePrice),
    bidsToday: Number(bidsToday),
    ussUsed: Number(ussUsed),
  };
}
