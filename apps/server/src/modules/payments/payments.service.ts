import {
  LEDGER_TYPES, PAYMENT_PURPOSES, USER_BALANCE_LATEST, type PaymentInvoiceResponse, type PaymentRecord, type PaymentsListQuery,
  type PaymentsListResponse, type UserBalanceResponse,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { canSee } from '../access/access.js';
import { findUserById } from '../identity/user.repo.js';
import { balanceInfoOf } from './balance.js';
import { feeLinesOf } from './car-ledger.js';
import { entryOwner, findEntry, ledgerTotals, listEntries, type LedgerRow } from './ledger.repo.js';
import { describeEntry, purposeLabel, purposeOf, typeLabel } from './payment-texts.js';

// Reading the ledger (GET /payments/list, /payments/invoice, /user/balance). Whose ledger a caller
// may read is access.canSee's rule for payments: their own, a dealer their clients', a manager
// anyone's. Another account's ledger, or an entry of one, answers 404 like a missing one.

export function toRecord(r: LedgerRow, lang: TextLanguage): PaymentRecord {
  const amount = Number(r.amount);
  const purpose = purposeOf({ type: r.type, idempotencyKey: r.idempotency_key, amount });
  return {
    id: r.id,
    type: r.type,
    purpose,
    amount,
    balance: Number(r.running),
    date: r.day,
    description: describeEntry(
      lang, purpose, r.description, { lotNo: r.lot_no, maker: r.maker, model: r.model, year: r.year, house: r.house },
      purpose === 'fees' ? feeLinesOf(r.idempotency_key) : [],
    ),
    // The purchased car's shipping dates, from its logistics (modules/purchases).
    etd: r.etd,
    eta: r.eta,
    purchasedCarId: r.purchased_car_id,
  };
}

/** The account whose ledger is read: the caller's, or `userId` when the caller may see it. */
async function ledgerOwner(db: DbOrTx, caller: AuthUser, userId: number | undefined): Promise<number> {
  if (userId === undefined || userId === caller.id) return caller.id;
  const owner = await findUserById(db, userId);
  if (!owner || !canSee(caller, { id: owner.id, dealerId: owner.dealerId })) throw notFound();
  return owner.id;
}

export async function listPayments(db: DbOrTx, caller: AuthUser, q: PaymentsListQuery, lang: TextLanguage): Promise<PaymentsListResponse> {
  const ownerId = await ledgerOwner(db, caller, q.userId);
  const filter = { type: q.type, dateFrom: q.dateFrom, dateTo: q.dateTo };
  const [rows, totals] = await Promise.all([
    listEntries(db, ownerId, filter, q.pageSize, (q.page - 1) * q.pageSize),
    ledgerTotals(db, ownerId, filter),
  ]);
  // Past the last page the rows are empty: count the filtered entries once more for pageInfo.
  const total = rows.length > 0 ? Number(rows[0]!.total) : q.page === 1 ? 0 : await countFiltered(db, ownerId, filter);
  return {
    success: true,
    records: rows.map((r) => toRecord(r, lang)),
    purposesList: PAYMENT_PURPOSES.map((value) => ({ value, label: purposeLabel(lang, value) })),
    typesList: LEDGER_TYPES.map((value) => ({ value, label: typeLabel(lang, value) })),
    totalBalance: totals.balance,
    totalReceived: totals.received,
    totalSpent: totals.spent,
    pageInfo: { page: q.page, pageSize: q.pageSize, totalSearchResults: total, totalResults: total },
  };
}

async function countFiltered(db: DbOrTx, ownerId: number, filter: Parameters<typeof listEntries>[2]): Promise<number> {
  const [first] = await listEntries(db, ownerId, filter, 1, 0);
  return first ? Number(first.total) : 0;
}

/** The invoice of the purchased car an entry pays for (modules/purchases makes the PDF). */
export async function paymentInvoice(db: DbOrTx, caller: AuthUser, entryId: number): Promise<PaymentInvoiceResponse> {
  const owner = await entryOwner(db, entryId);
  if (!owner || !canSee(caller, { id: owner.userId, dealerId: owner.dealerId })) throw notFound();
  if (!caller.permissions.downloadInvoice) throw forbidden('download_not_allowed');
  const entry = await findEntry(db, owner.userId, entryId);
  if (!entry || entry.purchased_car_id === null) throw notFound();
  return { success: true, url: `/api/v1/purchased-cars/${entry.purchased_car_id}/invoice` };
}

export async function userBalance(db: DbOrTx, caller: AuthUser, lang: TextLanguage, userId?: number): Promise<UserBalanceResponse> {
  const user = await findUserById(db, await ledgerOwner(db, caller, userId));
  if (!user) throw notFound();
  const [balanceInfo, totals, latest] = await Promise.all([
    balanceInfoOf(db, user),
    ledgerTotals(db, user.id),
    listEntries(db, user.id, {}, USER_BALANCE_LATEST, 0),
  ]);
  return { success: true, balanceInfo, totalReceived: totals.received, totalSpent: totals.spent, latest: latest.map((r) => toRecord(r, lang)) };
}
