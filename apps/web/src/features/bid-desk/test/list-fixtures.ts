// Answers of the bid list calls for the list page's tests (only *.test.tsx files import this).
import type { BidCounter, BidFiltersResponse, BidListResponse, BidRecord } from '@jauc/contract';
import { makeBid } from './manage-fixtures';

/** A bid row as the list answers it (the manager fixtures' row with the list's own flags). */
export const listBid = (overrides: Partial<BidRecord> = {}): BidRecord => ({ ...makeBid(), archived: false, awaitingResult: false, ...overrides });

export const COUNTERS: BidCounter[] = [
  { status: 'All', count: 42 },
  { status: 1, count: 5 },
  { status: 2, count: 7 },
  { status: 3, count: 1 },
  { status: 4, count: 2 },
  { status: 5, count: 20 },
  { status: 6, count: 7 },
  { status: 'Archive', count: 130 },
  { status: 'AwaitingResult', count: 3 },
];

export function listAnswer(cars: BidRecord[], total = cars.length, { page = 1, pageSize = 20, counters = COUNTERS }: { page?: number; pageSize?: number; counters?: BidCounter[] } = {}): BidListResponse {
  return { cars, counters, pageInfo: { page, pageSize, totalSearchResults: total, totalResults: total }, totalBids: 172 };
}

/** The manager's filter set (spec 2 §3), a short one of each kind and a long client list (search box). */
export function filtersAnswer(overrides: Partial<BidFiltersResponse['filters']> = {}): BidFiltersResponse {
  return {
    counters: COUNTERS,
    totalBids: 172,
    filters: {
      auctions: [
        { value: 3, label: 'USS Tokyo' },
        { value: 5, label: 'TAA Kinki' },
      ],
      dates: [{ value: '2026-03-10', label: '2026-03-10' }],
      status: [
        { value: 4532, label: 'upcoming' },
        { value: 4533, label: 'sold' },
      ],
      group: [{ value: 2, label: '2' }],
      ...overrides,
    },
  };
}
