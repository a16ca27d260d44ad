import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { apiRequest, buildUrl, requestEarly } from './api-client';
import { ApiError, ContractError } from './api-errors';
import { contractErrorsStore, dismissContractErrors } from './contract-errors-store';
import { SESSION, clearSession, sessionStore } from './session-store';

const okSchema = z.object({ success: z.literal(true) });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: MockInstance<typeof fetch>;
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  sessionStore.set({ status: SESSION.authenticated, profile: null, expired: false });
  dismissContractErrors();
});
afterEach(() => {
  fetchMock.mockRestore();
  clearSession();
});

describe('apiRequest', () => {
  it('refreshes once for concurrent 401s and retries each request once', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((r) => (releaseRefresh = r));
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/update')) {
        await refreshGate;
        refreshed = true;
        return json(200, { success: true });
      }
      return refreshed ? json(200, { success: true }) : json(401, { success: false, message: 'unauthorized' });
    });
    const pending = Promise.all([apiRequest(okSchema, '/a'), apiRequest(okSchema, '/b'), apiRequest(okSchema, '/c')]);
    await vi.waitFor(() => expect(calls().filter((u) => u.endsWith('/auth/update'))).toHaveLength(1));
    releaseRefresh();
    await expect(pending).resolves.toEqual([{ success: true }, { success: true }, { success: true }]);
    expect(calls().filter((u) => u.endsWith('/auth/update'))).toHaveLength(1);
    // Each original request: once before the refresh, once after.
    for (const path of ['/a', '/b', '/c']) expect(calls().filter((u) => u.endsWith(path))).toHaveLength(2);
  });

  it('opens the session-expired modal when the refresh of a signed-in user fails', async () => {
    fetchMock.mockImplementation(async () => json(401, { success: false, message: 'unauthorized' }));
    await expect(apiRequest(okSchema, '/a')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toMatchObject({ status: SESSION.authenticated, expired: true });
    // The failed request is not retried a second time.
    expect(calls().filter((u) => u.endsWith('/a'))).toHaveLength(1);
  });

  it('keeps the session and its hint when the refresh got no answer or a server error', async () => {
    document.cookie = 'session_hint=1; path=/';
    // A reload cuts the refresh off (the fetch rejects), then the server is briefly unavailable.
    for (const refresh of [() => Promise.reject(new TypeError('Failed to fetch')), async () => json(503, { success: false, message: 'service_unavailable' })]) {
      fetchMock.mockImplementation(async (input) => (String(input).endsWith('/auth/update') ? refresh() : json(401, { success: false, message: 'unauthorized' })));
      const failed = apiRequest(okSchema, '/a');
      await expect(failed).rejects.not.toMatchObject({ status: 401 });
      expect(sessionStore.get()).toMatchObject({ status: SESSION.authenticated, expired: false });
      expect(document.cookie).toContain('session_hint=1');
    }
    // A refusal still ends it.
    fetchMock.mockImplementation(async () => json(401, { success: false, message: 'unauthorized' }));
    await expect(apiRequest(okSchema, '/a')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toMatchObject({ expired: true });
    expect(document.cookie).not.toContain('session_hint=1');
  });

  it('makes a visitor without a session anonymous, without the modal', async () => {
    sessionStore.set({ status: SESSION.loading, profile: null, expired: false });
    fetchMock.mockImplementation(async () => json(401, { success: false, message: 'unauthorized' }));
    await expect(apiRequest(okSchema, '/user/view-profile')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.get()).toMatchObject({ status: SESSION.anonymous, expired: false });
  });

  it('does not refresh on 403 and exposes the message code and field messages', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { success: false, message: 'link_expired' }));
    const e1 = await apiRequest(okSchema, '/a').catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(ApiError);
    expect((e1 as ApiError).code).toBe('link_expired');
    fetchMock.mockResolvedValueOnce(json(422, { success: false, message: { email: 'Errors.Email' } }));
    const e2 = (await apiRequest(okSchema, '/b').catch((e: unknown) => e)) as ApiError;
    expect(e2.fields).toEqual({ email: 'Errors.Email' });
    expect(calls().some((u) => u.endsWith('/auth/update'))).toBe(false);
  });

  it('reports an answer that does not match the contract with its validation errors', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: 'yes' }));
    await expect(apiRequest(okSchema, '/a')).rejects.toBeInstanceOf(ContractError);
    const [reported] = contractErrorsStore.get();
    expect(reported?.path).toBe('/a');
    expect(reported?.issues.join('\n')).toMatch(/^success: /);
  });

  it('answers the first request of a URL with its early answer, but never after a write', async () => {
    let version = 0;
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') version++;
      return json(200, { success: true, version });
    });
    const versioned = z.object({ success: z.literal(true), version: z.number() });
    requestEarly('/early-taken');
    await expect(apiRequest(versioned, '/early-taken')).resolves.toEqual({ success: true, version: 0 });
    expect(calls().filter((u) => u.endsWith('/early-taken'))).toHaveLength(1);

    // An early answer asked for before a change is dropped by the change: the refetch asks anew.
    requestEarly('/early-dropped');
    await apiRequest(okSchema, '/change', { method: 'POST', body: {} });
    await expect(apiRequest(versioned, '/early-dropped')).resolves.toEqual({ success: true, version: 1 });
    expect(calls().filter((u) => u.endsWith('/early-dropped'))).toHaveLength(2);
  });

  it('builds query strings without empty values and joins lists with commas', () => {
    expect(buildUrl('/car-auction/listing', { page: 2, maker: [1, 3], search: '', model: undefined, year: '2010,2015' })).toBe(
      '/api/v1/car-auction/listing?page=2&maker=1%2C3&year=2010%2C2015',
    );
  });
});
