import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, bidGroupQuery, bidGroupResponse, bidTypeResponse, placeBidBody, placeBidFromManagerBody, placeBidResponse,
} from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { bidGroups, groupOwner } from './bid-options.js';
import { bidTypes } from '../lots-core/bid-types.js';
import { placeBid } from './bid.service.js';

const tags = ['bid'];
const security = [{ session: [] }];
const errors = {
  400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema,
};

/** Placing and raising bids from the lot page; bid groups and types (DESIGN.md §3 "Bids"). Status changes: bid-manage.routes.ts. */
export const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  // 401 before the body is looked at (the web app refreshes the session and retries).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.post('/bid/create', { schema: { tags, security, body: placeBidBody, response: { 200: placeBidResponse, ...errors } } }, async (request) =>
    placeBid(db, config, requireUser(request), request.body),
  );

  app.post(
    '/bid/bid-from-manager',
    {
      // A client must not learn anything from this endpoint, not even which body it expects.
      preValidation: async (request) => {
        requireManager(request, 'managerBidForClient');
      },
      schema: { tags, security, body: placeBidFromManagerBody, response: { 200: placeBidResponse, ...errors } },
    },
    async (request) => {
      const { userId, ...input } = request.body;
      return placeBid(db, config, requireUser(request), input, userId);
    },
  );

  app.get(
    '/bid/group',
    { schema: { tags, security, querystring: bidGroupQuery, response: { 200: bidGroupResponse, 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema } } },
    async (request) => bidGroups(db, await groupOwner(db, requireUser(request), request.query.userId)),
  );

  app.get('/bid/type', { schema: { tags, security, response: { 200: bidTypeResponse, 401: apiErrorSchema } } }, async (request) => {
    requireUser(request);
    return bidTypes(requestLanguage(request));
  });
};
