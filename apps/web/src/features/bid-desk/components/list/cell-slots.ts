import type { ComponentType } from 'react';
import type { BidListType, BidRow } from '../../lib/bid-row';

/**
 * The cells of a bid row that differ between the read-only view (clients, dealers, the archive;
 * spec 2 §6 "Client view") and the manager view (status buttons, editable sold price, edit
 * popup, auto-bid switch, user popover). The list renders these slots in both the desktop grid
 * and the mobile cards; each slot left out falls back to the read-only cell.
 *
 * The manager actions (features/bid-desk/components/manage/) fill them in. A slot component:
 * - gets the row as the list has it (`bid`) and may keep its own editing state; the list gives
 *   the same component for every row, keyed by `bid.bidId`, so that state survives refetches;
 * - updates the server through its own api/update-*.ts file and, when done, calls
 *   `invalidateBidDesk(queryClient)` from api/bid-desk-keys.ts so lists, counters and filters
 *   refresh (spec 2 §4: "After a status update finishes, the filters/counters request is refreshed");
 * - must stay read-only when `editable` is false (archive tab, or a status outside 1, 2, 6).
 */
export interface BidCellProps {
  bid: BidRow;
  listType: BidListType;
  /** The archive tab or list: nothing changes there (spec 2 §4). */
  archive: boolean;
  /**
   * The viewer may change this row: a manager, outside the archive. Status 1, 2 and 6 rows
   * only for the price and edit actions (spec 2 §4); the status cell decides per status itself.
   */
  editable: boolean;
  /** Where the cell is drawn: a grid cell (desktop) or a line of a card (mobile). */
  layout: 'grid' | 'card';
}

export interface BidCellSlots {
  /** The bid status: a read-only badge by default; the manager's status buttons / menu. */
  StatusCell?: ComponentType<BidCellProps>;
  /** The sold price: read-only yen by default; click-to-edit with undo for managers. */
  SoldPriceCell?: ComponentType<BidCellProps>;
  /** Extra actions of a row (edit-bid button and modal, auto-bid switch); none by default. */
  RowActions?: ComponentType<BidCellProps>;
  /**
   * The owner of the bid: the name (or the company-manager label on one's own bid) by default;
   * the manager's popover with the user object's details.
   */
  UserCell?: ComponentType<BidCellProps>;
  /**
   * The chat of the bid: the last message with an unread dot by default (spec 2 §2); the bid
   * chat (with the managers' history tab) plugs in here.
   */
  ChatCell?: ComponentType<BidCellProps>;
}
