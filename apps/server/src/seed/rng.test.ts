import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, weightedPicker } from './rng.js';

const draw = (seed: number, n: number) => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng.next());
};

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    expect(draw(42, 50)).toEqual(draw(42, 50));
    expect(draw(42, 50)).not.toEqual(draw(43, 50));
  });

  it('next() stays in [0, 1)', () => {
    fc.assert(fc.property(fc.integer(), (seed) => draw(seed, 200).every((x) => x >= 0 && x < 1)));
  });

  it('int(min, max) covers both ends and nothing outside', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 6 }), (seed, min, span) => {
        const rng = createRng(seed);
        const seen = new Set<number>();
        for (let i = 0; i < 400; i++) {
          const v = rng.int(min, min + span);
          if (!Number.isInteger(v) || v < min || v > min + span) return false;
          seen.add(v);
        }
        return seen.size === span + 1;
      }),
    );
  });

  it('weighted() follows the weights and never picks a zero weight', () => {
    const rng = createRng(7);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) counts[rng.weighted(['a', 'b', 'c'] as const, [1, 3, 0])]++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.6);
    expect(counts.b / counts.a).toBeLessThan(3.4);
  });

  it('weightedPicker() draws exactly what weighted() draws', () => {
    const items = ['x', 'y', 'z'];
    const weights = [5, 1, 2];
    const pick = weightedPicker(items, weights);
    const a = createRng(99);
    const b = createRng(99);
    for (let i = 0; i < 100; i++) expect(pick(a)).toBe(b.weighted(items, weights));
  });

  it('chance() and pick() behave at the edges', () => {
    const rng = createRng(1);
    expect(Array.from({ length: 100 }, () => rng.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 100 }, () => rng.chance(1)).every(Boolean)).toBe(true);
    expect(() => rng.pick([])).toThrow();
    expect(() => rng.weighted(['a'], [0])).toThrow();
  });
});

describe('hashSeed', () => {
  it('is stable and separates its parts', () => {
    expect(hashSeed('lot', 1)).toBe(hashSeed('lot', 1));
    expect(hashSeed('lot', 1)).not.toBe(hashSeed('lot', 2));
    expect(hashSeed('ab', 'c')).not.toBe(hashSeed('a', 'bc'));
  });
});
