import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, updateAdjustmentPriceBody, updateAdjustmentPriceResponse, updateAutoBidBody, updateAutoBidResponse, updateBidPriceBody,
  updateBidPriceResponse, updateBidStatusBody, updateBidStatusResponse, updateSoldPriceBody, updateSoldPriceResponse,
} from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { isManager, requireManager } from '../access/access.js';
import { manageBidStatus, updateAdjustmentPrice, updateAutoBid, updateBidPrice, updateSoldPrice } from './bid-manage.service.js';
import { updateBidStatus } from './bid.service.js';

const tags = ['bid'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const ok = { success: true } as const;

/**
 * Changes on a bid (spec 2 §7 "Bid management"): the status for its owner (cancel only) and for
 * managers, and the manager-only sold price, bid price, auto-bid and adjustment price.
 */
export const bidManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // 401 before the body is looked at (the web app refreshes the session and retries).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });
  // A client or dealer learns nothing from the manager-only calls, not even the body they expect.
  const managers = { preValidation: async (request: Parameters<typeof requireManager>[0]) => void requireManager(request) };

  app.put(
    '/bid/update-bid-status',
    { schema: { tags, security, body: updateBidStatusBody, response: { 200: updateBidStatusResponse, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      // The owner's cancellation keeps its own rules (deadline, New or Bid); a manager has the desk's.
      if (isManager(user)) await manageBidStatus(db, user, request.body);
      else await updateBidStatus(db, user, request.body);
      return ok;
    },
  );

  app.put(
    '/bid/update-sold-price',
    { ...managers, schema: { tags, security, body: updateSoldPriceBody, response: { 200: updateSoldPriceResponse, ...errors } } },
    async (request) => {
      await updateSoldPrice(db, requireUser(request), request.body);
      return ok;
    },
  );

  app.put(
    '/bid/update-bid-price',
    { ...managers, schema: { tags, security, body: updateBidPriceBody, response: { 200: updateBidPriceResponse, ...errors } } },
    async (request) => updateBidPrice(db, requireUser(request), request.body),
  );

  app.put(
    '/bid/update-auto-bid',
    { ...managers, schema: { tags, security, body: updateAutoBidBody, response: { 200: updateAutoBidResponse, ...errors } } },
    async (request) => {
      await updateAutoBid(db, requireUser(request), request.body);
      return ok;
    },
  );

  app.put(
    '/bid/update-adjustment-price',
    {
      preValidation: async (request) => void requireManager(request, 'adjustmentPriceShow'),
      schema: { tags, security, body: updateAdjustmentPriceBody, response: { 200: updateAdjustmentPriceResponse, ...errors } },
    },
    async (request) => {
      await updateAdjustmentPrice(db, requireUser(request), request.body);
      return ok;
    },
  );
};
