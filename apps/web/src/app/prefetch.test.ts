import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { SESSION, sessionStore } from '../lib/session-store';
import { listingLoader, lotLoader } from './prefetch';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;
const asked = (fetchMock: MockInstance<typeof fetch>, part: string) => fetchMock.mock.calls.some(([url]) => String(url).includes(part));

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { success: true }));
  sessionStore.set({ status: SESSION.unknown, profile: null, expired: false });
});
afterEach(() => {
  fetchMock.mockRestore();
  document.cookie = 'session_hint=; path=/; max-age=0';
});

describe('route loaders start the first screen’s data early', () => {
  it('asks for the lot at once when the browser holds a session, before the profile answers', async () => {
    document.cookie = 'session_hint=1; path=/';
    lotLoader('car-auction')(args('http://localhost/car-auction/101', { id: '101' }));
    await vi.waitFor(() => expect(asked(fetchMock, '/api/v1/car-auction/lot/101')).toBe(true));
    expect(sessionStore.get().status).toBe(SESSION.unknown);
  });

  it('asks for the listing page at once when the browser holds a session', async () => {
    document.cookie = 'session_hint=1; path=/';
    listingLoader('stats')(args('http://localhost/sales-statistic?page=2'));
    await vi.waitFor(() => expect(asked(fetchMock, '/api/v1/stats/listing?page=2')).toBe(true));
  });

  it('asks for nothing for a visitor without a session', async () => {
    lotLoader('car-auction')(args('http://localhost/car-auction/102', { id: '102' }));
    sessionStore.set({ status: SESSION.anonymous, profile: null, expired: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked(fetchMock, '/lot/102')).toBe(false);
  });

  it('waits for the profile when there is no hint, then asks for a signed-in user', async () => {
    lotLoader('car-auction')(args('http://localhost/car-auction/103', { id: '103' }));
    expect(asked(fetchMock, '/lot/103')).toBe(false);
    sessionStore.set({ status: SESSION.authenticated, profile: null, expired: false });
    await vi.waitFor(() => expect(asked(fetchMock, '/api/v1/car-auction/lot/103')).toBe(true));
  });
});
