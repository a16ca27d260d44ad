import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, changePasswordBody, profileResponse, successSchema, updateProfileBody, updateSettingBody, userSearchQuery,
  userSearchResponse,
} from '@jauc/contract';
import { requireUser } from '../../plugins/auth-context.js';
import { requireManager } from '../access/access.js';
import { searchClients } from './user-search.js';
import { changePassword, getProfile, updateProfile, updateSettings } from './user.service.js';

const errors = { 401: apiErrorSchema, 422: apiErrorSchema };
const tags = ['user'];
const security = [{ session: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Every call here needs a session: answer 401 before looking at the body, so an expired session
  // triggers the web app's refresh-and-retry rather than a misleading 422.
  app.addHook('preValidation', async (request) => {
    requireUser(request);
  });

  app.get('/user/view-profile', { schema: { tags, security, response: { 200: profileResponse, ...errors } } }, async (request) => {
    const user = requireUser(request);
    return getProfile(db, user.id, app.deps.config.telegramBotToken !== null);
  });

  app.put(
    '/user/update-profile',
    { schema: { tags, security, body: updateProfileBody, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await updateProfile(db, user.id, request.body);
      return { success: true };
    },
  );

  app.put(
    '/user/update-setting',
    { schema: { tags, security, body: updateSettingBody, response: { 200: successSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      await updateSettings(db, user.id, request.body);
      return { success: true };
    },
  );

  app.post(
    '/user/change-password',
    { schema: { tags, security, body: changePasswordBody, response: { 200: successSchema, ...errors, 429: apiErrorSchema } } },
    async (request) => {
      const user = requireUser(request);
      await changePassword(db, user, request.body);
      return { success: true };
    },
  );

  // The client search of a manager bidding for a client (spec 2 §5).
  app.get(
    '/user/search',
    {
      preValidation: async (request) => {
        requireManager(request, 'managerBidForClient');
      },
      schema: { tags, security, querystring: userSearchQuery, response: { 200: userSearchResponse, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async (request) => searchClients(db, request.query.user),
  );
};
