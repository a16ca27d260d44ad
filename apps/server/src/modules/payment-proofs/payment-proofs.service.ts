import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import {
  languageCode, MSG, paymentReference, USER_TYPE, type DecidePaymentProofResponse, type PaymentInfoResponse, type PaymentProof, type PaymentProofState,
  type RecordPaymentProofBody,
} from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, notFound, unprocessable } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import { newStorageKey, type FileStorage } from '../../lib/storage.js';
import * as clock from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { canSee, isDealer, isManager } from '../access/access.js';
import { insertEvent } from '../events/events.repo.js';
import { activeAccounts } from '../payment-accounts/payment-accounts.service.js';
import { recordDeposit, type DepositContext } from '../payments/deposit.service.js';
import { cleanFileName, sniffDocumentType } from '../purchases/purchase-documents.service.js';
import { seeablePurchase } from '../purchases/purchases.service.js';
import * as repo from './payment-proofs.repo.js';
import { proofDecidedMail } from './proof-texts.js';

// Proofs of payment (issue 21 §5; contract payment-info/*). A client (or their dealer, or a
// manager for them) sends a bank slip for a car or a top-up; a manager records the deposit from it
// (the ledger entry linked to the proof) or rejects it with a reason, and the client is told.

type Caller = Pick<AuthUser, 'id' | 'userType'>;

/** Whose account a proof or the payment info is for; 404 for an account or car the caller does not see. */
async function targetAccount(db: Db, user: Caller, q: { purchasedCarId?: number | undefined; userId?: number | undefined }) {
  if (q.purchasedCarId !== undefined) {
    const car = await seeablePurchase(db, user, q.purchasedCarId);
    return { userId: car.user_id, purchasedCarId: car.id };
  }
  if (q.userId === undefined || q.userId === user.id) {
    // Only clients and dealers own ledgers: a manager pays for a client, never for themself.
    if (isManager(user)) throw unprocessable({ userId: MSG.required });
    return { userId: user.id, purchasedCarId: null };
  }
  const account = await repo.findAccount(db, q.userId);
  if (!account || account.userType === USER_TYPE.manager || !canSee(user, account)) throw notFound();
  return { userId: account.id, purchasedCarId: null };
}

export function proofView(r: repo.ProofRow): PaymentProof {
  return {
    id: r.id, userId: r.user_id, clientName: r.owner_name, purchasedCarId: r.purchased_car_id, reference: paymentReference(r.user_id, r.purchased_car_id),
    name: r.original_name, type: r.content_type, size: r.size, path: `/api/v1/payment-proofs/${r.id}/file`, state: r.state,
    uploadedAt: r.created_at.toISOString(), ledgerEntryId: r.ledger_entry_id, amount: r.amount, rejectReason: r.reject_reason,
    decidedAt: r.decided_at?.toISOString() ?? null,
  };
}

/** The proofs `user` sees, as a condition on `p` and `u` (access.ts: own, a dealer's clients, a manager all). */
function visibleProofsSql(user: Caller): SQL {
  if (isManager(user)) return sql`TRUE`;
  if (isDealer(user)) return sql`(p.user_id = ${user.id} OR u.dealer_id = ${user.id})`;
  return sql`p.user_id = ${user.id}`;
}

export async function paymentInfo(db: Db, user: Caller, q: { purchasedCarId?: number | undefined; userId?: number | undefined }): Promise<PaymentInfoResponse> {
  const target = await targetAccount(db, user, q);
  const scope = target.purchasedCarId === null
    ? sql`p.user_id = ${target.userId} AND p.purchased_car_id IS NULL`
    : sql`p.purchased_car_id = ${target.purchasedCarId}`;
  const [accounts, proofs] = await Promise.all([activeAccounts(db), repo.listProofs(db, scope)]);
  return { success: true, reference: paymentReference(target.userId, target.purchasedCarId), accounts, proofs: proofs.map(proofView) };
}

export async function listProofs(db: Db, user: Caller, state: PaymentProofState): Promise<PaymentProof[]> {
  const rows = await repo.listProofs(db, sql`p.state = ${state} AND ${visibleProofsSql(user)}`);
  return rows.map(proofView);
}

async function seeableProof(db: Db, user: Caller, id: number): Promise<repo.ProofRow> {
  const row = await repo.findProof(db, id);
  if (!row || !canSee(user, { id: row.user_id, dealerId: row.owner_dealer_id })) throw notFound();
  return row;
}

