import {
  ACTIVE_BID_STATUSES, BID_STATUS, bidAllowance, bidAmountError, canCancelBid, MSG, PLACE_BID_MSG, USER_TYPE,
  type BidResult, type FieldMessages, type PlaceBidInput,
} from '@jauc/contract';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { canChange, isManager } from '../access/access.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { findLotForMedia, type MediaLot } from '../media/media.repo.js';
import { isDisabled, normalizePermissions } from '../identity/permission-templates.js';
import { activeBidsSummary, ledgerBalance } from '../identity/user.repo.js';
import { biddingRefusal, biddingState, pageTypeOf } from '../lots-core/bid-state.js';
import * as repo from './bid.repo.js';
import * as clock from '../../lib/clock.js';

/** The daily bid limit is a quota like the USS downloads: 429, with its own code. */
const DAILY_LIMIT_STATUS = 429;

const toResult = (bid: repo.BidRow): BidResult => ({
  bidAmount: bid.amount,
  bidDate: bid.updatedAt.toISOString(),
  bidId: bid.id,
  bidStatus: bid.status,
});

type Bidder = NonNullable<Awaited<ReturnType<typeof repo.lockBidder>>>;

/**
 * POST /bid/create (no clientId: the caller bids) and POST /bid/bid-from-manager (clientId: the
 * client or dealer the manager bids for; never a manager, not even the caller). Every rule of DESIGN.md §3 is checked against the bidder, and the checks
 * and the write run in one transaction holding the lock on the bidder's row: two bids of one
 * user, placed at once on any instances, are checked one after the other, so neither the credit
 * nor the daily limit can be over-committed. Any refusal throws before anything is written.
 */
export async function placeBid(
  db: Db,
  config: Config,
  actor: AuthUser,
  input: PlaceBidInput,
  clientId?: number,
  now = clock.now(),
): Promise<BidResult> {
  const forClient = clientId !== undefined;
  // Only clients and dealers own bids (DESIGN.md §3 "Money and purchases"): a manager's own bid
  // would become a purchase and a debit no deposit can settle. Managers bid for a client.
  if (!forClient && isManager(actor)) throw forbidden('manager_cannot_own_bids');
  const bidderId = clientId ?? actor.id;
  return db.transaction(async (tx) => {
    const bidder = await repo.lockBidder(tx, bidderId);
    if (!bidder || isDisabled(bidder)) throw notFound(forClient ? 'client_not_found' : 'not_found');
    if (forClient && bidder.userType !== USER_TYPE.client && bidder.userType !== USER_TYPE.dealer) throw notFound('client_not_found');
    const perms = normalizePermissions(bidder.permissions);
    if (!perms.biddingAllowed) throw forbidden('bidding_not_allowed');

    const m = await findLotForMedia(tx, input.carId);
    if (!m) throw notFound('lot_not_found');
    if (!perms[PAGE_PERMISSION[pageTypeOf(m.lot, now)]]) throw forbidden(forClient ? 'bidding_not_allowed' : 'forbidden');
    if (input.lotType !== m.lot.kind) throw unprocessable({ lotType: MSG.invalidField });
    const refusal = biddingRefusal(biddingState(m.lot, { closeMinutes: config.bidCloseMinutes, deadlineCheck: perms.bidDeadlineCheck }, now));
    if (refusal) throw new AppError(409, refusal);

    const fields = fieldErrors(m, input, perms.exportTypeOptional);
    const existing = await repo.findUserBid(tx, bidderId, m.lot.id);
    const raising = existing !== null && ACTIVE_BID_STATUSES.includes(existing.status);
    if (raising && !fields.amount && input.amount <= existing.amount) fields.amount = PLACE_BID_MSG.mustBeHigher;
    if (Object.keys(fields).length > 0) throw unprocessable(fields);
    // Don't bid, Finished, Win: the bid was settled by the manager; it cannot be placed again.
    if (existing && !raising && existing.status !== BID_STATUS.cancel) throw new AppError(409, 'bid_locked');

    if (!raising && perms.dailyBidLimitCheck && (await repo.countNewBidsToday(tx, bidderId, now)) >= bidder.dailyBidLimit) {
      throw new AppError(DAILY_LIMIT_STATUS, 'daily_bid_limit');
    }
    if (perms.creditLimitCheck) await checkCredit(tx, bidder, input.amount, existing?.id, now);
    return toResult(await write(tx, actor, bidderId, input, existing, raising));
  });
}

