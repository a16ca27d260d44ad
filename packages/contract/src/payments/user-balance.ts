import { z } from 'zod';
import { single } from '../bids/bid-list.js';
import { idField } from '../primitives.js';
import { balanceInfoSchema } from '../user/profile.js';
import { paymentRecordSchema } from './payments-list.js';

// GET /user/balance (the /balance screen): the caller's balanceInfo, computed exactly as in
// GET /user/view-profile (one definition: balance = sum of the ledger, bidAllow = balance +
// creditLimit - active bids), plus the ledger totals and the latest entries.
// `userId`: another account's, as GET /payments/list reads it (a manager any client's, a dealer
// their clients'; anyone else's answers 404 not_found) — a manager's /balance shows a client's.

export const userBalanceQuery = z.object({ userId: single(idField.optional()) });
export type UserBalanceQuery = z.output<typeof userBalanceQuery>;

export const USER_BALANCE_LATEST = 5;

export const userBalanceResponse = z.object({
  success: z.literal(true),
  balanceInfo: balanceInfoSchema,
  /** Every remittance, in yen. */
  totalReceived: z.number().int(),
  /** Every car purchase net of reversals and corrections, as a positive number. */
  totalSpent: z.number().int(),
  /** The newest entries (at most USER_BALANCE_LATEST), with their running balance. */
  latest: z.array(paymentRecordSchema),
});
export type UserBalanceResponse = z.infer<typeof userBalanceResponse>;
