import { keyRange, termBound, termRows } from './lot-lookup.js';
import { rowMatcher, type IndexFilters } from './lot-match.js';
import { orderBounds } from './order-bounds.js';
import { LOOKUP, SCOPE_COUNT, SORT_COLUMNS, type LotStore } from './lot-store.js';

// Filters answered from the rows they can match rather than by walking a sort order and testing
// every row on the way (issue 18 §6: a lot number through the index walked all 700,000 rows of
// the statistics' order; issue 22: a model, a rare maker or a narrow year range did the same for
// their count and deep pages). The narrowest source of candidate rows is taken — a quick-search
// term's lookup ranges (lot-lookup.ts), the rows of the chosen makers or models (their posting
// lists), or a range of one sort order (a year or mileage range, chosen days) — the row test
// keeps those that match every filter, and only they are sorted, once per sort column, and kept
// until the index changes (docs/decisions/029-listing-rows-kept.md).

/** The cache key of filters in a scope (filters absent or undefined are left out). */
export const filtersKey = (scope: number, filters: IndexFilters) =>
  JSON.stringify([scope, Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b))]);

/** Keeps at most `size` entries, dropping the oldest; answers `value`. */
export function remember<V>(map: Map<string, V>, size: number, key: string, value: V): V {
  if (map.size >= size) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** Candidate rows of filters: at most `size` rows (some perhaps twice), holding every match. */
interface Source {
  size: number;
  /** The distinct candidate rows, in a fresh array the caller may overwrite. */
  rows: () => Int32Array;
  /** The sort column the rows come ascending in, if any (a range of a sort order). */
  sortedBy: number | null;
}

/** Matching rows of filters with the sort column they already come in (null: unsorted). */
interface Found {
  limit: number;
  rows: Int32Array | null;
  sortedBy: number | null;
}

/** The range of rows a sort order holds for these filters, as a source (null when unbounded). */
function rangeSource(store: LotStore, scope: number, sort: number, filters: IndexFilters): Source | null {
  const order = store.orders[scope]![sort]!;
  const [lo, hi] = orderBounds(store, order, sort, filters);
  if (lo === 0 && hi === order.length) return null;
  return { size: hi - lo, rows: () => order.slice(lo, hi), sortedBy: sort };
}

/** Rows of one scope by maker id: built on first use after each change (one pass, counting sort). */
class MakerPostings {
  private built: Array<{ rows: Int32Array; starts: Map<number, [number, number]> } | null> = [];

  clear(scope: number) {
    this.built[scope] = null;
  }

  ranges(store: LotStore, scope: number, makers: readonly number[]): Array<[Int32Array, number, number]> {
    let postings = this.built[scope];
    if (!postings) {
      const all = store.orders[scope]![0]!;
      const counts = new Map<number, number>();
      for (let i = 0; i < all.length; i++) counts.set(store.maker[all[i]!]!, (counts.get(store.maker[all[i]!]!) ?? 0) + 1);
      const starts = new Map<number, [number, number]>();
      const next = new Map<number, number>();
      let at = 0;
      for (const [maker, n] of counts) {
        starts.set(maker, [at, at + n]);
        next.set(maker, at);
        at += n;
      }
      const rows = new Int32Array(all.length);
      for (let i = 0; i < all.length; i++) {
        const maker = store.maker[all[i]!]!;
        const slot = next.get(maker)!;
        rows[slot] = all[i]!;
        next.set(maker, slot + 1);
      }
      postings = this.built[scope] = { rows, starts };
    }
    const { rows, starts } = postings;
    return [...new Set(makers)].flatMap((maker) => {
      const range = starts.get(maker);
      return range ? [[rows, range[0], range[1]] as [Int32Array, number, number]] : [];
    });
  }
}

/** Ranges (of distinct rows) as a source. */
function rangesSource(ranges: Array<[Int32Array, number, number]>): Source {
  const size = ranges.reduce((n, [, from, to]) => n + to - from, 0);
  return {
    size,
    rows: () => {
      const out = new Int32Array(size);
      let n = 0;
      for (const [order, from, to] of ranges) for (let i = from; i < to; i++) out[n++] = order[i]!;
      return out;
    },
    sortedBy: null,
  };
}

export class SearchRows {
  /** Per scope, as the index's own caches (a change clears the scopes it touched). */
  private readonly found = Array.from({ length: SCOPE_COUNT }, () => new Map<string, Found>());
  private readonly ordered = Array.from({ length: SCOPE_COUNT }, () => new Map<string, Int32Array>());
  private readonly makers = new MakerPostings();
  /** Scratch for de-duplicating or marking rows, left cleared (one per index: requests run one at a time). */
  private mark = new Uint8Array(0);
  /** Rows put through the row test (LotIndex.rowsTested). */
  rowsTested = 0;

  constructor(
    private readonly store: () => LotStore,
    /** lot-index.ts's tuning: searchShare, searchRowsMin, searchCacheSize. */
    private readonly tuning: { searchShare: number; searchRowsMin: number; searchCacheSize: number },
  ) {}

  clear(scope: number) {
    this.found[scope]!.clear();
    this.ordered[scope]!.clear();
    this.makers.clear(scope);
  }

  /** The sources of candidate rows the filters offer. */
  private sources(s: LotStore, scope: number, filters: IndexFilters): Source[] {
    const sources: Source[] = [];
    if (this.mark.length < s.size) this.mark = new Uint8Array(s.size);
    for (const term of filters.search ?? []) {
      sources.push({ size: termBound(s, scope, term), rows: () => termRows(s, scope, term, this.mark).slice(), sortedBy: null });
    }
    if (filters.model?.length) {
      const order = s.orders[scope]![LOOKUP.model]!;
      const ranges = [...new Set(filters.model)].map((model): [Int32Array, number, number] => [order, ...keyRange(s, order, LOOKUP.model, model, model)]);
      sources.push(rangesSource(ranges));
    }
    if (filters.maker?.length) sources.push(rangesSource(this.makers.ranges(s, scope, filters.maker)));
    for (const column of ['auction_date', 'year', 'mileage'] as const) {
      const source = rangeSource(s, scope, SORT_COLUMNS.indexOf(column), filters);
      if (source) sources.push(source);
    }
    return sources;
  }

  private find(scope: number, filters: IndexFilters, key: string): Found {
    const s = this.store();
    const limit = Math.max(this.tuning.searchRowsMin, s.orders[scope]![0]!.length * this.tuning.searchShare);
    const hit = this.found[scope]!.get(key);
    if (hit !== undefined && hit.limit === limit) return hit;
    let narrowest: Source | null = null;
    for (const source of this.sources(s, scope, filters)) if (narrowest === null || source.size < narrowest.size) narrowest = source;
    let found: Found = { limit, rows: null, sortedBy: null };
    if (narrowest !== null && narrowest.size <= limit) {
      const candidates = narrowest.rows();
      const matches = rowMatcher(s, filters);
      this.rowsTested += candidates.length;
      let n = 0;
      for (let i = 0; i < candidates.length; i++) if (matches(candidates[i]!)) candidates[n++] = candidates[i]!;
      found = { limit, rows: candidates.slice(0, n), sortedBy: narrowest.sortedBy };
    }
    return remember(this.found[scope]!, this.tuning.searchCacheSize, key, found);
  }

  /**
   * The rows of the scope matching the filters, unsorted, when the filters offer a narrow source
   * of candidates (a quick search, makers or models, a range of a sort column holding at most
   * searchShare of the scope); null otherwise (the caller walks the sort order, where the
   * matches of broad filters are dense).
   */
  rows(scope: number, filters: IndexFilters, key = filtersKey(scope, filters)): Int32Array | null {
    return this.find(scope, filters, key).rows;
  }

  /** rows() ascending by one sort column and id (the order a page walks). */
  sorted(scope: number, filters: IndexFilters, sort: number): Int32Array | null {
    const key = filtersKey(scope, filters);
    const { rows, sortedBy } = this.find(scope, filters, key);
    if (rows === null || sortedBy === sort) return rows;
    const sortedKey = `${sort}|${key}`;
    const hit = this.ordered[scope]!.get(sortedKey);
    if (hit) return hit;
    return remember(this.ordered[scope]!, this.tuning.searchCacheSize, sortedKey, this.inOrder(scope, rows, sort));
  }

  /**
   * The rows ascending by the sort column: sorted when few, or else picked out of the scope's
   * order in one pass (a byte per row, cheaper than m·log m comparisons once m is large).
   */
  private inOrder(scope: number, rows: Int32Array, sort: number): Int32Array {
    const s = this.store();
    const order = s.orders[scope]![sort]!;
    if (rows.length * Math.log2(rows.length + 2) * 8 < order.length) return rows.slice().sort((a, b) => s.compare(sort, a, b));
    if (this.mark.length < s.size) this.mark = new Uint8Array(s.size);
    const mark = this.mark;
    for (let i = 0; i < rows.length; i++) mark[rows[i]!] = 1;
    const out = new Int32Array(rows.length);
    let n = 0;
    for (let i = 0; i < order.length && n < out.length; i++) {
      const row = order[i]!;
      if (mark[row] === 1) {
        mark[row] = 0;
        out[n++] = row;
      }
    }
    return out;
  }
}
