import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeLotNumber, withSearch } from './quick-search';

describe('quick search', () => {
  it('keeps up to nine digits of whatever is typed or pasted', () => {
    expect(sanitizeLotNumber('Lot #12 345')).toBe('12345');
    expect(sanitizeLotNumber('abc')).toBe('');
    expect(sanitizeLotNumber('1234567890123')).toBe('123456789');
    fc.assert(fc.property(fc.string(), (s) => /^\d{0,9}$/.test(sanitizeLotNumber(s))));
  });

  it('sets the search on the state or removes it when empty', () => {
    expect(withSearch({ page: 3, maker: [1] }, '123')).toEqual({ page: 3, maker: [1], search: '123' });
    expect(withSearch({ page: 1, search: '123' }, '')).toEqual({ page: 1 });
    expect('search' in withSearch({ page: 1, search: '123' }, ' ')).toBe(false);
  });
});
