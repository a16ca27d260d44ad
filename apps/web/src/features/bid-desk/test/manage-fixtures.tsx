// Helpers for the manager actions' component tests (only *.test.tsx files import this).
import '../../../test/radix-shims';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach } from 'vitest';
import { setProfile } from '../../../lib/session-store';
import { resetServerClock, setServerClock } from '../../../lib/server-clock';
import { makeProfile, type ProfileOverrides } from '../../../test/profile-fixture';
import type { BidCellProps } from '../components/list/cell-slots';
import type { BidRow } from '../lib/bid-row';

export { json, mockApi, type Call } from '../../../test/render-screen';

/** 2026-03-10 12:00 in Tokyo: the server's "now" in these tests. */
export const NOW = new Date('2026-03-10T03:00:00Z');
const DAY = 86_400_000;
/** Today's session (13:00 Tokyo) and one three days later. */
export const TODAY_AUCTION = new Date(NOW.getTime() + 3_600_000).toISOString();
export const FUTURE_AUCTION = new Date(NOW.getTime() + 3 * DAY).toISOString();

let nextBidId = 500;

/** A manager's bid row: New, ¥600 000 on a ¥500 000 lot today, in group 2, by client Alex Turner. */
export function makeBid(overrides: Partial<BidRow> = {}): BidRow {
  return {
    bidId: nextBidId++,
    id: '4242',
    autoBid: false,
    lotNo: 1207,
    lotType: 'auction',
    auctionDate: TODAY_AUCTION,
    auctionName: 'USS Tokyo',
    maker: 'TOYOTA',
    model: 'PRIUS',
    year: 2015,
    engine: 1800,
    chassis: 'ZVW30-1234567',
    grade: 'S',
    color: 'White',
    condition: '4.5',
    gearbox: 'AT',
    mileage: 81_000,
    equip: 'AC PS PW',
    startPrice: 500_000,
    soldPrice: null,
    bidDate: '2026-03-09T01:30:00.000Z',
    status: 4532,
    user: {
      name: 'Alex Turner',
      company: 'Turner Motors',
      clientId: '1001',
      jasClientId: 1001,
      userLevel: 1064,
      createdAt: '2025-01-15T00:00:00.000Z',
      lastLogin: '2026-03-09T22:00:00.000Z',
      creditLimit: 500_000,
      balance: -120_000,
      country: 14,
      note: 'Prefers white cars',
      carDealer: null,
    },
    bidAmount: 600_000,
    exportType: 1,
    bidGroup: 2,
    bidStatus: 1,
    manager: 'Maria Manager',
    message: null,
    isRead: true,
    adjustmentPrice: null,
    images: [],
    ...overrides,
  } as BidRow;
}

/** Renders one cell for a signed-in manager, at the test's server time. */
export function renderCell(Cell: ComponentType<BidCellProps>, bid: BidRow, { props = {}, profile = {} }: { props?: Partial<BidCellProps>; profile?: ProfileOverrides } = {}) {
  setProfile(makeProfile({ ...profile, detail: { userId: 3001, userType: 3, roleId: 991, ...profile.detail } }));
  setServerClock({ at: NOW });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const cellProps: BidCellProps = { bid, listType: 'bid-manager', archive: false, editable: true, layout: 'grid', ...props };
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Cell {...cellProps} />
    </QueryClientProvider>,
  );
  const rerender = (next: BidRow) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <Cell {...cellProps} bid={next} />
      </QueryClientProvider>,
    );
  return { ...view, rerender, queryClient, user: userEvent.setup() };
}

// The server clock is module state: every test starts from the browser's clock again.
afterEach(() => resetServerClock());
