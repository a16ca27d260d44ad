import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compresses API answers (brotli or gzip, as the client accepts) from 1 KB up: a listing page
 * of 50 lots shrinks about tenfold. Registered inside the /api/v1 scope and the generated media's
 * (SVG photos and sheets), so the SPA's static files (pre-compressed at build, plugins/spa.ts)
 * are left alone. Brotli
 * runs at quality 4 (the plugin's default): 11 would cost more CPU than the bytes it saves.
 * Zips (application/zip) and event streams are never compressed by the plugin's type rule.
 * Request bodies are not decompressed: no client sends compressed bodies, and accepting them
 * would let a small upload expand into a large one.
 */
export async function registerApiCompression(api: FastifyInstance) {
  await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
}
