import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { decodedPath } from './request-path.js';

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

/** index.html and its pre-compressed twins (the build writes them), read once at start. */
function loadIndexHtml(root: string) {
  const file = path.join(root, 'index.html');
  const variants = new Map<Encoding, Buffer>();
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (fs.existsSync(file + ext)) variants.set(encoding, fs.readFileSync(file + ext));
  }
  const plain = fs.readFileSync(file);
  return (request: FastifyRequest) => {
    const encoding = pickEncoding(request.headers['accept-encoding'], [...variants.keys()]);
    return encoding ? { encoding, body: variants.get(encoding)! } : { encoding: null, body: plain };
  };
}

/**
 * Serves the built SPA; unknown non-API paths get index.html so the client router decides.
 * The build writes brotli and gzip files next to each asset (apps/web/vite.config.ts): they go
 * out as they are, chosen by Accept-Encoding, so nothing is compressed per request.
 */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = findWebDist(config);
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = loadIndexHtml(root);
  app.get('/*', (request, reply) => {
    const requestPath = decodedPath(request.url);
    if (requestPath.startsWith('/api/') || requestPath.startsWith('/media/')) {
      return reply.status(404).send({ success: false, message: 'not_found' });
    }
    const { encoding, body } = indexHtml(request);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').send(body);
  });
}
