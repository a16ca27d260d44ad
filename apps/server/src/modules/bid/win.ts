import { BID_STATUS } from '@jauc/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import * as clock from '../../lib/clock.js';
import { settleCar } from '../payments/car-ledger.js';
import * as repo from './bid-manage.repo.js';
import { updateBid, type BidRow } from './bid.repo.js';

// A Win and what it brings (DESIGN.md §3 "Bids", "Money and purchases"): the group rule, the
// purchased car and the Car Purchase debit. Each function runs inside the change's transaction,
// after the caller took the owner's row lock (bid.repo.lockBidder) and the bid's row lock: every
// change to one client's bids queues on that lock, so two managers marking Win in one group at once
// are applied one after the other and the second finds the group already won.
//
// Ledger: each change settles the purchased car (payments/car-ledger.ts): a Win debits the car's
// Total (its sold price, plus any fee lines a manager set before the Win was taken back and won
// again), taking it back credits what the car's entries add up to, a sold-price correction books the
// difference; all type car_purchase, linked to the bid and the purchased car, never edited. So the
// net of a car's car_purchase entries is minus its Total while it is a Win and 0 otherwise. Each
// entry's idempotency key names the bid log entry of the change that booked it, so one change books
// once, whoever retries it.

/** Purchase status 7 "Purchase cancelled" (spec 2 §4): the reversed Win keeps its row and history. */
export const PURCHASE_CANCELLED = 7;

type Actor = { id: number };

/**
 * The client wins at most one car per group: a Win in a group where they already won is refused
 * (409 group_already_won); their other New and Bid bids of the group become Don't bid, each logged
 * with the winning bid as its cause. New/Bid bids on lots already finished count too: the client
 * could not take a second car of the group from a result that waits for the manager either.
 */
export async function applyGroupRule(tx: Tx, actor: Actor, winner: Pick<BidRow, 'id' | 'userId'>, group: number | null): Promise<void> {
  if (group === null) return;
  const others = await repo.lockGroupBids(tx, winner.userId, group, winner.id);
  if (others.some((b) => b.status === BID_STATUS.win)) throw new AppError(409, 'group_already_won');
  const at = clock.now();
  for (const other of others) await updateBid(tx, other.id, { status: BID_STATUS.dontBid, updatedAt: at });
  await repo.insertBidLogs(tx, others.map((o) => ({
    bidId: o.id, actorId: actor.id, event: 'group_won', status: BID_STATUS.dontBid, amount: o.amount,
    oldValue: String(o.status), newValue: String(BID_STATUS.dontBid), causeBidId: winner.id,
  })));
}

/** Marks the (locked, checked) bid Win at `soldPrice`: the group rule, the purchase and its debit. */
export async function applyWin(tx: Tx, actor: Actor, bid: repo.ManagedBid, soldPrice: number): Promise<BidRow> {
  await applyGroupRule(tx, actor, bid, bid.bidGroup);
  const won = await updateBid(tx, bid.id, { status: BID_STATUS.win, soldPrice, updatedAt: clock.now() });
  const entries: repo.BidLogEntry[] = [];
  if (bid.soldPrice !== soldPrice) entries.push(soldPriceLog(actor, bid, won, bid.soldPrice));
  entries.push({ bidId: bid.id, actorId: actor.id, event: 'won', status: won.status, amount: won.amount, oldValue: String(bid.status), newValue: String(won.status) });
  const logged = await repo.insertBidLogs(tx, entries);
  const logId = logged.at(-1)!.id;

  const existing = await repo.findPurchasedCar(tx, bid.id);
  let purchase: repo.PurchasedCarRow;
  if (existing) {
    // Won again after a reversal: the same purchase reopens (Processing) at the new price.
    await repo.updatePurchasedCar(tx, existing.id, { status: null, price: soldPrice, updatedAt: clock.now() });
    purchase = { ...existing, status: null, price: soldPrice };
  } else {
    purchase = await repo.insertPurchasedCar(tx, { bidId: bid.id, userId: bid.userId, lotId: bid.lotId, status: null, price: soldPrice });
  }
  await settleCar(tx, purchase, `bid-log:${logId}:win`);
  return won;
}

/** Takes a Win back (a manager's correction): the purchase is cancelled and what it cost credited. */
export async function reverseWin(tx: Tx, actor: Actor, bid: repo.ManagedBid, status: number, logEvent: string): Promise<BidRow> {
  const changed = await updateBid(tx, bid.id, { status, updatedAt: clock.now() });
  const [logged] = await repo.insertBidLogs(tx, [{
    bidId: bid.id, actorId: actor.id, event: logEvent, status, amount: changed.amount, oldValue: String(bid.status), newValue: String(status),
  }]);
  const purchase = await repo.findPurchasedCar(tx, bid.id);
  if (purchase && purchase.status !== PURCHASE_CANCELLED) {
    await repo.updatePurchasedCar(tx, purchase.id, { status: PURCHASE_CANCELLED, updatedAt: clock.now() });
    await settleCar(tx, { ...purchase, status: PURCHASE_CANCELLED }, `bid-log:${logged!.id}:reversal`);
  }
  return changed;
}

/** A Win's sold price corrected: the purchase follows and the difference is booked. */
export async function repriceWin(tx: Tx, actor: Actor, bid: repo.ManagedBid, soldPrice: number): Promise<BidRow> {
  const changed = await updateBid(tx, bid.id, { soldPrice, updatedAt: clock.now() });
  const [logged] = await repo.insertBidLogs(tx, [soldPriceLog(actor, bid, changed, bid.soldPrice)]);
  const purchase = await repo.findPurchasedCar(tx, bid.id);
  if (purchase && purchase.status !== PURCHASE_CANCELLED && purchase.price !== soldPrice) {
    await repo.updatePurchasedCar(tx, purchase.id, { price: soldPrice, updatedAt: clock.now() });
    await settleCar(tx, { ...purchase, price: soldPrice }, `bid-log:${logged!.id}:reprice`);
  }
  return changed;
}

export function soldPriceLog(actor: Actor, bid: Pick<BidRow, 'id'>, after: BidRow, before: number | null): repo.BidLogEntry {
  return {
    bidId: bid.id, actorId: actor.id, event: 'sold_price_changed', status: after.status, amount: after.soldPrice,
    oldValue: before === null ? null : String(before), newValue: after.soldPrice === null ? null : String(after.soldPrice),
  };
}
