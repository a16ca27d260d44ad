import { desc, eq, sql } from 'drizzle-orm';
import type { PaymentCurrency } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { paymentAccounts, users } from '../../db/schema.js';

// Queries of the payment accounts (append-only versions; the newest of a currency is current).

export type AccountRow = typeof paymentAccounts.$inferSelect;

/** The newest version of each currency, active or withdrawn. */
export async function currentAccounts(db: DbOrTx): Promise<AccountRow[]> {
  const rows = await query<Record<string, unknown>>(db, sql`
    SELECT DISTINCT ON (currency) id FROM payment_accounts ORDER BY currency, id DESC`);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  return db.select().from(paymentAccounts).where(sql`${paymentAccounts.id} = ANY(${sql.param(ids)}::int[])`);
}

/** Every version with the name of who made it, newest first. */
export async function accountHistory(db: DbOrTx, limit = 200, id?: number) {
  return db
    .select({ account: paymentAccounts, changedBy: users.fullName })
    .from(paymentAccounts)
    .leftJoin(users, eq(users.id, paymentAccounts.createdBy))
    .where(id === undefined ? undefined : eq(paymentAccounts.id, id))
    .orderBy(desc(paymentAccounts.id))
    .limit(limit);
}

export async function insertAccount(db: DbOrTx, values: Omit<typeof paymentAccounts.$inferInsert, 'id' | 'createdAt'> & { currency: PaymentCurrency }): Promise<AccountRow> {
  const [row] = await db.insert(paymentAccounts).values(values).returning();
  return row!;
}
