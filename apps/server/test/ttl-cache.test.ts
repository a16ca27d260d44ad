import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../src/lib/ttl-cache.js';

const cache = (ttlMs = 1000, maxEntries = 10) => new TtlCache<string>({ ttlMs: () => ttlMs, maxEntries });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('TtlCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a value for its TTL, or until its own expiry when sooner', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const c = cache(1000);
    c.set('a', 'A');
    c.set('b', 'B', Date.now() + 100);
    c.set('past', 'P', Date.now() - 1);
    expect(c.get('past')).toBeUndefined();
    vi.advanceTimersByTime(150);
    expect(c.get('a')).toBe('A');
    expect(c.get('b')).toBeUndefined();
    vi.advanceTimersByTime(900);
    expect(c.get('a')).toBeUndefined();
  });

  it('stores nothing with a TTL of 0 and drops the oldest entry past the cap', () => {
    const off = cache(0);
    off.set('a', 'A');
    expect(off.get('a')).toBeUndefined();
    const small = cache(1000, 2);
    small.set('a', 'A');
    small.set('b', 'B');
    small.set('c', 'C');
    expect([small.get('a'), small.get('b'), small.get('c')]).toEqual([undefined, 'B', 'C']);
  });

  it('shares one computation between concurrent misses', async () => {
    const c = cache();
    const compute = vi.fn(async () => 'V');
    const values = await Promise.all([c.getOrCompute('k', compute), c.getOrCompute('k', compute)]);
    expect(values).toEqual(['V', 'V']);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(c.get('k')).toBe('V');
  });

  it('does not store a value computed across a removal, and starts afresh after it', async () => {
    const c = cache();
    const slow = deferred<string>();
    const first = c.getOrCompute('k', () => slow.promise);
    c.deleteWhere((v) => v === 'anything');
    // A miss after the removal does not join the computation that started before it.
    const second = c.getOrCompute('k', async () => 'fresh');
    slow.resolve('stale');
    expect(await first).toBe('stale');
    expect(await second).toBe('fresh');
    expect(c.get('k')).toBe('fresh');

    const again = deferred<string>();
    const third = c.getOrCompute('j', () => again.promise);
    c.clear();
    again.resolve('stale');
    await third;
    expect(c.get('j')).toBeUndefined();
  });

  it('lets getOrCompute shorten the life of a value, or keep it out', async () => {
    const c = cache();
    await c.getOrCompute('no', async () => 'N', () => 0);
    expect(c.get('no')).toBeUndefined();
    await c.getOrCompute('yes', async () => 'Y', () => Date.now() + 500);
    expect(c.get('yes')).toBe('Y');
  });

  it('removes single keys and entries by value', () => {
    const c = cache();
    c.set('a', 'x');
    c.set('b', 'y');
    c.set('c', 'x');
    c.deleteWhere((v) => v === 'x');
    expect([c.get('a'), c.get('b'), c.get('c')]).toEqual([undefined, 'y', undefined]);
    c.delete('b');
    expect(c.size).toBe(0);
  });
});
