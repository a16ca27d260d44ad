import { BID_SORT_FIELDS, DEALER_BID_TYPES, bidListQuery, type BidSortField, type DealerBidType } from '@jauc/contract';

/**
 * The state of a bid list page carried in its URL (so reloads, links and Back restore it): the
 * tab, the dealer's bid type, sort, page, the lot-number search and the filters, each under the
 * query key the list call takes (spec 2 §7). The page size is a local setting (spec 2 §9).
 */

/**
 * The filter keys of the list call, in the order chips and filter bars show them. The last two
 * are on/off views a dashboard tile opens the list with (value "1"): the unread chats, the
 * results waiting; they show as chips only.
 */
export const FILTER_KEYS = ['auctionDate', 'auction', 'manager', 'user', 'chassisId', 'condition', 'mileage', 'status', 'bidGroups', 'archiveStatus', 'unread', 'awaitingResult'] as const;
/** The on/off filters among FILTER_KEYS. */
export const FLAG_FILTER_KEYS = ['unread', 'awaitingResult'] as const satisfies readonly BidFilterKey[];
export type BidFilterKey = (typeof FILTER_KEYS)[number];
/** Chosen values per filter key, as the URL holds them (text; ids compared as text). */
export type BidFilterValues = Partial<Record<BidFilterKey, string[]>>;

/** All; one bid status 1–7; the archive (active lists of non-clients); the results waiting for the manager. */
export type BidTab = 'all' | 'archive' | 'awaiting' | number;

export interface BidListUrlState {
  tab: BidTab;
  /** Dealer page only: all (default), mine, clients. */
  bidType: DealerBidType;
  sort: { sort: BidSortField; order: 'ASC' | 'DESC' } | null;
  page: number;
  /** The lot number searched for (the list's lotNo). */
  lotNo: string;
  filters: BidFilterValues;
}

export const DEFAULT_BID_LIST_STATE: BidListUrlState = { tab: 'all', bidType: 'all', sort: null, page: 1, lotNo: '', filters: {} };

const shape = bidListQuery.shape;

function parseTab(raw: string | null): BidTab {
  if (raw === 'archive' || raw === 'awaiting') return raw;
  if (raw && /^[1-7]$/.test(raw)) return Number(raw);
  return 'all';
}

/**
 * Reads the state from the URL. Each filter is checked with the list call's own schema: a
 * hand-edited or outdated link loses only the bad parameter, never the page.
 */
export function parseBidListUrl(params: URLSearchParams): BidListUrlState {
  const raw = (key: string) => params.get(key);
  const state: BidListUrlState = { ...DEFAULT_BID_LIST_STATE, tab: parseTab(raw('tab')), filters: {} };
  const bidType = raw('bidType');
  if ((DEALER_BID_TYPES as readonly string[]).includes(bidType ?? '')) state.bidType = bidType as DealerBidType;
  const page = Number(raw('page'));
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) state.page = page;
  const sort = raw('sort');
  if ((BID_SORT_FIELDS as readonly string[]).includes(sort ?? '')) state.sort = { sort: sort as BidSortField, order: raw('order') === 'DESC' ? 'DESC' : 'ASC' };
  const lotNo = raw('lotNo')?.trim() ?? '';
  if (/^\d{1,9}$/.test(lotNo)) state.lotNo = lotNo;
  for (const key of FILTER_KEYS) {
    const value = raw(key);
    if (!value || !shape[key].safeParse(value).success) continue;
    const items = value.split(',').map((s) => s.trim()).filter(Boolean);
    if (items.length) state.filters[key] = items;
  }
  return state;
}

/** The URL form of a state; defaults are left out. */
export function serializeBidListUrl(state: BidListUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== 'all') params.set('tab', String(state.tab));
  if (state.bidType !== 'all') params.set('bidType', state.bidType);
  if (state.sort) {
    params.set('sort', state.sort.sort);
    params.set('order', state.sort.order);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.lotNo) params.set('lotNo', state.lotNo);
  for (const key of FILTER_KEYS) {
    const values = state.filters[key];
    if (values?.length) params.set(key, values.join(','));
  }
  return params;
}

export const OWNED_KEYS: ReadonlySet<string> = new Set(['tab', 'bidType', 'sort', 'order', 'page', 'lotNo', ...FILTER_KEYS]);

export const hasFilters = (filters: BidFilterValues) => FILTER_KEYS.some((key) => (filters[key]?.length ?? 0) > 0);

export type BidListRequest = Record<string, string | number | undefined>;

/**
 * The query of a list call (spec 2 §7): the tab as bidStatus (or awaitingResult), the dealer's
 * bidType, paging, sort and order only when sorting, the lot number and the filters.
 */
export function toBidListRequest(state: BidListUrlState, options: { pageSize: number; dealer: boolean; archive: boolean }): BidListRequest {
  const query: BidListRequest = { page: state.page, pageSize: options.pageSize };
  if (typeof state.tab === 'number') query.bidStatus = state.tab;
  if (state.tab === 'awaiting') query.awaitingResult = 1;
  if (options.dealer) query.bidType = state.bidType;
  if (state.sort) {
    query.sort = state.sort.sort;
    query.order = state.sort.order;
  }
  if (state.lotNo) query.lotNo = state.lotNo;
  for (const key of FILTER_KEYS) {
    if (key === 'archiveStatus' && !options.archive) continue;
    const values = state.filters[key];
    if (values?.length) query[key] = values.join(',');
  }
  return query;
}
