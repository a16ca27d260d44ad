import {
  FINANCE_KEYS, languageCode, partiesEditable, type FinanceKey, type PurchaseDetailResponse, type PurchaseDocument, type PurchaseListItem, type PurchaseParty,
} from '@jauc/contract';
import type { TextLanguage } from '../../lib/request-language.js';
import { LARGE_WIDTH, lotImageUrls, type LotMediaRef } from '../photo-proxy/lot-media-urls.js';
import { bidTypes } from '../lots-core/bid-types.js';
import { colourName } from '../site/colours.js';
import type { DocumentRow, PurchaseRow } from './purchases.repo.js';
import { financeLabel, statusLabel } from './purchase-texts.js';
import type { PdfCar } from './purchase-pdf.js';

// How a purchased car row reads in the answers (list item, detail) and on paper (the PDFs).

export const purchaseReference = (id: number) => `P-${String(id).padStart(6, '0')}`;
export const invoiceUrl = (id: number) => `/api/v1/purchased-cars/${id}/invoice`;
export const documentUrl = (id: number, docId: number) => `/api/v1/purchased-cars/${id}/documents/${docId}`;
export const purchaseZipUrl = (id: number) => `/api/v1/purchased-cars/download-images/${id}/images.zip`;

export function financeValues(r: PurchaseRow): Record<FinanceKey, number> {
  return {
    carPrice: Number(r.price), auctionFee: Number(r.auction_fee), agentFee: Number(r.agent_fee),
    delivery: Number(r.delivery_fee), freight: Number(r.freight), otherFees: Number(r.other_fees),
  };
}
export const financeTotal = (r: PurchaseRow) => Object.values(financeValues(r)).reduce((a, b) => a + b, 0);

// chassis_no is the whole chassis number (code and serial, "ZVW30-1234567"), as the listings show it.
const chassis = (r: PurchaseRow) => r.chassis_no;
const exportTypeLabel = (value: number | null, lang: TextLanguage) => (value === null ? null : bidTypes(lang).find((t) => t.value === value)?.label ?? null);

const mediaRef = (r: PurchaseRow): LotMediaRef => ({ id: r.lot_id, imageCount: r.image_count, photoKey: r.photo_key });

export function listItem(r: PurchaseRow, lang: TextLanguage): PurchaseListItem {
  return {
    id: r.id, sku: purchaseReference(r.id), auction: r.auction, lotNo: r.lot_no, maker: r.maker, model: r.model, year: r.year,
    chassis: chassis(r), images: lotImageUrls(mediaRef(r)), purchaseDate: r.purchase_date, status: r.status,
    statusLabel: statusLabel(r.status, lang), totalPrice: financeTotal(r), exportPort: r.export_port, voyage: r.voyage, etd: r.etd, eta: r.eta,
    owner: { id: r.user_id, fullName: r.owner_name },
  };
}

const EMPTY_PARTY: PurchaseParty = { fullName: '', address: '', country: '', port: '', email: '', telephone: '', documentList: '' };
export const partyOf = (stored: Record<string, string> | null): PurchaseParty => ({ ...EMPTY_PARTY, ...(stored ?? {}) });

export function documentView(purchaseId: number, d: DocumentRow): PurchaseDocument {
  return { id: d.id, kind: d.kind, name: d.originalName, path: documentUrl(purchaseId, d.id), type: d.contentType, size: d.size, uploadedAt: d.createdAt.toISOString() };
}

export function detailView(r: PurchaseRow, docs: DocumentRow[], lang: TextLanguage, can: { manage: boolean; change: boolean }): PurchaseDetailResponse {
  const finances = financeValues(r);
  const ref = mediaRef(r);
  return {
    success: true,
    carDetail: {
      id: r.id, carId: r.lot_id, title: `${r.maker} ${r.model} ${r.grade}`.trim(), model: r.model, yearMonth: String(r.year), chassis: chassis(r),
      mileage: r.mileage, engine: r.engine, color: colourName(r.color, lang), purchaseDate: r.purchase_date, auction: r.auction, lotNo: r.lot_no,
    },
    consignee: partyOf(r.consignee),
    notifyParty: partyOf(r.notify_party),
    finances: { fields: FINANCE_KEYS.map((key) => ({ key, value: finances[key], label: financeLabel(key, lang) })), total: financeTotal(r) },
    logistics: {
      stockYard: r.stock_yard, exportPort: r.export_port, typeOfExport: r.type_of_export, typeOfExportLabel: exportTypeLabel(r.type_of_export, lang),
      purchaseDate: r.purchase_date, shippingLine: r.shipping_line, voyage: r.voyage, destination: r.destination, etd: r.etd, eta: r.eta,
      status: r.status, statusLabel: statusLabel(r.status, lang), dischargePort: r.discharge_port,
    },
    // Generated photos are drawn to size in the browser: the same files serve as thumbnails;
    // provider photos come from the proxy in the two sizes (decision 020).
    lotImages: { images: lotImageUrls(ref, LARGE_WIDTH), thumbnails: lotImageUrls(ref) },
    documents: docs.map((d) => documentView(r.id, d)),
    invoiceUrl: invoiceUrl(r.id),
    note: r.note,
    owner: { id: r.user_id, fullName: r.owner_name },
    canManage: can.manage,
    canEditParties: can.change && partiesEditable(r.status),
  };
}

/** The owner's language: the invoice reads the same whoever downloads it. */
export const ownerLanguage = (r: PurchaseRow): TextLanguage => languageCode(r.owner_language);

export function pdfCar(r: PurchaseRow, lang: TextLanguage): PdfCar {
  return {
    reference: purchaseReference(r.id), title: `${r.maker} ${r.model} ${r.grade}`.trim(), chassis: chassis(r), year: r.year, mileage: r.mileage,
    color: colourName(r.color, lang), engine: r.engine, auction: r.auction, lotNo: r.lot_no, purchaseDate: r.purchase_date, ownerName: r.owner_name,
    consigneeName: partyOf(r.consignee).fullName || r.owner_name, exportPort: r.export_port ?? '', destination: r.destination ?? '',
    typeOfExport: exportTypeLabel(r.type_of_export, lang) ?? '',
  };
}
