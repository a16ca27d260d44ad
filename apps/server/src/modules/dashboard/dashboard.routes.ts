import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, dashboardResponse } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { dashboard } from './dashboard.service.js';

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
};
