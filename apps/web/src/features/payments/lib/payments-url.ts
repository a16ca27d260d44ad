import { LEDGER_TYPES, PAYMENTS_DEFAULT_PAGE_SIZE, type LedgerType } from '@jauc/contract';
import { isDateInputValid } from '../../../lib/date-input';

/** What /payments keeps in its URL (shareable, survives a reload). */
export interface PaymentsParams {
  type: LedgerType | '';
  dateFrom: string;
  dateTo: string;
  page: number;
  /** A manager reads a client's ledger (from the clients page). */
  userId: number | null;
}

/** The request of GET /payments/list for these parameters. */
export interface PaymentsRequest {
  type?: LedgerType;
  dateFrom?: string;
  dateTo?: string;
  page: number;
  pageSize: number;
  userId?: number;
}

export const PAYMENTS_PARAMS = new Set(['type', 'dateFrom', 'dateTo', 'page', 'userId']);

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Anything unknown in the URL is dropped rather than sent (a hand-edited link still opens). */
export function parsePaymentsParams(search: URLSearchParams): PaymentsParams {
  const type = search.get('type') ?? '';
  const date = (key: string) => {
    const v = search.get(key) ?? '';
    return isDateInputValid(v) ? v : '';
  };
  return {
    type: (LEDGER_TYPES as readonly string[]).includes(type) ? (type as LedgerType) : '',
    dateFrom: date('dateFrom'),
    dateTo: date('dateTo'),
    page: positive(search.get('page')) ?? 1,
    userId: positive(search.get('userId')),
  };
}

export function serializePaymentsParams(p: PaymentsParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.type) out.set('type', p.type);
  if (p.dateFrom) out.set('dateFrom', p.dateFrom);
  if (p.dateTo) out.set('dateTo', p.dateTo);
  if (p.page > 1) out.set('page', String(p.page));
  if (p.userId) out.set('userId', String(p.userId));
  return out;
}

export function paymentsRequest(p: PaymentsParams, pageSize: number = PAYMENTS_DEFAULT_PAGE_SIZE): PaymentsRequest {
  return {
    page: p.page,
    pageSize,
    ...(p.type ? { type: p.type } : {}),
    ...(p.dateFrom ? { dateFrom: p.dateFrom } : {}),
    ...(p.dateTo ? { dateTo: p.dateTo } : {}),
    ...(p.userId ? { userId: p.userId } : {}),
  };
}
