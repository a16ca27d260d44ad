import { describe, expect, it } from 'vitest';
import { dateRangeError, formatDateInput, isDateInputValid } from './date-input';

describe('formatDateInput', () => {
  it('puts the dashes in as the digits arrive and drops anything else', () => {
    expect(formatDateInput('2026')).toBe('2026');
    expect(formatDateInput('20261')).toBe('2026-1');
    expect(formatDateInput('202611')).toBe('2026-11');
    expect(formatDateInput('2026112')).toBe('2026-11-2');
    expect(formatDateInput('20261125')).toBe('2026-11-25');
    expect(formatDateInput('2026-11-25')).toBe('2026-11-25');
    expect(formatDateInput('2026/11/25 extra 9')).toBe('2026-11-25');
    expect(formatDateInput('abc')).toBe('');
  });
});

describe('date range', () => {
  it('accepts empty bounds and real days only', () => {
    expect(isDateInputValid('')).toBe(true);
    expect(isDateInputValid('2026-02-28')).toBe(true);
    expect(isDateInputValid('2026-02-30')).toBe(false);
    expect(isDateInputValid('2026-02')).toBe(false);
  });

  it('flags a half-typed date as a format error and a reversed range as an order error', () => {
    expect(dateRangeError('', '')).toBeNull();
    expect(dateRangeError('2026-01-01', '')).toBeNull();
    expect(dateRangeError('2026-01-0', '')).toBe('format');
    expect(dateRangeError('', '2026-13-01')).toBe('format');
    expect(dateRangeError('2026-02-01', '2026-01-01')).toBe('order');
    expect(dateRangeError('2026-01-01', '2026-01-01')).toBeNull();
  });
});
