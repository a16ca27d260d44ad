import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, loginBody, loginResponse, resetPasswordQuery, resetPasswordResponse, resetPasswordVerifyBody,
  SIGNUP_ERROR_FIELDS, signupBody, signupResponse, successSchema, tokenQuery,
} from '@jauc/contract';
import { unprocessable } from '../../lib/errors.js';
import { validationFields } from '../../plugins/error-handler.js';
import { clearSessionCookies, REFRESH_COOKIE, setAccessCookie, setSessionCookies } from '../../plugins/session.js';
import { refuseCrossSite } from '../../plugins/origin-check.js';
import type { AuthContext } from './auth-deps.js';
import { login, loginWithLink, logout, refreshSession } from './auth.service.js';
import { clearMediaCookie, setMediaCookie } from './media-cookie.js';
import { checkResetToken, requestPasswordReset, resetPassword, signup, verifyEmail } from './account.service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AuthContext = { db: app.deps.database.db, config: app.deps.config, mailer: app.mailer, log: app.log };
  const { config } = app.deps;

  app.post('/auth', { schema: { tags, body: loginBody, response: { 200: loginResponse, ...errors } } }, async (request, reply) => {
    const tokens = await login(ctx, request.body.email, request.body.password, { ip: request.ip, userAgent: request.headers['user-agent'] });
    // Tokens go only into HttpOnly cookies, never into the body (docs/decisions/001).
    setSessionCookies(reply, config, tokens);
    setMediaCookie(reply, config, tokens.access);
    return { success: true as const };
  });

  // The one-time link a locked login mailed to the account (docs/decisions/014): signs in.
  app.post('/auth/login-link', { schema: { tags, querystring: tokenQuery, response: { 200: successSchema, ...errors } } }, async (request, reply) => {
    const tokens = await loginWithLink(ctx, request.query.token, { ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookies(reply, config, tokens);
    setMediaCookie(reply, config, tokens.access);
    return { success: true };
  });

  // Rotates the session's tokens; the reset request below sends a mail.
  app.get('/auth/update', { onRequest: refuseCrossSite, schema: { tags, response: { 200: successSchema, 401: apiErrorSchema } } }, async (request, reply) => {
    const tokens = await refreshSession(ctx, request.cookies[REFRESH_COOKIE]);
    if (tokens.refresh) setSessionCookies(reply, config, { access: tokens.access, refresh: tokens.refresh });
    else setAccessCookie(reply, config, tokens.access);
    setMediaCookie(reply, config, tokens.access);
    return { success: true };
  });

  app.post('/auth/logout', { schema: { tags, response: { 200: successSchema } } }, async (request, reply) => {
    await logout(ctx, request.user, request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply, config);
    clearMediaCookie(reply, config);
    return { success: true };
  });

  app.post(
    '/auth/signup',
    // attachValidation: the provider's API names sign-up fields differently (SIGNUP_ERROR_FIELDS),
    // so validation errors are renamed here instead of going straight to the error handler.
    { attachValidation: true, schema: { tags, body: signupBody, response: { 200: signupResponse, ...errors } } },
    async (request) => {
      if (request.validationError) {
        const fields = validationFields(request.validationError.validation ?? []);
        const renamed = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [SIGNUP_ERROR_FIELDS[k as keyof typeof SIGNUP_ERROR_FIELDS] ?? k, v]),
        );
        throw unprocessable(renamed);
      }
      await signup(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { success: true as const };
    },
  );

  app.post('/auth/verify-email', { schema: { tags, querystring: tokenQuery, response: { 200: successSchema, ...errors } } }, async (request) => {
    await verifyEmail(ctx, request.query.token);
    return { success: true };
  });

  app.get(
    '/auth/reset-password',
    { onRequest: refuseCrossSite, schema: { tags, querystring: resetPasswordQuery, response: { 200: resetPasswordResponse, ...errors } } },
    async (request) => {
      requestPasswordReset(ctx, request.query.email);
      return { success: true as const, message: 'reset_link_sent' };
    },
  );

  app.get(
    '/auth/reset-password-token-verify',
    { schema: { tags, querystring: tokenQuery, response: { 200: successSchema, ...errors } } },
    async (request) => {
      await checkResetToken(ctx, request.query.token);
      return { success: true };
    },
  );

  app.post(
    '/auth/reset-password-verify',
    { schema: { tags, querystring: tokenQuery, body: resetPasswordVerifyBody, response: { 200: successSchema, ...errors } } },
    async (request) => {
      await resetPassword(ctx, request.query.token, request.body.newPassword);
      return { success: true };
    },
  );
};
