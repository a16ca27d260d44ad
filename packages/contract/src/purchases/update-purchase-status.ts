import { z } from 'zod';
import { successSchema } from '../errors.js';
import { purchaseStatusValue } from './purchase-status.js';

// PUT /purchased-cars/{id}/status (managers): the purchase status, 0 for Processing, 1–8.
// Purchase cancelled (7) comes only from taking the Win back on the bid (which credits the price
// in the ledger), and a cancelled purchase is reopened only by a Win again: both answer 409
// purchase_cancelled, so the purchase and the ledger never disagree. Logged.
export const updatePurchaseStatusBody = z.object({ status: purchaseStatusValue });
export type UpdatePurchaseStatusBody = z.infer<typeof updatePurchaseStatusBody>;
export const updatePurchaseResponse = successSchema;
