import { listingQuery, type FavoriteGroup, type ListingQuery, type PageType, type Range, type SortState } from '@jauc/contract';
import { mergeOwnedParams } from '../../../lib/list/url-params';

/**
 * The listing state carried in the page URL: every parameter of spec 1 §7 except the page size
 * (a local setting, spec 1 §9), the favorites group (part of the path) and the keyset cursor
 * (a hint for the server that is only valid next to the page it came from). The values use the
 * contract's own types, so what the URL holds is exactly what the server accepts.
 */
export type ListingUrlState = Omit<ListingQuery, 'pageSize' | 'favorite' | 'cursor'>;
export type ListingFilters = Omit<ListingUrlState, 'page' | 'sort' | 'order'>;

export const DEFAULT_LISTING_STATE: ListingUrlState = { page: 1 };

const RANGE_KEYS = ['mileage', 'engine', 'year'] as const;
const LIST_KEYS = ['chassis', 'condition', 'gearbox', 'color', 'status', 'auction', 'maker', 'model', 'date'] as const;
/** The order of the parameters in a serialized URL, so equal states give equal URLs. */
const FILTER_KEYS = [...RANGE_KEYS, ...LIST_KEYS, 'search', 'exportable'] as const satisfies readonly (keyof ListingFilters)[];

const shape = listingQuery.shape;

/**
 * Reads the listing state from the URL. Each parameter is checked with the server's schema on
 * its own: a hand-edited or outdated link loses only the bad parameter instead of the whole page.
 */
export function parseListingUrl(params: URLSearchParams): ListingUrlState {
  const state: ListingUrlState = { page: 1 };
  const raw = (key: string) => params.get(key) ?? undefined;

  const page = shape.page.safeParse(raw('page'));
  if (page.success) state.page = page.data;

  const sort = shape.sort.safeParse(raw('sort'));
  if (sort.success && sort.data) {
    const order = shape.order.safeParse(raw('order'));
    state.sort = sort.data;
    state.order = (order.success && order.data) || 'ASC';
  }

  for (const key of FILTER_KEYS) {
    const value = raw(key);
    if (value === undefined) continue;
    const parsed = shape[key].safeParse(value);
    if (!parsed.success || parsed.data === undefined || parsed.data === '') continue;
    Object.assign(state, { [key]: parsed.data });
  }
  // The car auctions open on the lots still taking bids (issue 18 §2): only the way out of that
  // view is written, `bidding=all`.
  if (raw('bidding') === 'all') state.bidding = 'all';
  return state;
}

const rangeToParam = (r: Range) => `${r.from ?? 0},${r.to ?? 0}`;

/** The URL form of a state; defaults are left out (page 1, no sort, no filters). */
export function serializeListingUrl(state: ListingUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order ?? 'ASC');
  }
  for (const key of RANGE_KEYS) {
    const range = state[key];
    if (range && (range.from !== null || range.to !== null)) params.set(key, rangeToParam(range));
  }
  for (const key of LIST_KEYS) {
    const list = state[key];
    if (list?.length) params.set(key, list.join(','));
  }
  const search = state.search?.trim();
  if (search) params.set('search', search);
  if (state.exportable) params.set('exportable', state.exportable);
  if (state.bidding === 'all') params.set('bidding', 'all');
  return params;
}

/** Same state as `state` with the page back at 1 (sort, page size and filter changes, spec 1 §4). */
export const firstPage = (state: ListingUrlState): ListingUrlState => ({ ...state, page: 1 });

export function sortState(state: ListingUrlState): SortState {
  return state.sort ? { sort: state.sort, order: state.order ?? 'ASC' } : null;
}

export function withSort(state: ListingUrlState, sort: SortState): ListingUrlState {
  const { sort: _s, order: _o, ...rest } = state;
  return firstPage(sort ? { ...rest, sort: sort.sort, order: sort.order } : rest);
}

/**
 * True when any filter is set (the empty state then offers to reset them). The views (`bidding`,
 * `exportable`: the ticks above the list) are not filters: a reset keeps them.
 */
export function hasFilters(state: ListingUrlState): boolean {
  return serializeListingUrl({ ...state, page: 1, sort: undefined, order: undefined, bidding: undefined, exportable: undefined }).size > 0;
}

/**
 * Whether a listing shows only the lots still taking bids (issue 18 §2, decision 016): the car
 * auctions' default view, unless `bidding=all`, a chosen day or a quick search shows every lot
 * (as the server decides). The maker and model counts of the filters are asked for in the same
 * view, so they count the lots the list shows.
 */
export function biddingOpenView(state: ListingUrlState, pageType: PageType, favorite?: FavoriteGroup): boolean {
  return pageType === 'car-auction' && !favorite && state.bidding !== 'all' && !state.date?.length && !state.search?.trim();
}

export type ListingRequestQuery = Record<string, string | number | Array<string | number> | undefined>;

/**
 * The query of GET /{pageType}/listing: sort and order only when active, ranges as `from,to`.
 * `cursor` is the neighbouring page's pageInfo.nextCursor / prevCursor, so the server can seek
 * to this page instead of skipping the rows before it.
 */
export function toListingRequest(state: ListingUrlState, options: { pageSize: number; favorite?: FavoriteGroup; cursor?: string; pageType?: PageType }): ListingRequestQuery {
  const query: ListingRequestQuery = { page: state.page, pageSize: options.pageSize };
  for (const [key, value] of serializeListingUrl({ ...state, page: 1 })) query[key] = value;
  // The car-auction listing opens on the lots still taking bids (issue 18 §2); the server shows
  // every lot of a chosen day or a quick search whatever this says.
  if (options.pageType === 'car-auction' && !options.favorite && state.bidding !== 'all') query.bidding = 'open';
  if (options.favorite) query.favorite = options.favorite;
  if (options.cursor) query.cursor = options.cursor;
  return query;
}

// `cursor` never belongs in the page URL: a stray one (hand-edited link) goes with the next change.
const OWNED_KEYS = new Set<string>(['page', 'sort', 'order', 'cursor', 'bidding', ...FILTER_KEYS]);

/** `current` with the listing's parameters replaced by `state`; parameters of other features stay. */
export const mergeListingUrl = (current: URLSearchParams, state: ListingUrlState): URLSearchParams => mergeOwnedParams(current, OWNED_KEYS, serializeListingUrl(state));
