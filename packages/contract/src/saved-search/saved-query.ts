import { listingQuery, type ListingQuery } from '../listing/listing.js';

// A saved search keeps the listing's URL query (issue 21 §4): opening it opens the listing with
// that query, and the alerts match new lots with the filters the listing reads from it. So it is
// checked by the listing's own parsing (listingQuery), here where the app and the server share it.

/** Query keys of a listing URL that a saved search keeps; the page number and cursor are a moment's, not the search's. */
const KEPT = ['sort', 'order', 'mileage', 'engine', 'year', 'chassis', 'condition', 'gearbox', 'color', 'status', 'auction', 'maker', 'model', 'search', 'date', 'bidding'] as const;


/**
 * The query of a listing URL as a saved search keeps it (known keys in a fixed order, the page
 * and cursor dropped), with the listing's parse of it; null when the listing would refuse it or
 * it names a favorites group (not a listing of lots that arrive).
 */
export function normalizeSavedQuery(query: string): { query: string; parsed: ListingQuery } | null {
  if (query.length > 2000) return null;
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  if (params.has('favorite')) return null;
  const kept = new URLSearchParams();
  for (const key of KEPT) {
    const values = params.getAll(key);
    if (values.length > 1) return null;
    if (values[0] !== undefined && values[0] !== '') kept.set(key, values[0]);
  }
  const parsed = listingQuery.safeParse(Object.fromEntries(kept));
  if (!parsed.success) return null;
  return { query: kept.toString(), parsed: parsed.data };
}
