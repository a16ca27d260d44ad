import type { QueryClient } from '@tanstack/react-query';
import { EVENTS_PATH, liveEvent } from '@jauc/contract';
import { chatSideOf } from '../features/bid-chat/lib/chat-viewer';
import { API_BASE, refreshSession } from '../lib/api-client';
import { SESSION, sessionStore } from '../lib/session-store';
import { createLiveCache } from './live-cache';

/** What of EventSource this module uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

const CLOSED = 2;
/** After the stream was refused (session ended, server busy): wait, then try again, up to a minute apart. */
const RETRY_MS = [1_000, 2_000, 5_000, 15_000, 30_000, 60_000];

const signedInUser = () => {
  const { status, profile, expired } = sessionStore.get();
  return status === SESSION.authenticated && profile && !expired ? profile.detail.userId : null;
};

/**
 * Issue 13 §2: one live event stream (GET /api/v1/events) while someone is signed in, its events
 * applied to the query cache (./live-cache.ts). EventSource reconnects by itself after a network
 * break and resumes with Last-Event-ID; the server replays what was missed, and the screens are
 * refetched as well in case the gap was longer than the server keeps. A stream the server refuses
 * (the session ended) is reopened after a session refresh, from the last event seen. Signing out
 * closes it. Returns the function that stops it all.
 */
export function startLiveUpdates(client: QueryClient, factory?: EventSourceFactory) {
  // A browser without EventSource keeps working as before: screens refetch on their own.
  const createSource = factory ?? (typeof EventSource === 'undefined' ? null : (url: string) => new EventSource(url, { withCredentials: true }));
  if (!createSource) return () => undefined;
  const cache = createLiveCache(client, () => {
    const profile = sessionStore.get().profile;
    return profile ? chatSideOf(profile.detail) : 'owner';
  });
  let source: EventSourceLike | null = null;
  let user: number | null = null;
  let lastId: string | null = null;
  let opened = false;
  let broken = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const close = () => {
    source?.close();
    source = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const open = () => {
    const query = lastId === null ? '' : `?lastEventId=${encodeURIComponent(lastId)}`;
    const es = createSource(`${API_BASE}${EVENTS_PATH}${query}`);
    source = es;
    es.onopen = () => {
      attempt = 0;
      // The first open shows nothing new; any later one follows a gap.
      if (opened && broken) cache.refetchAll();
      opened = true;
      broken = false;
    };
    es.onmessage = (message) => {
      if (message.lastEventId) lastId = message.lastEventId;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = liveEvent.safeParse(data);
      // An event of a newer server this app does not know: the next refetch shows its effect.
      if (parsed.success) cache.apply(parsed.data);
    };
    es.onerror = () => {
      broken = true;
      if (source !== es || es.readyState !== CLOSED) return;
      // Refused, not broken off: EventSource gives up. A 401 means the session needs refreshing.
      es.close();
      source = null;
      const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void refreshSession().finally(() => {
          if (user !== null && signedInUser() === user && !source) open();
        });
      }, delay);
    };
  };

  const follow = () => {
    const next = signedInUser();
    if (next === user) return;
    close();
    cache.dispose();
    user = next;
    lastId = null;
    opened = false;
    broken = false;
    attempt = 0;
    if (user !== null) open();
  };

  const unsubscribe = sessionStore.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    close();
    cache.dispose();
  };
}
