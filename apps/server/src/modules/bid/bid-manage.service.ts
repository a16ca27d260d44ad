import {
  BID_STATUS, EDITABLE_BID_STATUSES, MSG, PLACE_BID_MSG, SELECTABLE_BID_STATUSES, USER_TYPE, bidAmountError, isFutureAuction, managerStatusRefusal,
  winConfirmationsNeeded, type FieldMessages, type UpdateBidPriceInput, type UpdateBidPriceResult, type UpdateBidStatusInput,
  type UpdateSoldPriceInput,
} from '@jauc/contract';
import type { Db, Tx } from '../../db/client.js';
import { isTransactionConflict } from '../../lib/db-errors.js';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import * as clock from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { normalizePermissions } from '../identity/permission-templates.js';
import { isActiveBid, isArchivedBid } from '../lots-core/bid-state.js';
import * as repo from './bid-manage.repo.js';
import { lockBidder, updateBid } from './bid.repo.js';
import { checkCredit } from './bid.service.js';
import { lastBidLogId, queueOwnerResultNotices } from '../notices/notice-queue.js';
import { applyGroupRule, applyWin, repriceWin, reverseWin, soldPriceLog } from './win.js';

// The manager's changes on a bid (spec 2 §4, §7 "Bid management"; DESIGN.md §3 "Bids"). The routes
// let only managers in; here every change runs in one transaction that takes the owner's row lock
// first (as placing and cancelling bids do, so a client's cancel and a manager's Win queue on the
// same lock) and then the bid's, and refuses archive and non-editable bids before anything is
// written. Each changed value is logged with its old and new value; an unchanged value writes nothing.

type Bidder = NonNullable<Awaited<ReturnType<typeof lockBidder>>>;
type Change<T> = (tx: Tx, bid: repo.ManagedBid, bidder: Bidder, now: Date) => Promise<T>;

// The results job settles a session's bids in its own row order; a change that meets it in a
// deadlock loses it rarely, and is run again from the start rather than answered with a 500.
const CONFLICT_RETRIES = 3;

async function changeBid<T>(db: Db, bidId: number, change: Change<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await changeBidOnce(db, bidId, change);
    } catch (err) {
      if (attempt >= CONFLICT_RETRIES || !isTransactionConflict(err)) throw err;
    }
  }
}

async function changeBidOnce<T>(db: Db, bidId: number, change: Change<T>): Promise<T> {
  const ownerId = await repo.bidOwner(db, bidId);
  if (ownerId === null) throw notFound('bid_not_found');
  return db.transaction(async (tx) => {
    const bidder = await lockBidder(tx, ownerId);
    const bid = await repo.lockBidWithLot(tx, bidId);
    if (!bidder || !bid) throw notFound('bid_not_found');
    const now = clock.now();
    if (isArchivedBid(bid.status, bid.lot, now)) throw new AppError(409, 'bid_archived');
    if (!EDITABLE_BID_STATUSES.includes(bid.status)) throw new AppError(409, 'bid_not_editable');
    return change(tx, bid, bidder, now);
  });
}

const STATUS_EVENT: Record<number, string> = { [BID_STATUS.cancel]: 'cancelled', [BID_STATUS.win]: 'won' };

/** PUT /bid/update-bid-status from a manager: any selectable status by the rules of spec 2 §4. */
export async function manageBidStatus(db: Db, actor: AuthUser, input: UpdateBidStatusInput): Promise<void> {
  if (!SELECTABLE_BID_STATUSES.includes(input.status)) throw unprocessable({ status: MSG.invalidField });
  await changeBid(db, input.bidId, async (tx, bid, bidder, now) => {
    // The status it has already: a retried request changes (and books) nothing.
    if (input.status === bid.status) return;
    const future = isFutureAuction(bid.lot, now);
    const refusal = managerStatusRefusal(bid.status, input.status, future);
    if (refusal) throw new AppError(409, refusal);
    const event = STATUS_EVENT[input.status] ?? 'status_changed';
    const loggedAfter = await lastBidLogId(tx);
    if (input.status === BID_STATUS.win) {
      const soldPrice = input.soldPrice ?? bid.soldPrice;
      if (soldPrice === null) throw new AppError(409, 'win_sold_price_required');
      // A Win books a purchase and a debit: never on a manager's account (a bid left from before
      // managers were refused their own bids, bid.service.ts).
      if (bidder.userType === USER_TYPE.manager) throw new AppError(409, 'bid_owner_not_client');
      if ((input.confirm ?? 0) < winConfirmationsNeeded(future)) throw new AppError(409, 'win_not_confirmed');
      await applyWin(tx, actor, bid, soldPrice);
    } else if (bid.status === BID_STATUS.win) {
      await reverseWin(tx, actor, bid, input.status, event);
    } else {
      const changed = await updateBid(tx, bid.id, { status: input.status, updatedAt: clock.now() });
      await repo.insertBidLogs(tx, [{
        bidId: bid.id, actorId: actor.id, event, status: changed.status, amount: changed.amount, oldValue: String(bid.status), newValue: String(changed.status),
      }]);
    }
    // The results just logged (the bid, and the group's Don't bids of a Win) reach the owner.
    await queueOwnerResultNotices(tx, bid.userId, loggedAfter, now);
  });
}

