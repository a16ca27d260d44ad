import { z } from 'zod';
import { BID_STATUS } from '../codes.js';
import { MSG } from '../errors.js';

// PUT /bid/update-bid-status (spec 2 §4 "My bid and cancellation"). For now the lot page's
// cancellation: status 4, by the bid's owner (or a manager), while the bid is New or Bid and
// before 21:00 Tokyo the day before the auction. Another status from a client: 403; a
// cancellation outside its window: 409 `cancel_not_allowed`; someone else's bid: 404.

export const updateBidStatusBody = z.object({
  bidId: z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: MSG.invalidField })
    .pipe(z.number().int().min(1, { error: MSG.invalidField }).max(2_147_483_647, { error: MSG.invalidField })),
  status: z.union([z.number(), z.string().trim().regex(/^\d$/).transform(Number)], { error: MSG.invalidField })
    .pipe(z.number().int().min(BID_STATUS.new, { error: MSG.invalidField }).max(BID_STATUS.blank, { error: MSG.invalidField })),
});
export type UpdateBidStatusBody = z.input<typeof updateBidStatusBody>;
export const updateBidStatusResponse = z.object({ success: z.boolean(), error: z.string().optional() });
