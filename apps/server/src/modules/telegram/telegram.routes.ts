import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, successSchema, telegramLinkCodeResponse, telegramStatusResponse, TELEGRAM_UNLINK_PATH } from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { notFound } from '../../lib/errors.js';
import * as clock from '../../lib/clock.js';
import { createBotApi } from './bot-api.js';
import { createLinkCode, telegramStatus, unlinkTelegram } from './telegram.service.js';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['user'];
const security = [{ session: [] }];

/** The profile's Telegram link (telegram.service.ts). Without TELEGRAM_BOT_TOKEN every call is 404. */
export const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { telegramBotToken, telegramApiUrl } = app.deps.config;
  const bot = telegramBotToken ? createBotApi(telegramApiUrl, telegramBotToken) : null;
  const requireBot = () => {
    if (!bot) throw notFound();
    return bot;
  };

  app.get('/user/telegram', { schema: { tags, security, response: { 200: telegramStatusResponse, ...errors } } }, async (request) => {
    const user = requireUser(request);
    requireBot();
    return telegramStatus(db, user.id);
  });

  app.post(
    '/user/telegram/link-code',
    { schema: { tags, security, response: { 200: telegramLinkCodeResponse, ...errors, 503: apiErrorSchema } } },
    async (request) => {
      const user = requireUser(request);
      return createLinkCode(db, requireBot(), user.id, clock.now());
    },
  );

  app.post(TELEGRAM_UNLINK_PATH, { schema: { tags, security, response: { 200: successSchema, ...errors } } }, async (request) => {
    const user = requireUser(request);
    requireBot();
    await unlinkTelegram(db, user.id);
    return { success: true };
  });
};
