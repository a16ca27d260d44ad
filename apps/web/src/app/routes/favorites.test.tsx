import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderScreen } from '../../test/render-screen';
import { makeListing, makeLot } from '../../features/listing/test/listing-fixtures';
import { Component as Favorites } from './favorites';

const LOT_PAGES = ['/car-auction/:id', '/oneprice/:id', '/sales-statistic/:id'];

function open(at: string) {
  return renderScreen(<Favorites />, { path: '/favorites/:group?', at, others: LOT_PAGES });
}

describe('favorites page', () => {
  beforeEach(() => {
    // jsdom has no scrolling; filter changes scroll to the top.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('lists group B from the car-auction listing with favorite=B, with the group tabs', async () => {
    const calls = mockApi(() => json(200, makeListing([makeLot({ id: 1, wishList: [{ group: 'B', value: true }] })], 1)));
    const { user, router } = open('/favorites/B');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites B · 1 lot' })).toBeInTheDocument();
    expect(calls.at(-1)!.url.pathname).toBe('/api/v1/car-auction/listing');
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({ page: '1', pageSize: '20', favorite: 'B' });

    const tabs = screen.getByRole('navigation', { name: 'Favorites groups' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(within(tabs).getByRole('link', { name: 'Group B' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Group C' })).toHaveAttribute('href', '/favorites/C');

    await user.click(within(tabs).getByRole('link', { name: 'Group C' }));
    expect(router.state.location.pathname).toBe('/favorites/C');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('favorite')).toBe('C'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites C · 1 lot' })).toBeInTheDocument();
  });

  it('sends an unknown or missing group to group A, and a lower-case one to its group', async () => {
    const calls = mockApi(() => json(200, makeListing([], 0)));
    for (const [at, to] of [
      ['/favorites/Z', '/favorites/A'],
      ['/favorites', '/favorites/A'],
      ['/favorites/d', '/favorites/D'],
    ] as const) {
      const { router } = open(at);
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('favorite')).toBe(to.slice(-1)));
    }
  });

  it('links each lot by its own kind and gives every row the wishlist buttons', async () => {
    mockApi(() =>
      json(
        200,
        makeListing(
          [
            makeLot({ id: 1, lotType: 'stock', startPrice: null, soldPrice: 2_000_000, auctionDate: '2020-03-02T04:00:00.000Z' }),
            makeLot({ id: 2, lotType: 'auction', status: 4533, soldPrice: 900_000, auctionDate: '2020-03-02T04:00:00.000Z' }),
            makeLot({ id: 3, auctionDate: '2099-03-02T04:00:00.000Z' }),
          ],
          3,
        ),
      ),
    );
    const { user, router } = open('/favorites/A');
    const table = await screen.findByRole('table', { name: 'Favorites A · 3 lots' });
    expect(within(table).getByRole('link', { name: 'Lot 10001' })).toHaveAttribute('href', '/oneprice/1');
    expect(within(table).getByRole('link', { name: 'Lot 10002' })).toHaveAttribute('href', '/sales-statistic/2');
    expect(within(table).getByRole('link', { name: 'Lot 10003' })).toHaveAttribute('href', '/car-auction/3');
    // A past result can still leave its group here.
    expect(within(table).getAllByRole('group', { name: 'Favorites' })).toHaveLength(3);
    // The stock row shows its one price.
    const stockRow = within(table).getByRole('link', { name: 'Lot 10001' }).closest('tr')!;
    expect(stockRow.querySelectorAll('[data-price]')).toHaveLength(1);

    await user.click(within(table).getByRole('link', { name: 'Lot 10002' }));
    expect(router.state.location.pathname).toBe('/sales-statistic/2');
    expect(JSON.parse(localStorage.getItem('visitedLots')!)).toEqual([2]);
  });

  it('says when the group is empty', async () => {
    mockApi(() => json(200, makeListing([], 0)));
    open('/favorites/E');
    expect(await screen.findByText(/No lots in this group yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('offers to reset filters when filters leave the group empty', async () => {
    mockApi(() => json(200, makeListing([], 0)));
    const { user, router } = open('/favorites/E?maker=4');
    await user.click(await screen.findByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/favorites/E');
  });
});
