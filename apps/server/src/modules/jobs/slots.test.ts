import { describe, expect, it } from 'vitest';
import { retryDelayMs, slotEnd } from './slots.js';

describe('job slots', () => {
  const hour = 3_600_000;
  const at = Date.UTC(2026, 10, 24, 14, 59, 59, 999);

  it('names a slot by its end, the next moment the job is due', () => {
    expect(slotEnd(at, 3600).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    // The first instant of a slot belongs to it: the job is due again only at the slot's end.
    expect(slotEnd(at + 1, 3600).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(slotEnd(at + 1 + hour - 1, 3600).toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('gives every moment of one slot the same name', () => {
    const start = Date.UTC(2026, 10, 24, 15, 0, 0);
    const names = new Set([0, 1, 59_999, 299_999].map((ms) => slotEnd(start + ms, 300).getTime()));
    expect(names.size).toBe(1);
  });
});

describe('retry back-off', () => {
  it('doubles from the base delay, stretched by 1–2, and stops growing at an hour', () => {
    expect(retryDelayMs(0, 30, () => 0)).toBe(30_000);
    expect(retryDelayMs(1, 30, () => 0)).toBe(60_000);
    expect(retryDelayMs(2, 30, () => 0.5)).toBe(180_000);
    expect(retryDelayMs(3, 30, () => 0.999)).toBeLessThan(480_000);
    expect(retryDelayMs(20, 30, () => 0)).toBe(3_600_000);
  });
});
