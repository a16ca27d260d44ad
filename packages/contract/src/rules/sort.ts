// Sort cycle of every list (spec 1 §4, spec 2 §4 "Bid list state"): a new column starts
// ascending; the same column cycles ascending → descending → none. Default clears.

export const SORT_FIELDS = ['auctionDate', 'year', 'condition', 'mileage', 'startPrice'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'ASC' | 'DESC';
export type SortState = { sort: SortField; order: SortOrder } | null;

/** The next sort after a click on `field`; generic so the bid lists' own fields cycle the same way. */
export function nextSort<F extends string = SortField>(current: { sort: F; order: SortOrder } | null, field: F): { sort: F; order: SortOrder } | null {
  if (!current || current.sort !== field) return { sort: field, order: 'ASC' };
  if (current.order === 'ASC') return { sort: field, order: 'DESC' };
  return null;
}
