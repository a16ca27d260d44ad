import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { BID_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { bidLogs, bids, users } from '../../db/schema.js';
import { startOfTokyoToday } from '../lots-core/lot-query.js';

export type BidRow = typeof bids.$inferSelect;
export type BidLogEvent = 'created' | 'raised' | 'cancelled';

/**
 * Locks the user's row until the transaction ends and answers what the bid rules read from it.
 * Every write to a user's bids takes this lock first, so the credit and daily-limit checks and
 * the write that follows them are serialised per user: concurrent bids can never over-commit
 * (DESIGN.md §3). NO KEY UPDATE conflicts with itself like FOR UPDATE but not with the
 * KEY SHARE locks that foreign-key checks of other tables' inserts take on the user row.
 */
export async function lockBidder(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      userType: users.userType,
      roleId: users.roleId,
      permissions: users.permissions,
      creditLimit: users.creditLimit,
      dailyBidLimit: users.dailyBidLimit,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

/** The user's bid on the lot (whatever its status), or null. */
export async function findUserBid(db: DbOrTx, userId: number, lotId: number): Promise<BidRow | null> {
  const [row] = await db.select().from(bids).where(and(eq(bids.userId, userId), eq(bids.lotId, lotId))).limit(1);
  return row ?? null;
}

export async function findBidById(db: DbOrTx, bidId: number): Promise<BidRow | null> {
  const [row] = await db.select().from(bids).where(eq(bids.id, bidId)).limit(1);
  return row ?? null;
}

/**
 * New bids the user placed (or had placed for them) since the start of today in Japan: the
 * 'created' log entries of their bids. A raise is not a new bid; a cancelled bid placed again is.
 */
export async function countNewBidsToday(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bid_logs l JOIN bids b ON b.id = l.bid_id
        WHERE b.user_id = ${userId} AND l.event = 'created' AND l.created_at >= ${startOfTokyoToday(now).toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

export async function insertBid(db: DbOrTx, values: typeof bids.$inferInsert): Promise<BidRow> {
  const [row] = await db.insert(bids).values(values).returning();
  if (!row) throw new Error('bid insert returned nothing');
  return row;
}

export async function updateBid(db: DbOrTx, bidId: number, values: Partial<typeof bids.$inferInsert>): Promise<BidRow> {
  const [row] = await db.update(bids).set(values).where(eq(bids.id, bidId)).returning();
  if (!row) throw new Error(`bid ${bidId} vanished`);
  return row;
}

export async function insertBidLog(
  db: DbOrTx,
  entry: { bidId: number; actorId: number; event: BidLogEvent; status: number; amount: number },
): Promise<void> {
  await db.insert(bidLogs).values(entry);
}

/**
 * Per bid group of the user, their bids the group rule touches (modules/bid/win.ts applyGroupRule):
 * New and Bid whatever their lot's state (a Bid waits for its result after the auction), and Win;
 * a group in use with none of them answers zeros (it is still offered).
 */
export async function groupBidCounts(db: DbOrTx, userId: number): Promise<Array<{ group: number; new: number; bid: number; win: number }>> {
  const rows = await db
    .select({
      group: bids.bidGroup,
      new: sql<number>`count(*) FILTER (WHERE ${bids.status} = ${BID_STATUS.new})::int`,
      bid: sql<number>`count(*) FILTER (WHERE ${bids.status} = ${BID_STATUS.bid})::int`,
      win: sql<number>`count(*) FILTER (WHERE ${bids.status} = ${BID_STATUS.win})::int`,
    })
    .from(bids)
    .where(and(eq(bids.userId, userId), isNotNull(bids.bidGroup)))
    .groupBy(bids.bidGroup);
  return rows.map((r) => ({ group: r.group ?? 0, new: Number(r.new), bid: Number(r.bid), win: Number(r.win) }));
}