/** The amount and bid type messages (422), both at once so the form marks every field. */
function fieldErrors(m: MediaLot, input: PlaceBidInput, exportTypeOptional: boolean): FieldMessages {
  const fields: FieldMessages = {};
  if (m.lot.kind === 'stock') {
    // A stock car is ordered at its fixed price (kept in sold_price).
    if (input.amount !== m.lot.soldPrice) fields.amount = MSG.invalidField;
  } else {
    const error = bidAmountError(input.amount, m.lot.startPrice);
    if (error) fields.amount = error;
  }
  if (input.bidType === null && !exportTypeOptional) fields.bidType = PLACE_BID_MSG.required;
  return fields;
}

/** amount ≤ balance + credit limit − active bids (the raised bid's old amount left out); also the manager's price edit. */
export async function checkCredit(tx: Tx, bidder: Bidder, amount: number, raisedBidId: number | undefined, now: Date): Promise<void> {
  const [balance, active] = await Promise.all([ledgerBalance(tx, bidder.id), activeBidsSummary(tx, bidder.id, raisedBidId, now)]);
  if (amount > bidAllowance({ balance, creditLimit: bidder.creditLimit, activeBids: active.sum })) {
    throw new AppError(409, 'credit_limit_exceeded');
  }
}

async function write(tx: Tx, actor: AuthUser, bidderId: number, input: PlaceBidInput, existing: repo.BidRow | null, raising: boolean) {
  const values = { amount: input.amount, bidGroup: input.bidGroup, exportType: input.bidType, comment: input.comment, placedById: actor.id };
  let bid: repo.BidRow;
  if (existing) {
    // Raised, or a cancelled bid placed again (a new bid: New again, counted against the daily limit).
    bid = await repo.updateBid(tx, existing.id, { ...values, ...(raising ? {} : { status: BID_STATUS.new }), updatedAt: clock.now() });
  } else {
    bid = await repo.insertBid(tx, { ...values, userId: bidderId, lotId: input.carId, status: BID_STATUS.new });
  }
  await repo.insertBidLog(tx, { bidId: bid.id, actorId: actor.id, event: raising ? 'raised' : 'created', status: bid.status, amount: bid.amount });
  return bid;
}

/**
 * PUT /bid/update-bid-status from the bid's owner (a manager's request goes to
 * bid-manage.service.ts): the lot page's cancellation (status 4), while the bid is New or Bid and
 * before 21:00 Tokyo the day before the auction. A client asking for any other status is refused
 * outright (403), whoever's bid it names; someone else's bid is answered like a missing one (404),
 * so ids reveal nothing.
 */
export async function updateBidStatus(db: Db, actor: AuthUser, input: { bidId: number; status: number }, now = clock.now()): Promise<void> {
  if (input.status !== BID_STATUS.cancel && !isManager(actor)) throw forbidden();
  const found = await repo.findBidById(db, input.bidId);
  if (!found || !canChange(actor, found.userId)) throw notFound('bid_not_found');
  // The bid manager's other status changes come with its own screen (a later issue).
  if (input.status !== BID_STATUS.cancel) throw unprocessable({ status: MSG.invalidField });

  await db.transaction(async (tx) => {
    // The owner's lock, as every write to their bids takes: a raise and a cancel never interleave.
    await repo.lockBidder(tx, found.userId);
    const bid = await repo.findBidById(tx, found.id);
    const m = bid && (await findLotForMedia(tx, bid.lotId));
    if (!bid || !m) throw notFound('bid_not_found');
    if (!canCancelBid(bid.status, m.lot.auctionDate, now)) throw new AppError(409, 'cancel_not_allowed');
    const cancelled = await repo.updateBid(tx, bid.id, { status: BID_STATUS.cancel, updatedAt: clock.now() });
    await repo.insertBidLog(tx, { bidId: bid.id, actorId: actor.id, event: 'cancelled', status: cancelled.status, amount: cancelled.amount });
  });
}
