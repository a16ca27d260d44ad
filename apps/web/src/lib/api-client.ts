import type { z } from 'zod';
import { apiErrorSchema } from '@jauc/contract';
import { ApiError, ContractError } from './api-errors';
import { reportContractError } from './contract-errors-store';
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

async function send(path: string, opts: RequestOptions): Promise<Response> {
  return fetch(buildUrl(path, opts.query), {
    method: opts.method ?? 'GET',
    credentials: 'include',
    headers: opts.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
}

// One refresh at a time: concurrent 401s share the same in-flight call (spec 1 §7).
let refreshing: Promise<boolean> | null = null;
export function refreshSession(): Promise<boolean> {
  refreshing ??= send('/auth/update', { noRefresh: true })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function errorFrom(res: Response): Promise<ApiError> {
  const json: unknown = await res.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(json);
  return new ApiError(res.status, parsed.success ? parsed.data.message : res.status >= 500 ? 'internal_error' : 'invalid_input');
}

/**
 * Calls the API and validates the answer with its contract schema. A 401 triggers one session
 * refresh and one retry; when the refresh fails the session-expired modal takes over.
 */
export async function apiRequest<S extends z.ZodType>(schema: S, path: string, opts: RequestOptions = {}): Promise<z.output<S>> {
  let res = await send(path, opts);
  if (res.status === 401 && !opts.noRefresh) {
    if (await refreshSession()) res = await send(path, opts);
    else {
      markRefreshFailed();
      throw await errorFrom(res);
    }
  }
  if (!res.ok) throw await errorFrom(res);
  const json: unknown = res.status === 204 ? {} : await res.json();
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const error = new ContractError(path, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
    reportContractError(error);
    throw error;
  }
  return parsed.data;
}
