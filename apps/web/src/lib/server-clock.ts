import { useCallback, useMemo, useSyncExternalStore } from 'react';

// The web app's notion of now is the server's (DESIGN.md §3 "Auction clock"): the Tokyo clock,
// the bidding countdowns and every deadline check agree with the server even when the viewer's
// computer clock is wrong, and follow the server when its clock is moved (CLOCK_OFFSET, tests).
// Every API answer carries `X-Server-Time` (epoch ms, read while answering); from it and the
// request's round trip we learn how far the server's clock is from the browser's.

export const SERVER_TIME_HEADER = 'x-server-time';

/**
 * A sample further from the kept offset than both samples' uncertainty plus this much is not
 * noise: one of the clocks has moved (the server's clock was set, the computer woke up or was
 * set), and the new sample replaces the old one whatever its round trip.
 */
const JUMP_TOLERANCE_MS = 1_000;

/** Server clock minus browser clock, and the round trip of the sample it came from. */
let offsetMs = 0;
let sampleRoundTripMs = Number.POSITIVE_INFINITY;
const offsetListeners = new Set<() => void>();

function setOffset(ms: number, roundTripMs: number): void {
  const changed = ms !== offsetMs;
  offsetMs = ms;
  sampleRoundTripMs = roundTripMs;
  if (changed) for (const listener of offsetListeners) listener();
}

/**
 * Learns from one answer. The server read its clock somewhere between the request leaving and
 * the answer arriving; halfway is the best guess, off by at most half the round trip. So the
 * sample with the smallest round trip is kept, unless a new one shows a clock has jumped.
 * No header (an older server, a proxy's own answer): nothing is learnt.
 */
export function learnServerTime(header: string | null, roundTripMs: number, receivedAtMs: number): void {
  if (header === null || header.trim() === '') return;
  const serverMs = Number(header);
  if (!Number.isFinite(serverMs) || !Number.isFinite(roundTripMs) || roundTripMs < 0) return;
  const offset = Math.round(serverMs - (receivedAtMs - roundTripMs / 2));
  const uncertainty = (roundTripMs + (Number.isFinite(sampleRoundTripMs) ? sampleRoundTripMs : roundTripMs)) / 2;
  const jumped = Math.abs(offset - offsetMs) > uncertainty + JUMP_TOLERANCE_MS;
  if (roundTripMs <= sampleRoundTripMs || jumped) setOffset(offset, roundTripMs);
}

/**
 * Sends a request with `send` and learns the server's time from its answer; the answer (or the
 * error) is passed on unchanged. The round trip is measured on the monotonic clock.
 */
export async function timedFetch(send: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const res = await send();
  learnServerTime(res.headers.get(SERVER_TIME_HEADER), performance.now() - started, browserNowMs());
  return res;
}

/** The browser's clock: read here only, everything else asks for the server's. */
const browserNowMs = () => Date.now();

/** Now on the server's clock, in epoch milliseconds. */
export const serverNowMs = (): number => browserNowMs() + offsetMs;

/** Now on the server's clock. */
export const serverNow = (): Date => new Date(serverNowMs());

/** How far the server's clock is ahead of the browser's (negative: behind). */
export const serverClockOffsetMs = (): number => offsetMs;

/** Tests: pretend the server's clock reads `at` now (or runs `ms` ahead of the browser's). */
export function setServerClock(to: { at: Date } | { offsetMs: number }): void {
  setOffset('at' in to ? to.at.getTime() - browserNowMs() : to.offsetMs, 0);
}

/** Tests: forget what was learnt (offset 0, no sample). */
export function resetServerClock(): void {
  setOffset(0, Number.POSITIVE_INFINITY);
}

// One timer per interval for every component that ticks (a listing page has a countdown per row),
// firing on the server clock's interval boundaries: a clock showing seconds turns with the second.
interface Ticker {
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | null;
  /** The boundary of the last tick (a snapshot: unchanged between ticks). */
  at: number;
}
const tickers = new Map<number, Ticker>();

const boundary = (intervalMs: number) => Math.floor(serverNowMs() / intervalMs) * intervalMs;

function tickerOf(intervalMs: number): Ticker {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    ticker = { listeners: new Set(), timer: null, at: boundary(intervalMs) };
    tickers.set(intervalMs, ticker);
  }
  // Nobody ticking: the last boundary may be long past.
  if (ticker.timer === null) ticker.at = boundary(intervalMs);
  return ticker;
}

function schedule(intervalMs: number, ticker: Ticker): void {
  // To the next boundary; a timer that fires a little early finds the same boundary, and the
  // next wait is the moment left to it.
  const wait = intervalMs - (serverNowMs() % intervalMs);
  ticker.timer = setTimeout(() => {
    const at = boundary(intervalMs);
    schedule(intervalMs, ticker);
    if (at === ticker.at) return;
    ticker.at = at;
    for (const listener of ticker.listeners) listener();
  }, wait);
}

function subscribeTicks(intervalMs: number, listener: () => void): () => void {
  const ticker = tickerOf(intervalMs);
  ticker.listeners.add(listener);
  if (ticker.timer === null) schedule(intervalMs, ticker);
  return () => {
    ticker.listeners.delete(listener);
    if (ticker.listeners.size === 0 && ticker.timer !== null) {
      clearTimeout(ticker.timer);
      ticker.timer = null;
    }
  };
}

/**
 * Now on the server's clock, re-rendering the component every `intervalMs` (on the boundaries of
 * the server's clock) and whenever the learnt offset changes. The value is the interval's
 * boundary, so everything that ticks together reads the same instant.
 */
export function useServerNow(intervalMs = 1_000): Date {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopTicks = subscribeTicks(intervalMs, listener);
      const onOffset = () => {
        // The clock moved: read it anew, and tick on its new boundaries.
        const ticker = tickerOf(intervalMs);
        ticker.at = boundary(intervalMs);
        if (ticker.timer !== null) {
          clearTimeout(ticker.timer);
          schedule(intervalMs, ticker);
        }
        listener();
      };
      offsetListeners.add(onOffset);
      return () => {
        stopTicks();
        offsetListeners.delete(onOffset);
      };
    },
    [intervalMs],
  );
  const at = useSyncExternalStore(subscribe, () => tickerOf(intervalMs).at);
  return useMemo(() => new Date(at), [at]);
}

/** The longest wait setTimeout holds (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the server's clock has reached `atMs` (false for null). Re-renders once, when it does
 * (or when the learnt offset moves it across), instead of on every tick.
 */
export function useServerTimeReached(atMs: number | null): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (atMs === null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | null = null;
      const arm = () => {
        const left = atMs - serverNowMs();
        if (left <= 0) return;
        // A later instant than setTimeout holds is approached in steps; a timer that fires a
        // little early finds the instant not yet reached and waits the rest.
        timer = setTimeout(() => {
          listener();
          arm();
        }, Math.min(left, MAX_TIMEOUT_MS));
      };
      const onOffset = () => {
        if (timer !== null) clearTimeout(timer);
        listener();
        arm();
      };
      arm();
      offsetListeners.add(onOffset);
      return () => {
        if (timer !== null) clearTimeout(timer);
        offsetListeners.delete(onOffset);
      };
    },
    [atMs],
  );
  return useSyncExternalStore(subscribe, () => atMs !== null && serverNowMs() >= atMs);
}