/** PUT /bid/update-sold-price: a Win's price moves its purchase and books the difference. */
export async function updateSoldPrice(db: Db, actor: AuthUser, input: UpdateSoldPriceInput): Promise<void> {
  await changeBid(db, input.bidId, async (tx, bid) => {
    if (input.soldPrice === bid.soldPrice) return;
    if (bid.status === BID_STATUS.win) {
      if (input.soldPrice === null) throw new AppError(409, 'win_sold_price_required');
      await repriceWin(tx, actor, bid, input.soldPrice);
      return;
    }
    const changed = await updateBid(tx, bid.id, { soldPrice: input.soldPrice, updatedAt: clock.now() });
    await repo.insertBidLogs(tx, [soldPriceLog(actor, bid, changed, bid.soldPrice)]);
  });
}

/** PUT /bid/update-auto-bid. */
export async function updateAutoBid(db: Db, actor: AuthUser, input: { bidId: number; autoBid: boolean }): Promise<void> {
  await changeBid(db, input.bidId, async (tx, bid) => {
    if (input.autoBid === bid.autoBid) return;
    const changed = await updateBid(tx, bid.id, { autoBid: input.autoBid, updatedAt: clock.now() });
    await repo.insertBidLogs(tx, [valueLog(actor, changed, 'auto_bid_changed', bid.autoBid, input.autoBid)]);
  });
}

/** PUT /bid/update-adjustment-price (the route requires adjustmentPriceShow). */
export async function updateAdjustmentPrice(db: Db, actor: AuthUser, input: { bidId: number; adjustmentPrice: number | null }): Promise<void> {
  await changeBid(db, input.bidId, async (tx, bid) => {
    if (input.adjustmentPrice === bid.adjustmentPrice) return;
    const changed = await updateBid(tx, bid.id, { adjustmentPrice: input.adjustmentPrice, updatedAt: clock.now() });
    await repo.insertBidLogs(tx, [valueLog(actor, changed, 'adjustment_price_changed', bid.adjustmentPrice, input.adjustmentPrice)]);
  });
}

/**
 * PUT /bid/update-bid-price (the edit-bid modal): amount, group, export type and adjustment price
 * at once, by the lot page's amount rules and the owner's permissions and credit.
 */
export async function updateBidPrice(db: Db, actor: AuthUser, input: UpdateBidPriceInput): Promise<UpdateBidPriceResult> {
  return changeBid(db, input.jasId, async (tx, bid, bidder, now) => {
    const perms = normalizePermissions(bidder.permissions);
    const fields: FieldMessages = {};
    if (bid.lot.kind === 'stock') {
      // A stock car is ordered at its fixed price (kept in the lot's sold_price), as on the lot page.
      if (input.amount !== bid.lot.soldPrice) fields.amount = MSG.invalidField;
    } else {
      const error = bidAmountError(input.amount, bid.lot.startPrice);
      if (error) fields.amount = error;
    }
    if (input.exportType === null && !perms.exportTypeOptional) fields.exportType = PLACE_BID_MSG.required;
    if (Object.keys(fields).length > 0) throw unprocessable(fields);
    const adjustment = input.adjustmentPrice === undefined ? bid.adjustmentPrice : input.adjustmentPrice;
    if (adjustment !== bid.adjustmentPrice && !actor.permissions.adjustmentPriceShow) throw forbidden();
    // A raise holds more of the owner's credit while the bid is active; a cut never needs credit.
    if (input.amount > bid.amount && perms.creditLimitCheck && isActiveBid(bid.status, bid.lot, now)) {
      await checkCredit(tx, bidder, input.amount, bid.id, now);
    }
    // A Win moved to another group takes that group: the same rule as winning in it.
    if (bid.status === BID_STATUS.win && input.bidGroup !== bid.bidGroup) {
      const loggedAfter = await lastBidLogId(tx);
      await applyGroupRule(tx, actor, bid, input.bidGroup);
      await queueOwnerResultNotices(tx, bid.userId, loggedAfter, now);
    }

    const changed = await updateBid(tx, bid.id, {
      amount: input.amount, bidGroup: input.bidGroup, exportType: input.exportType, adjustmentPrice: adjustment, updatedAt: clock.now(),
    });
    await repo.insertBidLogs(tx, [
      ...(bid.amount !== changed.amount ? [valueLog(actor, changed, 'amount_changed', bid.amount, changed.amount)] : []),
      ...(bid.bidGroup !== changed.bidGroup ? [valueLog(actor, changed, 'group_changed', bid.bidGroup, changed.bidGroup)] : []),
      ...(bid.exportType !== changed.exportType ? [valueLog(actor, changed, 'export_type_changed', bid.exportType, changed.exportType)] : []),
      ...(bid.adjustmentPrice !== changed.adjustmentPrice ? [valueLog(actor, changed, 'adjustment_price_changed', bid.adjustmentPrice, changed.adjustmentPrice)] : []),
    ]);
    return { bidAmount: changed.amount, bidId: changed.id, bidStatus: changed.status, bidDate: changed.updatedAt.toISOString(), exportType: changed.exportType };
  });
}

const text = (v: number | boolean | null): string | null => (v === null ? null : String(v));

function valueLog(actor: AuthUser, after: { id: number; status: number; amount: number }, event: string, before: number | boolean | null, value: number | boolean | null): repo.BidLogEntry {
  return { bidId: after.id, actorId: actor.id, event, status: after.status, amount: after.amount, oldValue: text(before), newValue: text(value) };
}
