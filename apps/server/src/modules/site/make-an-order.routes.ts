import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, makeAnOrderBody, makeAnOrderResponse } from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { makeAnOrder } from './make-an-order.service.js';

const tags = ['site'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

export const makeAnOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.post(
    '/site/make-an-order',
    {
      // 401 before the body is looked at (the web app refreshes the session and retries).
      preValidation: async (request) => void requireUser(request),
      schema: { tags, security, body: makeAnOrderBody, response: { 200: makeAnOrderResponse, ...errors } },
    },
    async (request) => makeAnOrder({ db, mailer: app.mailer }, requireUser(request), request.body),
  );
};
