import { describe, expect, it } from 'vitest';
import { bidListQuery, mileageBucketRange } from './bid-list.js';
import { bidSearchQuery } from './bid-search.js';
import { dealerClientsQuery } from './dealer-clients.js';

describe('bid list query', () => {
  it('defaults: first page of 20, every status, no sort', () => {
    expect(bidListQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('takes comma lists and repeated keys alike', () => {
    const a = bidListQuery.parse({ auction: '3,5', status: '4531,4533', chassisId: 'ZVW30, NZE161' });
    const b = bidListQuery.parse({ auction: ['3', '5'], status: ['4531', '4533'], chassisId: ['ZVW30', 'NZE161'] });
    expect(a).toEqual(b);
    expect(a.auction).toEqual([3, 5]);
    expect(a.chassisId).toEqual(['ZVW30', 'NZE161']);
  });

  it('parses every key', () => {
    const q = bidListQuery.parse({
      bidStatus: '2', archiveStatus: '5,6', bidType: 'clients', user: '7', pageSize: '70', page: '3', lotNo: ' 1234 ',
      order: 'desc', sort: 'bidAmount', auctionDate: '2026-01-02', bidGroups: '1,2', mileage: '0-30000,150000-',
      condition: '4.5,R', manager: '9', awaitingResult: '1',
    });
    expect(q).toMatchObject({ bidStatus: 2, archiveStatus: [5, 6], bidType: 'clients', user: [7], pageSize: 70, page: 3, lotNo: 1234, order: 'DESC', sort: 'bidAmount', auctionDate: ['2026-01-02'], bidGroups: [1, 2], mileage: ['0-30000', '150000-'], condition: ['4.5', 'R'], manager: [9], awaitingResult: true });
    expect(bidListQuery.parse({ bidStatus: '', lotNo: '' })).toEqual({ page: 1, pageSize: 20 });
  });

  it.each([
    ['pageSize', '30'], ['pageSize', '100'], ['page', '0'], ['page', '-1'], ['bidStatus', '8'], ['bidStatus', 'All'],
    ['archiveStatus', '9'], ['bidType', 'others'], ['user', '2147483648'], ['lotNo', '12a'], ['lotNo', '1234567890'],
    ['order', 'up'], ['sort', 'mileage'], ['auctionDate', '2026-02-30'], ['status', '1'], ['mileage', '0-10'],
    ['chassisId', 'A\u0000B'], ['awaitingResult', 'yes'],
  ])('refuses %s=%s on its key', (key, value) => {
    const r = bidListQuery.safeParse({ [key]: value });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path[0]).toBe(key);
    expect(r.error?.issues[0]?.message).toBe('Errors.InvalidField');
  });

  it('mileage buckets read as ranges', () => {
    expect(mileageBucketRange('30000-60000')).toEqual({ from: 30000, to: 60000 });
    expect(mileageBucketRange('150000-')).toEqual({ from: 150000, to: null });
  });
});

describe('bid search and dealer clients queries', () => {
  it('lot search needs digits', () => {
    expect(bidSearchQuery.parse({ lotNo: ' 12 ' })).toEqual({ lotNo: '12' });
    expect(bidSearchQuery.safeParse({}).success).toBe(false);
    expect(bidSearchQuery.safeParse({ lotNo: '  ' }).success).toBe(false);
  });

  it('dealer clients page up to 100', () => {
    expect(dealerClientsQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(dealerClientsQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
