import { describe, expect, it } from 'vitest';
import { RUSSIA_TARIFF } from './tariff-data.js';
import { inForce, isIsoDate, nextStart } from './tariff-dates.js';

// The default tariff is the seed managers start from: every version must be dated and sourced and
// every scale must climb and end open, or a car could fall between bands.

const ascending = (bounds: readonly (number | null)[]): boolean =>
  bounds.at(-1) === null && bounds.slice(0, -1).every((b, i, all) => b !== null && (i === 0 || b > (all[i - 1] as number)));

describe('the default Russian tariff', () => {
  const t = RUSSIA_TARIFF;
  const versions = [...t.personalDuty, ...t.utilization, ...t.clearanceFee, ...t.fees];

  it('dates and sources every version', () => {
    for (const v of versions) {
      expect(isIsoDate(v.effectiveFrom), v.effectiveFrom).toBe(true);
      expect(v.source.length).toBeGreaterThan(20);
    }
  });

  it('marks the portal\'s own fees as its defaults', () => {
    for (const f of t.fees) expect(f.source).toMatch(/^portal default:/);
  });

  it('climbs and ends open on every scale', () => {
    for (const d of t.personalDuty) {
      expect(ascending(d.under3.map((b) => b.upToEur))).toBe(true);
      expect(ascending(d.from3to5.map((b) => b.upToCc))).toBe(true);
      expect(ascending(d.over5.map((b) => b.upToCc))).toBe(true);
    }
    for (const c of t.clearanceFee) expect(ascending(c.bands.map((b) => b.upToRub))).toBe(true);
    for (const u of t.utilization) {
      expect(ascending(u.aboveLine.map((v) => v.upToCc))).toBe(true);
      for (const v of u.aboveLine) {
        const bounds = v.rows.map((r) => r.upToHp);
        expect(bounds.every((b, i) => b === null || ((i === 0 ? u.personal.maxHp : (bounds[i - 1] as number)) < b))).toBe(true);
      }
    }
  });
});

describe('tariff dates', () => {
  const versions = [{ effectiveFrom: '2025-01-01' }, { effectiveFrom: '2026-01-01' }, { effectiveFrom: '2025-12-01' }];

  it.each([
    ['2024-12-31', null],
    ['2025-01-01', '2025-01-01'],
    ['2025-11-30', '2025-01-01'],
    ['2025-12-01', '2025-12-01'],
    ['2026-06-01', '2026-01-01'],
  ])('on %s the version of %s is in force', (date, from) => {
    expect(inForce(versions, date)?.effectiveFrom ?? null).toBe(from);
  });

  it.each([
    ['2024-06-01', '2025-01-01'],
    ['2025-01-01', '2025-12-01'],
    ['2025-12-01', '2026-01-01'],
    ['2026-01-01', null],
  ])('after %s the next version starts %s', (date, next) => {
    expect(nextStart(versions, date)).toBe(next);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', '2026-01-01T00:00'])('refuses %j as a date', (text) => {
    expect(isIsoDate(text)).toBe(false);
  });

  it('accepts a leap day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});
