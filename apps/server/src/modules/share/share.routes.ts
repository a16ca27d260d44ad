import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, lotPageParams, PAGE_TYPES, sharePasswordQuery, sharePasswordResponse, shareResponse } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { refuseCrossSite } from '../../plugins/origin-check.js';
import { localizeLotTexts } from '../lot/lot-remarks.js';
import { sharedLot, sharePassword } from './share.service.js';

const tags = ['share'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const idParams = lotPageParams.pick({ id: true });
// Any code is taken and checked by the service, so a missing or malformed one is a counted
// wrong attempt (403 wrong_code) like any other, not a 400 that costs a guesser nothing.
const codeQuery = z.object({ code: z.string().max(40).optional() });

/** Sharing a lot by link and 6-digit code (spec 2 §4 "Share"; DESIGN.md §3 "Share links"). */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/car-auction/password',
    {
      onRequest: refuseCrossSite,
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { tags, security: [{ session: [] }], querystring: sharePasswordQuery, response: { 200: sharePasswordResponse, ...errors } },
    },
    async (request) => ({ password: await sharePassword(db, requireUser(request), request.query.carId, request.query.auctionType) }),
  );

  // Public: anyone with the link and its code.
  for (const pageType of PAGE_TYPES) {
    app.get(
      `/share/${pageType}/:id`,
      // A wrong code spends one of the link's attempts.
      { onRequest: refuseCrossSite, schema: { tags, params: idParams, querystring: codeQuery, response: { 200: shareResponse, ...errors } } },
      async (request) => ({ lotDetail: localizeLotTexts(await sharedLot(db, pageType, request.params.id, request.query.code, request.ip), requestLanguage(request)) }),
    );
  }
};
