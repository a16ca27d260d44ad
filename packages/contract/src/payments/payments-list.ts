import { z } from 'zod';
import { MSG } from '../errors.js';
import { pageInfoSchema } from '../listing/listing.js';
import { idField } from '../primitives.js';
import { single } from '../bids/bid-list.js';
import { positiveInt } from '../query-params.js';
import { isIsoDate } from '../rules/format.js';

// GET /payments/list (DESIGN.md §3 "Paths the documents do not show"; spec 2 §3 "Payment record",
// §4 "Payments and purchase date filters"): one account's ledger, newest first.
//
// Whose: the caller's own by default. `userId` names another account: a manager any client, a
// dealer one of their clients (access.canSee); anyone else's answers 404 not_found.
// `balance` of a record is the running balance after it, over the whole ledger whatever the
// filters (entries in date order, then booking order). totalBalance is the account's balance
// (the sum of every entry); totalReceived (remittances) and totalSpent (car purchases net of
// their reversals and corrections, as a positive number) are the sums of the filtered entries.

export const LEDGER_TYPES = ['remittance', 'car_purchase'] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/**
 * Why an entry was booked, derived from its cause: a deposit; a Win's debit; a Win taken back
 * (credited); a Win's sold price corrected (the difference); a purchased car's fee lines changed
 * (the difference: a car's Car Purchase entries always add up to minus its Total).
 */
export const PAYMENT_PURPOSES = ['deposit', 'purchase', 'purchase_cancelled', 'price_correction', 'fees'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENTS_PAGE_SIZES = [20, 50, 70] as const;
export const PAYMENTS_DEFAULT_PAGE_SIZE = 20;

/** A YYYY-MM-DD query date; empty means no bound. */
export const queryDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: MSG.invalidField })
  .transform((v) => (v === '' ? undefined : v));

export const paymentsListQuery = z
  .object({
    /** remittance, car_purchase; absent or empty: both. */
    type: single(z.enum([...LEDGER_TYPES, ''], { error: MSG.invalidField }).optional().transform((v) => v || undefined)),
    /** Inclusive bounds on the entry's date (Japan time). */
    dateFrom: single(queryDate.optional()),
    dateTo: single(queryDate.optional()),
    page: single(positiveInt(1_000_000, 1)),
    pageSize: single(
      z
        .string()
        .regex(/^(20|50|70)$/, { error: MSG.invalidField })
        .transform(Number)
        .optional()
        .transform((v) => v ?? PAYMENTS_DEFAULT_PAGE_SIZE),
    ),
    /** Another account's ledger (managers; a dealer for their clients). */
    userId: single(idField.optional()),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { error: MSG.invalidField, path: ['dateTo'] });
export type PaymentsListQueryInput = z.input<typeof paymentsListQuery>;
export type PaymentsListQuery = z.output<typeof paymentsListQuery>;

export const paymentRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  purpose: z.enum(PAYMENT_PURPOSES),
  /** Yen: positive credits money to the account, negative debits it. */
  amount: z.number().int(),
  /** The running balance after this entry. */
  balance: z.number().int(),
  /** YYYY-MM-DD, the day the money moved (Japan time). */
  date: z.string(),
  /** A deposit's description as the manager wrote it; a purchase's, in the request's language. */
  description: z.string(),
  /** The purchased car's shipping dates (YYYY-MM-DD) when the entry is a purchase and they are known. */
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  /** The purchased car the entry pays for (its invoice: GET /payments/invoice?id=<entry id>). */
  purchasedCarId: z.number().int().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const ledgerTypeOption = z.object({ value: z.enum(LEDGER_TYPES), label: z.string() });
export const paymentPurposeOption = z.object({ value: z.enum(PAYMENT_PURPOSES), label: z.string() });

export const paymentsListResponse = z.object({
  success: z.literal(true),
  records: z.array(paymentRecordSchema),
  /** Labels of the purposes, in the request's language. */
  purposesList: z.array(paymentPurposeOption),
  /** The type filter's options: Remittances, Car Purchase (spec 2 §9), in the request's language. */
  typesList: z.array(ledgerTypeOption),
  totalBalance: z.number().int(),
  totalReceived: z.number().int(),
  totalSpent: z.number().int(),
  pageInfo: pageInfoSchema,
});
export type PaymentsListResponse = z.infer<typeof paymentsListResponse>;
