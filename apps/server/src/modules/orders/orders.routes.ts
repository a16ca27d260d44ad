import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, myOrdersQuery, myOrdersResponse, ordersListQuery, ordersListResponse, updateOrderBody, updateOrderResponse } from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { listOrders, myOrders, updateOrder } from './orders.service.js';

const tags = ['orders'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** Orders sent from "Spec your car": the managers' desk and the client's own list (issue 18 §2). */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/orders/list',
    {
      // 401/403 before the query is looked at.
      preValidation: async (request) => void requireManager(request),
      schema: { tags, security, querystring: ordersListQuery, response: { 200: ordersListResponse, ...errors } },
    },
    async (request) => listOrders(db, request.query),
  );

  app.post(
    '/orders/update',
    {
      preValidation: async (request) => void requireManager(request),
      schema: { tags, security, body: updateOrderBody, response: { 200: updateOrderResponse, ...errors } },
    },
    async (request) => updateOrder(db, request.body),
  );

  app.get(
    '/orders/my',
    {
      preValidation: async (request) => void requireUser(request),
      schema: { tags, security, querystring: myOrdersQuery, response: { 200: myOrdersResponse, ...errors } },
    },
    async (request) => myOrders(db, requireUser(request), request.query.page),
  );
};
