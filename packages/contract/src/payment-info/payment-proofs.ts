import { z } from 'zod';
import { single } from '../bids/bid-list.js';
import { idField } from '../primitives.js';
import { paymentAccount } from './payment-accounts.js';

// Proofs of payment (issue 21 §5). POST /payment-proofs, multipart/form-data: optional fields
// `purchasedCarId` (a car the caller sees: the proof pays for it and belongs to its owner) and
// `userId` (a dealer's client or, for managers, any client: a top-up of that account; the caller's
// own account by default), before the one `file` part. The same rules as a purchased car's
// documents: a PDF or a JPEG, PNG or WebP image by its first bytes (415 document_type), at most
// 10 MB (413 document_too_large), a cut body 400 upload_incomplete. An account or car the caller
// does not see: 404. GET /payment-proofs/{id}/file streams it to whoever sees its account.

export const PAYMENT_PROOF_STATES = ['waiting', 'recorded', 'rejected'] as const;
export type PaymentProofState = (typeof PAYMENT_PROOF_STATES)[number];

export const paymentProof = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  clientName: z.string(),
  purchasedCarId: z.number().int().nullable(),
  reference: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  path: z.string(),
  state: z.enum(PAYMENT_PROOF_STATES),
  uploadedAt: z.string(),
  /** recorded: the ledger entry booked from it and its amount. */
  ledgerEntryId: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type PaymentProof = z.infer<typeof paymentProof>;

export const uploadPaymentProofResponse = z.object({ success: z.literal(true), proof: paymentProof });
export type UploadPaymentProofResponse = z.infer<typeof uploadPaymentProofResponse>;

export const paymentProofParams = z.object({ id: idField });

/**
 * GET /payment-info: how the caller pays — the accounts, the reference and the proofs sent so far.
 * With `purchasedCarId`, for that car (404 unless the caller sees it); else a top-up of `userId`
 * (a dealer's client, any client for a manager; 404 otherwise) or of the caller's own account.
 */
export const paymentInfoQuery = z.object({ purchasedCarId: single(idField.optional()), userId: single(idField.optional()) });
export const paymentInfoResponse = z.object({
  success: z.literal(true),
  reference: z.string(),
  accounts: z.array(paymentAccount),
  proofs: z.array(paymentProof),
});
export type PaymentInfoResponse = z.infer<typeof paymentInfoResponse>;

/** GET /payment-proofs?state=waiting: the proofs the caller sees (a manager: everyone's), oldest first, at most 100. */
export const paymentProofsQuery = z.object({ state: z.enum(PAYMENT_PROOF_STATES).optional().transform((v) => v ?? 'waiting') });
export const paymentProofsResponse = z.object({ success: z.literal(true), proofs: z.array(paymentProof) });
export type PaymentProofsResponse = z.infer<typeof paymentProofsResponse>;
