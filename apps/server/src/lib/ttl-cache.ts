import * as clock from './clock.js';

/**
 * A small in-process cache with a time to live and a size cap (oldest entry evicted first).
 * Only for values any instance can recompute: nothing another instance needs lives here.
 * Concurrent misses for one key share a single computation.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; stored: number; expires: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  // Bumped by every removal: a computation that started before a removal may have read what the
  // removal was about, so its result is answered to its callers but not stored.
  private epoch = 0;

  constructor(
    private readonly options: { ttlMs: () => number; maxEntries: number },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Times are the server clock's (lib/clock.ts): an entry stored "after" now was stored before
    // the clock was moved back, and is as stale as one whose time ran out.
    const now = clock.nowMs();
    if (hit.expires <= now || hit.stored > now) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Stores for the TTL, or only until `expiresAt` (epoch ms) when that comes sooner. */
  set(key: string, value: V, expiresAt = Infinity): void {
    const ttl = this.options.ttlMs();
    if (ttl <= 0) return;
    const now = clock.nowMs();
    const expires = Math.min(now + ttl, expiresAt);
    this.entries.delete(key);
    if (expires <= now) return;
    this.entries.set(key, { value, stored: now, expires });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The cached value, or the result of `compute` (stored unless something was removed from the
   * cache meanwhile). `expiresAt` may shorten the life of a computed value, e.g. to a token's
   * expiry; a time in the past keeps that value out of the cache.
   */
  async getOrCompute(key: string, compute: () => Promise<V>, expiresAt?: (value: V) => number): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const epoch = this.epoch;
    const promise = compute()
      .then((value) => {
        if (epoch === this.epoch) this.set(key, value, expiresAt ? expiresAt(value) : Infinity);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.forgetPending();
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches (a scan: meant for rare events, not per request). */
  deleteWhere(matches: (value: V, key: string) => boolean): void {
    this.forgetPending();
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.forgetPending();
    this.entries.clear();
  }

  /** Later misses start a fresh computation instead of joining one that may answer stale data. */
  private forgetPending(): void {
    this.epoch++;
    this.pending.clear();
  }
}
