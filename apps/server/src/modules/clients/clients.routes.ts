import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, clientsListQuery, clientsListResponse, updateClientBody, updateClientResponse } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { clientsList, updateClient } from './clients.service.js';

const tags = ['clients'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The managers' client page: every call is managers only (403 for anyone else, before the input is read). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('preValidation', async (request) => {
    requireManager(request);
  });

  app.get(
    '/clients/list',
    { schema: { tags, security, querystring: clientsListQuery, response: { 200: clientsListResponse, ...errors } } },
    async (request) => clientsList(db, request.query, requestLanguage(request)),
  );

  app.put(
    '/clients/update',
    { schema: { tags, security, body: updateClientBody, response: { 200: updateClientResponse, ...errors } } },
    async (request) => updateClient(db, requireUser(request), request.body, requestLanguage(request)),
  );
};