export async function uploadProof(
  db: Db, storage: FileStorage, user: Caller,
  file: { purchasedCarId: number | undefined; userId: number | undefined; name: string | undefined; data: Buffer },
): Promise<PaymentProof> {
  const target = await targetAccount(db, user, file);
  // The same rule as a purchased car's documents: the type from the first bytes, never the name.
  const sniffed = sniffDocumentType(file.data.subarray(0, 16));
  if (!sniffed) throw new AppError(415, 'document_type');
  const key = newStorageKey(`payment-proofs/${target.userId}`, sniffed.extension);
  await storage.put(key, file.data);
  try {
    const id = await repo.insertProof(db, {
      userId: target.userId, purchasedCarId: target.purchasedCarId, originalName: cleanFileName(file.name, `payment.${sniffed.extension}`),
      storageKey: key, contentType: sniffed.type, size: file.data.length, uploadedById: user.id,
    });
    return proofView((await repo.findProof(db, id))!);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

export async function openProof(db: Db, storage: FileStorage, user: Caller, id: number): Promise<{ proof: repo.ProofRow; stream: Readable; size: number }> {
  const proof = await seeableProof(db, user, id);
  const file = await storage.get(proof.storage_key);
  if (!file) throw notFound();
  return { proof, ...file };
}

export type ProofContext = DepositContext & { db: Db };

/**
 * Records the deposit a proof shows, in one transaction holding the proof's row: a proof decided
 * already (by this manager's retry, or another manager at the same moment) is refused with 409
 * proof_decided, so one proof books at most once. The deposit goes through recordDeposit — the
 * same rules, account lock and activation as POST /payments/deposit — under the key of the proof
 * (`deposit:payment-proof-<id>`), a second guard should the proof's row ever be bypassed.
 */
export async function recordProof(ctx: ProofContext, actor: AuthUser, id: number, body: RecordPaymentProofBody, lang: TextLanguage): Promise<DecidePaymentProofResponse> {
  const seen = await seeableProof(ctx.db, actor, id);
  const reference = paymentReference(seen.user_id, seen.purchased_car_id);
  const balance = await ctx.db.transaction(async (tx) => {
    const proof = await repo.findProof(tx, id, true);
    if (!proof) throw notFound();
    if (proof.state !== 'waiting') throw new AppError(409, 'proof_decided');
    const deposit = await recordDeposit({ ...ctx, db: tx }, actor, {
      userId: proof.user_id, amount: body.amount, date: body.date, description: reference, purchasedCarId: proof.purchased_car_id,
      idempotencyKey: `payment-proof-${proof.id}`,
    }, lang);
    if (deposit.repeated) throw new AppError(409, 'proof_decided');
    await repo.decideProof(tx, id, { state: 'recorded', ledgerEntryId: deposit.entry.id, decidedById: actor.id, decidedAt: clock.now() });
    return deposit.balance;
  });
  const proof = (await repo.findProof(ctx.db, id))!;
  tellOwner(ctx, proof, { amount: body.amount });
  return { success: true, proof: proofView(proof), balance };
}

export async function rejectProof(ctx: ProofContext, actor: AuthUser, id: number, reason: string): Promise<DecidePaymentProofResponse> {
  await seeableProof(ctx.db, actor, id);
  await ctx.db.transaction(async (tx) => {
    const proof = await repo.findProof(tx, id, true);
    if (!proof) throw notFound();
    if (proof.state !== 'waiting') throw new AppError(409, 'proof_decided');
    await repo.decideProof(tx, id, { state: 'rejected', rejectReason: reason, decidedById: actor.id, decidedAt: clock.now() });
    // The owner's open pages learn of it through the live channel, only if this commits.
    await insertEvent(tx, { type: 'account.changed', audience: 'user', ownerId: proof.user_id, bidId: null, payload: { type: 'account.changed' } });
  });
  const proof = (await repo.findProof(ctx.db, id))!;
  tellOwner(ctx, proof, { reason });
  return { success: true, proof: proofView(proof), balance: null };
}

/** The owner's e-mail, after the commit, through the mail outbox queue (retried, logged on failure). */
function tellOwner(ctx: ProofContext, proof: repo.ProofRow, outcome: { amount: number } | { reason: string }) {
  const reference = paymentReference(proof.user_id, proof.purchased_car_id);
  const link = `${ctx.publicUrl}${proof.purchased_car_id ? `/purchased-cars/${proof.purchased_car_id}` : '/balance'}`;
  const mail = proofDecidedMail(languageCode(proof.owner_language), proof.owner_name, reference, link, outcome);
  ctx.mailer.enqueue('proof', () => ctx.mailer.send({ to: proof.owner_email, kind: 'proof', link, ...mail }));
}
