import { ApiError } from '../../../lib/api-errors';

/**
 * The manager's change calls answer `{ success, error? }` (spec 2 §5). An answer that is not a
 * success, or that carries an error string, did not change the bid: it becomes an ApiError so
 * the caller undoes the change as for a refusal (spec 2 §4 "Undo").
 */
export function requireSuccess<T extends { success: boolean; error?: string }>(answer: T): T {
  if (!answer.success || answer.error) throw new ApiError(200, answer.error || 'internal_error');
  return answer;
}

/** HTTP 401 that survived the session refresh: the session-expired modal handles it, nothing is undone. */
export const isSessionLost = (error: unknown) => error instanceof ApiError && error.status === 401;
