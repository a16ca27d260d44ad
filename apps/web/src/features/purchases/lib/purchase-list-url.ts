import { isDateInputValid } from '../../../lib/date-input';

/** What /purchased-cars keeps in its URL (shareable, survives a reload). */
export interface PurchaseListParams {
  /** A purchase status 0 (Processing) to 8, or '' for all. */
  status: string;
  dateFrom: string;
  dateTo: string;
  page: number;
}

/** The query of GET /purchased-cars/list. */
export interface PurchaseListRequest {
  status?: number;
  dateFrom?: string;
  dateTo?: string;
  page: number;
  pageSize: number;
}

export const PURCHASE_LIST_PARAMS = new Set(['status', 'dateFrom', 'dateTo', 'page']);

/** Anything unknown in the URL is dropped rather than sent (a hand-edited link still opens). */
export function parsePurchaseListParams(search: URLSearchParams): PurchaseListParams {
  const status = search.get('status') ?? '';
  const date = (key: string) => {
    const v = search.get(key) ?? '';
    return isDateInputValid(v) ? v : '';
  };
  const page = Number(search.get('page'));
  return { status: /^[0-8]$/.test(status) ? status : '', dateFrom: date('dateFrom'), dateTo: date('dateTo'), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function serializePurchaseListParams(p: PurchaseListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.status) out.set('status', p.status);
  if (p.dateFrom) out.set('dateFrom', p.dateFrom);
  if (p.dateTo) out.set('dateTo', p.dateTo);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

export function purchaseListRequest(p: PurchaseListParams, pageSize: number): PurchaseListRequest {
  return {
    page: p.page,
    pageSize,
    ...(p.status ? { status: Number(p.status) } : {}),
    ...(p.dateFrom ? { dateFrom: p.dateFrom } : {}),
    ...(p.dateTo && !(p.dateFrom && p.dateFrom > p.dateTo) ? { dateTo: p.dateTo } : {}),
  };
}
