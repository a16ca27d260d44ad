import { z } from 'zod';
import { idField } from '../primitives.js';
import { PLACE_BID_MSG } from '../rules/bid-rules.js';
import { bidGroupField, bidTypeField, wholeYen } from './place-bid.js';
import { adjustmentPriceField } from './update-adjustment-price.js';

// PUT /bid/update-bid-price (spec 2 §4 "Edit bid modal", §7), managers only (403 forbidden
// otherwise). jasId is the bid's id. The amount follows the lot page's rules (422 amount
// PlaceBid.Required / LowerPrice / IncorrectBid:5000; a stock car's amount must be its price:
// Errors.InvalidField) and, when raised on an active bid of an owner with creditLimitCheck, the
// owner's credit (409 credit_limit_exceeded). exportType: 1–4, blank only when the owner has
// exportTypeOptional (422 exportType PlaceBid.Required). bidGroup: 1–99 or blank; a Win moved to a
// group with another Win: 409 group_already_won. adjustmentPrice: optional; a change needs the
// manager's adjustmentPriceShow (403 forbidden). Also 404 bid_not_found, 409 bid_archived /
// bid_not_editable. Every changed field is logged with old and new values.

export const updateBidPriceBody = z.object({
  amount: wholeYen(PLACE_BID_MSG.required),
  /** The bid's id (named as the documents name it). */
  jasId: idField,
  bidGroup: bidGroupField,
  /** Absent: unchanged; null or '': cleared. */
  adjustmentPrice: adjustmentPriceField.optional(),
  exportType: bidTypeField,
});
export type UpdateBidPriceBody = z.input<typeof updateBidPriceBody>;
export type UpdateBidPriceInput = z.output<typeof updateBidPriceBody>;

export const updateBidPriceResponse = z.object({
  bidAmount: z.number().int(),
  bidId: z.number().int(),
  bidStatus: z.number().int(),
  /** ISO instant of the bid's last change. */
  bidDate: z.string(),
  exportType: z.number().int().nullable(),
});
export type UpdateBidPriceResult = z.infer<typeof updateBidPriceResponse>;
