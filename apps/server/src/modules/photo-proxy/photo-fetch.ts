import type { HostAllowList } from './photo-hosts.js';
import type { Semaphore } from './semaphore.js';

/** Why a photo could not be had from its host; each becomes the placeholder, never a 5xx. */
export type PhotoFailure = 'host_not_allowed' | 'timeout' | 'too_large' | 'http_error' | 'network' | 'busy' | 'undecodable';

export class PhotoFetchError extends Error {
  constructor(readonly reason: PhotoFailure) {
    super(`photo fetch failed: ${reason}`);
  }
}

export interface PhotoFetchOptions {
  allowed: HostAllowList;
  /** Provider fetches in flight at once (PHOTO_FETCH_CONCURRENCY). */
  slots: Semaphore;
  timeoutMs: number;
  maxBytes: number;
  /** Told of each request sent to a host (redirects included). */
  onRequest?: () => void;
  fetch?: typeof fetch;
}

const MAX_REDIRECTS = 3;

/**
 * The bytes at `url`, fetched under the proxy's bounds: the host on the allow-list (and every
 * redirect's target too: redirects are followed by hand, never by fetch, so a provider page
 * cannot send us to an internal address), one of a bounded number of fetches in flight, one
 * timeout for headers and body, and the body read as a stream and cut off past `maxBytes`
 * (a Content-Length over the cap is refused before reading).
 */
export async function fetchPhoto(url: string, o: PhotoFetchOptions): Promise<Buffer> {
  // Waiting for a place counts like the fetch: no photo request lasts much past twice the timeout.
  const outcome = await o.slots.run(() => fetchWithinBounds(url, o), o.timeoutMs);
  if (outcome === null) throw new PhotoFetchError('busy');
  return outcome;
}

async function fetchWithinBounds(url: string, o: PhotoFetchOptions): Promise<Buffer> {
  const doFetch = o.fetch ?? fetch;
  const signal = AbortSignal.timeout(o.timeoutMs);
  let target = parse(url);
  try {
    for (let hop = 0; ; hop++) {
      if (!target || !o.allowed(target)) throw new PhotoFetchError('host_not_allowed');
      o.onRequest?.();
      const res = await doFetch(target, { redirect: 'manual', signal, headers: { accept: 'image/*' } });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel().catch(() => undefined);
        const location = res.headers.get('location');
        if (!location || hop >= MAX_REDIRECTS) throw new PhotoFetchError('http_error');
        target = parse(location, target);
        continue;
      }
      if (res.status !== 200 || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        throw new PhotoFetchError('http_error');
      }
      const declared = Number(res.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > o.maxBytes) {
        await res.body.cancel().catch(() => undefined);
        throw new PhotoFetchError('too_large');
      }
      return await readCapped(res.body, o.maxBytes);
    }
  } catch (error) {
    if (error instanceof PhotoFetchError) throw error;
    if (signal.aborted) throw new PhotoFetchError('timeout');
    throw new PhotoFetchError('network');
  }
}

function parse(raw: string, base?: URL): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

async function readCapped(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new PhotoFetchError('too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
