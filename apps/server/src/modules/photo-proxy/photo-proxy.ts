import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { DiskLru } from './disk-lru.js';
import { fetchPhoto, PhotoFetchError, type PhotoFailure } from './photo-fetch.js';
import { hostAllowList } from './photo-hosts.js';
import { checkDecodable, resizePhoto, type PhotoFormat } from './photo-transform.js';
import { Semaphore } from './semaphore.js';

export interface PhotoProxySettings {
  dataDir: string;
  photoHosts: string[];
  photoCacheMb: number;
  photoMaxMb: number;
  photoTimeoutMs: number;
  photoFetchConcurrency: number;
  photoAvif: boolean;
}

export type PhotoResult = { ok: true; body: Buffer; hit: boolean } | { ok: false; reason: PhotoFailure };

export interface PhotoProxyStats {
  hits: number;
  misses: number;
  /** Requests sent to the providers' hosts (a redirect is one more). */
  fetches: number;
  failures: Record<PhotoFailure, number>;
  readonly cacheBytes: number;
  readonly cacheFiles: number;
  readonly evictions: number;
}

export interface PhotoProxy {
  readonly avif: boolean;
  /** The photo at `url` resized to `width` in `format`: from the disk cache, else made once. */
  variant(url: string, width: number, format: PhotoFormat): Promise<PhotoResult>;
  /** The provider's own bytes (the photo zip), fetched once like any photo; null when unavailable. */
  original(url: string): Promise<Buffer | null>;
  readonly stats: PhotoProxyStats;
}

const sourceHash = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 40);
const reasonOf = (error: unknown): PhotoFailure => (error instanceof PhotoFetchError ? error.reason : 'undecodable');

/**
 * The photo proxy of decision 020: provider photos fetched once into a size-capped disk cache
 * under DATA_DIR/photo-cache (the original and each size and format made of it), concurrent
 * requests for one photo sharing one fetch and one resize. Failures are counted and answered
 * as reasons (the route shows the placeholder); nothing of a failure is cached.
 */
export function createPhotoProxy(settings: PhotoProxySettings): PhotoProxy {
  const cache = new DiskLru(path.join(settings.dataDir, 'photo-cache'), settings.photoCacheMb * 1024 * 1024);
  const allowed = hostAllowList(settings.photoHosts);
  // A stalled provider holds its slots until the timeout: a request waits at most that long for
  // a slot, and past a few hundred waiting the rest get the placeholder at once.
  const slots = new Semaphore(Math.max(1, settings.photoFetchConcurrency), 500);
  // Resizing is CPU work in libvips' threads: one per core keeps the event loop's core free enough.
  const transforms = new Semaphore(Math.max(1, os.availableParallelism()));
  const pending = new Map<string, Promise<Buffer>>();
  const failures = Object.fromEntries(
    (['host_not_allowed', 'timeout', 'too_large', 'http_error', 'network', 'busy', 'undecodable'] as const).map((r) => [r, 0]),
  ) as Record<PhotoFailure, number>;
  const stats: PhotoProxyStats = {
    hits: 0,
    misses: 0,
    fetches: 0,
    failures,
    get cacheBytes() {
      return cache.bytes;
    },
    get cacheFiles() {
      return cache.count;
    },
    get evictions() {
      return cache.evictions;
    },
  };

  /** One computation per key at a time: the second caller waits for the first one's result. */
  function shared(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let p = pending.get(key);
    if (!p) {
      p = make().finally(() => pending.delete(key));
      pending.set(key, p);
    }
    return p;
  }

  const fetchBounds = { allowed, slots, timeoutMs: settings.photoTimeoutMs, maxBytes: settings.photoMaxMb * 1024 * 1024 };
  // A cache that cannot write (a full disk) costs a fetch next time, never the answer.
  const keep = (key: string, body: Buffer) => cache.put(key, body).catch(() => undefined);

  function originalOf(url: string): Promise<Buffer> {
    const key = `${sourceHash(url)}-o`;
    return shared(key, async () => {
      const cached = await cache.get(key);
      if (cached) return cached;
      const body = await fetchPhoto(url, { ...fetchBounds, onRequest: () => void stats.fetches++ });
      await transforms.run(() => checkDecodable(body));
      await keep(key, body);
      return body;
    });
  }

  return {
    avif: settings.photoAvif,
    stats,
    async variant(url, width, format) {
      const key = `${sourceHash(url)}-w${width}-${format}`;
      try {
        const cached = await cache.get(key);
        if (cached) {
          stats.hits++;
          return { ok: true, body: cached, hit: true };
        }
        stats.misses++;
        const body = await shared(key, async () => {
          const original = await originalOf(url);
          const made = await transforms.run(() => resizePhoto(original, width, format));
          if (!made) throw new PhotoFetchError('busy');
          await keep(key, made);
          return made;
        });
        return { ok: true, body, hit: false };
      } catch (error) {
        const reason = reasonOf(error);
        failures[reason]++;
        return { ok: false, reason };
      }
    },
    async original(url) {
      try {
        return await originalOf(url);
      } catch (error) {
        failures[reasonOf(error)]++;
        return null;
      }
    },
  };
}
