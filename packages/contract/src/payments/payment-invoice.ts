import { z } from 'zod';
import { idField } from '../primitives.js';
import { single } from '../bids/bid-list.js';

// GET /payments/invoice?id=<ledger entry id> → the invoice PDF of the purchased car the entry pays
// for (spec 2 §7: "success and url"). Whose: as GET /payments/list (owner, their dealer, managers;
// anyone else 404 not_found). An entry with no purchased car (a deposit) answers 404 not_found.
// Needs the downloadInvoice permission (403 download_not_allowed).

export const paymentInvoiceQuery = z.object({ id: single(idField) });
export type PaymentInvoiceQuery = z.output<typeof paymentInvoiceQuery>;

export const paymentInvoiceResponse = z.object({ success: z.literal(true), url: z.string() });
export type PaymentInvoiceResponse = z.infer<typeof paymentInvoiceResponse>;
