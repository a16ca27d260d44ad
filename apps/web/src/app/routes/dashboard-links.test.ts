import { describe, expect, it } from 'vitest';
import { parseBidListUrl } from '../../features/bid-desk/lib/bid-list-url';
import { bidListHref } from './dashboard-links';

const query = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('dashboard links into the bid lists', () => {
  it('open the list in the state the tile names, as the list reads it back', () => {
    expect(bidListHref('/bids')).toBe('/bids');
    expect(bidListHref('/bids', { tab: 2 })).toBe('/bids?tab=2');
    expect(bidListHref('/bid-manager', { tab: 'awaiting' })).toBe('/bid-manager?tab=awaiting');
    expect(parseBidListUrl(query(bidListHref('/bids', { sort: { sort: 'auctionDate', order: 'ASC' } }))).sort).toEqual({ sort: 'auctionDate', order: 'ASC' });
    const href = bidListHref('/bid-manager', { tab: 1, filters: { auctionDate: ['2026-11-26'], auction: ['7'] } });
    expect(parseBidListUrl(query(href))).toMatchObject({ tab: 1, filters: { auctionDate: ['2026-11-26'], auction: ['7'] } });
  });
});
