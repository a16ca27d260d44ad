import { DEPOSIT_MAX_YEN, isIsoDate, tokyoParts } from '@jauc/contract';
import { parseAmount } from '../../../lib/amount-input';

export interface DepositDraft {
  amount: string;
  date: string;
  description: string;
}

export type DepositFieldErrors = Partial<Record<keyof DepositDraft, string>>;

/** Today in Japan, where the ledger's days are counted: the form's default date. */
export const tokyoToday = (now: Date) => tokyoParts(now).date;

/**
 * A fresh key for one opened deposit form: every retry of that form sends it again, so the
 * server books the deposit once (DESIGN.md §3 "Money and purchases").
 */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `deposit-${random}`;
}

/** The checks the server makes too, so a manager sees them before sending (i18n keys). */
export function depositErrors(draft: DepositDraft, today: string): DepositFieldErrors {
  const errors: DepositFieldErrors = {};
  const amount = parseAmount(draft.amount);
  if (amount === null || amount < 1 || amount > DEPOSIT_MAX_YEN) errors.amount = 'Errors.DepositAmount';
  if (!isIsoDate(draft.date)) errors.date = 'Clients.deposit.dateFormat';
  else if (draft.date > today) errors.date = 'Errors.FutureDate';
  return errors;
}
