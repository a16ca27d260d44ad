import { z } from 'zod';
import { dateField, idField, plainText } from '../primitives.js';
import { paymentRecordSchema } from './payments-list.js';

// POST /payments/deposit (managers, 403 for anyone else): books a remittance in a client's ledger
// (DESIGN.md §3 "Money and purchases").
// - amount: a positive integer of yen (422 amount: Errors.DepositAmount otherwise).
// - date: the day the money arrived, YYYY-MM-DD, not after today in Japan (422 date), nor before the
//   account's creation day or more than 90 days back (400 deposit_date_too_early): a correction is
//   a new entry of today, never a back-dated one.
// - idempotencyKey: chosen by the caller once per deposit and sent again on a retry. The same key
//   books once: a retry answers the entry booked first (200, `repeated: true`); the same key with
//   another user, amount, date or description is refused (409 idempotency_key_reused).
// - purchasedCarId: optional, the account's purchased car the money pays for (its invoice is then the
//   payment's, GET /payments/invoice); another account's or an unknown car: 422 purchasedCarId.
// - userId: a client or dealer (404 client_not_found for anyone else, managers included);
//   a disabled account is refused (409 account_disabled).
// The first deposit of a restricted account (role 979, bidding not allowed) makes it an active
// client (role 1064, the client's permissions; daily bid and USS limits of a new client, 10 and 5,
// where it had none), logged and told by e-mail: `activated: true`.

export const DEPOSIT_MAX_YEN = 10_000_000_000;
export const DEPOSIT_DESCRIPTION_MAX = 500;

export const DEPOSIT_MSG = {
  amount: 'Errors.DepositAmount',
  futureDate: 'Errors.FutureDate',
  idempotencyKey: 'Errors.IdempotencyKey',
} as const;

export const depositBody = z.object({
  userId: idField,
  amount: z
    .number({ error: DEPOSIT_MSG.amount })
    .int({ error: DEPOSIT_MSG.amount })
    .min(1, { error: DEPOSIT_MSG.amount })
    .max(DEPOSIT_MAX_YEN, { error: DEPOSIT_MSG.amount }),
  date: dateField,
  description: plainText(DEPOSIT_DESCRIPTION_MAX)
    .optional()
    .transform((v) => v ?? ''),
  /** The purchased car this money pays for, when it pays one (one of the account's; 422 otherwise). */
  purchasedCarId: idField.nullable().optional().transform((v) => v ?? null),
  idempotencyKey: z
    .string({ error: DEPOSIT_MSG.idempotencyKey })
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: DEPOSIT_MSG.idempotencyKey }),
});
export type DepositInput = z.input<typeof depositBody>;
export type DepositBody = z.output<typeof depositBody>;

export const depositResponse = z.object({
  success: z.literal(true),
  entry: paymentRecordSchema,
  /** The entry was booked by an earlier request with this key; nothing was booked now. */
  repeated: z.boolean(),
  /** This deposit made a restricted account an active client. */
  activated: z.boolean(),
  /** The account's balance after the deposit. */
  balance: z.number().int(),
});
export type DepositResponse = z.infer<typeof depositResponse>;
