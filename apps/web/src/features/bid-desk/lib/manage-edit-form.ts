import { bidAmountError, formatThousands, type UpdateAdjustmentPriceBody, type UpdateBidPriceBody } from '@jauc/contract';
import { parseAmount } from '../../../lib/amount-input';
import type { BidRow } from './bid-row';

// The edit-bid modal's values (spec 2 §4 "Edit bid modal"): the bid price in the 5000 step, the
// adjustment price (a discount may be negative) and the export type, as the inputs hold them.

export interface EditBidValues {
  amount: string;
  adjustmentPrice: string;
  /** '' is no export type. */
  exportType: string;
}

export const editValuesOf = (bid: BidRow): EditBidValues => ({
  amount: formatThousands(bid.bidAmount),
  adjustmentPrice: bid.adjustmentPrice === null || bid.adjustmentPrice === undefined ? '' : formatThousands(bid.adjustmentPrice),
  exportType: bid.exportType === null || bid.exportType === undefined ? '' : String(bid.exportType),
});

/** The amount's message (PlaceBid.*) or null. A stock car keeps its price: nothing to check. */
export function editAmountError(bid: BidRow, values: EditBidValues): string | null {
  if (bid.lotType === 'stock') return null;
  return bidAmountError(parseAmount(values.amount), bid.startPrice);
}

/** The two requests Save sends together: the bid price, and the adjustment price when shown. */
export function editRequests(bid: BidRow, values: EditBidValues, { adjustment, exportType }: { adjustment: boolean; exportType: boolean }) {
  const price: UpdateBidPriceBody = {
    amount: bid.lotType === 'stock' ? bid.bidAmount : (parseAmount(values.amount) ?? 0),
    jasId: bid.bidId,
    bidGroup: bid.bidGroup,
    // Hidden (no exportTypeShow): the bid keeps the type it has.
    exportType: exportType ? (values.exportType === '' ? null : Number(values.exportType)) : (bid.exportType ?? null),
  };
  const adjustmentPrice: UpdateAdjustmentPriceBody | null = adjustment ? { bidId: bid.bidId, adjustmentPrice: parseAmount(values.adjustmentPrice) } : null;
  return { price, adjustmentPrice };
}
