import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

function findWebDist(config: Config): string | null {
  const candidates = [config.webDist, path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((c): c is string => !!c && fs.existsSync(path.join(c, 'index.html'))) ?? null;
}

/** Serves the built SPA; unknown non-API paths get index.html so the client router decides. */
export async function registerSpa(app: FastifyInstance, config: Config) {
  const root = findWebDist(config);
  if (!root) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // Hashed assets never change; index.html must always be revalidated.
    setHeaders: (res, filePath) => {
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/media/')) {
      return reply.status(404).send({ success: false, message: 'not_found' });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
