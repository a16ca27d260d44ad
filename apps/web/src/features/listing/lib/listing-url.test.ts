import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS_IDS, SORT_FIELDS } from '@jauc/contract';
import { biddingOpenView, hasFilters, mergeListingUrl, parseListingUrl, serializeListingUrl, toListingRequest, withSort, type ListingUrlState } from './listing-url';

const text = (maxLength: number) =>
  fc.string({ minLength: 1, maxLength }).filter((s) => !s.includes(',') && s.trim() === s && s.length > 0);
const list = <T>(item: fc.Arbitrary<T>) => fc.option(fc.array(item, { minLength: 1, maxLength: 6 }), { nil: undefined });
const range = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
    .filter(([from, to]) => (from !== 0 || to !== 0) && (to === 0 || from <= to))
    .map(([from, to]) => ({ from: from || null, to: to || null })),
  { nil: undefined },
);
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const validState: fc.Arbitrary<ListingUrlState> = fc
  .record({
    page: fc.integer({ min: 1, max: 1_000_000 }),
    sort: fc.option(fc.tuple(fc.constantFrom(...SORT_FIELDS), fc.constantFrom('ASC' as const, 'DESC' as const)), { nil: undefined }),
    mileage: range,
    engine: range,
    year: range,
    chassis: list(text(40)),
    condition: list(text(8)),
    gearbox: list(text(20)),
    color: list(text(30)),
    status: list(fc.constantFrom(...AUCTION_STATUS_IDS)),
    auction: list(fc.nat(1_000_000)),
    maker: list(fc.nat(1_000_000)),
    model: list(fc.nat(1_000_000)),
    date: list(isoDate),
    search: fc.option(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s.length > 0 && s.length <= 100),
      { nil: undefined },
    ),
  })
  .map(({ sort, ...rest }) => {
    const state: ListingUrlState = { ...rest };
    if (sort) [state.sort, state.order] = sort;
    // Undefined keys are simply absent, as parsing produces them.
    return Object.fromEntries(Object.entries(state).filter(([, v]) => v !== undefined)) as ListingUrlState;
  });

