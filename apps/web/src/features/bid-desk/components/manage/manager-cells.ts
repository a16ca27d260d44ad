import type { BidCellSlots } from '../list/cell-slots';
import { RowActions } from './row-actions';
import { SoldPriceEditor } from './sold-price-editor';
import { StatusButtons } from './status-buttons';
import { UserPopover } from './user-popover';

/**
 * The manager's cells of a bid row (spec 2 §6 "Manager view"): status buttons, the editable sold
 * price, the edit-bid modal with the auto-bid switch, and the owner's popover. Each falls back to
 * its read-only view on archive rows and rows that cannot change.
 */
export const MANAGER_CELLS: BidCellSlots = {
  StatusCell: StatusButtons,
  SoldPriceCell: SoldPriceEditor,
  RowActions,
  UserCell: UserPopover,
};

/**
 * The archive list (/archive-bids) changes nothing, but a manager still sees the owner's details
 * there (spec 2 §6); every other viewer gets the read-only cell from the popover itself.
 */
export const ARCHIVE_CELLS: BidCellSlots = { UserCell: UserPopover };
