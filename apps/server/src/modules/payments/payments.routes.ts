import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, depositBody, depositResponse, paymentInvoiceQuery, paymentInvoiceResponse, paymentsListQuery, paymentsListResponse,
  userBalanceQuery, userBalanceResponse,
} from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { recordDeposit } from './deposit.service.js';
import { listPayments, paymentInvoice, userBalance } from './payments.service.js';

const tags = ['payments'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The ledger (DESIGN.md §3 "Paths the documents do not show"): payments, balance, deposits. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // 401 before the query or body is looked at (the web app refreshes the session and retries).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get(
    '/payments/list',
    { schema: { tags, security, querystring: paymentsListQuery, response: { 200: paymentsListResponse, ...errors } } },
    async (request) => listPayments(db, requireUser(request), request.query, requestLanguage(request)),
  );

  app.get(
    '/payments/invoice',
    { schema: { tags, security, querystring: paymentInvoiceQuery, response: { 200: paymentInvoiceResponse, ...errors } } },
    async (request) => paymentInvoice(db, requireUser(request), request.query.id),
  );

  app.get(
    '/user/balance',
    { schema: { tags, security, querystring: userBalanceQuery, response: { 200: userBalanceResponse, ...errors } } },
    async (request) => userBalance(db, requireUser(request), requestLanguage(request), request.query.userId),
  );

  app.post(
    '/payments/deposit',
    {
      // A client or dealer learns nothing from it, not even the body it expects.
      preValidation: async (request) => void requireManager(request),
      schema: { tags, security, body: depositBody, response: { 200: depositResponse, ...errors } },
    },
    async (request) =>
      recordDeposit({ db, mailer: app.mailer, publicUrl: app.deps.config.publicUrl, log: request.log }, requireUser(request), request.body, requestLanguage(request)),
  );
};
