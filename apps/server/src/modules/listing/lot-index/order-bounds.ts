import { tokyoDayRange } from '../../lots-core/lot-query.js';
import type { IndexFilters } from './lot-match.js';
import { SORT_COLUMNS, type LotStore } from './lot-store.js';

/**
 * Positions [lo, hi) of `order` (rows ascending by sort column `sort`) whose sort key can satisfy
 * the filters on that column: a year or mileage range, chosen days or the lots still taking bids
 * on the date. Found by binary search; [0, length) when the filters do not bound the column.
 */
export function orderBounds(store: LotStore, order: Int32Array, sort: number, f: IndexFilters): [number, number] {
  let from = -Infinity;
  let to = Infinity;
  const column = SORT_COLUMNS[sort];
  const range = column === 'year' ? f.year : column === 'mileage' ? f.mileage : undefined;
  if (range) [from, to] = [range.from ?? -Infinity, range.to ?? Infinity];
  if (column === 'auction_date' && f.date?.length) {
    const days = f.date.map((d) => tokyoDayRange(d));
    from = Math.min(...days.map((d) => d.start.getTime()));
    // Days end exclusively: the last instant of a day is just below the next day's start.
    to = Math.max(...days.map((d) => d.end.getTime())) - 0.5;
  }
  // The lots still taking bids start just after the bound (the default car-auction view).
  if (column === 'auction_date' && f.biddingAfter !== undefined) from = Math.max(from, f.biddingAfter + 0.5);
  if (from === -Infinity && to === Infinity) return [0, order.length];
  // First position whose key is >= value (or > value with `after`).
  const position = (value: number, after: boolean) => {
    let a = 0;
    let b = order.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      const key = store.key(sort, order[mid]!);
      if (key < value || (after && key === value)) a = mid + 1;
      else b = mid;
    }
    return a;
  };
  return [from === -Infinity ? 0 : position(from, false), to === Infinity ? order.length : position(to, true)];
}
