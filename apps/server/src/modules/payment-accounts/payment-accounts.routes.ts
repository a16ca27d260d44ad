import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, paymentAccountParams, paymentAccountsResponse, updatePaymentAccountBody, updatePaymentAccountResponse,
} from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { accountsWithHistory, changeAccount } from './payment-accounts.service.js';

const tags = ['payments'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

/** The managers' screen of the accounts clients pay to (contract payment-info/payment-accounts.ts). */
export const paymentAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Managers only, before the body is looked at: anyone else learns nothing from these calls.
  app.addHook('preValidation', async (request) => void requireManager(request));

  app.get('/payment-accounts', { schema: { tags, security, response: { 200: paymentAccountsResponse, ...errors } } },
    async () => accountsWithHistory(db));

  app.put('/payment-accounts/:currency',
    { schema: { tags, security, params: paymentAccountParams, body: updatePaymentAccountBody, response: { 200: updatePaymentAccountResponse, ...errors } } },
    async (request) => ({ success: true as const, account: await changeAccount(db, requireUser(request), request.params.currency, request.body) }));
};
