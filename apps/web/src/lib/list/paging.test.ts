import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNextPage, pageCount, pageRange, showPagination } from './paging';

describe('paging', () => {
  it('a next page exists exactly while the current page is not the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(20, 50, 100), fc.integer({ min: 0, max: 1_000_000 }), (page, size, total) => {
        expect(hasNextPage(page, size, total)).toBe(page < Math.ceil(total / size));
        expect(pageCount(total, size)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('hides pagination when one page holds every result', () => {
    expect(showPagination(20, 20)).toBe(false);
    expect(showPagination(50, 21)).toBe(false);
    expect(showPagination(20, 21)).toBe(true);
    // An unknown total (-1) shows no pager either.
    expect(showPagination(20, -1)).toBe(false);
  });

  it('gives the shown range', () => {
    expect(pageRange(2, 20, 45, 20)).toEqual({ from: 21, to: 40 });
    expect(pageRange(3, 20, 45, 5)).toEqual({ from: 41, to: 45 });
    expect(pageRange(1, 20, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});
