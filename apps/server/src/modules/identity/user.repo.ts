import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bids, countries, ledgerEntries, lots, users } from '../../db/schema.js';
import { activeBidSql } from '../lots-core/bid-state.js';
import * as clock from '../../lib/clock.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; answers undefined when the e-mail is already taken (unique index, race-safe). */
export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<Omit<NewUser, 'id' | 'email'>>): Promise<void> {
  await db.update(users).set({ ...values, updatedAt: clock.now() }).where(eq(users.id, id));
}

export async function markEmailVerified(db: DbOrTx, id: number): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: clock.now() }).where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return !!row;
}

/** Balance is the sum of the append-only ledger (DESIGN.md §3 "Money"). */
export async function ledgerBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * The number and sum of the user's active bids (bid-state.ts says which), optionally leaving one
 * bid out (the one being raised). Their sum is what `bidAllow` subtracts.
 */
export async function activeBidsSummary(
  db: DbOrTx,
  userId: number,
  excludeBidId?: number,
  now = clock.now(),
): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${bids.amount}), 0)::bigint` })
    .from(bids)
    .innerJoin(lots, eq(lots.id, bids.lotId))
    .where(and(eq(bids.userId, userId), activeBidSql(now), excludeBidId === undefined ? undefined : ne(bids.id, excludeBidId)));
  return { count: Number(row?.count ?? 0), sum: Number(row?.sum ?? 0) };
}
