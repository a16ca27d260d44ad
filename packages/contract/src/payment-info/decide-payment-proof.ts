import { z } from 'zod';
import { dateField, requiredText } from '../primitives.js';
import { DEPOSIT_MAX_YEN, DEPOSIT_MSG } from '../payments/deposit.js';
import { paymentProof } from './payment-proofs.js';

// A manager decides a waiting proof of payment (issue 21 §5; anyone else 403).
// POST /payment-proofs/{id}/record {amount, date}: books the deposit through POST /payments/deposit's
// rules (a remittance of `amount` yen on `date`, linked to the proof's car when it has one) and links
// the ledger entry to the proof, in one transaction. A proof no longer waiting (recorded or
// rejected, also by a manager at the same moment) is refused with 409 proof_decided: it books once.
// POST /payment-proofs/{id}/reject {reason}: the client reads the reason; 409 proof_decided likewise.
// The client is told either way (e-mail in their language, and their open pages live).

export const recordPaymentProofBody = z.object({
  amount: z
    .number({ error: DEPOSIT_MSG.amount })
    .int({ error: DEPOSIT_MSG.amount })
    .min(1, { error: DEPOSIT_MSG.amount })
    .max(DEPOSIT_MAX_YEN, { error: DEPOSIT_MSG.amount }),
  date: dateField,
});
export type RecordPaymentProofBody = z.output<typeof recordPaymentProofBody>;

export const rejectPaymentProofBody = z.object({ reason: requiredText(500) });
export type RejectPaymentProofBody = z.output<typeof rejectPaymentProofBody>;

export const decidePaymentProofResponse = z.object({
  success: z.literal(true),
  proof: paymentProof,
  /** record: the account's balance after the deposit. */
  balance: z.number().int().nullable(),
});
export type DecidePaymentProofResponse = z.infer<typeof decidePaymentProofResponse>;
