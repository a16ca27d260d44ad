import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@jauc/contract';
import { AppError } from '../lib/errors.js';
import { isBadInputDataError, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/db-errors.js';
import { methodNotAllowed } from './request-limits.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie could not be checked because the database is unreachable. */
    sessionUnavailable: boolean;
  }
}

// Translation keys the contract puts on fields (Errors.*, and the bid form's PlaceBid.*).
const FIELD_MESSAGE = /^(?:Errors|PlaceBid)\./;

/** Per-field messages from schema validation issues: the first message of each top-level field. */
export function validationFields(validation: ReadonlyArray<{ instancePath: string; message?: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of validation) {
    const key = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
    fields[key] ??= issue.message && FIELD_MESSAGE.test(issue.message) ? issue.message : MSG.invalidField;
  }
  return fields;
}

/**
 * The one place where errors become HTTP answers `{ success: false, message }`.
 * Invalid bodies answer 422 and invalid query/params 400, each with per-field messages;
 * 5xx answers never carry details. An unreachable database answers 503 with Retry-After to
 * everyone alike (the pool reconnects by itself once it is back); a value PostgreSQL refuses
 * as data (NUL, out of range, a year-0 date) answers 400 like any other invalid input.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // With the session unknown, a 401 would sign the user out of the app: it is the outage.
    const unavailable = error instanceof AppError ? error.statusCode === 401 && request.sessionUnavailable : isDatabaseUnavailable(error);
    if (unavailable) {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ success: false, message: 'service_unavailable' });
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, message: error.fields ?? error.code });
    }
    if (isBadInputDataError(error)) {
      // The request's schema let through a value PostgreSQL refuses: answered, and logged to be fixed.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.status(400).send({ success: false, message: 'invalid_input' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply.status(status).send({ success: false, message: validationFields(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: 'internal_error' });
    }
    // Framework-level client errors: malformed JSON, body too large, unsupported media type.
    return reply.status(status).send({ success: false, message: status === 404 ? 'not_found' : 'invalid_input' });
  });
  // No route: 405 for a method the portal never serves (TRACE, ...), else 404.
  app.setNotFoundHandler((request, reply) => {
    if (!methodNotAllowed(request, reply)) void reply.status(404).send({ success: false, message: 'not_found' });
  });
}
