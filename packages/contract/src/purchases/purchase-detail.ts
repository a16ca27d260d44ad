import { z } from 'zod';
import { idField } from '../primitives.js';

// GET /purchased-cars/{id} (spec 2 §3 "Purchased car details"): the car, its consignee and notify
// party, finances, logistics, photos, documents and the manager's note. Another client's car (or
// one that does not exist) answers 404 not_found. Dates are YYYY-MM-DD; money is integer yen.

export const purchaseIdParams = z.object({ id: idField });

export const purchaseCarDetail = z.object({
  id: z.number().int(),
  /** The lot the car was bought from (its lot page while it is listed). */
  carId: z.number().int(),
  title: z.string(),
  model: z.string(),
  /** Model year (the lots carry the year only), as YYYY. */
  yearMonth: z.string(),
  chassis: z.string(),
  mileage: z.number().int(),
  engine: z.number().int(),
  color: z.string(),
  purchaseDate: z.string(),
  auction: z.string(),
  lotNo: z.number().int(),
});

/** Consignee or notify party: filled by the owner until the car ships (see update-party.ts). */
export const purchaseParty = z.object({
  fullName: z.string(),
  address: z.string(),
  country: z.string(),
  port: z.string(),
  email: z.string(),
  telephone: z.string(),
  /** The documents this party is to receive (free text, e.g. "original B/L, export certificate"). */
  documentList: z.string(),
});
export type PurchaseParty = z.infer<typeof purchaseParty>;

/** The finance lines in a fixed order; car price is the bid's sold price. */
export const FINANCE_KEYS = ['carPrice', 'auctionFee', 'agentFee', 'delivery', 'freight', 'otherFees'] as const;
export type FinanceKey = (typeof FINANCE_KEYS)[number];

export const purchaseFinances = z.object({
  fields: z.array(z.object({ key: z.enum(FINANCE_KEYS), value: z.number().int(), label: z.string() })),
  total: z.number().int(),
});

export const purchaseLogistics = z.object({
  stockYard: z.string().nullable(),
  exportPort: z.string().nullable(),
  /** Export type (bid type 1–4) and its label in the request's language. */
  typeOfExport: z.number().int().nullable(),
  typeOfExportLabel: z.string().nullable(),
  purchaseDate: z.string(),
  shippingLine: z.string().nullable(),
  voyage: z.string().nullable(),
  destination: z.string().nullable(),
  etd: z.string().nullable(),
  eta: z.string().nullable(),
  /** Purchase status: null is Processing. */
  status: z.number().int().nullable(),
  statusLabel: z.string(),
  dischargePort: z.string().nullable(),
});

export const DOCUMENT_KINDS = ['invoice', 'export_certificate', 'bill_of_lading', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const purchaseDocument = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  /** The file name as uploaded. */
  name: z.string(),
  /** Download URL (the session cookie goes with it; the same access check runs there). */
  path: z.string(),
  /** Content type: application/pdf, image/jpeg, image/png or image/webp. */
  type: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type PurchaseDocument = z.infer<typeof purchaseDocument>;

export const purchaseDetailResponse = z.object({
  success: z.literal(true),
  carDetail: purchaseCarDetail,
  consignee: purchaseParty,
  notifyParty: purchaseParty,
  finances: purchaseFinances,
  logistics: purchaseLogistics,
  lotImages: z.object({ images: z.array(z.string()), thumbnails: z.array(z.string()) }),
  documents: z.array(purchaseDocument),
  /** The invoice generated from the finances, in the owner's language (downloadInvoice). */
  invoiceUrl: z.string(),
  note: z.string(),
  owner: z.object({ id: z.number().int(), fullName: z.string() }),
  /** What the caller may change: everything as a manager; the parties as the owner before shipping. */
  canManage: z.boolean(),
  canEditParties: z.boolean(),
});
export type PurchaseDetailResponse = z.infer<typeof purchaseDetailResponse>;
