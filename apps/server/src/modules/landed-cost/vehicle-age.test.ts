import { describe, expect, it } from 'vitest';
import { nextAgeBand, vehicleAge } from './vehicle-age.js';

// A car built in May 2023: "not more than 3 years" through May 2026, "more than 3 but not more
// than 5" from June 2026 through May 2028, "more than 5" from June 2028.

describe('vehicleAge by month', () => {
  it.each([
    ['2023-05-01', 0, 'under3'],
    ['2026-04-30', 35, 'under3'],
    ['2026-05-01', 36, 'under3'],
    ['2026-05-31', 36, 'under3'],
    ['2026-06-01', 37, '3to5'],
    ['2028-05-31', 60, '3to5'],
    ['2028-06-01', 61, 'over5'],
    ['2035-01-15', 140, 'over5'],
  ])('built 2023-05, declared %s: %d months, %s', (date, months, band) => {
    expect(vehicleAge({ year: 2023, month: 5 }, date)).toEqual({ months, band, productionMonth: '2023-05', monthAssumed: false });
  });

  it('counts across the turn of the year', () => {
    expect(vehicleAge({ year: 2023, month: 12 }, '2026-12-01').band).toBe('under3');
    expect(vehicleAge({ year: 2023, month: 12 }, '2027-01-01')).toMatchObject({ months: 37, band: '3to5' });
  });

  it('takes July when only the year is known, and says so', () => {
    expect(vehicleAge({ year: 2023, month: null }, '2026-07-31')).toEqual({ months: 36, band: 'under3', productionMonth: '2023-07', monthAssumed: true });
    expect(vehicleAge({ year: 2023, month: null }, '2026-08-01').band).toBe('3to5');
  });

  it('refuses a production after the customs date', () => {
    expect(() => vehicleAge({ year: 2026, month: 12 }, '2026-11-30')).toThrow(RangeError);
  });
});

describe('nextAgeBand', () => {
  it.each([
    ['2026-01-10', { date: '2026-06-01', band: '3to5' }],
    ['2026-05-31', { date: '2026-06-01', band: '3to5' }],
    ['2026-06-01', { date: '2028-06-01', band: 'over5' }],
    ['2028-06-01', null],
  ])('built 2023-05, after %s', (date, next) => {
    expect(nextAgeBand({ year: 2023, month: 5 }, date)).toEqual(next);
  });

  it('names the first of January when the band changes with the year', () => {
    expect(nextAgeBand({ year: 2023, month: 12 }, '2026-03-01')).toEqual({ date: '2027-01-01', band: '3to5' });
  });
});
