import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { notFound, unauthorized } from '../../lib/errors.js';
import { mediaUser } from '../auth/media-cookie.js';
import { LARGE_WIDTH, PHOTO_WIDTHS, photoKey } from '../photo-proxy/lot-media-urls.js';
import { PLACEHOLDER_SVG } from '../photo-proxy/placeholder.js';
import { CONTENT_TYPE, negotiateFormat } from '../photo-proxy/photo-transform.js';
import { findLotPhotoUrls } from './media.repo.js';

const KEY = /^[0-9a-f]{12}$/;
const POSITION = /^\d{1,3}$/;
const WIDTHS = new Set<number>(PHOTO_WIDTHS);

// The URL names its content (the key is a hash of the lot's photo list): a year, immutable.
// USS photos only in the signed-in user's own browser, as generated USS media (decision 002).
// A placeholder stands in for a photo that may come later: a minute.
const NAMED_CACHE = 'public, max-age=31536000, immutable';
const STALE_KEY_CACHE = 'public, max-age=300';
const USS_CACHE = 'private, max-age=86400';
const PLACEHOLDER_PUBLIC = 'public, max-age=60';
const PLACEHOLDER_PRIVATE = 'private, max-age=60';

function sendPlaceholder(reply: FastifyReply, uss: boolean, reason: string) {
  return reply
    .header('cache-control', uss ? PLACEHOLDER_PRIVATE : PLACEHOLDER_PUBLIC)
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('x-photo-placeholder', reason)
    .send(PLACEHOLDER_SVG);
}

/**
 * GET /media/lots/:id/p/:key/:position?w=: a provider lot's image (its position in the lot's
 * photo list, 1-based; the sheet is one of them) through the photo proxy (decision 020): resized
 * to one of PHOTO_WIDTHS (default LARGE_WIDTH), WebP or AVIF when the request's Accept takes
 * them, else JPEG. The browser never talks to the provider. An unknown lot, a lot with generated
 * media, a position past its photos or an unknown width is a 404; a USS lot needs the media
 * cookie (401), checked before anything else. The photo the provider cannot give (slow, missing,
 * oversize, undecodable, host not allowed) is the placeholder, never an error: a page never
 * shows a broken image and a provider outage is not our 5xx. A key that no longer matches the
 * lot's photos (the provider changed them under an open page) still answers the position, with
 * a short cache.
 */
export const providerPhotoRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const proxy = app.photoProxy;
  app.get<{ Params: { id: string; key: string; position: string }; Querystring: { w?: string } }>(
    '/media/lots/:id/p/:key/:position',
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, key, position } = request.params;
      const width = request.query.w === undefined ? LARGE_WIDTH : Number(request.query.w);
      if (!/^\d{1,9}$/.test(id) || !KEY.test(key) || !POSITION.test(position) || !WIDTHS.has(width)) throw notFound();
      const lot = await findLotPhotoUrls(db, Number(id));
      const source = lot?.photoUrls?.[Number(position) - 1];
      if (!lot || source === undefined || Number(position) < 1) throw notFound();
      if (lot.isUss && !(await mediaUser(db, request))) throw unauthorized();

      const format = negotiateFormat(request.headers.accept, proxy.avif);
      const etag = `"${createHash('sha256').update(source).digest('base64url').slice(0, 22)}-${width}-${format}"`;
      const cache = lot.isUss ? USS_CACHE : photoKey(lot.photoUrls ?? []) === key ? NAMED_CACHE : STALE_KEY_CACHE;
      reply.header('vary', 'Accept');
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('cache-control', cache).header('etag', etag).send();
      const result = await proxy.variant(source, width, format);
      if (!result.ok) return sendPlaceholder(reply, lot.isUss, result.reason);
      return reply
        .header('cache-control', cache)
        .header('etag', etag)
        .header('content-type', CONTENT_TYPE[format])
        .header('x-photo-cache', result.hit ? 'hit' : 'miss')
        .send(result.body);
    },
  );
};
