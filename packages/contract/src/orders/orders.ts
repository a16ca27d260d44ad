import { z } from 'zod';
import { MSG } from '../errors.js';
import { pageInfoSchema } from '../listing/listing.js';
import { idNumber, plainText } from '../primitives.js';
import { single } from '../bids/bid-list.js';
import { positiveInt } from '../query-params.js';

// The managers' desk for orders sent from "Spec your car" (issue 18 §2; POST /site/make-an-order
// stores them). Every order starts as `new`.
// - GET  /orders/list   managers only (403 forbidden otherwise): every order, newest first, paged,
//                       optionally one status; with the active managers an order can be given to.
// - POST /orders/update managers only: status, assignee (an active manager or null) and note of one
//                       order; 404 not_found for an unknown id, 422 per field; writes nothing on refusal.
// - GET  /orders/my     any signed-in user: their own orders and their status (never the note).

export const ORDER_STATUSES = ['new', 'in_work', 'done'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_NOTE_MAX = 2000;
export const ORDERS_PAGE_SIZE = 20;

export const ordersListQuery = z.object({
  /** new, in_work, done; absent or empty: all. */
  status: single(z.enum([...ORDER_STATUSES, ''], { error: MSG.invalidField }).optional().transform((v) => v || undefined)),
  page: single(positiveInt(1_000_000, 1)),
});
export type OrdersListQueryInput = z.input<typeof ordersListQuery>;
export type OrdersListQuery = z.output<typeof ordersListQuery>;

export const myOrdersQuery = z.object({ page: single(positiveInt(1_000_000, 1)) });
export type MyOrdersQueryInput = z.input<typeof myOrdersQuery>;

const orderFields = {
  id: z.number().int(),
  /** ISO timestamp. */
  createdAt: z.string(),
  updatedAt: z.string(),
  makerName: z.string(),
  model: z.string().nullable(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  budget: z.number().int(),
  comment: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
};

export const myOrderSchema = z.object(orderFields);
export type MyOrder = z.infer<typeof myOrderSchema>;

export const managerOrderSchema = z.object({
  ...orderFields,
  userId: z.number().int(),
  clientName: z.string(),
  clientEmail: z.string(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  note: z.string().nullable(),
});
export type ManagerOrder = z.infer<typeof managerOrderSchema>;

export const orderManagerSchema = z.object({ id: z.number().int(), name: z.string() });

export const ordersListResponse = z.object({
  success: z.literal(true),
  items: z.array(managerOrderSchema),
  pageInfo: pageInfoSchema,
  managers: z.array(orderManagerSchema),
});
export type OrdersListResponse = z.infer<typeof ordersListResponse>;

export const myOrdersResponse = z.object({ success: z.literal(true), items: z.array(myOrderSchema), pageInfo: pageInfoSchema });
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

/** Fields left out stay as they are; `assigneeId: null` and `note: null` or `""` clear them. */
export const updateOrderBody = z
  .object({
    id: idNumber,
    status: z.enum(ORDER_STATUSES, { error: MSG.invalidField }).optional(),
    assigneeId: idNumber.nullable().optional(),
    note: plainText(ORDER_NOTE_MAX).nullable().optional(),
  });
export type UpdateOrderInput = z.input<typeof updateOrderBody>;
export type UpdateOrderBody = z.output<typeof updateOrderBody>;

export const updateOrderResponse = z.object({ success: z.literal(true), order: managerOrderSchema });
export type UpdateOrderResponse = z.infer<typeof updateOrderResponse>;
