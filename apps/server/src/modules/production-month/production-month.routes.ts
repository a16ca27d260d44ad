import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, productionMonthQuery, productionMonthResponse, type ProductionMonthInfo } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requirePermissions } from '../../plugins/auth-context.js';
import { normalizeMakerName } from '../../seed/catalog-index.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { variantDescription } from './production-description.js';
import { findProductionMonth } from './production-month.repo.js';

/** "ZVW30-1234567" → code and serial; null for anything that is not a chassis number. */
export function parseChassisNumber(chassis: string): { code: string; serial: number } | null {
  const match = /^\s*([A-Z0-9]{2,20})-(\d{5,8})\s*$/.exec(chassis.toUpperCase());
  return match?.[1] && match[2] ? { code: match[1], serial: Number(match[2]) } : null;
}

export async function lookUpProductionMonth(db: DbOrTx, maker: string | undefined, chassis: string): Promise<ProductionMonthInfo | null> {
  const parsed = parseChassisNumber(chassis);
  if (!parsed) return null;
  return findProductionMonth(db, parsed.code, parsed.serial, normalizeMakerName(maker ?? ''));
}

/** GET /{pageType}/production-month for the car-auction and stock pages (spec 2 §7). */
export const productionMonthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const pageType of ['car-auction', 'stock'] as const) {
    const guard = async (request: FastifyRequest) => {
      requirePermissions(request, PAGE_PERMISSION[pageType]);
    };
    app.get(
      `/${pageType}/production-month`,
      {
        onRequest: guard,
        schema: {
          tags: ['lot'],
          security: [{ session: [] }],
          querystring: productionMonthQuery,
          response: { 200: productionMonthResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        const info = await lookUpProductionMonth(app.deps.database.db, request.query.maker, request.query.chassis);
        return { carInfo: info && { ...info, description: info.description && variantDescription(info.description, requestLanguage(request)) } };
      },
    );
  }
};
