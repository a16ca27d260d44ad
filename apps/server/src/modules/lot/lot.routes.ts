import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, lotDetailResponse, lotPageParams, PAGE_TYPES } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requirePermissions } from '../../plugins/auth-context.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { getLotDetail } from './lot-detail.service.js';
import { localizeLotTexts } from './lot-remarks.js';

const tags = ['lot'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = lotPageParams.pick({ id: true });

/**
 * The lot page: GET /{pageType}/lot/{id} for each page type. The session and the page's view
 * permission are checked on request, before the id is validated (401 first, as the listings do).
 */
export const lotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  for (const pageType of PAGE_TYPES) {
    const guard = async (request: FastifyRequest) => {
      requirePermissions(request, PAGE_PERMISSION[pageType]);
    };
    app.get(
      `/${pageType}/lot/:id`,
      { onRequest: guard, schema: { tags, security, params: idParams, response: { 200: lotDetailResponse, ...errors } } },
      async (request) => ({
        lotDetail: localizeLotTexts(await getLotDetail(db, app.deps.config, request.user!, pageType, request.params.id), requestLanguage(request)),
      }),
    );
  }
};
