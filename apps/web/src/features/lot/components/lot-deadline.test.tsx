import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { resetServerClock, setServerClock } from '../../../lib/server-clock';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';
import { json, mockApi } from '../../../test/render-screen';
import { makeLotDetail } from '../test/lot-fixtures';
import { renderWithQuery } from '../test/render-lot';
import { LotPage } from './lot-page';

// The fixture's auction: 2026-11-25 13:30 in Japan; bidding closes at 13:00 there (04:00 UTC).
const DEADLINE = '2026-11-25T04:00:00.000Z';
const SERVER_NOW = Date.parse(DEADLINE) - (2 * 3_600_000 + 5 * 60_000);

beforeEach(() => {
  // The computer's clock is an hour behind the server's: the page follows the server's.
  vi.useFakeTimers({ now: SERVER_NOW - 3_600_000 });
  setServerClock({ at: new Date(SERVER_NOW) });
  setProfile(makeProfile());
  mockApi(() => json(404, { success: false, message: 'not_found' }));
});
afterEach(async () => {
  vi.useRealTimers();
  resetServerClock();
  await i18n.changeLanguage('en');
});

/** The value of a fact of the lot summary, by its term. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the bidding deadline on the lot page', () => {
  it('counts down on the server clock, with the deadline in Japan time, then reads "Bidding closed"', () => {
    renderWithQuery(<LotPage pageType="car-auction" lot={makeLotDetail({ bidInfo: { biddingDeadline: DEADLINE } })} />);
    const deadline = fact('Bidding deadline');
    expect(deadline).toHaveTextContent('Bids close in 2 h 5 min');
    expect(within(deadline).getByText('2026-11-25 13:00 Japan time')).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Upcoming');

    // Into the last hour: seconds count.
    act(() => vi.advanceTimersByTime(65 * 60_000 + 30_010));
    expect(deadline).toHaveTextContent('Bids close in 59 min 30 s');
    act(() => vi.advanceTimersByTime(59 * 60_000 + 30_010));
    expect(fact('Bidding deadline')).toHaveTextContent('Bidding closed');
    expect(within(fact('Status')).getByText('Bidding closed')).toHaveAttribute('data-status', 'bidding-closed');
  });

  it('in Russian', async () => {
    await i18n.changeLanguage('ru');
    renderWithQuery(<LotPage pageType="car-auction" lot={makeLotDetail({ bidInfo: { biddingDeadline: DEADLINE } })} />);
    expect(fact('Приём ставок')).toHaveTextContent('До закрытия ставок 2 часа 5 мин');
    expect(within(fact('Приём ставок')).getByText('2026-11-25 13:00 в Японии')).toBeInTheDocument();
  });

  it('shows no deadline on a finished lot, a past result or a stock car', () => {
    const { unmount } = renderWithQuery(<LotPage pageType="car-auction" lot={makeLotDetail({ lotInfo: { status: 4533 }, bidInfo: { auctionFinished: true, acceptBid: false } })} />);
    expect(within(screen.getByRole('region', { name: 'Lot' })).queryByText('Bidding deadline')).toBeNull();
    unmount();
    renderWithQuery(<LotPage pageType="stock" lot={makeLotDetail({ bidInfo: { biddingDeadline: null } })} />);
    expect(within(screen.getByRole('region', { name: 'Lot' })).queryByText('Bidding deadline')).toBeNull();
  });
});
