import { BID_STATUS, EDITABLE_BID_STATUSES, isFutureAuction, managerStatusRefusal, SELECTABLE_BID_STATUSES } from '@jauc/contract';
import type { BidRow } from './bid-row';

// What the manager's status buttons offer on a row (spec 2 §4 "Bid status"), from the rules the
// server enforces (contract rules/bid-manage-rules.ts).

/** The row is not on a later Tokyo day than `nowMs` (server clock): Bid / Don't bid are open. */
export const rowIsFutureAuction = (bid: Pick<BidRow, 'lotType' | 'auctionDate'>, nowMs: number) =>
  isFutureAuction({ kind: bid.lotType, auctionDate: new Date(bid.auctionDate) }, new Date(nowMs));

/** Only rows in status 1, 2 or 6 change (isAllowToEdit of spec 2 §3 "Client-side bid state"). */
export const isAllowToEdit = (status: number | null) => status !== null && EDITABLE_BID_STATUSES.includes(status);

export type StatusChoice =
  /** The row's status already. */
  | 'current'
  /** Blocked: New -> Bid / Don't bid before the auction day. */
  | 'future-blocked'
  /** Win: asks for confirmation (twice on a future auction). */
  | 'confirm-win'
  /** Any other status: saved on the click. */
  | 'direct';

/** What a click on status `next` does for a row in `current`. */
export function statusChoice(current: number, next: number, future: boolean): StatusChoice {
  if (next === current) return 'current';
  if (managerStatusRefusal(current, next, future) === 'future_auction_status') return 'future-blocked';
  return next === BID_STATUS.win ? 'confirm-win' : 'direct';
}

export const MANAGER_STATUSES = SELECTABLE_BID_STATUSES;
