import { z } from 'zod';
import { MSG } from '../errors.js';
import { idField } from '../primitives.js';

// PUT /bid/update-adjustment-price (spec 2 §4 "Edit bid modal", §6 adjustmentPriceShow, §7): a
// manager holding adjustmentPriceShow (403 forbidden otherwise) sets the bid's adjustment price:
// whole yen, may be negative (a discount), or null / '' to clear. Refusals: 404 bid_not_found,
// 409 bid_archived / bid_not_editable, 422 { adjustmentPrice: Errors.InvalidField }.
// Answer: { success: true }.

const MAX_YEN = 9_000_000_000_000;

export const adjustmentPriceField = z.union(
  [
    z.literal('').transform(() => null),
    z.null(),
    z.union([z.number(), z.string().trim().regex(/^-?\d{1,13}$/).transform(Number)], { error: MSG.invalidField })
      .pipe(z.number({ error: MSG.invalidField }).int({ error: MSG.invalidField }).min(-MAX_YEN, { error: MSG.invalidField }).max(MAX_YEN, { error: MSG.invalidField })),
  ],
  { error: MSG.invalidField },
);

export const updateAdjustmentPriceBody = z.object({
  bidId: idField,
  adjustmentPrice: adjustmentPriceField,
});
export type UpdateAdjustmentPriceBody = z.input<typeof updateAdjustmentPriceBody>;
export const updateAdjustmentPriceResponse = z.object({ success: z.boolean(), error: z.string().optional() });
