import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { ACTIVE_BID_STATUSES, BID_STATUS } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { bidLogs, bids, lots, purchasedCars } from '../../db/schema.js';
import type { BidRow } from './bid.repo.js';

// Queries of the manager's bid changes (bid-manage.service.ts, win.ts). Every function takes the
// transaction of the change: the caller holds the owner's row lock (bid.repo.lockBidder) first.

export type ManagedBid = BidRow & { lot: { id: number; kind: 'auction' | 'stock'; status: number; auctionDate: Date; startPrice: number | null; soldPrice: number | null } };

/** The bid with what the rules read from its lot, its row locked until the transaction ends. */
export async function lockBidWithLot(tx: DbOrTx, bidId: number): Promise<ManagedBid | null> {
  const [row] = await tx
    .select({
      bid: bids,
      lot: { id: lots.id, kind: lots.kind, status: lots.status, auctionDate: lots.auctionDate, startPrice: lots.startPrice, soldPrice: lots.soldPrice },
    })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(eq(bids.id, bidId))
    .for('update', { of: bids });
  return row ? { ...row.bid, lot: row.lot } : null;
}

/** The owner of a bid (read before the owner's lock is taken), or null when there is no such bid. */
export async function bidOwner(db: DbOrTx, bidId: number): Promise<number | null> {
  const [row] = await db.select({ userId: bids.userId }).from(bids).where(eq(bids.id, bidId)).limit(1);
  return row?.userId ?? null;
}

/** The client's other bids in a group, New/Bid or Win, locked in id order. */
export async function lockGroupBids(tx: DbOrTx, userId: number, group: number, exceptBidId: number): Promise<BidRow[]> {
  return tx
    .select()
    .from(bids)
    .where(and(
      eq(bids.userId, userId),
      eq(bids.bidGroup, group),
      ne(bids.id, exceptBidId),
      inArray(bids.status, [...ACTIVE_BID_STATUSES, BID_STATUS.win]),
    ))
    .orderBy(asc(bids.id))
    .for('update');
}

export type BidLogEntry = typeof bidLogs.$inferInsert;

export async function insertBidLogs(tx: DbOrTx, entries: BidLogEntry[]): Promise<Array<{ id: number }>> {
  if (entries.length === 0) return [];
  return tx.insert(bidLogs).values(entries).returning({ id: bidLogs.id });
}

export type PurchasedCarRow = typeof purchasedCars.$inferSelect;

export async function findPurchasedCar(tx: DbOrTx, bidId: number): Promise<PurchasedCarRow | null> {
  const [row] = await tx.select().from(purchasedCars).where(eq(purchasedCars.bidId, bidId)).for('update');
  return row ?? null;
}

export async function insertPurchasedCar(tx: DbOrTx, values: typeof purchasedCars.$inferInsert): Promise<PurchasedCarRow> {
  const [row] = await tx.insert(purchasedCars).values(values).returning();
  if (!row) throw new Error('purchased car insert returned nothing');
  return row;
}

export async function updatePurchasedCar(tx: DbOrTx, id: number, values: Partial<typeof purchasedCars.$inferInsert>): Promise<void> {
  await tx.update(purchasedCars).set(values).where(eq(purchasedCars.id, id));
}
