import type { ErrorCode, FieldMessages } from '@jauc/contract';

/**
 * The one error type of the server: a message code (or per-field messages) and its HTTP status.
 * The error handler plugin turns it into `{ success: false, message }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    readonly fields?: FieldMessages,
  ) {
    super(code);
  }
}

export const unprocessable = (fields: FieldMessages) => new AppError(422, 'invalid_input', fields);
export const unauthorized = (code: string = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: string = 'forbidden') => new AppError(403, code);
export const notFound = (code: string = 'not_found') => new AppError(404, code);
export const tooManyRequests = () => new AppError(429, 'too_many_requests');
