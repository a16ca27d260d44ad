import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLE, USER_TYPE, type OrderStatus } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { makers, orders, users } from '../../db/schema.js';

const assignee = alias(users, 'assignee');

const baseFields = {
  id: orders.id,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  makerName: makers.name,
  model: orders.model,
  yearFrom: orders.yearFrom,
  yearTo: orders.yearTo,
  budget: orders.budget,
  comment: orders.comment,
  status: orders.status,
};

const managerFields = {
  ...baseFields,
  userId: orders.userId,
  clientName: users.fullName,
  clientEmail: users.email,
  assigneeId: orders.assigneeId,
  assigneeName: assignee.fullName,
  note: orders.note,
};

const managerSelect = (db: DbOrTx) =>
  db
    .select(managerFields)
    .from(orders)
    .innerJoin(makers, eq(makers.id, orders.makerId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(assignee, eq(assignee.id, orders.assigneeId));

export type ManagerOrderRow = Awaited<ReturnType<ReturnType<typeof managerSelect>['execute']>>[number];

export async function listOrders(db: DbOrTx, status: OrderStatus | undefined, limit: number, offset: number) {
  const where: SQL | undefined = status ? eq(orders.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    managerSelect(db).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findOrder = async (db: DbOrTx, id: number): Promise<ManagerOrderRow | null> =>
  (await managerSelect(db).where(eq(orders.id, id)))[0] ?? null;

export async function listOwnOrders(db: DbOrTx, userId: number, limit: number, offset: number) {
  const where = eq(orders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(baseFields)
      .from(orders)
      .innerJoin(makers, eq(makers.id, orders.makerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Managers an order can be given to: every manager account that is not disabled. */
export const activeManagers = async (db: DbOrTx) =>
  db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(eq(users.userType, USER_TYPE.manager), ne(users.roleId, ROLE.disabled)))
    .orderBy(asc(users.fullName), asc(users.id));

export async function isActiveManager(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, USER_TYPE.manager), ne(users.roleId, ROLE.disabled)));
  return Boolean(row);
}

export async function updateOrder(
  db: DbOrTx,
  id: number,
  set: { status?: OrderStatus; assigneeId?: number | null; note?: string | null; updatedAt: Date },
): Promise<boolean> {
  const rows = await db.update(orders).set(set).where(eq(orders.id, id)).returning({ id: orders.id });
  return rows.length > 0;
}
