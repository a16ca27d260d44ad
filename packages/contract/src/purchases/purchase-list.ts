import { z } from 'zod';
import { MSG } from '../errors.js';
import { pageInfoSchema } from '../listing/listing.js';
import { positiveInt } from '../query-params.js';
import { isIsoDate } from '../rules/format.js';
import { single } from '../bids/bid-list.js';
import { purchaseStatusOption } from './purchase-status.js';

// GET /purchased-cars/list (DESIGN.md §3 "Paths the documents do not show"; spec 2 §3
// "Purchased list item", §4 "Payments and purchase date filters"). A client sees their own cars,
// a dealer their own and their clients', a manager every client's. Newest purchase first.
//
// status: one purchase status, 0 for Processing (none), absent or empty for all.
// dateFrom, dateTo: the purchase date range (YYYY-MM-DD, Japan time, both ends included); either
// may be absent or empty. A date that is not YYYY-MM-DD answers 400 with Errors.InvalidField on
// its key, and so does a range whose start is after its end (on dateTo).

export const PURCHASE_LIST_PAGE_SIZES = [20, 50, 70] as const;
export const PURCHASE_LIST_DEFAULT_PAGE_SIZE = 20;

const optionalDate = single(
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), { error: MSG.invalidField })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
);

export const purchaseListQuery = z
  .object({
    status: single(
      z
        .string()
        .regex(/^[0-8]?$/, { error: MSG.invalidField })
        .transform((v) => (v === '' ? undefined : Number(v)))
        .optional(),
    ),
    dateFrom: optionalDate,
    dateTo: optionalDate,
    page: single(positiveInt(1_000_000, 1)),
    pageSize: single(
      z
        .string()
        .regex(/^(20|50|70)$/, { error: MSG.invalidField })
        .transform(Number)
        .optional()
        .transform((v) => v ?? PURCHASE_LIST_DEFAULT_PAGE_SIZE),
    ),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { path: ['dateTo'], error: MSG.invalidField });
export type PurchaseListQuery = z.infer<typeof purchaseListQuery>;

/** One purchased car of the list (spec 2 §3 "Purchased list item"). Dates are YYYY-MM-DD or null. */
export const purchaseListItem = z.object({
  id: z.number().int(),
  /** The purchase's reference for the client and the manager (P-000123). */
  sku: z.string(),
  auction: z.string(),
  lotNo: z.number().int(),
  maker: z.string(),
  model: z.string(),
  year: z.number().int(),
  chassis: z.string(),
  images: z.array(z.string()),
  purchaseDate: z.string(),
  /** Purchase status: null is Processing. */
  status: z.number().int().nullable(),
  statusLabel: z.string(),
  /** Sum of the finance lines (car price and fees), integer yen. */
  totalPrice: z.number().int(),
  exportPort: z.string().nullable(),
  voyage: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  /** The owner's name, shown to managers and dealers on cars that are not their own. */
  owner: z.object({ id: z.number().int(), fullName: z.string() }),
});
export type PurchaseListItem = z.infer<typeof purchaseListItem>;

export const purchaseListResponse = z.object({
  success: z.literal(true),
  cars: z.array(purchaseListItem),
  statusList: z.array(purchaseStatusOption),
  pageInfo: pageInfoSchema,
});
export type PurchaseListResponse = z.infer<typeof purchaseListResponse>;
