import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { decodedPath } from './request-path.js';
import { loadFirstViews, withFirstView, type FirstView } from './spa-first-view.js';
import { loadRoutePreloads, withPreloads } from './spa-preloads.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function findWebDist(config: Config): string | null {
  const candidates = [config.webDist, path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((c): c is string => !!c && fs.existsSync(path.join(c, 'index.html'))) ?? null;
}

type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts of those we have files for (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  return available.find((e) => (accepted.get(e) ?? wildcard) > 0) ?? null;
}

/**
 * index.html and its pre-compressed twins (the build writes them), read once at start; with a
 * route's modulepreloads (spa-preloads.ts) and a sign-in page's first view (spa-first-view.ts)
 * each variant is compressed once, on first use, and kept (a few dozen routes, two states of the
 * session each, the sign-in pages in each language).
 */
function loadIndexHtml(root: string) {
  const file = path.join(root, 'index.html');
  const plainHtml = fs.readFileSync(file, 'utf8');
  const built = new Map<Encoding, Buffer>();
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (fs.existsSync(file + ext)) built.set(encoding, fs.readFileSync(file + ext));
  }
  const variants = new Map<string, { plain: Buffer; encoded: Map<Encoding, Buffer> }>([['', { plain: Buffer.from(plainHtml), encoded: built }]]);
  const variant = (files: readonly string[], view: FirstView | null) => {
    const key = view ? `${files.join(' ')}\n${view.key}` : files.join(' ');
    let found = variants.get(key);
    if (!found) {
      const plain = Buffer.from(withFirstView(withPreloads(plainHtml, files), view));
      const brotli = brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      found = { plain, encoded: new Map<Encoding, Buffer>([['br', brotli], ['gzip', gzipSync(plain, { level: 9 })]]) };
      variants.set(key, found);
    }
    return found;
  };
  return (request: FastifyRequest, files: readonly string[], view: FirstView | null) => {
    const { plain, encoded } = variant(files, view);
    const encoding = pickEncoding(request.headers['accept-encoding'], [...encoded.keys()]);
    return encoding ? { encoding, body: encoded.get(encoding)! } : { encoding: null, body: plain };
  };
}

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router decides, with
 * the chunks of the route's first view named as modulepreloads.
 * The build writes brotli and gzip files next to each asset (apps/web/vite.config.ts): they go
 * out as they are, chosen by Accept-Encoding, so nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = findWebDist(config);
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a screen of the router too (the auction listing): it goes to the handler below, which
    // names its chunks, not straight to the file.
    index: false,
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = loadIndexHtml(root);
  const preloads = loadRoutePreloads(root);
  const firstView = await loadFirstViews(root, app.log);
  app.get('/*', (request, reply) => {
    const requestPath = decodedPath(request.url);
    if (requestPath.startsWith('/api/') || requestPath.startsWith('/media/')) {
      return reply.status(404).send({ success: false, message: 'not_found' });
    }
    const { cookie } = request.headers;
    const { encoding, body } = indexHtml(request, preloads(requestPath, cookie), firstView(requestPath, cookie));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').send(body);
  });
}
