// Seeded PRNG for the demo-data generator and the generated images. mulberry32: 32-bit state,
// a few integer ops per draw, good enough statistically for demo data and fast enough for the
// 1,000,000-lot benchmark seed. Never use it for anything secret.

export interface Rng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each with probability proportional to its weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('rng.pick: empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      return pickByCumulative(items, cumulative(weights, items.length), next());
    },
    chance: (p: number): boolean => next() < p,
  };
}

/**
 * A weighted chooser with the cumulative table built once: the generator draws from the same
 * few tables a million times, so rebuilding the sums per draw would dominate its run time.
 */
export function weightedPicker<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
  const table = cumulative(weights, items.length);
  return (rng) => pickByCumulative(items, table, rng.next());
}

/** FNV-1a over the parts: a stable 32-bit seed from ids and labels (e.g. lot id + photo angle). */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = `${part}\u0000`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

function cumulative(weights: readonly number[], count: number): Float64Array {
  if (count === 0 || weights.length !== count) throw new Error('rng.weighted: items and weights differ in length');
  const table = new Float64Array(count);
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const w = weights[i] ?? 0;
    if (!(w >= 0)) throw new Error('rng.weighted: weights must be non-negative numbers');
    sum += w;
    table[i] = sum;
  }
  if (sum <= 0) throw new Error('rng.weighted: weights sum to zero');
  return table;
}

function pickByCumulative<T>(items: readonly T[], table: Float64Array, u: number): T {
  const target = u * (table[table.length - 1] ?? 0);
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((table[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return items[lo] as T;
}
