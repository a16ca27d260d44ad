import { describe, expect, it } from 'vitest';
import { normalizeSavedQuery } from './saved-query.js';

describe('normalizeSavedQuery (issue 21 §4)', () => {
  it("keeps the listing's keys in a fixed order, drops the page, cursor and unknown keys", () => {
    expect(normalizeSavedQuery('?page=2&cursor=abc&year=2015,0&maker=5&utm=x')?.query).toBe('year=2015%2C0&maker=5');
  });

  it("reads the car auctions' URL as the app requests it: the lots still taking bids unless bidding=all", () => {
    expect(normalizeSavedQuery('maker=5', 'car-auction')?.parsed).toMatchObject({ maker: [5], bidding: 'open' });
    expect(normalizeSavedQuery('maker=5&bidding=open', 'car-auction')?.query).toBe('maker=5');
    expect(normalizeSavedQuery('bidding=all', 'car-auction')?.parsed.bidding).toBe('all');
    expect(normalizeSavedQuery('maker=5', 'stock')?.parsed.bidding).toBeUndefined();
  });

  it('refuses what the listing refuses, a favorites group and a key given twice', () => {
    for (const bad of ['mileage=abc', 'year=2020,2010', 'favorite=A', 'maker=1&maker=2', 'status=1', `search=${'x'.repeat(101)}`, 'a'.repeat(2001)]) {
      expect(normalizeSavedQuery(bad), bad).toBeNull();
    }
  });
});
