import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, dashboardResponse, depositsListQuery, depositsListResponse } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { dashboard, listDeposits } from './dashboard.service.js';

/** GET /dashboard: what needs the caller's attention today (issue 14 §3), for any signed-in account. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.database.db, closeMinutes: app.deps.config.bidCloseMinutes };
  app.get(
    '/dashboard',
    {
      preValidation: async (request) => void requireUser(request),
      schema: { tags: ['dashboard'], security: [{ session: [] }], response: { 200: dashboardResponse, 401: apiErrorSchema, 404: apiErrorSchema } },
    },
    async (request) => dashboard(deps, requireUser(request), requestLanguage(request)),
  );
  // The whole list behind the manager's "Recent deposits" card (issue 18 §2: its "View all").
  app.get(
    '/payments/deposits',
    {
      preValidation: async (request) => void requireManager(request),
      schema: {
        tags: ['payments'], security: [{ session: [] }], querystring: depositsListQuery,
        response: { 200: depositsListResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => listDeposits(deps.db, request.query),
  );
};
