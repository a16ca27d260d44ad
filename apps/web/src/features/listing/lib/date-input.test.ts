import { describe, expect, it } from 'vitest';
import { addDate, dateInputStatus, formatDateInput, toggleDate, weekdayOf } from './date-input';

describe('date input', () => {
  it('shapes typed digits into YYYY-MM-DD', () => {
    expect(formatDateInput('2026')).toBe('2026');
    expect(formatDateInput('20261')).toBe('2026-1');
    expect(formatDateInput('202611')).toBe('2026-11');
    expect(formatDateInput('2026112')).toBe('2026-11-2');
    expect(formatDateInput('20261123')).toBe('2026-11-23');
    expect(formatDateInput('2026-11-23')).toBe('2026-11-23');
    expect(formatDateInput('2026/11/23 extra 9')).toBe('2026-11-23');
    expect(formatDateInput('x')).toBe('');
  });

  it('tells a complete real date from a partial or impossible one', () => {
    expect(dateInputStatus('')).toBe('empty');
    expect(dateInputStatus('2026-11')).toBe('partial');
    expect(dateInputStatus('2026-11-23')).toBe('valid');
    expect(dateInputStatus('2026-02-30')).toBe('invalid');
    expect(dateInputStatus('2026-13-01')).toBe('invalid');
  });

  it('keeps the chosen dates sorted and unique', () => {
    expect(addDate(['2026-11-25'], '2026-11-23')).toEqual(['2026-11-23', '2026-11-25']);
    expect(addDate(['2026-11-23'], '2026-11-23')).toEqual(['2026-11-23']);
    expect(toggleDate(['2026-11-23', '2026-11-25'], '2026-11-23')).toEqual(['2026-11-25']);
    expect(toggleDate(['2026-11-25'], '2026-11-24')).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('names the weekday of a calendar date', () => {
    expect(weekdayOf('2026-11-23')).toBe('Mon');
    expect(weekdayOf('2026-11-28')).toBe('Sat');
    expect(weekdayOf('2026-11-29')).toBe('Sun');
  });
});
