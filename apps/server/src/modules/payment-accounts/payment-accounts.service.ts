import type { z } from 'zod';
import {
  PAYMENT_CURRENCIES, type PaymentAccount, type PaymentAccountVersion, type PaymentAccountsResponse, type PaymentCurrency, type updatePaymentAccountBody,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import * as repo from './payment-accounts.repo.js';

// The accounts clients pay to (issue 21 §5; contract payment-info/payment-accounts.ts). Read by
// the payment info, the invoice PDF and the managers' screen; changed by managers only (the route
// guards it). A change is a new version: who changed what and when stays readable.

const byCurrency = (a: { currency: PaymentCurrency }, b: { currency: PaymentCurrency }) =>
  PAYMENT_CURRENCIES.indexOf(a.currency) - PAYMENT_CURRENCIES.indexOf(b.currency);

function accountView(r: repo.AccountRow): PaymentAccount {
  return {
    currency: r.currency, sellerName: r.sellerName, sellerAddress: r.sellerAddress, bankName: r.bankName, bankAddress: r.bankAddress,
    swift: r.swift, accountNumber: r.accountNumber, accountHolder: r.accountHolder, note: r.note,
  };
}

/** The current, active account of each currency, in PAYMENT_CURRENCIES order. */
export async function activeAccounts(db: DbOrTx): Promise<PaymentAccount[]> {
  const rows = await repo.currentAccounts(db);
  return rows.filter((r) => r.active).sort(byCurrency).map(accountView);
}

function versionView(r: repo.AccountRow, changedBy: string | null): PaymentAccountVersion {
  return { ...accountView(r), id: r.id, active: r.active, changedBy, changedAt: r.createdAt.toISOString() };
}

export async function accountsWithHistory(db: DbOrTx): Promise<PaymentAccountsResponse> {
  const [accounts, history] = await Promise.all([activeAccounts(db), repo.accountHistory(db)]);
  return { success: true, accounts, history: history.map((h) => versionView(h.account, h.changedBy)) };
}

export async function changeAccount(
  db: DbOrTx, actor: Pick<AuthUser, 'id'>, currency: PaymentCurrency, body: z.output<typeof updatePaymentAccountBody>,
): Promise<PaymentAccountVersion> {
  const row = await repo.insertAccount(db, { currency, ...body, createdBy: actor.id });
  const [stored] = await repo.accountHistory(db, 1, row.id);
  return versionView(row, stored?.changedBy ?? null);
}
