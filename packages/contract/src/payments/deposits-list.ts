import { z } from 'zod';
import { single } from '../bids/bid-list.js';
import { pageInfoSchema } from '../listing/listing.js';
import { positiveInt } from '../query-params.js';
import { PAYMENTS_DEFAULT_PAGE_SIZE } from './payments-list.js';
import { MSG } from '../errors.js';

// GET /payments/deposits (managers only; 403 for anyone else): the remittances booked to every
// client's account, newest first — by the day the money moved, then the latest booked. The
// manager's dashboard shows the first few of this very list ("Recent deposits"), and its
// "View all" opens it (the manager's /payments before a client is picked; issue 18 §2).

export const depositsListQuery = z.object({
  page: single(positiveInt(1_000_000, 1)),
  pageSize: single(
    z
      .string()
      .regex(/^(20|50|70)$/, { error: MSG.invalidField })
      .transform(Number)
      .optional()
      .transform((v) => v ?? PAYMENTS_DEFAULT_PAGE_SIZE),
  ),
});
export type DepositsListQuery = z.output<typeof depositsListQuery>;

export const depositRow = z.object({
  /** The ledger entry. */
  id: z.number().int(),
  userId: z.number().int(),
  clientName: z.string(),
  /** Yen, positive. */
  amount: z.number().int(),
  /** YYYY-MM-DD, the day the money moved (Japan time). */
  date: z.string(),
  /** As the manager wrote it. */
  description: z.string(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const depositsListResponse = z.object({
  success: z.literal(true),
  deposits: z.array(depositRow),
  pageInfo: pageInfoSchema,
});
export type DepositsListResponse = z.infer<typeof depositsListResponse>;
