import { z } from 'zod';
import { plainText, requiredText } from '../primitives.js';

// The seller's and bank's details clients pay to, one account per currency (issue 21 §5).
// GET /payment-accounts (managers): the current account of each currency and the history of
// changes, newest first. PUT /payment-accounts/{currency} (managers): a new version of that
// currency's account (or `active: false` to withdraw it); the older versions stay as history with
// who changed them and when. Anyone else 403.

export const PAYMENT_CURRENCIES = ['JPY', 'USD', 'EUR', 'RUB'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const paymentCurrencyField = z.enum(PAYMENT_CURRENCIES);

export const paymentAccountFields = z.object({
  active: z.boolean().optional().transform((v) => v ?? true),
  sellerName: requiredText(200),
  sellerAddress: requiredText(500),
  bankName: requiredText(200),
  bankAddress: plainText(500).optional().transform((v) => v ?? ''),
  swift: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/, { error: 'Errors.InvalidField' })
    .optional()
    .transform((v) => v ?? ''),
  accountNumber: requiredText(64),
  accountHolder: requiredText(200),
  note: plainText(500).optional().transform((v) => v ?? ''),
});
export type PaymentAccountInput = z.input<typeof paymentAccountFields>;

export const paymentAccount = z.object({
  currency: paymentCurrencyField,
  sellerName: z.string(),
  sellerAddress: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  swift: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  note: z.string(),
});
export type PaymentAccount = z.infer<typeof paymentAccount>;

export const paymentAccountVersion = paymentAccount.extend({
  id: z.number().int(),
  active: z.boolean(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type PaymentAccountVersion = z.infer<typeof paymentAccountVersion>;

export const paymentAccountsResponse = z.object({
  success: z.literal(true),
  /** The current, active account of each currency that has one, in PAYMENT_CURRENCIES order. */
  accounts: z.array(paymentAccount),
  /** Every version, newest first. */
  history: z.array(paymentAccountVersion),
});
export type PaymentAccountsResponse = z.infer<typeof paymentAccountsResponse>;

export const paymentAccountParams = z.object({ currency: paymentCurrencyField });
export const updatePaymentAccountBody = paymentAccountFields;
export const updatePaymentAccountResponse = z.object({ success: z.literal(true), account: paymentAccountVersion });

/**
 * The reference a client writes on a transfer, so the manager matches the money to its payer and
 * car: "JAUC-<client id>-<purchased car id>" for a car, "JAUC-<client id>" for a top-up. Made from
 * ids alone, it is the same on every screen and PDF, and needs no table.
 */
export function paymentReference(userId: number, purchasedCarId?: number | null): string {
  return purchasedCarId ? `JAUC-${userId}-${purchasedCarId}` : `JAUC-${userId}`;
}
