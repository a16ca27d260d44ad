import { z } from 'zod';
import { MSG } from '../errors.js';
import { idField } from '../primitives.js';

// PUT /bid/update-auto-bid (spec 2 §4 "Auto-bid", §7): a manager switches auto-bid on a bid
// (403 forbidden for anyone else). Refusals: 404 bid_not_found, 409 bid_archived /
// bid_not_editable, 422 { autoBid: Errors.InvalidField }. The same value again changes nothing.
// Answer: { success: true }.

export const updateAutoBidBody = z.object({
  bidId: idField,
  autoBid: z.boolean({ error: MSG.invalidField }),
});
export type UpdateAutoBidBody = z.input<typeof updateAutoBidBody>;
export const updateAutoBidResponse = z.object({ success: z.boolean(), error: z.string().optional() });
