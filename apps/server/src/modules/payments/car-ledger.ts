import { and, eq, sql } from 'drizzle-orm';
import { FINANCE_KEYS, PURCHASE_STATUS, type FinanceKey } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries, users } from '../../db/schema.js';

// A purchased car's Car Purchase entries (DESIGN.md §3 "Money and purchases": what a screen or a
// PDF calls a car's Total is what the ledger debits for it). Every change of the car's money — a
// Win, a sold-price correction, a fee line, a Win taken back — settles the car: it books the
// difference between what the car should have cost the owner by now (minus its Total while bought,
// 0 once cancelled) and what its entries add up to. Computing the difference instead of trusting
// the caller's arithmetic keeps the invariant whatever the order of changes.
//
// Concurrency: the caller holds the purchased car's row lock (so two changes of one car settle one
// after the other and the second sees the first's entry) and, before it, the owner's row lock (the
// lock every bid's credit check takes, so "can still bid" never reads half a change). Each entry's
// idempotency key names the change that booked it (a bid log or purchase log entry): one change books
// once, whoever retries it, and the unique key decides even across instances.

/** The columns of a purchased car the ledger follows. */
export interface CarMoney {
  id: number;
  userId: number;
  bidId: number;
  status: number | null;
  price: number;
  auctionFee: number;
  agentFee: number;
  deliveryFee: number;
  freight: number;
  otherFees: number;
}

/** The car's Total: its price and every fee line (purchase-view.ts shows the same sum). */
export const carTotal = (c: CarMoney): number => c.price + c.auctionFee + c.agentFee + c.deliveryFee + c.freight + c.otherFees;

/** What the car's Car Purchase entries must add up to: minus its Total while bought, 0 once cancelled. */
export const carTarget = (c: CarMoney): number => (c.status === PURCHASE_STATUS.purchaseCancelled ? 0 : -carTotal(c));

/** The net of a car's Car Purchase entries (remittances that paid it are not among them). */
export async function carBooked(db: DbOrTx, purchasedCarId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchasedCarId, purchasedCarId), eq(ledgerEntries.type, 'car_purchase')));
  return Number(row?.sum ?? 0);
}

/**
 * Books what the car's entries lack (see above) under `key`; nothing when they already add up or
 * the key was booked before. Answers the amount booked (0 when nothing was).
 */
export async function settleCar(tx: DbOrTx, car: CarMoney, key: string): Promise<number> {
  const diff = carTarget(car) - (await carBooked(tx, car.id));
  if (diff === 0) return 0;
  const rows = await tx
    .insert(ledgerEntries)
    .values({ userId: car.userId, type: 'car_purchase', amount: diff, bidId: car.bidId, purchasedCarId: car.id, idempotencyKey: key })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .returning({ id: ledgerEntries.id });
  return rows.length > 0 ? diff : 0;
}

/** The owner's row lock (the bid check's lock, bid.repo.lockBidder): take it before the car's. */
export async function lockCarOwner(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The idempotency key of a fee change: the purchase log entry that recorded it, and its lines. */
export const feesKey = (cause: string, lines: readonly FinanceKey[]): string => `${cause}:fees:${lines.join('+')}`;

/** The fee lines a key names (`...:fees:auctionFee+agentFee`), in the order of FINANCE_KEYS. */
export function feeLinesOf(key: string | null): FinanceKey[] {
  const at = key?.lastIndexOf(':fees:') ?? -1;
  if (!key || at < 0) return [];
  const named = new Set(key.slice(at + ':fees:'.length).split('+'));
  return FINANCE_KEYS.filter((k) => named.has(k));
}
