import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { makeProfile } from '../test/profile-fixture';
import { loadProfile } from './session';
import { SESSION, markRefreshFailed, sessionStore } from './session-store';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const setHint = () => (document.cookie = 'session_hint=1; path=/');
const hasHint = () => document.cookie.includes('session_hint=');

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch');
  sessionStore.set({ status: SESSION.unknown, profile: null, expired: false });
});
afterEach(() => {
  fetchMock.mockRestore();
  document.cookie = 'session_hint=; path=/; max-age=0';
});

describe('loadProfile on start', () => {
  it('makes a visitor without the session hint anonymous without asking the server', async () => {
    await expect(loadProfile()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.get().status).toBe(SESSION.anonymous);
  });

  it('asks for the profile when the hint is there', async () => {
    setHint();
    const profile = makeProfile();
    fetchMock.mockResolvedValue(json(200, profile));
    await expect(loadProfile()).resolves.toMatchObject({ detail: { userId: profile.detail.userId } });
    expect(sessionStore.get().status).toBe(SESSION.authenticated);
  });

  it('forgets the hint when the session cannot be renewed', () => {
    setHint();
    markRefreshFailed();
    expect(hasHint()).toBe(false);
  });
});
