import { describe, expect, it } from 'vitest';
import { caretAfterDigit, formatAmountInput, parseAmount } from './amount-input';

describe('yen field text', () => {
  it('keeps a leading minus only in a signed field', () => {
    expect(formatAmountInput('-15000', true)).toBe('-15 000');
    expect(formatAmountInput('-15000')).toBe('15 000');
    expect(formatAmountInput('-', true)).toBe('-');
    expect(formatAmountInput('12-3', true)).toBe('123');
    expect(parseAmount('-15 000')).toBe(-15_000);
    expect(parseAmount('-')).toBeNull();
    expect(caretAfterDigit('-15 000', 0)).toBe(1);
  });
});
