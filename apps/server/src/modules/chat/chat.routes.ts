import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, bidChatQuery, bidChatResponse, bidLogsQuery, bidLogsResponse, saveChatBody, saveChatResponse, updateChatStatusBody,
  updateChatStatusResponse,
} from '@jauc/contract';
import { notFound } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { bidLogRows } from './bid-logs.repo.js';
import { bidLogText, systemName } from './bid-log-text.js';
import { getChat, markChatRead, saveChatMessage } from './chat.service.js';

const tags = ['bid'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };
const ok = { success: true } as const;

/** The bid chat and the bid log (spec 2 §7 "Chat and log"; contract chat/*.ts). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // 401 before the query or body is looked at (the web app refreshes the session and retries).
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get('/bid/chat', { schema: { tags, security, querystring: bidChatQuery, response: { 200: bidChatResponse, ...errors } } }, async (request) =>
    getChat(db, requireUser(request), request.query.bidId),
  );

  app.put(
    '/bid/update-chat-status',
    { schema: { tags, security, body: updateChatStatusBody, response: { 200: updateChatStatusResponse, ...errors } } },
    async (request) => {
      await markChatRead(db, requireUser(request), request.body.bidId);
      return ok;
    },
  );

  app.post('/bid/save-chat', { schema: { tags, security, body: saveChatBody, response: { 200: saveChatResponse, ...errors } } }, async (request) => {
    await saveChatMessage(db, requireUser(request), request.body.bidId, request.body.comment);
    return ok;
  });

  // The History tab is the managers' (spec 2 §6): anyone else 403 before the query is read.
  app.get(
    '/bid/logs',
    {
      preValidation: async (request) => void requireManager(request),
      schema: { tags, security, querystring: bidLogsQuery, response: { 200: bidLogsResponse, ...errors } },
    },
    async (request) => {
      const rows = await bidLogRows(db, request.query.bidId);
      if (!rows) throw notFound('bid_not_found');
      const lang = requestLanguage(request);
      return rows.map((r) => ({
        date: new Date(r.createdAt).toISOString(),
        userName: r.actorName ?? systemName(lang),
        event: bidLogText(r, lang),
        status: Number(r.status),
        ...(r.actorRole === null ? {} : { userType: Number(r.actorRole) }),
      }));
    },
  );
};
