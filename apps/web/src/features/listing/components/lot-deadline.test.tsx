import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingLot } from '@jauc/contract';
import i18n from '../../../i18n';
import { resetServerClock, setServerClock } from '../../../lib/server-clock';
import { makeLot } from '../test/listing-fixtures';
import { ListingCards } from './listing-cards';
import { ListingTable } from './listing-table';
import type { LotRowProps } from './lot-parts';

// The server's clock reads 2030-05-05 20:00 in Japan (11:00 UTC); the browser's is a day behind,
// as a computer with a wrong clock would be: the rows follow the server's.
const SERVER_NOW = Date.parse('2030-05-05T11:00:00.000Z');
const BROWSER_NOW = SERVER_NOW - 86_400_000;
const at = (ms: number) => new Date(SERVER_NOW + ms).toISOString();

const lots: ListingLot[] = [
  // Closes at the Tokyo midnight starting its auction day (2030-05-07 13:30 there): 1 day 4 h away.
  makeLot({ id: 1, status: 4532, auctionDate: '2030-05-07T04:30:00.000Z', biddingDeadline: '2030-05-06T15:00:00.000Z' }),
  // Closes in 12 min 30 s.
  makeLot({ id: 2, status: 4532, biddingDeadline: at((12 * 60 + 30) * 1000) }),
  // Its session is on: no countdown, the status says so.
  makeLot({ id: 3, status: 4531, biddingDeadline: at(-3_600_000) }),
  // Stock: no deadline.
  makeLot({ id: 4, status: 4532, lotType: 'stock', biddingDeadline: null, startPrice: null, soldPrice: 2_000_000 }),
];

const rowProps = (lot: ListingLot): LotRowProps => ({ lot, href: `/car-auction/${lot.id}`, visited: false, onOpen: () => undefined, kind: lot.lotType === 'stock' ? 'stock' : 'car-auction', wishlist: false });

function show(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-lot-id="${id}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ now: BROWSER_NOW });
  setServerClock({ at: new Date(SERVER_NOW) });
});
afterEach(async () => {
  vi.useRealTimers();
  resetServerClock();
  await i18n.changeLanguage('en');
});

describe('bidding deadlines on listing rows', () => {
  it('the table counts down to each deadline on the server clock, and marks a lot whose bidding has closed', () => {
    show(<ListingTable pageType="car-auction" lots={lots} sort={null} onSort={() => undefined} rowProps={rowProps} />);
    expect(screen.getByRole('table')).toBeInTheDocument();

    const far = within(row(1));
    expect(far.getByText('Bids close in 1 day 4 h')).toBeInTheDocument();
    expect(far.getByText('Upcoming')).toBeInTheDocument();
    // The deadline in Japan time (and in the viewer's, whatever the machine's zone).
    expect(far.getByText('2030-05-07 00:00 Japan time')).toBeInTheDocument();
    expect(row(1).querySelector('[data-deadline] time')).toHaveAttribute('dateTime', '2030-05-06T15:00:00.000Z');

    const near = within(row(2));
    expect(near.getByText('Bids close in 12 min 30 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_010));
    expect(near.getByText('Bids close in 12 min')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(12 * 60_000 + 10));
    expect(near.queryByText(/Bids close in/)).not.toBeInTheDocument();
    expect(near.getByText('Bidding closed')).toHaveAttribute('data-status', 'bidding-closed');
    expect(near.queryByText('Upcoming')).not.toBeInTheDocument();

    // An ongoing lot and a stock car have no countdown.
    expect(within(row(3)).getByText('Ongoing')).toBeInTheDocument();
    expect(row(3).querySelector('[data-deadline]')).toBeNull();
    expect(row(4).querySelector('[data-deadline]')).toBeNull();
    expect(within(row(4)).getByText('On sale')).toBeInTheDocument();
  });

  it('the phone cards show the same, in Russian too, and follow the server clock when it moves', async () => {
    await i18n.changeLanguage('ru');
    show(<ListingCards lots={lots} rowProps={rowProps} />);
    expect(within(row(1)).getByText('До закрытия ставок 1 день 4 часа')).toBeInTheDocument();
    expect(within(row(1)).getByText('2030-05-07 00:00 в Японии')).toBeInTheDocument();
    expect(within(row(2)).getByText('До закрытия ставок 12 мин 30 с')).toBeInTheDocument();

    // The server's clock is moved two days on (learnt from an answer): both have closed.
    act(() => setServerClock({ at: new Date(SERVER_NOW + 2 * 86_400_000) }));
    for (const id of [1, 2]) {
      expect(within(row(id)).getByText('Ставки закрыты')).toBeInTheDocument();
      expect(row(id).querySelector('[data-deadline]')).toBeNull();
    }
  });
});
