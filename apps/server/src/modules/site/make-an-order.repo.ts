import { and, asc, eq, ne } from 'drizzle-orm';
import { ROLE, USER_TYPE, type MakeAnOrderBody } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { makers, orders, users } from '../../db/schema.js';

export const findMaker = async (db: DbOrTx, id: number) =>
  (await db.select({ id: makers.id, name: makers.name }).from(makers).where(eq(makers.id, id)))[0] ?? null;

export async function insertOrder(db: DbOrTx, userId: number, body: MakeAnOrderBody): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ userId, makerId: body.makerId, model: body.model, yearFrom: body.yearFrom, yearTo: body.yearTo, budget: body.budget, comment: body.comment })
    .returning({ id: orders.id });
  return row!.id;
}

/** The managers who receive orders: every manager account that is not disabled. */
export const activeManagerEmails = async (db: DbOrTx): Promise<string[]> =>
  (
    await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.userType, USER_TYPE.manager), ne(users.roleId, ROLE.disabled)))
      .orderBy(asc(users.id))
  ).map((r) => r.email);

export const clientOf = async (db: DbOrTx, id: number) =>
  (await db.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, id)))[0] ?? null;
