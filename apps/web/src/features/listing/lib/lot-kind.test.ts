import { describe, expect, it } from 'vitest';
import { lotKind } from './lot-kind';
import { lotPath } from './lot-path';

describe('lot kind', () => {
  // 2030-05-06 10:00 in Tokyo.
  const now = new Date('2030-05-06T01:00:00.000Z');

  it('is the page type outside favorites', () => {
    expect(lotKind({ lotType: 'stock', auctionDate: '2020-01-01T00:00:00Z' }, false, 'car-auction', now)).toBe('car-auction');
    expect(lotKind({ auctionDate: '2099-01-01T00:00:00Z' }, false, 'stats', now)).toBe('stats');
  });

  it('on favorites: stock, a result of a day before today in Japan, else an auction lot', () => {
    expect(lotKind({ lotType: 'stock', auctionDate: '2099-01-01T00:00:00Z' }, true, 'car-auction', now)).toBe('stock');
    // 2030-05-05 23:59 in Tokyo: yesterday there.
    expect(lotKind({ lotType: 'auction', auctionDate: '2030-05-05T14:59:00.000Z' }, true, 'car-auction', now)).toBe('stats');
    // 2030-05-06 00:00 in Tokyo, still 2030-05-05 in UTC: today's session.
    expect(lotKind({ lotType: 'auction', auctionDate: '2030-05-05T15:00:00.000Z' }, true, 'car-auction', now)).toBe('car-auction');
    expect(lotKind({ auctionDate: '2030-05-07T04:00:00.000Z' }, true, 'car-auction', now)).toBe('car-auction');
  });

  it('maps each kind to its lot route', () => {
    expect(lotPath('car-auction', 7)).toBe('/car-auction/7');
    expect(lotPath('stock', 7)).toBe('/oneprice/7');
    expect(lotPath('stats', 7)).toBe('/sales-statistic/7');
  });
});
