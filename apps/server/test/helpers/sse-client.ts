import { liveEvent, type LiveEvent } from '@jauc/contract';

/**
 * A real HTTP client of GET /api/v1/events for the live-event tests (events*.test.ts): node's
 * fetch against a listening server, the body read as it arrives and parsed as server-sent
 * events. Tests wait for conditions (`waitFor`), never for durations; the time limit only turns
 * a hang into a failure.
 */
export interface SseClient {
  status: number;
  contentType: string | null;
  contentEncoding: string | null;
  events: Array<{ id: number; data: LiveEvent }>;
  comments: number;
  /** The last reconnect delay the server asked for (a `retry:` line), in ms. */
  retry: number | null;
  /** The id of the last event received (what EventSource would send back as Last-Event-ID). */
  lastId(): number | null;
  waitFor(pred: (events: SseClient['events']) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEvents(baseUrl: string, cookie: string, lastEventId?: number): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: abort.signal,
  });
  const waiters = new Set<() => void>();
  const client: SseClient = {
    status: res.status,
    contentType: res.headers.get('content-type'),
    contentEncoding: res.headers.get('content-encoding'),
    events: [],
    comments: 0,
    retry: null,
    lastId: () => client.events.at(-1)?.id ?? null,
    waitFor(pred, what, timeoutMs = 15_000) {
      if (pred(client.events)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pred(client.events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(client.events)}`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (!res.ok || !res.body) {
    await res.text().catch(() => undefined);
    return client;
  }
  let buffer = '';
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  client.ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: number | null = null;
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) client.comments++;
            else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0 && id !== null) client.events.push({ id, data: liveEvent.parse(JSON.parse(data.join('\n'))) });
          for (const w of [...waiters]) w();
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return client;
}
