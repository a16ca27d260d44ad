import { z } from 'zod';
import { BID_STATUS } from '../codes.js';
import { MSG } from '../errors.js';
import { idField } from '../primitives.js';
import { soldPriceField } from './update-sold-price.js';

// PUT /bid/update-bid-status (spec 2 §4 "Bid status", "My bid and cancellation"; DESIGN.md §3).
// - The bid's owner (client or dealer) may only cancel (status 4) their own New or Bid bid before
//   21:00 Tokyo the day before the auction (409 cancel_not_allowed). Any other status from a
//   non-manager: 403 forbidden. Someone else's bid: 404 bid_not_found.
// - A manager sets any selectable status (1–6) on any bid, by the rules of
//   rules/bid-manage-rules.ts: 409 bid_archived (the bid is in the archive), 409 bid_not_editable
//   (current status not 1, 2 or 6), 409 future_auction_status (New -> Bid / Don't bid before the
//   auction day), 422 { status: Errors.InvalidField } (7 or out of range).
// - Win (6) needs a sold price, on the bid already or sent here as `soldPrice` (409
//   win_sold_price_required), and `confirm`: how many confirmation dialogs the manager accepted,
//   1, or 2 on a future auction (409 win_not_confirmed). A Win in a group where the client already
//   won: 409 group_already_won. The Win sets the same client's other New/Bid bids of the group to
//   Don't bid, creates the purchased car and books the Car Purchase debit, all at once.
// - Moving a Win to another status reverses it: the purchase becomes Purchase cancelled (7) and a
//   correcting credit is booked; the debit stays in the ledger.
// - Setting the status a bid already has changes nothing and answers success (a retried request
//   never books twice).
// Answer: { success: true }; refusals are the 4xx above (`error` is never sent today).

export const updateBidStatusBody = z.object({
  bidId: idField,
  status: z.union([z.number(), z.string().trim().regex(/^\d$/).transform(Number)], { error: MSG.invalidField })
    .pipe(z.number().int().min(BID_STATUS.new, { error: MSG.invalidField }).max(BID_STATUS.blank, { error: MSG.invalidField })),
  /** Win only: the sold price, when the bid does not carry one yet (or to replace it). */
  soldPrice: soldPriceField.optional(),
  /** Win only: the number of confirmation dialogs accepted (1; 2 on a future auction). */
  confirm: z.union([z.number(), z.string().trim().regex(/^\d$/).transform(Number)], { error: MSG.invalidField })
    .pipe(z.number().int().min(0, { error: MSG.invalidField }).max(2, { error: MSG.invalidField }))
    .optional(),
});
export type UpdateBidStatusBody = z.input<typeof updateBidStatusBody>;
export type UpdateBidStatusInput = z.output<typeof updateBidStatusBody>;
export const updateBidStatusResponse = z.object({ success: z.boolean(), error: z.string().optional() });
