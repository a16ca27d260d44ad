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
