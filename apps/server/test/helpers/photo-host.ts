import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { hashSeed } from '../../src/seed/rng.js';
import { flatJpeg } from './tiny-jpeg.js';

// An image host that misbehaves on request, for the photo proxy's tests (decision 020); the
// provider stand-in (ajes-stand-in.ts) serves the well-behaved photos. Paths:
//   /big?id=…          a 1600×1200 JPEG (the stand-in's are at most 320 wide)
//   /noise?id=…        a 640×480 JPEG of noise, about 250 KB (flat photos are a few KB: a cache cap needs weight)
//   /status?code=500   that status
//   /slow              never answers (until close)
//   /huge, /huge-chunked   1.5 MB, with and without Content-Length
//   /garbage           200 image/jpeg that is not an image
//   /redirect?to=…     302 to `to`
// It counts requests per path.

export interface PhotoHost {
  origin: string;
  /** host:port, for PHOTO_HOSTS. */
  host: string;
  readonly hits: Map<string, number>;
  hitsOf(path: string): number;
  close(): Promise<void>;
}

const HUGE = 1536 * 1024;

/** Noise compresses badly: a JPEG of a known, repeatable weight (xorshift seeded by the id). */
async function noiseJpeg(id: string): Promise<Buffer> {
  const raw = Buffer.alloc(640 * 480 * 3);
  let x = hashSeed('noise', id) >>> 0 || 1;
  for (let i = 0; i < raw.length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    raw[i] = x & 255;
  }
  return sharp(raw, { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

export async function startPhotoHost(): Promise<PhotoHost> {
  const hits = new Map<string, number>();
  const held = new Set<http.ServerResponse>();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://photo-host');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case '/noise': {
        const body = await noiseJpeg(url.searchParams.get('id') ?? '');
        return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(body.length) }).end(body);
      }
      case '/big': {
        const h = hashSeed('big', url.searchParams.get('id') ?? '');
        const body = flatJpeg(1600, 1200, [h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff]);
        return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(body.length) }).end(body);
      }
      case '/status':
        return void res.writeHead(Number(url.searchParams.get('code') ?? 500), { 'content-type': 'text/html' }).end('<h1>error</h1>');
      case '/slow':
        return void held.add(res);
      case '/huge':
        return void res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(HUGE) }).end(Buffer.alloc(HUGE, 0xff));
      case '/huge-chunked': {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        for (let i = 0; i < 24; i++) res.write(Buffer.alloc(64 * 1024, 0xff));
        return void res.end();
      }
      case '/garbage':
        return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a photo</html>');
      case '/redirect':
        return void res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    hits,
    hitsOf: (path) => hits.get(path) ?? 0,
    close() {
      for (const res of held) res.destroy();
      held.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
