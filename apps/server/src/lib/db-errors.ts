// Classifies errors thrown by the database drivers (node-postgres, PGlite), looked up through
// drizzle's wrapper (DrizzleQueryError keeps the driver's error as `cause`).

const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping),
// 53300 too many connections; class 08 is "connection exception".
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres and PGlite say so only in words when the socket or the database goes away.
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed/i;

/**
 * Data errors that only bad input reaches (the schemas should refuse it first; this is the
 * safety net that keeps them 400 rather than 500): 22P05 NUL in text, 22003 number out of range,
 * 22007/22008 invalid or out-of-range date, 22P02 invalid text representation, 22021 bad encoding.
 */
const BAD_INPUT_SQLSTATES = new Set(['22P05', '22003', '22007', '22008', '22P02', '22021']);

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

type Inspected = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error, its causes and, for an AggregateError (one per address tried), its members. */
function* chain(err: unknown, depth = 0): Generator<Inspected> {
  if (!err || typeof err !== 'object' || depth > 4) return;
  const e = err as Inspected;
  yield e;
  if (Array.isArray(e.errors)) for (const member of e.errors) yield* chain(member, depth + 1);
  yield* chain(e.cause, depth + 1);
}

/** The database cannot be reached or is going away: worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** A PostgreSQL data error caused by a value the request sent. */
export function isBadInputDataError(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === 'string' && BAD_INPUT_SQLSTATES.has(e.code)) return true;
  return false;
}

/**
 * The transaction lost a deadlock or a serialization conflict (40P01, 40001): nothing it did was
 * kept, and running it again is safe. Transactions that lock rows other writers lock in another
 * order (the bid desk against the results job) retry on it instead of answering 500.
 */
export function isTransactionConflict(err: unknown): boolean {
  for (const e of chain(err)) if (e.code === '40P01' || e.code === '40001') return true;
  return false;
}
