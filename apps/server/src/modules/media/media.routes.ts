import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { findLotForMedia } from './media.repo.js';
import { etagOf, lotPhotoSvg, lotSheetSvg } from './media.service.js';

const FILE = /^(?:(\d{1,2})|sheet-(ja|en))\.svg$/;

function sendSvg(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = etagOf(body);
  reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header('content-type', 'image/svg+xml; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/**
 * Generated lot media at the site root (not under /api/v1): photos `/media/lots/:id/:n.svg` and
 * auction sheets `/media/lots/:id/sheet-ja.svg`, `sheet-en.svg`. Public, rendered from the lot
 * row on each request; see docs/decisions/002-generated-lot-media.md.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string; file: string } }>('/media/lots/:id/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    if (!match || !/^\d{1,9}$/.test(request.params.id)) throw notFound();
    const lot = await findLotForMedia(app.deps.database.db, Number(request.params.id));
    if (!lot) throw notFound();
    const sheet = match[2] as 'ja' | 'en' | undefined;
    const body = sheet ? lotSheetSvg(lot, sheet) : lotPhotoSvg(lot, Number(match[1]));
    if (!body) throw notFound();
    return sendSvg(request, reply, body);
  });
};
