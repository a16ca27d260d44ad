import type { BidRow } from '../../lib/bid-row';
import type { BidCellProps, BidCellSlots } from './cell-slots';

/** What the grid and the cards need for one bid besides the bid itself. */
export interface BidRowView {
  bid: BidRow;
  /** The lot link (spec 2 §2; the archive opens the sales-statistics lot). */
  href: string;
  /** Every slot filled: the given cells, the read-only ones for the rest. */
  cells: Required<BidCellSlots>;
  /** The props every slot of this row gets, for the grid's cells. */
  cellProps: BidCellProps;
  /** exportTypeShow: the export type is shown with the bid. */
  showExportType: boolean;
}
