import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, imageTranslateQuery, imageTranslateResponse, lotExportCheckQuery, lotExportCheckResponse, saveCommentBody, saveCommentResponse,
} from '@jauc/contract';
import { notFound } from '../../lib/errors.js';
import { requirePermissions, requireUser } from '../../plugins/auth-context.js';
import { canSee, requireManager } from '../access/access.js';
import { lotExportCheck } from '../export-rules/lot-export.js';
import { findUserById } from '../identity/user.repo.js';
import * as clock from '../../lib/clock.js';
import { findViewableLot } from './lot-access.js';
import { lotSheetUrl, mediaRefOf } from '../photo-proxy/lot-media-urls.js';
import { saveLotComment } from './lot.repo.js';

const tags = ['lot'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The lot page's sheet translation and the manager's note (spec 2 §4). */
export const lotToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/car-auction/image-translate',
    { schema: { tags, security, querystring: imageTranslateQuery, response: { 200: imageTranslateResponse, ...errors } } },
    async (request, reply) => {
      const user = requirePermissions(request, 'auctionTranslationUse');
      const m = await findViewableLot(db, user, request.query.carId);
      // A JSON string: a bare string reply would go out as text/plain.
      return reply.type('application/json').send(JSON.stringify(lotSheetUrl(mediaRefOf(m.lot), 'en')));
    },
  );

  app.get(
    '/car-auction/export-check',
    { schema: { tags, security, querystring: lotExportCheckQuery, response: { 200: lotExportCheckResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const m = await findViewableLot(db, user, request.query.carId);
      // The check of someone the caller acts for (a manager's client, a dealer's): nobody else's
      // country leaks, and an unknown user looks the same as another's.
      const owner = await findUserById(db, request.query.userId);
      if (!owner || !canSee(user, owner)) throw notFound('client_not_found');
      return { exportCheck: lotExportCheck(m.lot, owner.countryId, clock.now()) };
    },
  );

  app.post(
    '/car-auction/save-comment',
    {
      // Notes are the managers' (spec 2 §6): a client learns nothing here, not even the body's shape.
      preValidation: async (request) => {
        requireManager(request);
      },
      schema: { tags, security, body: saveCommentBody, response: { 200: saveCommentResponse, ...errors } },
    },
    async (request) => {
      if (!(await saveLotComment(db, request.body.carId, request.body.comment))) throw notFound('lot_not_found');
      return { success: true };
    },
  );
};
