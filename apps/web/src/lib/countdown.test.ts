import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { countdownInterval, countdownParts, DAY_MS, deadlineTimes, formatCountdown, HOUR_MS, MINUTE_MS, SECOND_MS, type CountdownUnit } from './countdown';

const UNIT_MS: Record<CountdownUnit, number> = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS, second: SECOND_MS };
const ORDER: CountdownUnit[] = ['day', 'hour', 'minute', 'second'];
/** The formatted values keep their words together with no-break spaces. */
const nb = (text: string) => text.replace(/ /g, '\u00a0');
const total = (parts: { unit: CountdownUnit; count: number }[]) => parts.reduce((sum, p) => sum + p.count * UNIT_MS[p.unit], 0);

describe('countdownParts', () => {
  it('reads as people say it', () => {
    expect(countdownParts(DAY_MS + 4 * HOUR_MS + 59 * MINUTE_MS)).toEqual([
      { unit: 'day', count: 1 },
      { unit: 'hour', count: 4 },
    ]);
    expect(countdownParts(3 * DAY_MS)).toEqual([{ unit: 'day', count: 3 }]);
    expect(countdownParts(3 * HOUR_MS + 20 * MINUTE_MS + 5 * SECOND_MS)).toEqual([
      { unit: 'hour', count: 3 },
      { unit: 'minute', count: 20 },
    ]);
    expect(countdownParts(12 * MINUTE_MS + 30 * SECOND_MS + 999)).toEqual([
      { unit: 'minute', count: 12 },
      { unit: 'second', count: 30 },
    ]);
    expect(countdownParts(45 * SECOND_MS)).toEqual([{ unit: 'second', count: 45 }]);
    expect(countdownParts(0)).toEqual([{ unit: 'second', count: 0 }]);
    expect(countdownParts(-5 * MINUTE_MS)).toEqual([{ unit: 'second', count: 0 }]);
    expect(countdownParts(Number.NaN)).toEqual([{ unit: 'second', count: 0 }]);
  });

  it('for any duration: never negative, at most two adjacent units from the largest that fits, never more than is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY_MS, max: 400 * DAY_MS }), (ms) => {
        const parts = countdownParts(ms);
        const left = Math.max(0, ms);
        expect(parts.length).toBeGreaterThanOrEqual(1);
        expect(parts.length).toBeLessThanOrEqual(2);
        for (const p of parts) {
          expect(Number.isInteger(p.count)).toBe(true);
          expect(p.count).toBeGreaterThanOrEqual(0);
        }
        const [first, second] = parts;
        const expectedFirst: CountdownUnit = left >= DAY_MS ? 'day' : left >= HOUR_MS ? 'hour' : left >= MINUTE_MS ? 'minute' : 'second';
        expect(first!.unit).toBe(expectedFirst);
        if (first!.unit !== 'second') expect(first!.count).toBeGreaterThan(0);
        if (second) {
          expect(ORDER.indexOf(second.unit)).toBe(ORDER.indexOf(first!.unit) + 1);
          expect(second.count).toBeGreaterThan(0);
          // The second unit is what is left over within one of the first.
          expect(second.count * UNIT_MS[second.unit]).toBeLessThan(UNIT_MS[first!.unit]);
        }
        // Cut, never rounded up: what it shows is left, and less than one unit more is hidden.
        const shown = total(parts);
        expect(shown).toBeLessThanOrEqual(left);
        expect(left - shown).toBeLessThan(UNIT_MS[ORDER[ORDER.indexOf(first!.unit) + 1] ?? 'second']);
      }),
    );
  });

  it('ticks every second in the last hour, every minute before', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY_MS, max: 30 * DAY_MS }), (ms) => {
        expect(countdownInterval(ms)).toBe(ms <= HOUR_MS + MINUTE_MS ? SECOND_MS : MINUTE_MS);
      }),
    );
  });
});

describe('formatCountdown', () => {
  it('in English', () => {
    const t = i18n.getFixedT('en');
    expect(formatCountdown(t, DAY_MS + 4 * HOUR_MS)).toBe(nb('1 day 4 h'));
    expect(formatCountdown(t, 2 * DAY_MS + HOUR_MS)).toBe(nb('2 days 1 h'));
    expect(formatCountdown(t, 12 * MINUTE_MS + 30 * SECOND_MS)).toBe(nb('12 min 30 s'));
    expect(t('Deadline.closesIn', { time: formatCountdown(t, 5 * HOUR_MS + MINUTE_MS) })).toBe(`Bids close in ${nb('5 h 1 min')}`);
  });

  it('in Russian, with its plural forms', () => {
    const t = i18n.getFixedT('ru');
    expect(formatCountdown(t, DAY_MS + 4 * HOUR_MS)).toBe(nb('1 день 4 часа'));
    expect(formatCountdown(t, 2 * DAY_MS + HOUR_MS)).toBe(nb('2 дня 1 час'));
    expect(formatCountdown(t, 5 * DAY_MS + 11 * HOUR_MS)).toBe(nb('5 дней 11 часов'));
    expect(formatCountdown(t, 21 * DAY_MS + 22 * HOUR_MS)).toBe(nb('21 день 22 часа'));
    expect(formatCountdown(t, 12 * MINUTE_MS + 30 * SECOND_MS)).toBe(nb('12 мин 30 с'));
  });
});

describe('deadlineTimes', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it("gives the viewer's time and Japan's, as YYYY-MM-DD HH:MM", () => {
    const at = new Date('2030-05-05T15:00:00.000Z');
    process.env.TZ = 'America/Los_Angeles';
    expect(deadlineTimes(at)).toEqual({ local: nb('2030-05-05 08:00'), japan: nb('2030-05-06 00:00'), same: false });
    // A viewer in Japan reads one time.
    process.env.TZ = 'Asia/Tokyo';
    expect(deadlineTimes(at)).toEqual({ local: nb('2030-05-06 00:00'), japan: nb('2030-05-06 00:00'), same: true });
  });
});
