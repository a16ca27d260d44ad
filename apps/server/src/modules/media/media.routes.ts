import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../lib/errors.js';
import { mediaUser } from '../auth/media-cookie.js';
import { findLotForMedia } from './media.repo.js';
import { etagOf, lotPhotoSvg, lotSheetSvg } from './media.service.js';

const FILE = /^(?:(\d{1,2})|sheet-(ja|en))\.svg$/;

// Public media may sit in any cache for a day; USS media only in the signed-in user's browser
// (`private`: no proxy or CDN keeps a copy that it would hand to someone without a session).
const PUBLIC_CACHE = 'public, max-age=86400';
const PRIVATE_CACHE = 'private, max-age=86400';

function sendSvg(request: FastifyRequest, reply: FastifyReply, body: string, cacheControl: string) {
  const etag = etagOf(body);
  reply.header('cache-control', cacheControl).header('etag', etag).header('content-type', 'image/svg+xml; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(body);
}

/**
 * Generated lot media at the site root (not under /api/v1): photos `/media/lots/:id/:n.svg` and
 * auction sheets `/media/lots/:id/sheet-ja.svg`, `sheet-en.svg`, rendered from the lot row on
 * each request; see docs/decisions/002-generated-lot-media.md. Public, except the media of a USS
 * lot: USS forbids publishing its photos, and anonymous access would also sidestep the daily USS
 * download limit, so they need a signed-in user (the media cookie, auth/media-cookie.ts) and
 * answer 401 otherwise. The check comes before the 304, so a cached ETag opens nothing either.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  app.get<{ Params: { id: string; file: string } }>('/media/lots/:id/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    if (!match || !/^\d{1,9}$/.test(request.params.id)) throw notFound();
    const lot = await findLotForMedia(db, Number(request.params.id));
    // A provider lot's media are its real photos (provider-photo.routes.ts), never drawings.
    if (!lot || lot.lot.photoUrls !== null) throw notFound();
    if (lot.isUss && !(await mediaUser(db, request))) throw unauthorized();
    const sheet = match[2] as 'ja' | 'en' | undefined;
    const body = sheet ? lotSheetSvg(lot, sheet) : lotPhotoSvg(lot, Number(match[1]));
    if (!body) throw notFound();
    return sendSvg(request, reply, body, lot.isUss ? PRIVATE_CACHE : PUBLIC_CACHE);
  });
};
