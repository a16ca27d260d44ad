// The HTTP side of the AJES / avto.jp SQL API (docs/decisions/012): `GET {url}?json&code=…&sql=…`
// answers a JSON array of rows. Each request has a timeout, a cap on the answer's size, and
// retries with exponential back-off when the failure may pass (timeout, network, 5xx, garbage).
// What the provider says is an error — an `{"error":…}` object, a daily-limit notice, a 4xx — is
// not retried: asking again within the same run would not change the answer.
//
// The access code is a credential: it is only ever written into the request URL. Errors carry a
// kind and our own words, never the URL; provider text that goes into a message is redacted and
// cut short first (the provider's own sample client echoes request URLs into its errors).
import type { FastifyBaseLogger } from 'fastify';
import { AjesError, type AjesQuota, readCapped, redactor } from './ajes-response.js';

export { AjesError, type AjesErrorKind, type AjesQuota } from './ajes-response.js';

export interface AjesClientOptions {
  /** AJES_URL, e.g. `http://host/api/` (the `/api/` mode, not `/gzip/`: decision 012). */
  url: string;
  /** AJES_CODE: the access code. */
  code: string;
  /** Some accounts are bound to the caller's address and pass it as `ip=` (decision 012). */
  ip?: string;
  /** Per attempt, headers and body together. */
  timeoutMs?: number;
  /** Answers longer than this are refused: a page of a few hundred rows is well under 2 MB. */
  maxBytes?: number;
  /** Further attempts after the first, for retryable failures. */
  retries?: number;
  /** First back-off; doubled per attempt, with jitter so parallel pages do not retry in step. */
  backoffMs?: number;
  fetch?: typeof fetch;
  /** Tests pass a sleep that returns at once: they never wait for durations. */
  sleep?: (ms: number) => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface AjesClient {
  /** The rows of `sql` as the provider sent them (validation is ajes-row.ts's job). */
  query(sql: string, signal?: AbortSignal): Promise<unknown[]>;
  /** The quota headers of the last answer (API-Counter, API-Limit, API-Rest), for health. */
  readonly quota: AjesQuota | null;
}

const DEFAULTS = { timeoutMs: 30_000, maxBytes: 16 * 1024 * 1024, retries: 3, backoffMs: 1_000 };

export function createAjesClient(options: AjesClientOptions): AjesClient {
  const o = { ...DEFAULTS, ...options };
  const doFetch = o.fetch ?? fetch;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const redact = redactor(o.code);
  let quota: AjesQuota | null = null;

  const requestUrl = (sql: string): string => {
    const ip = o.ip ? `&ip=${encodeURIComponent(o.ip)}` : '';
    return `${o.url}${o.url.includes('?') ? '&' : '?'}json&code=${encodeURIComponent(o.code)}${ip}&sql=${encodeURIComponent(sql)}`;
  };

  const attempt = async (sql: string, signal: AbortSignal | undefined): Promise<unknown[]> => {
    const timeout = AbortSignal.timeout(o.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const res = await doFetch(requestUrl(sql), { signal: both, headers: { accept: 'application/json' } });
      quota = readQuota(res.headers) ?? quota;
      if (res.status !== 200) {
        await res.body?.cancel().catch(() => undefined);
        throw new AjesError(res.status === 429 ? 'quota' : 'http', `ajes: HTTP ${res.status}`, res.status);
      }
      return parseAnswer(await readCapped(res, o.maxBytes), redact);
    } catch (error) {
      if (error instanceof AjesError) throw error;
      if (signal?.aborted) throw new AjesError('aborted', 'ajes: request cancelled');
      if (timeout.aborted) throw new AjesError('timeout', `ajes: no answer within ${o.timeoutMs} ms`);
      // fetch's own errors may quote the URL in their cause: only their class name goes on.
      throw new AjesError('network', `ajes: network error (${error instanceof Error ? error.name : 'unknown'})`);
    }
  };

  return {
    get quota() {
      return quota;
    },
    async query(sql, signal) {
      for (let n = 0; ; n++) {
        try {
          return await attempt(sql, signal);
        } catch (error) {
          const e = error as AjesError;
          if (!e.retryable || n >= o.retries) throw e;
          const delayMs = Math.round(o.backoffMs * 2 ** n * (0.5 + Math.random() / 2));
          o.log?.warn({ kind: e.kind, status: e.status, attempt: n + 1, delayMs }, `${redact(e.message)}; retrying`);
          await sleep(delayMs);
        }
      }
    },
  };
}

/** The body of a 200 answer: a JSON array of rows, or one of the provider's ways to say no. */
function parseAnswer(text: string, redact: (s: string) => string): unknown[] {
  const body = text.trim();
  // An empty body is not "no rows" (that is `[]`): treated as garbage, it is retried and never
  // taken for the end of the data (decision 012).
  if (body === '') throw new AjesError('garbage', 'ajes: empty answer');
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    if (/daily limit/i.test(body)) throw new AjesError('quota', 'ajes: daily limit reached');
    throw new AjesError('garbage', 'ajes: answer is not JSON');
  }
  if (Array.isArray(data)) return data;
  if (data !== null && typeof data === 'object' && 'error' in data) {
    const said = redact(String((data as { error: unknown }).error)).slice(0, 200);
    // Not just /limit/: the provider echoes our SQL, and every page says LIMIT.
    throw new AjesError(/daily limit|limit (exceeded|reached)/i.test(said) ? 'quota' : 'provider', `ajes: provider error: ${said}`);
  }
  throw new AjesError('garbage', 'ajes: answer is not a list of rows');
}

function readQuota(headers: Headers): AjesQuota | null {
  const num = (name: string) => {
    const v = headers.get(name);
    return v !== null && /^\d+$/.test(v.trim()) ? Number(v) : null;
  };
  const q = { counter: num('api-counter'), limit: num('api-limit'), rest: num('api-rest') };
  return q.counter === null && q.limit === null && q.rest === null ? null : q;
}
