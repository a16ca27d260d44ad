import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  apiErrorSchema, decidePaymentProofResponse, DOCUMENT_MAX_BYTES, idField, MSG, paymentInfoQuery, paymentInfoResponse, paymentProofParams, paymentProofsQuery,
  paymentProofsResponse, recordPaymentProofBody, rejectPaymentProofBody, uploadPaymentProofResponse,
} from '@jauc/contract';
import { unprocessable } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/request-language.js';
import { createLocalStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { attachment } from '../purchases/purchase-documents.service.js';
import { fieldValue, readFileUpload } from '../purchases/purchase-upload.js';
import * as service from './payment-proofs.service.js';

const tags = ['payments'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** An optional id field of the upload's form: absent is undefined, anything but an id 422 on that field. */
function optionalId(fields: Parameters<typeof fieldValue>[0], name: string): number | undefined {
  const raw = fieldValue(fields, name);
  if (raw === undefined || raw === '') return undefined;
  const parsed = idField.safeParse(raw);
  if (!parsed.success) throw unprocessable({ [name]: MSG.invalidField });
  return parsed.data;
}

/** A private download: never cached by a shared cache, saved under `disposition`'s name. */
function sendPrivate(reply: FastifyReply, type: string, disposition: string, body: Readable, size: number) {
  reply.header('content-type', type).header('content-disposition', disposition).header('cache-control', 'private, no-store');
  return reply.header('content-length', String(size)).send(body);
}

/** How to pay, and the proofs of payment (contract payment-info/payment-proofs.ts, decide-payment-proof.ts). */
export const paymentProofsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const storage = createLocalStorage(app.deps.config.dataDir);
  const ctx = () => ({ db, mailer: app.mailer, publicUrl: app.deps.config.publicUrl, log: app.log });
  // One file per request, at most 10 MB like the documents of purchased cars.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  app.addHook('preValidation', async (request) => void requireUser(request));
  const managers = { preValidation: async (request: Parameters<typeof requireManager>[0]) => void requireManager(request) };

  app.get('/payment-info', { schema: { tags, security, querystring: paymentInfoQuery, response: { 200: paymentInfoResponse, ...errors } } },
    async (request) => service.paymentInfo(db, requireUser(request), request.query));

  app.get('/payment-proofs', { schema: { tags, security, querystring: paymentProofsQuery, response: { 200: paymentProofsResponse, ...errors } } },
    async (request) => ({ success: true as const, proofs: await service.listProofs(db, requireUser(request), request.query.state) }));

  app.post('/payment-proofs',
    { schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: uploadPaymentProofResponse, ...errors, 413: apiErrorSchema, 415: apiErrorSchema } } },
    async (request) => {
      const upload = await readFileUpload(request, (fields) => ({ purchasedCarId: optionalId(fields, 'purchasedCarId'), userId: optionalId(fields, 'userId') }));
      return { success: true as const, proof: await service.uploadProof(db, storage, requireUser(request), upload) };
    });

  app.get('/payment-proofs/:id/file', { schema: { tags, security, params: paymentProofParams, response: errors } }, async (request, reply) => {
    const { proof, stream, size } = await service.openProof(db, storage, requireUser(request), request.params.id);
    return sendPrivate(reply, proof.content_type, attachment(proof.original_name), stream, size);
  });

  app.post('/payment-proofs/:id/record',
    { ...managers, schema: { tags, security, params: paymentProofParams, body: recordPaymentProofBody, response: { 200: decidePaymentProofResponse, ...errors } } },
    async (request) => service.recordProof({ ...ctx(), log: request.log }, requireUser(request), request.params.id, request.body, requestLanguage(request)));

  app.post('/payment-proofs/:id/reject',
    { ...managers, schema: { tags, security, params: paymentProofParams, body: rejectPaymentProofBody, response: { 200: decidePaymentProofResponse, ...errors } } },
    async (request) => service.rejectProof({ ...ctx(), log: request.log }, requireUser(request), request.params.id, request.body.reason));
};
