import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { learnServerTime, resetServerClock, serverClockOffsetMs, serverNow, serverNowMs, setServerClock, useServerNow, useServerTimeReached } from './server-clock';

const BROWSER_NOW = Date.parse('2030-05-06T01:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER_NOW });
  resetServerClock();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetServerClock();
});

describe('learning the server clock', () => {
  it('takes the offset from the header, corrected by half the round trip', () => {
    // Sent at BROWSER_NOW - 200, answered at BROWSER_NOW: the server read its clock ~100 ms ago.
    learnServerTime(String(BROWSER_NOW + 60_000), 200, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(60_100);
    expect(serverNowMs()).toBe(BROWSER_NOW + 60_100);
    expect(serverNow().toISOString()).toBe('2030-05-06T01:01:00.100Z');
  });

  it('keeps the sample with the smallest round trip', () => {
    learnServerTime(String(BROWSER_NOW + 5_000), 400, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(5_200);
    // A quicker answer is a better guess.
    learnServerTime(String(BROWSER_NOW + 5_020), 40, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(5_040);
    // A slower one that agrees within its uncertainty is ignored.
    learnServerTime(String(BROWSER_NOW + 5_500), 900, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(5_040);
  });

  it('follows a clock that jumped, however slow the answer that shows it', () => {
    learnServerTime(String(BROWSER_NOW), 20, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(10);
    // The server's clock was moved three days ahead (CLOCK_OFFSET, the clock-control call).
    learnServerTime(String(BROWSER_NOW + 3 * 86_400_000), 300, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(3 * 86_400_000 + 150);
  });

  it('learns nothing without the header, or from a malformed one: the browser clock stands', () => {
    learnServerTime(null, 10, BROWSER_NOW);
    learnServerTime('', 10, BROWSER_NOW);
    learnServerTime('soon', 10, BROWSER_NOW);
    learnServerTime(String(BROWSER_NOW + 9_000), Number.NaN, BROWSER_NOW);
    expect(serverClockOffsetMs()).toBe(0);
    expect(serverNowMs()).toBe(BROWSER_NOW);
  });

  it('learns from every API answer that carries X-Server-Time, and from none that does not', async () => {
    const answer = (headers: Record<string, string>) => new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json', ...headers } });
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const schema = z.object({ success: z.literal(true) });

    fetchMock.mockResolvedValueOnce(answer({}));
    await apiRequest(schema, '/no-header');
    expect(serverClockOffsetMs()).toBe(0);

    // The answer arrives at once: the round trip to correct by is next to nothing.
    fetchMock.mockResolvedValueOnce(answer({ 'x-server-time': String(BROWSER_NOW - 7 * 60_000) }));
    await apiRequest(schema, '/with-header');
    expect(Math.abs(serverClockOffsetMs() + 7 * 60_000)).toBeLessThan(1_000);
  });
});

describe('useServerNow', () => {
  it('ticks on the server clock and follows a change of offset at once', () => {
    setServerClock({ at: new Date('2030-05-06T03:00:00.400Z') });
    const { result } = renderHook(() => useServerNow(1000));
    // The interval's boundary: everything ticking together reads the same instant.
    expect(result.current.toISOString()).toBe('2030-05-06T03:00:00.000Z');
    act(() => vi.advanceTimersByTime(610));
    expect(result.current.toISOString()).toBe('2030-05-06T03:00:01.000Z');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.toISOString()).toBe('2030-05-06T03:00:02.000Z');
    act(() => setServerClock({ at: new Date('2030-05-09T00:00:00.000Z') }));
    expect(result.current.toISOString()).toBe('2030-05-09T00:00:00.000Z');
  });

  it('stops its timer when the last component unmounts', () => {
    const { unmount } = renderHook(() => useServerNow(1000));
    const other = renderHook(() => useServerNow(1000));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    other.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useServerTimeReached', () => {
  it('turns true when the server clock reaches the instant, or is moved past it', () => {
    setServerClock({ at: new Date('2030-05-06T03:00:00.000Z') });
    const at = Date.parse('2030-05-06T03:00:10.000Z');
    const { result } = renderHook(() => useServerTimeReached(at));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(9_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1_100));
    expect(result.current).toBe(true);

    const later = renderHook(() => useServerTimeReached(Date.parse('2030-06-01T00:00:00.000Z')));
    expect(later.result.current).toBe(false);
    act(() => setServerClock({ at: new Date('2030-06-01T00:00:01.000Z') }));
    expect(later.result.current).toBe(true);
  });

  it('is false without an instant', () => {
    expect(renderHook(() => useServerTimeReached(null)).result.current).toBe(false);
  });
});