describe('listing URL', () => {
  it('parse(serialize(state)) gives the state back for every valid state', () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(parseListingUrl(serializeListingUrl(state))).toEqual(state);
        // Also through the text of a real URL.
        expect(parseListingUrl(new URLSearchParams(serializeListingUrl(state).toString()))).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('carries the page in the URL only above 1, and reads it back', () => {
    fc.assert(
      fc.property(validState, fc.integer({ min: 1, max: 1_000_000 }), (state, page) => {
        const params = serializeListingUrl({ ...state, page });
        expect(params.has('page')).toBe(page > 1);
        if (page > 1) expect(params.get('page')).toBe(String(page));
        expect(parseListingUrl(params).page).toBe(page);
      }),
      { numRuns: 200 },
    );
  });

  it('never writes the cursor into the URL and drops a stray one', () => {
    const merged = mergeListingUrl(new URLSearchParams('cursor=abc&tab=2'), { page: 2 });
    expect(merged.toString()).toBe('tab=2&page=2');
    expect(parseListingUrl(new URLSearchParams('cursor=abc&page=3'))).toEqual({ page: 3 });
    expect(toListingRequest({ page: 3 }, { pageSize: 20, cursor: 'n2' })).toEqual({ page: 3, pageSize: 20, cursor: 'n2' });
  });

  it('leaves the defaults out of the URL', () => {
    expect(serializeListingUrl({ page: 1 }).toString()).toBe('');
    expect(serializeListingUrl({ page: 2 }).toString()).toBe('page=2');
    expect(serializeListingUrl({ page: 1, sort: 'year', order: 'DESC' }).toString()).toBe('sort=year&order=DESC');
    expect(serializeListingUrl({ page: 1, search: '  ' }).toString()).toBe('');
  });

  it('writes ranges as from,to and lists comma-separated', () => {
    const params = serializeListingUrl({ page: 3, mileage: { from: null, to: 50000 }, status: [4531, 4532], date: ['2030-01-02'] });
    expect(params.toString()).toBe('page=3&mileage=0%2C50000&status=4531%2C4532&date=2030-01-02');
  });

  it('drops bad parameters one by one and keeps the good ones', () => {
    const state = parseListingUrl(new URLSearchParams('page=abc&sort=price&year=2020,2010&status=1,4531&maker=5&date=2030-02-31&pageSize=50'));
    expect(state).toEqual({ page: 1, maker: [5] });
    expect(parseListingUrl(new URLSearchParams('page=0'))).toEqual({ page: 1 });
    expect(parseListingUrl(new URLSearchParams('page=-4'))).toEqual({ page: 1 });
  });

  it('reads a sort without an order as ascending and ignores an order without a sort', () => {
    expect(parseListingUrl(new URLSearchParams('sort=mileage'))).toEqual({ page: 1, sort: 'mileage', order: 'ASC' });
    expect(parseListingUrl(new URLSearchParams('order=DESC'))).toEqual({ page: 1 });
  });

  it('a sort change goes back to page 1', () => {
    expect(withSort({ page: 7, maker: [1] }, { sort: 'year', order: 'ASC' })).toEqual({ page: 1, maker: [1], sort: 'year', order: 'ASC' });
    expect(withSort({ page: 7, sort: 'year', order: 'DESC' }, null)).toEqual({ page: 1 });
  });

  it('knows when filters are set', () => {
    expect(hasFilters({ page: 4, sort: 'year', order: 'ASC' })).toBe(false);
    expect(hasFilters({ page: 1, search: '12345' })).toBe(true);
    // The view of the car auctions is not a filter: a reset keeps it.
    expect(hasFilters({ page: 1, bidding: 'all' })).toBe(false);
  });

  it('opens the car auctions on the lots still taking bids; bidding=all in the URL lists every lot', () => {
    expect(parseListingUrl(new URLSearchParams(''))).toEqual({ page: 1 });
    expect(parseListingUrl(new URLSearchParams('bidding=all'))).toEqual({ page: 1, bidding: 'all' });
    // `open` is the default: never written, and read as the default.
    expect(parseListingUrl(new URLSearchParams('bidding=open'))).toEqual({ page: 1 });
    expect(serializeListingUrl({ page: 1, bidding: 'all' }).toString()).toBe('bidding=all');
    expect(toListingRequest({ page: 1 }, { pageSize: 20, pageType: 'car-auction' })).toEqual({ page: 1, pageSize: 20, bidding: 'open' });
    expect(toListingRequest({ page: 1, bidding: 'all' }, { pageSize: 20, pageType: 'car-auction' })).toEqual({ page: 1, pageSize: 20, bidding: 'all' });
    expect(toListingRequest({ page: 1 }, { pageSize: 20, pageType: 'car-auction', favorite: 'A' })).toEqual({ page: 1, pageSize: 20, favorite: 'A' });
    expect(toListingRequest({ page: 1 }, { pageSize: 20, pageType: 'stats' })).toEqual({ page: 1, pageSize: 20 });
    // The filters' maker and model counts follow the view the server applies: not for a day or a search.
    expect(biddingOpenView({ page: 1 }, 'car-auction')).toBe(true);
    expect(biddingOpenView({ page: 1, bidding: 'all' }, 'car-auction')).toBe(false);
    expect(biddingOpenView({ page: 1, date: ['2026-11-25'] }, 'car-auction')).toBe(false);
    expect(biddingOpenView({ page: 1, search: '123' }, 'car-auction')).toBe(false);
    expect(biddingOpenView({ page: 1 }, 'car-auction', 'A')).toBe(false);
    expect(biddingOpenView({ page: 1 }, 'stock')).toBe(false);
  });

  it('builds the server query with page, page size and active sort only', () => {
    expect(toListingRequest({ page: 1 }, { pageSize: 20 })).toEqual({ page: 1, pageSize: 20 });
    expect(toListingRequest({ page: 2, sort: 'startPrice', order: 'DESC', year: { from: 2010, to: null } }, { pageSize: 50, favorite: 'A' })).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'startPrice',
      order: 'DESC',
      year: '2010,0',
      favorite: 'A',
    });
  });
});
