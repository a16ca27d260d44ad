// Listing sort cycle (spec 1 §4): a new column starts ascending; the same column cycles
// ascending → descending → none. Default clears.

export const SORT_FIELDS = ['auctionDate', 'year', 'condition', 'mileage', 'startPrice'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'ASC' | 'DESC';
export type SortState = { sort: SortField; order: SortOrder } | null;

export function nextSort(current: SortState, field: SortField): SortState {
  if (!current || current.sort !== field) return { sort: field, order: 'ASC' };
  if (current.order === 'ASC') return { sort: field, order: 'DESC' };
  return null;
}
