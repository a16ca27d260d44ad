import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries, purchasedCars, userLogs, users } from '../../db/schema.js';

// Queries of a deposit, inside its transaction (deposit.service.ts).

/**
 * The account's row, locked until the transaction ends. FOR NO KEY UPDATE is the lock every bid
 * takes on its bidder (bid.repo.lockBidder): a deposit, the activation it may bring and a bid's
 * credit check of the same account run one after the other, never interleaved.
 */
export async function lockAccount(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id, email: users.email, fullName: users.fullName, userType: users.userType, roleId: users.roleId,
      permissions: users.permissions, language: users.language, dailyBidLimit: users.dailyBidLimit, dailyUssLimit: users.dailyUssLimit, createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export async function findByKey(tx: DbOrTx, key: string): Promise<LedgerEntry | null> {
  const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function hasRemittance(tx: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'remittance')))
    .limit(1);
  return !!row;
}

/**
 * Books the remittance once per key: the unique key with ON CONFLICT DO NOTHING, so a retry that
 * races the first request (on another instance, for another account) books nothing; null then.
 */
export async function insertRemittance(tx: DbOrTx, values: Omit<typeof ledgerEntries.$inferInsert, 'type'> & { idempotencyKey: string }): Promise<LedgerEntry | null> {
  const [row] = await tx.insert(ledgerEntries).values({ ...values, type: 'remittance' }).onConflictDoNothing({ target: ledgerEntries.idempotencyKey }).returning();
  return row ?? null;
}

export async function insertUserLogs(tx: DbOrTx, rows: Array<typeof userLogs.$inferInsert>): Promise<void> {
  if (rows.length > 0) await tx.insert(userLogs).values(rows);
}

/** The account's purchased car (its bid, to link the payment to), or null. */
export async function findOwnPurchase(tx: DbOrTx, userId: number, purchasedCarId: number): Promise<{ id: number; bidId: number } | null> {
  const [row] = await tx
    .select({ id: purchasedCars.id, bidId: purchasedCars.bidId })
    .from(purchasedCars)
    .where(and(eq(purchasedCars.id, purchasedCarId), eq(purchasedCars.userId, userId)))
    .limit(1);
  return row ?? null;
}
