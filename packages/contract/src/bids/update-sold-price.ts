import { z } from 'zod';
import { MSG } from '../errors.js';
import { idField } from '../primitives.js';

// PUT /bid/update-sold-price (spec 2 §4 "Sold price editing", §7), managers only (403 forbidden
// for anyone else, before the body is read). soldPrice: whole yen as digits ('1250000'; spaces and
// thousands separators the input shows are not accepted), or '' to clear it. Refusals:
// 404 bid_not_found, 409 bid_archived / bid_not_editable (only New, Bid and Win rows), 409
// win_sold_price_required (clearing a Win's price), 422 { soldPrice: Errors.InvalidField }.
// A Win's new price moves its purchased car's price and books the difference in the ledger.
// Answer: { success: true }.

const MAX_YEN = 9_000_000_000_000;

/** Whole yen, positive; digits as a string or a number. */
export const soldPriceField = z
  .union([z.number(), z.string().trim().regex(/^\d{1,13}$/).transform(Number)], { error: MSG.invalidField })
  .pipe(z.number().int({ error: MSG.invalidField }).min(1, { error: MSG.invalidField }).max(MAX_YEN, { error: MSG.invalidField }));

export const updateSoldPriceBody = z.object({
  bidId: idField,
  /** '' (or null) clears the sold price. */
  soldPrice: z.union([z.literal('').transform(() => null), z.null(), soldPriceField], { error: MSG.invalidField }),
});
export type UpdateSoldPriceBody = z.input<typeof updateSoldPriceBody>;
export type UpdateSoldPriceInput = z.output<typeof updateSoldPriceBody>;
export const updateSoldPriceResponse = z.object({ success: z.boolean(), error: z.string().optional() });
