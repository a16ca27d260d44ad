import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, deleteSavedSearchQuery, savedSearchListResponse, savedSearchNotifyBody, savedSearchOkResponse, savedSearchOpenedBody, saveSearchBody,
  saveSearchResponse,
} from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { deleteSearch, listSearches, markOpened, saveSearch, setNotify } from './saved-search.service.js';

const tags = ['saved-search'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** Saved searches with alerts (issue 21 §4, decision 024): the caller's own, nobody else's. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // 401 before the body is looked at, as the other signed-in routes.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post('/saved-search', { schema: { tags, security, body: saveSearchBody, response: { 200: saveSearchResponse, ...errors } } }, async (request) => ({
    success: true,
    id: await saveSearch(db, requireUser(request), request.body),
  }));

  app.get('/saved-search/list', { schema: { tags, security, response: { 200: savedSearchListResponse, ...errors } } }, async (request) => ({
    list: await listSearches(db, requireUser(request)),
  }));

  app.delete('/saved-search', { schema: { tags, security, querystring: deleteSavedSearchQuery, response: { 200: savedSearchOkResponse, ...errors } } }, async (request) => {
    await deleteSearch(db, requireUser(request), request.query);
    return { success: true };
  });

  app.put('/saved-search/notify', { schema: { tags, security, body: savedSearchNotifyBody, response: { 200: savedSearchOkResponse, ...errors } } }, async (request) => {
    await setNotify(db, requireUser(request), request.body);
    return { success: true };
  });

  app.post('/saved-search/opened', { schema: { tags, security, body: savedSearchOpenedBody, response: { 200: savedSearchOkResponse, ...errors } } }, async (request) => {
    await markOpened(db, requireUser(request), request.body);
    return { success: true };
  });
};
