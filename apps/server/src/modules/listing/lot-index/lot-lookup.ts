import type { IndexSearchTerm } from './lot-match.js';
import { chassisPrefixKey, LOOKUP, type LotStore } from './lot-store.js';

// The rows a quick-search term can match, from the store's lookup orders (lot number, model,
// equipment list, chassis key: lot-store.ts LOOKUP): each test of the term (lot-match.ts
// searchTest) is a few ranges found by binary search. The ranges hold every row the term
// matches and a few more at most (a chassis key covers the first characters of a prefix, so a
// longer prefix's range also holds numbers that differ later): the row test decides.

/** Positions [from, to) of `order` whose key under `lookup` lies in [lo, hi]. */
export function keyRange(store: LotStore, order: Int32Array, lookup: number, lo: number, hi: number): [number, number] {
  const first = (value: number, after: boolean) => {
    let a = 0;
    let b = order.length;
    while (a < b) {
      const mid = (a + b) >> 1;
      const key = store.key(lookup, order[mid]!);
      if (key < value || (after && key === value)) a = mid + 1;
      else b = mid;
    }
    return a;
  };
  return [first(lo, false), first(hi, true)];
}

/** The ranges of one scope's lookup orders that hold the term's rows. */
function termRanges(store: LotStore, scope: number, term: IndexSearchTerm): Array<[Int32Array, number, number]> {
  const orders = store.orders[scope]!;
  const ranges: Array<[Int32Array, number, number]> = [];
  const add = (lookup: number, lo: number, hi: number) => {
    const order = orders[lookup]!;
    const [from, to] = keyRange(store, order, lookup, lo, hi);
    if (to > from) ranges.push([order, from, to]);
  };
  if (term.lotNo !== null) add(LOOKUP.lotNo, term.lotNo, term.lotNo);
  for (const model of term.models) add(LOOKUP.model, model, model);
  if (term.equipCode !== null) {
    // Equipment lists are stored as ' AC PS ' (dictionary codes): the codes of the lists holding the code.
    const word = ` ${term.equipCode} `;
    for (const [codes, code] of store.dictionaries.equip.entries()) if (codes.includes(word)) add(LOOKUP.equip, code, code);
  }
  // An empty prefix matches every chassis number (as LIKE '%' does).
  add(LOOKUP.chassis, chassisPrefixKey(term.chassisPrefix, 0), chassisPrefixKey(term.chassisPrefix, 38));
  return ranges;
}

/** At most how many rows the term's ranges hold (rows in two ranges counted twice). */
export function termBound(store: LotStore, scope: number, term: IndexSearchTerm): number {
  return termRanges(store, scope, term).reduce((n, [, from, to]) => n + to - from, 0);
}

/** The distinct rows of the term's ranges, unsorted (`mark`: a scratch array of the store's size, left cleared). */
export function termRows(store: LotStore, scope: number, term: IndexSearchTerm, mark: Uint8Array): Int32Array {
  const ranges = termRanges(store, scope, term);
  const out = new Int32Array(ranges.reduce((n, [, from, to]) => n + to - from, 0));
  let n = 0;
  for (const [order, from, to] of ranges) {
    for (let i = from; i < to; i++) {
      const row = order[i]!;
      if (mark[row] === 1) continue;
      mark[row] = 1;
      out[n++] = row;
    }
  }
  for (let i = 0; i < n; i++) mark[out[i]!] = 0;
  return out.subarray(0, n);
}
