import { termBound, termRows } from './lot-lookup.js';
import { rowMatcher, type IndexFilters } from './lot-match.js';
import type { LotStore } from './lot-store.js';

// A quick search answered from its rows rather than by walking a sort order (issue 18 §6: a lot
// number through the index was 16× slower than the SQL it replaced, 55 req/s, p99 2.5 s, as every
// search walked all 700,000 rows of the statistics' order). The narrowest term's rows come from
// the lookup orders (lot-lookup.ts); the row test keeps those that match every filter and term;
// only they are sorted, once per sort column, and kept until the index changes.

/** The cache key of filters in a scope (filters absent or undefined are left out). */
export const filtersKey = (scope: number, filters: IndexFilters) =>
  JSON.stringify([scope, Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))]);

/** Keeps at most `size` entries, dropping the oldest; answers `value`. */
export function remember<V>(map: Map<string, V>, size: number, key: string, value: V): V {
  if (map.size >= size) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

export class SearchRows {
  private readonly found = new Map<string, { limit: number; rows: Int32Array | null }>();
  private readonly ordered = new Map<string, Int32Array>();
  /** Scratch for de-duplicating rows, left cleared (one per index: requests run one at a time). */
  private mark = new Uint8Array(0);
  /** Rows put through the row test (LotIndex.rowsTested). */
  rowsTested = 0;

  constructor(
    private readonly store: () => LotStore,
    /** lot-index.ts's tuning: searchShare, searchRowsMin, searchCacheSize. */
    private readonly tuning: { searchShare: number; searchRowsMin: number; searchCacheSize: number },
  ) {}

  clear() {
    this.found.clear();
    this.ordered.clear();
  }

  /**
   * The rows of the scope matching the filters, unsorted, when they have a quick search whose
   * narrowest term's lookup ranges are few; null without a search or when it is broad (the caller
   * walks the sort order, where a broad search's matches are dense).
   */
  rows(scope: number, filters: IndexFilters, key = filtersKey(scope, filters)): Int32Array | null {
    if (!filters.search?.length) return null;
    const s = this.store();
    const limit = Math.max(this.tuning.searchRowsMin, s.orders[scope]![0]!.length * this.tuning.searchShare);
    const hit = this.found.get(key);
    if (hit !== undefined && hit.limit === limit) return hit.rows;
    let narrowest = filters.search[0]!;
    let bound = Infinity;
    for (const term of filters.search) {
      const n = termBound(s, scope, term);
      if (n < bound) [narrowest, bound] = [term, n];
    }
    let rows: Int32Array | null = null;
    if (bound <= limit) {
      if (this.mark.length < s.size) this.mark = new Uint8Array(s.size);
      const candidates = termRows(s, scope, narrowest, this.mark);
      const matches = rowMatcher(s, filters);
      this.rowsTested += candidates.length;
      let n = 0;
      for (let i = 0; i < candidates.length; i++) if (matches(candidates[i]!)) candidates[n++] = candidates[i]!;
      rows = candidates.slice(0, n);
    }
    return remember(this.found, this.tuning.searchCacheSize, key, { limit, rows }).rows;
  }

  /** rows() ascending by one sort column and id (the order a page walks). */
  sorted(scope: number, filters: IndexFilters, sort: number): Int32Array | null {
    const key = filtersKey(scope, filters);
    const rows = this.rows(scope, filters, key);
    if (rows === null) return null;
    const sortedKey = `${sort}|${key}`;
    const hit = this.ordered.get(sortedKey);
    if (hit) return hit;
    const s = this.store();
    const sorted = rows.slice().sort((a, b) => s.compare(sort, a, b));
    return remember(this.ordered, this.tuning.searchCacheSize, sortedKey, sorted);
  }
}
