import { ROLE, tokyoParts, type DepositBody, type Permissions } from '@jauc/contract';
import { normalizePermissions } from '../identity/permission-templates.js';

// The deposit's decisions, apart from the database (deposit.service.ts applies them under the
// account's lock; ledger-property.test.ts runs them over thousands of sequences).

export interface BookedDeposit {
  type: 'remittance' | 'car_purchase';
  userId: number;
  amount: number;
  entryDate: string | null;
  description: string;
  purchasedCarId: number | null;
}

/**
 * What a deposit with an idempotency key does, given the entry already booked under that key:
 * none, book it; the same deposit (account, amount, date, description, car), answer it again; anything
 * else, refuse (the caller reused a key for another deposit).
 */
export function depositDecision(earlier: BookedDeposit | null, accountId: number, body: Pick<DepositBody, 'amount' | 'date' | 'description' | 'purchasedCarId'>): 'book' | 'repeat' | 'reused' {
  if (!earlier) return 'book';
  const same = earlier.type === 'remittance' && earlier.userId === accountId && earlier.amount === body.amount
    && earlier.entryDate === body.date && earlier.description === body.description && earlier.purchasedCarId === body.purchasedCarId;
  return same ? 'repeat' : 'reused';
}

/**
 * A booked deposit makes the account an active client when it is the account's first and the
 * account is restricted (role 979, bidding not allowed). A restricted account that has paid before
 * was restricted by a manager on purpose: a deposit does not lift that.
 */
export function activatesAccount(account: { roleId: number; permissions: Partial<Permissions> | null }, hadDeposit: boolean): boolean {
  return !hadDeposit && account.roleId === ROLE.restricted && !normalizePermissions(account.permissions).biddingAllowed;
}

/**
 * The daily limits an activated account gets when it has none yet (a sign-up has 0, which would
 * refuse its every bid with daily_bid_limit): those of a new regular client. Limits a manager set
 * before are kept.
 */
export const ACTIVATED_DAILY_LIMITS = { dailyBidLimit: 10, dailyUssLimit: 5 } as const;

export function activatedLimits(current: { dailyBidLimit: number; dailyUssLimit: number }): { dailyBidLimit: number; dailyUssLimit: number } {
  return {
    dailyBidLimit: current.dailyBidLimit > 0 ? current.dailyBidLimit : ACTIVATED_DAILY_LIMITS.dailyBidLimit,
    dailyUssLimit: current.dailyUssLimit > 0 ? current.dailyUssLimit : ACTIVATED_DAILY_LIMITS.dailyUssLimit,
  };
}

/**
 * How far back a deposit may be dated (issue 18 §1): a value date rewrites the running balances
 * of every later day, so it is kept to money that can really have arrived late — not before the
 * account existed, not more than 90 days back. A correction is a new entry of today, never a
 * back-dated one.
 */
export const DEPOSIT_BACKDATE_DAYS = 90;

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The earliest value date (YYYY-MM-DD, Tokyo) a deposit to an account created at `createdAt` may carry at `now`. */
export function earliestDepositDate(createdAt: Date, now: Date): string {
  const today = tokyoParts(now).date;
  const created = tokyoParts(createdAt).date;
  const limit = shiftDay(today, -DEPOSIT_BACKDATE_DAYS);
  const earliest = created > limit ? created : limit;
  // A clock moved back before the account's creation (a demo's CLOCK_OFFSET) still takes today's deposits.
  return earliest < today ? earliest : today;
}
