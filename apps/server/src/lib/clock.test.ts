import { afterEach, describe, expect, it } from 'vitest';
import { isClockOffset, moveClockBody } from '@jauc/contract';
import {
  advanceClock, clockOffsetMs, notifyClockMoved, now, nowMs, onClockMoved, parseClockOffset, setClockOffset, setClockTo,
} from './clock.js';

const H = 3_600_000;
const D = 24 * H;

afterEach(() => setClockOffset(0));

describe('parseClockOffset (CLOCK_OFFSET)', () => {
  it.each([
    ['3d', 3 * D],
    ['-2h', -2 * H],
    ['90m', 90 * 60_000],
    ['+30s', 30_000],
    ['0', 0],
    ['', 0],
    [' 3d ', 3 * D],
  ])('reads %j as %d ms', (text, ms) => {
    expect(parseClockOffset(text)).toBe(ms);
  });

  it('reads an unset variable as no offset', () => {
    expect(parseClockOffset(undefined)).toBe(0);
  });

  it.each(['3x', '1.5h', 'abc', ' 3 d', '3', 'd', '--3d', '3d2h', '1234567d'])('refuses %j, naming the variable and the value', (text) => {
    expect(() => parseClockOffset(text)).toThrow(/^CLOCK_OFFSET must be .* got "/);
  });

  it('agrees with the contract that PUT /dev/clock validates with', () => {
    for (const text of ['3d', '-2h', '90m', '+30s', '0', '', '3x', '1.5h', 'abc', '3 d', '3', '--3d']) {
      let parses = true;
      try {
        parseClockOffset(text);
      } catch {
        parses = false;
      }
      expect(isClockOffset(text), text).toBe(parses);
      expect(moveClockBody.safeParse({ offset: text }).success, text).toBe(parses);
    }
  });
});

describe('the server clock', () => {
  it('runs the offset ahead of the system clock', () => {
    setClockOffset(3 * D);
    const system = Date.now();
    expect(nowMs() - system).toBeGreaterThanOrEqual(3 * D);
    expect(nowMs() - system).toBeLessThan(3 * D + 60_000);
    expect(Math.abs(now().getTime() - nowMs())).toBeLessThan(60_000);
  });

  it('moves forward and back, and to an instant', () => {
    advanceClock(2 * H);
    advanceClock(-30 * 60_000);
    expect(clockOffsetMs()).toBe(90 * 60_000);
    setClockTo(new Date('2030-01-02T03:04:05Z'));
    expect(Math.abs(nowMs() - Date.parse('2030-01-02T03:04:05Z'))).toBeLessThan(60_000);
  });

  it('refuses an offset that is not a number of milliseconds', () => {
    expect(() => setClockOffset(Number.NaN)).toThrow();
    expect(() => setClockOffset(Infinity)).toThrow();
  });
});

describe('onClockMoved', () => {
  it('runs every listener, answers the failures and stops calling a removed listener', async () => {
    const calls: string[] = [];
    const removeA = onClockMoved(() => {
      calls.push('a');
    });
    const removeB = onClockMoved(async () => {
      calls.push('b');
      throw new Error('b failed');
    });
    const removeC = onClockMoved(() => {
      calls.push('c');
      throw new Error('c failed at once');
    });
    const failures = await notifyClockMoved();
    expect(calls.sort()).toEqual(['a', 'b', 'c']);
    expect(failures.map((e) => (e as Error).message).sort()).toEqual(['b failed', 'c failed at once']);

    removeA();
    removeB();
    removeC();
    calls.length = 0;
    expect(await notifyClockMoved()).toEqual([]);
    expect(calls).toEqual([]);
  });
});
