import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  apiErrorSchema, DOCUMENT_MAX_BYTES, downloadImagesQuery, downloadImagesResponse, purchaseDetailResponse, purchaseDocumentParams, purchaseIdParams,
  purchaseListQuery, purchaseListResponse, updateFinancesBody, updateLogisticsBody, updatePartyBody, updatePurchaseNoteBody, updatePurchaseResponse,
  updatePurchaseStatusBody, uploadDocumentResponse,
} from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { requestLanguage } from '../../lib/request-language.js';
import { createLocalStorage } from '../../lib/storage.js';
import { requireManager } from '../access/access.js';
import * as service from './purchases.service.js';
import { attachment, openDocument, removeDocument } from './purchase-documents.service.js';
import { purchaseFiles } from './purchase-files.js';
import { readUpload } from './purchase-upload.js';
import { purchaseZipUrl } from './purchase-view.js';

const tags = ['purchased-cars'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const ok = { success: true } as const;

/** A private download: never cached by a shared cache, saved under `disposition`'s name. */
function sendFile(reply: FastifyReply, type: string, disposition: string, body: Buffer | Readable, size?: number) {
  reply.header('content-type', type).header('content-disposition', disposition).header('cache-control', 'private, no-store');
  if (size !== undefined) reply.header('content-length', String(size));
  return reply.send(body);
}

/**
 * Purchased cars (DESIGN.md §3 "Money and purchases", "Paths the documents do not show"): the
 * list and details for whoever may see the car (access.ts), the managers' changes, the owner's
 * consignee and notify party, documents, the invoice PDF and the photo zip.
 */
export const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const storage = createLocalStorage(app.deps.config.dataDir);
  const files = purchaseFiles(db, storage, app.photoProxy);
  // One file per request, at most 10 MB; the limit ends the upload as soon as it is passed.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });
  const managers = { preValidation: async (request: Parameters<typeof requireManager>[0]) => void requireManager(request) };
  const put = { tags, security, params: purchaseIdParams, response: { 200: updatePurchaseResponse, ...errors } };

  app.get('/purchased-cars/list', { schema: { tags, security, querystring: purchaseListQuery, response: { 200: purchaseListResponse, ...errors } } },
    async (request) => service.listPurchasedCars(db, requireUser(request), request.query, requestLanguage(request)));

  app.get('/purchased-cars/download-images', { schema: { tags, security, querystring: downloadImagesQuery, response: { 200: downloadImagesResponse, ...errors } } },
    async (request, reply) => {
      await service.seeablePurchase(db, requireUser(request), request.query.id);
      // A JSON string: a bare string reply would go out as text/plain.
      return reply.type('application/json').send(JSON.stringify(purchaseZipUrl(request.query.id)));
    });

  app.get('/purchased-cars/download-images/:id/images.zip', { schema: { tags, security, params: purchaseIdParams, response: errors } },
    async (request, reply) => {
      const zip = await files.photosZip(requireUser(request), request.params.id);
      return sendFile(reply, 'application/zip', 'attachment; filename="images.zip"', Buffer.from(zip));
    });

  app.get('/purchased-cars/:id', { schema: { tags, security, params: purchaseIdParams, response: { 200: purchaseDetailResponse, ...errors } } },
    async (request) => service.purchaseDetail(db, requireUser(request), request.params.id, requestLanguage(request)));

  app.get('/purchased-cars/:id/invoice', { schema: { tags, security, params: purchaseIdParams, response: errors } },
    async (request, reply) => {
      const { pdf, name } = await files.invoice(requireUser(request), request.params.id);
      return sendFile(reply, 'application/pdf', attachment(name), pdf);
    });

  app.put('/purchased-cars/:id/status', { ...managers, schema: { ...put, body: updatePurchaseStatusBody } }, async (request) => {
    await service.changeStatus(db, requireUser(request), request.params.id, request.body.status);
    return ok;
  });
  app.put('/purchased-cars/:id/logistics', { ...managers, schema: { ...put, body: updateLogisticsBody } }, async (request) => {
    await service.changeLogistics(db, requireUser(request), request.params.id, request.body);
    return ok;
  });
  app.put('/purchased-cars/:id/finances', { ...managers, schema: { ...put, body: updateFinancesBody } }, async (request) => {
    await service.changeFinances(db, requireUser(request), request.params.id, request.body);
    return ok;
  });
  app.put('/purchased-cars/:id/note', { ...managers, schema: { ...put, body: updatePurchaseNoteBody } }, async (request) => {
    await service.changeNote(db, requireUser(request), request.params.id, request.body.note);
    return ok;
  });
  app.put('/purchased-cars/:id/consignee', { schema: { ...put, body: updatePartyBody } }, async (request) => {
    await service.changeParty(db, requireUser(request), request.params.id, 'consignee', request.body);
    return ok;
  });
  app.put('/purchased-cars/:id/notify-party', { schema: { ...put, body: updatePartyBody } }, async (request) => {
    await service.changeParty(db, requireUser(request), request.params.id, 'notifyParty', request.body);
    return ok;
  });

  app.post('/purchased-cars/:id/documents',
    { ...managers, schema: { tags, security, params: purchaseIdParams, consumes: ['multipart/form-data'], response: { 200: uploadDocumentResponse, ...errors, 413: apiErrorSchema, 415: apiErrorSchema } } },
    async (request) => ({ success: true as const, document: await files.upload(requireUser(request), request.params.id, await readUpload(request)) }));

  app.delete('/purchased-cars/:id/documents/:docId', { ...managers, schema: { tags, security, params: purchaseDocumentParams, response: { 200: updatePurchaseResponse, ...errors } } },
    async (request) => {
      await removeDocument(db, storage, requireUser(request), request.params.id, request.params.docId);
      return ok;
    });

  app.get('/purchased-cars/:id/documents/:docId', { schema: { tags, security, params: purchaseDocumentParams, response: errors } },
    async (request, reply) => {
      const { doc, stream, size } = await openDocument(db, storage, requireUser(request), request.params.id, request.params.docId);
      return sendFile(reply, doc.contentType, attachment(doc.originalName), stream, size);
    });
};
