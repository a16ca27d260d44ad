// The photo proxy (issue 20 §3, decision 020): cold and warm latency and throughput of provider
// photos served through our origin, `--concurrency` (default 100) requests at once.
//   npx tsx bench/photo-proxy.ts [--photos 300] [--concurrency 100] [--width 320] [--source large|stand-in]
// Builds the app in-process on an empty PGlite database with its own DATA_DIR, starts the AJES
// stand-in (test/helpers/ajes-stand-in.ts), inserts provider lots whose photo URLs point at it,
// and asks for every photo through app.inject (no network between browser and proxy; the proxy
// does fetch over HTTP). Cold: each photo for the first time (fetch from the provider, check,
// resize, WebP, write the cache); warm: the same again (disk cache). The stand-in's photos are
// flat 64×48 JPEGs, which cost nothing to resize; `--source large` (the default) serves instead
// a provider-sized photo (1280×960 JPEG of about 200 KB, made once with sharp) from a local host,
// so the figures include real decoding and encoding. Prints p50/p95/p99 and photos/s per phase,
// provider fetches (must equal --photos) and the cache's size; copy under bench/results/.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { lots } from '../apps/server/src/db/schema.js';
import { photoKey } from '../apps/server/src/modules/photo-proxy/lot-media-urls.js';
import { insertLots } from '../apps/server/src/seed/lots-insert.js';
import { startAjesStandIn } from '../apps/server/test/helpers/ajes-stand-in.js';
import { testLotRow } from '../apps/server/test/helpers/lots.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: {
    photos: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '100' },
    width: { type: 'string', default: '320' },
    source: { type: 'string', default: 'large' },
  },
});
const photos = Number(values.photos);
const concurrency = Number(values.concurrency);
const width = Number(values.width);
const PER_LOT = 10;
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** A local image host serving one provider-sized JPEG under any path (counting requests). */
async function largePhotoHost() {
  const noise = Buffer.alloc(320 * 240 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const body = await sharp(noise, { raw: { width: 320, height: 240, channels: 3 } }).resize(1280, 960).blur(1.2).jpeg({ quality: 85 }).toBuffer();
  let fetches = 0;
  const server = http.createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(body.length) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, bytes: body.length, fetches: () => fetches, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const standIn = await startAjesStandIn();
const large = values.source === 'large' ? await largePhotoHost() : null;
const origin = large?.origin ?? standIn.origin;
const photoUrl = (lot: number, n: number) => (large ? `${origin}/p/${lot}/${n}.jpg` : `${origin}/img?id=${lot}&n=${n}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'silent', SEED: 'false', JOBS: 'off', PHOTO_HOSTS: origin.slice('http://'.length) });
const database = await openDatabase({ databaseUrl: null, dataDir: ':memory:', poolSize: 5 });
const app = await buildApp({ config, database });
await app.ready();

try {
  // Lots of PER_LOT images each (the sheet first, as the provider sends them): the car photos are asked for.
  const lotCount = Math.ceil(photos / (PER_LOT - 1));
  const paths: string[] = [];
  for (let i = 0; i < lotCount; i++) {
    const row = testLotRow({}, 900_000 + i);
    await insertLots(database.db, [row]);
    const [found] = await database.db.select({ id: lots.id }).from(lots).where(eq(lots.lotNo, row.lotNo));
    const urls = Array.from({ length: PER_LOT }, (_, n) => photoUrl(i, n + 1));
    await database.db.update(lots).set({ photoUrls: urls, imageCount: urls.length }).where(eq(lots.id, found!.id));
    for (let n = 2; n <= PER_LOT && paths.length < photos; n++) paths.push(`/media/lots/${found!.id}/p/${photoKey(urls)}/${n}?w=${width}`);
  }

  /** Every path once, `concurrency` at a time: each request's latency, and the phase's wall time. */
  async function phase(list: string[]) {
    const latencies: number[] = [];
    let next = 0;
    let placeholders = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Math.min(concurrency, list.length) }, async () => {
        while (next < list.length) {
          const url = list[next++]!;
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url, headers: { accept: ACCEPT } });
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
          if (res.headers['x-photo-placeholder']) placeholders++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const s = latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(s[Math.min(s.length - 1, Math.floor(s.length * q))]! * 10) / 10;
    return { requests: s.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1), photosPerSecond: Math.round(s.length / seconds), placeholders };
  }

  const loadBefore = machineLoad();
  const cold = await phase(paths);
  const warm = await phase(paths);
  const stats = app.photoProxy.stats;
  writeResult('photo-proxy', {
    source: values.source,
    originalBytes: large?.bytes ?? null,
    photos: paths.length,
    concurrency,
    width,
    cold,
    warm,
    providerFetches: large ? large.fetches() : standIn.stats.photoFetches,
    cache: { hits: stats.hits, misses: stats.misses, files: stats.cacheFiles, bytes: stats.cacheBytes },
    loadBefore,
  });
} finally {
  await app.close();
  await database.close();
  await standIn.close();
  await large?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
