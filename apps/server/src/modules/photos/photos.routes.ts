import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, downloadImagesQuery, downloadImagesResponse, lotPageParams, ussImagesQuery, ussImagesResponse } from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { refuseCrossSite } from '../../plugins/origin-check.js';
import type { MediaLot } from '../media/media.repo.js';
import type { PhotoProxy } from '../photo-proxy/photo-proxy.js';
import { lotPhotosZip, ZIP_FILE_NAME } from './lot-zip.js';
import { downloadableLot, photosZipUrl, takeUssDownload, ussZipLot } from './photos.service.js';

const tags = ['photos'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = lotPageParams.pick({ id: true });

async function sendZip(reply: FastifyReply, m: MediaLot, proxy: PhotoProxy) {
  const zip = await lotPhotosZip(m, proxy);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${ZIP_FILE_NAME}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(zip));
}

/** Photo downloads of the lot page (spec 2 §4 "Photo download"; DESIGN.md §3 USS rule). */
export const photosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/car-auction/download-images',
    { schema: { tags, security, querystring: downloadImagesQuery, response: { 200: downloadImagesResponse, ...errors } } },
    async (request, reply) => {
      const m = await downloadableLot(db, requireUser(request), request.query.id);
      // A JSON string: a bare string reply would go out as text/plain.
      return reply.type('application/json').send(JSON.stringify(photosZipUrl(m.lot.id)));
    },
  );

  app.get(
    '/car-auction/download-images/:id/images.zip',
    { schema: { tags, security, params: idParams, response: errors } },
    async (request, reply) => sendZip(reply, await downloadableLot(db, requireUser(request), request.params.id), app.photoProxy),
  );

  app.get(
    '/car-auction/uss-images',
    { onRequest: refuseCrossSite, schema: { tags, security, querystring: ussImagesQuery, response: { 200: ussImagesResponse, ...errors, 429: apiErrorSchema } } },
    async (request) => takeUssDownload(db, requireUser(request), request.query.id),
  );

  app.get(
    '/car-auction/uss-images/:id/images.zip',
    { schema: { tags, security, params: idParams, response: errors } },
    async (request, reply) => sendZip(reply, await ussZipLot(db, requireUser(request), request.params.id), app.photoProxy),
  );
};
