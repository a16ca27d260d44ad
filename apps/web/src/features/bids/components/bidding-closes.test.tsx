import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerClock, setServerClock } from '../../../lib/server-clock';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER, json, makeLot, mockApi, renderBidding } from '../test/bid-fixtures';

const SERVER_NOW = Date.parse('2030-05-05T11:00:00.000Z');

beforeEach(() => {
  // The computer's clock runs 7 minutes fast: by it, bidding would already have closed.
  vi.useFakeTimers({ now: SERVER_NOW + 7 * 60_000 });
  setServerClock({ at: new Date(SERVER_NOW) });
  mockApi(({ url }) => {
    if (url.pathname.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (url.pathname.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    return json(200, {});
  });
});
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('LotBidding at the deadline', () => {
  it('counts down in the bid panel and, when the deadline passes on the server clock, shows "closed" instead of the form', () => {
    renderBidding({ lot: makeLot({ biddingDeadline: new Date(SERVER_NOW + 45_000).toISOString() }) });
    const panel = screen.getByRole('region', { name: 'Place a bid' });
    expect(within(panel).getByText('Bids close in 45 s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_010));
    expect(within(panel).getByText('Bids close in 15 s')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    act(() => vi.advanceTimersByTime(15_010));
    expect(screen.getByRole('status')).toHaveTextContent('Bidding is closed for this lot');
    expect(screen.queryByRole('region', { name: 'Place a bid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
  });

  it('closes at once when an answer shows the server clock has moved past the deadline', () => {
    renderBidding({ lot: makeLot({ biddingDeadline: new Date(SERVER_NOW + 3 * 86_400_000).toISOString() }) });
    expect(screen.getByRole('region', { name: 'Place a bid' })).toBeInTheDocument();
    act(() => setServerClock({ at: new Date(SERVER_NOW + 4 * 86_400_000) }));
    expect(screen.getByRole('status')).toHaveTextContent('Bidding is closed for this lot');
    expect(screen.queryByRole('region', { name: 'Place a bid' })).toBeNull();
  });
});
