import { apiErrorSchema } from '@jauc/contract';
import type { z } from 'zod';
import { currentLanguage } from '../i18n';
import { ApiError, ContractError } from './api-errors';
import { reportContractError } from './contract-errors-store';
import { timedFetch } from './server-clock';
import { markRefreshFailed } from './session-store';

export const API_BASE = '/api/v1';

type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Do not try the session refresh on 401 (the refresh call itself, login, …). */
  noRefresh?: boolean;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** Every answer also tells the server's time (lib/server-clock.ts). */
async function send(path: string, opts: RequestOptions): Promise<Response> {
  return timedFetch(() => fetch(buildUrl(path, opts.query), {
    method: opts.method ?? 'GET',
    credentials: 'include',
    // The server answers its texts (bid types, colours, countries, remarks) in this language.
    headers: {
      accept: 'application/json',
      'accept-language': currentLanguage(),
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  }));
}

// One refresh at a time: concurrent 401s share the same in-flight call (spec 1 §7). It settles
// with the refresh's HTTP status, and rejects when no answer came (offline, the page unloading).
let refreshing: Promise<number> | null = null;
function renewSession(): Promise<number> {
  refreshing ??= send('/auth/update', { noRefresh: true })
    .then((r) => r.status)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const renewed = (status: number) => status >= 200 && status < 300;

/** Renews the session's tokens; false when that did not happen, for whatever reason. */
export function refreshSession(): Promise<boolean> {
  return renewSession().then(renewed, () => false);
}

async function errorFrom(res: Response): Promise<ApiError> {
  const json: unknown = await res.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(json);
  return new ApiError(res.status, parsed.success ? parsed.data.message : res.status >= 500 ? 'internal_error' : 'invalid_input');
}

// GET answers asked for before the code that reads them has loaded (the first screen's data,
// started by route loaders while the route's code downloads). The first apiRequest of the same
// URL takes the answer instead of asking again; one not taken within seconds is dropped.
const EARLY_TTL_MS = 10_000;
const early = new Map<string, Promise<Response>>();
/** GETs apiRequest has sent and not yet had answered: a late early request must not repeat one. */
const inFlight = new Set<string>();
export function requestEarly(path: string, query?: Query): void {
  const url = buildUrl(path, query);
  if (early.has(url) || inFlight.has(url)) return;
  const answer = send(path, { query });
  answer.catch(() => undefined);
  early.set(url, answer);
  setTimeout(() => early.get(url) === answer && early.delete(url), EARLY_TTL_MS);
}
function sendOrTakeEarly(path: string, opts: RequestOptions): Promise<Response> {
  if ((opts.method ?? 'GET') !== 'GET') {
    // Early answers were asked for before this change: a refetch after it must not take one
    // (a lot just added to favorites would show without its group again).
    early.clear();
    return send(path, opts);
  }
  const url = buildUrl(path, opts.query);
  const answer = early.get(url);
  early.delete(url);
  if (answer) return answer;
  inFlight.add(url);
  return send(path, opts).finally(() => inFlight.delete(url));
}

/**
 * Calls the API and validates the answer with its contract schema (or a promise of it, so a
 * schema can load alongside the request). A 401 triggers one session refresh and one retry;
 * when the refresh fails the session-expired modal takes over.
 */
export async function apiRequest<S extends z.ZodType>(schema: S | Promise<S>, path: string, opts: RequestOptions = {}): Promise<z.output<S>> {
  let res = await sendOrTakeEarly(path, opts);
  if (res.status === 401 && !opts.noRefresh) {
    // Only a refusal ends the session. A refresh that got no answer (rejects here as the network
    // error it is: offline, or a reload that cut it off) or a server error leaves the session
    // as it was, so the next page load still asks instead of showing the sign-in page.
    const renewal = await renewSession();
    if (renewed(renewal)) res = await send(path, opts);
    else if (renewal === 401 || renewal === 403) {
      markRefreshFailed();
      throw await errorFrom(res);
    } else throw new ApiError(renewal, renewal === 429 ? 'too_many_requests' : 'service_unavailable');
  }
  if (!res.ok) throw await errorFrom(res);
  const json: unknown = res.status === 204 ? {} : await res.json();
  const parsed = (await schema).safeParse(json);
  if (!parsed.success) {
    const error = new ContractError(path, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
    reportContractError(error);
    throw error;
  }
  return parsed.data;
}
