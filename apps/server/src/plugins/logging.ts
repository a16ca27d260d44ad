import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

// Query parameters whose values are secrets or personal data: e-mailed reset and verification
// tokens, share codes, passwords, addresses. Their names stay in the log, their values do not.
const SECRET_PARAM = /token|code|pass|secret|key|sig|email/i;
const REDACTED = '[redacted]';

/** The URL with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is kept as sent and still checked.
    }
    return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, q + 1)}${pairs.join('&')}`;
}

// Fields of driver errors worth keeping: where it failed, never with which values. node-postgres'
// `detail` ("Key (email)=(…) already exists") and drizzle's `params` are left out on purpose.
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'] as const;

function safeMessage(err: Error & { code?: unknown }): string {
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" — the values go.
  let message = err.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`);
  // PostgreSQL data errors (class 22) quote the offending value: 'invalid input syntax … "abc"'.
  if (typeof err.code === 'string' && err.code.startsWith('22')) message = message.replace(/"[^"]*"/g, `"${REDACTED}"`);
  return message;
}

/** pino's error serializer without SQL parameters, driver details or values in messages. */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & Record<string, unknown>;
  const message = safeMessage(e);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: Record<string, unknown> = { type: err.name, message, stack: [`${err.name}: ${message}`, ...frames].join('\n') };
  for (const key of KEPT_FIELDS) {
    if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** What a request log line says about the request: fastify's fields, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The server's pino options: tokens out of logged URLs, no SQL parameters or password hashes
 * in logged errors, and cookie/authorization headers censored should anything log headers.
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: { req: serializeRequest as (req: unknown) => unknown, err: serializeError },
    redact: {
      paths: ['headers.cookie', 'headers.authorization', '*.headers.cookie', '*.headers.authorization', '*.headers["set-cookie"]'],
      censor: REDACTED,
    },
    ...(stream ? { stream } : {}),
  };
}
