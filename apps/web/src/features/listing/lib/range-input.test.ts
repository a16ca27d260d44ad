import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatRangeInput, parseRangeInput, rangeError, rangeToText, textToRange } from './range-input';

describe('range inputs', () => {
  it('keeps digits only and groups thousands with spaces as typed, except the year', () => {
    expect(formatRangeInput('mileage', '1')).toBe('1');
    expect(formatRangeInput('mileage', '1234')).toBe('1 234');
    expect(formatRangeInput('mileage', '1 2345')).toBe('12 345');
    expect(formatRangeInput('mileage', '12a3.4,5km')).toBe('12 345');
    expect(formatRangeInput('engine', '1800')).toBe('1 800');
    expect(formatRangeInput('year', '2015')).toBe('2015');
    expect(formatRangeInput('year', '2015.5')).toBe('2015');
    expect(formatRangeInput('year', '20155')).toBe('2015');
    expect(formatRangeInput('mileage', '0012')).toBe('12');
    expect(formatRangeInput('mileage', '0')).toBe('0');
    expect(formatRangeInput('mileage', 'abc')).toBe('');
    expect(formatRangeInput('mileage', '123456789')).toBe('1 234 567');
  });

  it('reads the bound back, 0 and empty as an open end', () => {
    expect(parseRangeInput('12 345')).toBe(12345);
    expect(parseRangeInput('0')).toBeNull();
    expect(parseRangeInput('')).toBeNull();
    expect(textToRange({ from: '0', to: '' })).toBeUndefined();
    expect(textToRange({ from: '', to: '50 000' })).toEqual({ from: null, to: 50000 });
    expect(textToRange({ from: '2010', to: '2015' })).toEqual({ from: 2010, to: 2015 });
  });

  it('shows an applied range in its inputs and gives it back', () => {
    expect(rangeToText('mileage', { from: 10000, to: null })).toEqual({ from: '10 000', to: '' });
    expect(rangeToText('year', { from: 2010, to: 2015 })).toEqual({ from: '2010', to: '2015' });
    expect(rangeToText('year', undefined)).toEqual({ from: '', to: '' });
    fc.assert(
      fc.property(fc.constantFrom('mileage' as const, 'engine' as const, 'year' as const), fc.integer({ min: 1, max: 10_000_000 }), (key, n) => {
        const text = rangeToText(key, { from: n, to: null });
        expect(textToRange(text)).toEqual({ from: n, to: null });
        // Re-formatting what is shown changes nothing below the typing limit.
        if (String(n).length <= { mileage: 7, engine: 5, year: 4 }[key]) expect(formatRangeInput(key, text.from)).toBe(text.from);
      }),
    );
  });

  it('is invalid when from is above to, or a year is not four digits', () => {
    expect(rangeError('mileage', { from: '50 000', to: '10 000' })).toBe('order');
    expect(rangeError('mileage', { from: '10 000', to: '10 000' })).toBeNull();
    expect(rangeError('mileage', { from: '50 000', to: '0' })).toBeNull();
    expect(rangeError('year', { from: '2015', to: '2010' })).toBe('order');
    expect(rangeError('year', { from: '201', to: '' })).toBe('year');
    expect(rangeError('year', { from: '0', to: '0' })).toBeNull();
  });

  it('keeps the caret after the same digit when separators move', () => {
    // "12 34|5" → typing 6 → "123 46|5": the caret stays after the fifth digit.
    expect(digitsBefore('12 346', 6)).toBe(5);
    expect(caretAfterDigits('123 465', 5)).toBe(6);
    expect(caretAfterDigits('1 234', 0)).toBe(0);
    expect(caretAfterDigits('1 234', 1)).toBe(1);
    expect(caretAfterDigits('1 234', 2)).toBe(3);
    expect(caretAfterDigits('1 234', 9)).toBe(5);
  });
});
