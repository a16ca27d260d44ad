import { describe, expect, it } from 'vitest';
import { productionDate, shortMonthName } from './production-month';

describe('production month', () => {
  it('names the months 1 to 12 in short form in either language', () => {
    expect([1, 6, 12].map((m) => shortMonthName(m, 'en'))).toEqual(['Jan', 'Jun', 'Dec']);
    expect(shortMonthName(3, 'ru')).toMatch(/^мар/);
  });

  it('shows year/month with the month name, or the year alone', () => {
    expect(productionDate({ year: 2015, month: 6 }, 'en')).toBe('2015/06 (Jun)');
    expect(productionDate({ year: 2015 }, 'en')).toBe('2015');
    expect(productionDate({ month: 6 }, 'en')).toBeNull();
  });
});
