import type { PageType } from '../codes.js';
import { listingQuery, type ListingQuery } from '../listing/listing.js';

// A saved search keeps the listing's URL query (issue 21 §4): opening it opens the listing with
// that query, and the alerts match new lots with the filters the listing reads from it. So it is
// checked by the listing's own parsing (listingQuery), here where the app and the server share it.

/** Query keys of a listing URL that a saved search keeps; the page number and cursor are a moment's, not the search's. */
const KEPT = ['sort', 'order', 'mileage', 'engine', 'year', 'chassis', 'condition', 'gearbox', 'color', 'status', 'auction', 'maker', 'model', 'search', 'date', 'bidding'] as const;


/**
 * The query of a listing page's URL as a saved search keeps it (known keys in a fixed order, the
 * page and cursor dropped), with the listing's parse of the request the app makes of it: on the
 * car auctions a URL without `bidding=all` is the view of the lots still taking bids
 * (`bidding=open`, the app's default, decision 016). Null when the listing would refuse it or it
 * names a favorites group (not a listing of lots that arrive).
 */
export function normalizeSavedQuery(query: string, pageType?: PageType): { query: string; parsed: ListingQuery } | null {
  if (query.length > 2000) return null;
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  if (params.has('favorite')) return null;
  const kept = new URLSearchParams();
  for (const key of KEPT) {
    const values = params.getAll(key);
    if (values.length > 1) return null;
    if (values[0] !== undefined && values[0] !== '') kept.set(key, values[0]);
  }
  // `open` is the app's default: the URL names only `all` (listing-url.ts), so one search has one query.
  if (kept.get('bidding') === 'open') kept.delete('bidding');
  const request = Object.fromEntries(kept);
  if (pageType === 'car-auction' && request.bidding !== 'all') request.bidding = 'open';
  const parsed = listingQuery.safeParse(request);
  if (!parsed.success) return null;
  return { query: kept.toString(), parsed: parsed.data };
}
