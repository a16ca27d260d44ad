import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addFavoriteBody, addFavoriteResponse, apiErrorSchema, deleteFavoriteQuery, deleteFavoriteResponse } from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { addFavorite, removeFavorite } from './favorite.service.js';

const tags = ['favorite'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The wishlist: five groups A–E per user, a lot in at most one of them (DESIGN.md §3). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // 401 before the body is looked at, so an expired session triggers the web app's refresh
  // and retry rather than a field error.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post(
    '/favorite/add',
    { schema: { tags, security, body: addFavoriteBody, response: { 200: addFavoriteResponse, ...errors } } },
    async (request) => {
      await addFavorite(db, requireUser(request), request.body);
      return { success: true };
    },
  );

  app.delete(
    '/favorite/delete',
    { schema: { tags, security, querystring: deleteFavoriteQuery, response: { 200: deleteFavoriteResponse, ...errors } } },
    async (request) => {
      await removeFavorite(db, requireUser(request), request.query);
      return { success: true };
    },
  );
};
