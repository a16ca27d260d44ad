import { describe, expect, it } from 'vitest';
import { parseBidListUrl, serializeBidListUrl, toBidListRequest } from './bid-list-url';

describe('bid list URL state', () => {
  it('reads every part and writes it back the same way', () => {
    const url = 'tab=2&bidType=clients&sort=soldPrice&order=DESC&page=3&lotNo=1207&auctionDate=2026-03-10&auction=3%2C5&user=1001&mileage=0-30000';
    const state = parseBidListUrl(new URLSearchParams(url));
    expect(state).toEqual({
      tab: 2,
      bidType: 'clients',
      sort: { sort: 'soldPrice', order: 'DESC' },
      page: 3,
      lotNo: '1207',
      filters: { auctionDate: ['2026-03-10'], auction: ['3', '5'], user: ['1001'], mileage: ['0-30000'] },
    });
    expect(serializeBidListUrl(state).toString()).toBe(url);
  });

  it('drops only the bad parameters of a hand-edited link', () => {
    const state = parseBidListUrl(new URLSearchParams('tab=9&bidType=x&sort=color&page=-2&lotNo=12a&auctionDate=2026-13-40&auction=3&mileage=1-2'));
    expect(state).toEqual({ tab: 'all', bidType: 'all', sort: null, page: 1, lotNo: '', filters: { auction: ['3'] } });
  });

  it('builds the list query: the tab as bidStatus or awaitingResult, bidType for dealers, archiveStatus only on the archive', () => {
    const state = parseBidListUrl(new URLSearchParams('tab=awaiting&archiveStatus=5,6&user=7'));
    expect(toBidListRequest(state, { pageSize: 50, dealer: false, archive: false })).toEqual({ page: 1, pageSize: 50, awaitingResult: 1, user: '7' });
    const archive = parseBidListUrl(new URLSearchParams('tab=archive&archiveStatus=5,6'));
    expect(toBidListRequest(archive, { pageSize: 20, dealer: true, archive: true })).toEqual({ page: 1, pageSize: 20, bidType: 'all', archiveStatus: '5,6' });
    expect(toBidListRequest(parseBidListUrl(new URLSearchParams('tab=4')), { pageSize: 20, dealer: false, archive: false })).toMatchObject({ bidStatus: 4 });
  });
});
