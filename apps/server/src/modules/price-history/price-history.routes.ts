import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, PAGE_TYPES, priceHistoryQuery, priceHistoryResponse, type PriceHistoryResponse } from '@jauc/contract';
import { requirePermissions } from '../../plugins/auth-context.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { preSerialized } from '../../plugins/serializer.js';
import { priceHistoryJson } from './price-history.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * GET /{pageType}/price-history?carId=&months=&band= for each page type, like the lot page
 * (GET /{pageType}/lot/{id}): the session and the page's permission first, then the query.
 */
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  for (const pageType of PAGE_TYPES) {
    const guard = async (request: FastifyRequest) => {
      requirePermissions(request, PAGE_PERMISSION[pageType]);
    };
    app.get(
      `/${pageType}/price-history`,
      { onRequest: guard, schema: { tags: ['lot'], security: [{ session: [] }], querystring: priceHistoryQuery, response: { 200: priceHistoryResponse, ...errors } } },
      async (request) => preSerialized<PriceHistoryResponse>(await priceHistoryJson(db, request.user!, request.query)),
    );
  }
};
