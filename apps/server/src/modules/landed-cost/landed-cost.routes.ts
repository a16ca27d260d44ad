import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addExchangeRatesBody, addTariffVersionBody, apiErrorSchema, COUNTRY_RUSSIA, landedCostEstimateQuery, landedCostQuery, landedCostResponse, PAGE_TYPES,
  tariffSettingsQuery, tariffSettingsResponse, tariffWriteResponse,
} from '@jauc/contract';
import * as clock from '../../lib/clock.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requirePermissions, requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { estimateLandedCost, lotLandedCost } from './landed-cost.service.js';
import { addExchangeRates, addTariffVersion, tariffSettings } from './tariff-settings.service.js';

const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/**
 * The landed cost (issue 21 §2): GET /{pageType}/landed-cost for every page type, and the
 * managers' settings under /landed-cost (decision record 022).
 */
export const landedCostRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  for (const pageType of PAGE_TYPES) {
    const guard = async (request: FastifyRequest) => {
      requirePermissions(request, PAGE_PERMISSION[pageType]);
    };
    app.get(
      `/${pageType}/landed-cost`,
      { onRequest: guard, schema: { tags: ['lot'], security, querystring: landedCostQuery, response: { 200: landedCostResponse, ...errors } } },
      async (request) => lotLandedCost(db, request.user!, pageType, request.query, requestLanguage(request), clock.now()),
    );
  }

  app.get(
    '/landed-cost/estimate',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: { tags: ['landed-cost'], security, querystring: landedCostEstimateQuery, response: { 200: landedCostResponse, ...errors } },
    },
    async (request) => estimateLandedCost(db, request.user!, request.query, requestLanguage(request), clock.now()),
  );

  // Settings are the managers': anyone else learns nothing, not even the body's shape.
  const managers = async (request: FastifyRequest) => {
    requireManager(request);
  };
  const tags = ['landed-cost'];
  app.get(
    '/landed-cost/settings',
    { onRequest: managers, schema: { tags, security, querystring: tariffSettingsQuery, response: { 200: tariffSettingsResponse, ...errors } } },
    async (request) => tariffSettings(db, request.query.countryId ?? COUNTRY_RUSSIA, requestLanguage(request), clock.now()),
  );
  app.post(
    '/landed-cost/tariff-version',
    { onRequest: managers, schema: { tags, security, body: addTariffVersionBody, response: { 200: tariffWriteResponse, ...errors } } },
    async (request) => ({ success: true as const, id: await addTariffVersion(db, request.user!, request.body, clock.now()) }),
  );
  app.post(
    '/landed-cost/exchange-rates',
    { onRequest: managers, schema: { tags, security, body: addExchangeRatesBody, response: { 200: tariffWriteResponse, ...errors } } },
    async (request) => ({ success: true as const, id: await addExchangeRates(db, request.user!, request.body, clock.now()) }),
  );
};
