import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { visitedLots } from '../../features/listing/lib/visited-lots';
import { makeLotDetail } from '../../features/lot/test/lot-fixtures';
import { setProfile } from '../../lib/session-store';
import { makeProfile } from '../../test/profile-fixture';
import { json, mockApi, type Call } from '../../test/render-screen';
import { trackLocation } from '../navigation-trail';
import { Component as CarAuctionLot } from './car-auction-lot';
import { Component as SalesStatisticLot } from './sales-statistic-lot';

const LISTING = '/car-auction?maker=3&page=2';

function api(call: Call) {
  const path = call.url.pathname;
  if (path === '/api/v1/car-auction/lot/4242') return json(200, { lotDetail: makeLotDetail() });
  if (path === '/api/v1/stats/lot/4242') return json(200, { lotDetail: makeLotDetail({ bidInfo: { auctionFinished: true, acceptBid: false, soldPrice: 990_000 } }) });
  if (path === '/api/v1/favorite/add') return json(200, { success: true });
  if (path.endsWith('/production-month')) return json(200, { carInfo: null });
  if (path === '/api/v1/car-auction/lot/999') return json(404, { success: false, message: 'lot_not_found' });
  return json(404, { success: false, message: 'not_found' });
}

function open(initialEntries: string[]) {
  setProfile(makeProfile());
  const router = createMemoryRouter(
    [
      { path: '/car-auction', element: <Link to="/car-auction/4242">Lot 1317</Link> },
      { path: '/car-auction/:id', element: <CarAuctionLot /> },
      { path: '/sales-statistic/:id', element: <SalesStatisticLot /> },
      { path: '/bids', element: <Link to="/car-auction/4242">My bid</Link> },
    ],
    { initialEntries },
  );
  trackLocation(router.state.historyAction, router.state.location);
  const unsubscribe = router.subscribe((state) => trackLocation(state.historyAction, state.location));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  cleanups.push(unsubscribe);
  return { router, user, queryClient };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((f) => f());
  visitedLots.set([]);
});

describe('lot route', () => {
  it('marks the lot visited when the page opens, and Back returns to the listing as it was left', async () => {
    mockApi(api);
    visitedLots.set([7]);
    const { router, user } = open([LISTING]);
    await user.click(screen.getByRole('link', { name: 'Lot 1317' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Toyota Prius 2015/ })).toBeInTheDocument();
    expect(visitedLots.get()).toEqual([4242, 7]);

    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(LISTING));
    // It went back in history rather than pushing the listing again.
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes to the listing route when the lot was opened from elsewhere', async () => {
    mockApi(api);
    const { router, user } = open(['/bids']);
    await user.click(screen.getByRole('link', { name: 'My bid' }));
    const back = await screen.findByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/car-auction');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-auction'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('composes the favorite buttons: a change is confirmed and kept in the cached lot', async () => {
    const calls = mockApi(api);
    const { user, queryClient } = open(['/car-auction/4242']);
    const group = await screen.findByRole('group', { name: 'Favorites' });
    await user.click(within(group).getByRole('button', { name: 'Add to favorites C' }));
    expect(await within(group).findByRole('button', { name: 'Remove from favorites C' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.url.pathname === '/api/v1/favorite/add')!.body).toEqual({ carId: 4242, group: 'C', type: 'auction' });
    await waitFor(() =>
      expect(queryClient.getQueryData<ReturnType<typeof makeLotDetail>>(['lot', 'car-auction', 4242])!.wishList.find((w) => w.value)?.group).toBe('C'),
    );
  });

  it('has no favorite buttons on a past result', async () => {
    mockApi(api);
    open(['/sales-statistic/4242']);
    expect(await screen.findByRole('heading', { level: 1, name: /Toyota Prius 2015/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Favorites' })).not.toBeInTheDocument();
  });

  it('shows the empty-lot screen for an unknown lot or a malformed id', async () => {
    mockApi(api);
    open(['/car-auction/999']);
    expect(await screen.findByRole('heading', { name: 'This lot is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To car auction' })).toHaveAttribute('href', '/car-auction');
  });

  it('offers a retry when the lot cannot be loaded', async () => {
    let fail = true;
    mockApi((call) => (fail && call.url.pathname.endsWith('/lot/4242') ? json(500, { success: false, message: 'internal_error' }) : api(call)));
    const { user } = open(['/car-auction/4242']);
    expect(await screen.findByText('The lot could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Toyota Prius 2015/ })).toBeInTheDocument();
  });
});
