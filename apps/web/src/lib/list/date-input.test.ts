import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeError, formatDateInput, isDateInputValid } from './date-input';

describe('date filter input', () => {
  it('puts the dashes in as digits arrive and drops everything else', () => {
    expect(formatDateInput('2026')).toBe('2026');
    expect(formatDateInput('20260')).toBe('2026-0');
    expect(formatDateInput('2026011')).toBe('2026-01-1');
    expect(formatDateInput('2026/01/15')).toBe('2026-01-15');
    expect(formatDateInput('2026-01-159')).toBe('2026-01-15');
    expect(formatDateInput('ab')).toBe('');
  });

  it('formatting is idempotent and keeps at most eight digits', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = formatDateInput(typed);
        expect(formatDateInput(once)).toBe(once);
        expect(once.replace(/-/g, '')).toMatch(/^\d{0,8}$/);
      }),
    );
  });

  it('a range applies when both bounds are empty or real days, in order', () => {
    expect(isDateInputValid('')).toBe(true);
    expect(isDateInputValid('2026-02-30')).toBe(false);
    expect(dateRangeError('', '')).toBeNull();
    expect(dateRangeError('2026-01-01', '')).toBeNull();
    expect(dateRangeError('2026-01-01', '2026-01-31')).toBeNull();
    expect(dateRangeError('2026-01', '')).toBe('format');
    expect(dateRangeError('', '2026-13-01')).toBe('format');
    expect(dateRangeError('2026-02-01', '2026-01-31')).toBe('order');
  });
});
