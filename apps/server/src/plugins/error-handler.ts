import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@jauc/contract';
import { AppError } from '../lib/errors.js';

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
 * 5xx answers never carry details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ success: false, message: error.fields ?? error.code });
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
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ success: false, message: 'not_found' }));
}
