import {
  MSG, ORDERS_PAGE_SIZE, type ManagerOrder, type MyOrder, type MyOrdersResponse, type OrdersListQuery, type OrdersListResponse,
  type OrderStatus, type UpdateOrderBody, type UpdateOrderResponse,
} from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { now } from '../../lib/clock.js';
import { notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import * as repo from './orders.repo.js';

// The orders desk (issue 18 §2; contract orders/orders.ts). Managers are checked by the routes.

type BaseRow = Omit<MyOrder, 'createdAt' | 'updatedAt' | 'status'> & { createdAt: Date; updatedAt: Date; status: string };

const toMyOrder = (r: BaseRow): MyOrder => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  makerName: r.makerName,
  model: r.model,
  yearFrom: r.yearFrom,
  yearTo: r.yearTo,
  budget: r.budget,
  comment: r.comment,
  status: r.status as OrderStatus,
});

const toManagerOrder = (r: repo.ManagerOrderRow): ManagerOrder => ({
  ...toMyOrder(r),
  userId: r.userId,
  clientName: r.clientName,
  clientEmail: r.clientEmail,
  assigneeId: r.assigneeId,
  assigneeName: r.assigneeName,
  note: r.note,
});

const pageInfo = (page: number, total: number) => ({ page, pageSize: ORDERS_PAGE_SIZE, totalSearchResults: total, totalResults: total });

export async function listOrders(db: Db, query: OrdersListQuery): Promise<OrdersListResponse> {
  const [{ rows, total }, managers] = await Promise.all([
    repo.listOrders(db, query.status, ORDERS_PAGE_SIZE, (query.page - 1) * ORDERS_PAGE_SIZE),
    repo.activeManagers(db),
  ]);
  return { success: true, items: rows.map(toManagerOrder), pageInfo: pageInfo(query.page, total), managers };
}

export async function myOrders(db: Db, user: AuthUser, page: number): Promise<MyOrdersResponse> {
  const { rows, total } = await repo.listOwnOrders(db, user.id, ORDERS_PAGE_SIZE, (page - 1) * ORDERS_PAGE_SIZE);
  return { success: true, items: rows.map(toMyOrder), pageInfo: pageInfo(page, total) };
}

/** Status, assignee and note of one order; a refused change writes nothing. */
export async function updateOrder(db: Db, body: UpdateOrderBody): Promise<UpdateOrderResponse> {
  return db.transaction(async (tx) => {
    if (!(await repo.findOrder(tx, body.id))) throw notFound();
    if (body.assigneeId != null && !(await repo.isActiveManager(tx, body.assigneeId))) throw unprocessable({ assigneeId: MSG.invalidField });
    const set: Parameters<typeof repo.updateOrder>[2] = { updatedAt: now() };
    if (body.status !== undefined) set.status = body.status;
    if (body.assigneeId !== undefined) set.assigneeId = body.assigneeId;
    if (body.note !== undefined) set.note = body.note || null;
    await repo.updateOrder(tx, body.id, set);
    const row = await repo.findOrder(tx, body.id);
    return { success: true, order: toManagerOrder(row!) };
  });
}
