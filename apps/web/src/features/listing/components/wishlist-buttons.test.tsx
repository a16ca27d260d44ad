import { QueryClient, QueryClientProvider, useQuery, type InfiniteData } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FavoriteGroup, ListingLot, ListingResponse } from '@jauc/contract';
import i18n from '../../../i18n';
import { json, mockApi, type Call } from '../../../test/render-screen';
import { wishListWith } from '../api/add-favorite';
import { getListing, listingKeys } from '../api/get-listing';
import { makeListing, makeLot } from '../test/listing-fixtures';
import { WishlistButtons } from './wishlist-buttons';

const lotIn = (group: FavoriteGroup | null, overrides: Partial<ListingLot> = {}) => makeLot({ id: 7, wishList: wishListWith(group), ...overrides });

function setup(lot: ListingLot) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <WishlistButtons lot={lot} />
    </QueryClientProvider>,
  );
  return { user, queryClient };
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

const ok = () => json(200, { success: true });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('WishlistButtons', () => {
  it('shows one toggle per group with the active one pressed', () => {
    mockApi(ok);
    setup(lotIn('C'));
    const group = screen.getByRole('group', { name: 'Favorites' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(screen.getByRole('button', { name: 'Remove from favorites C' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to favorites A' })).toHaveAttribute('aria-pressed', 'false');
    expect(pressed()).toEqual(['C']);
  });

  it('adds the lot to a group it is not in', async () => {
    const calls = mockApi(ok);
    const { user } = setup(lotIn(null));
    expect(pressed()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add to favorites B' }));

    expect(await screen.findByRole('button', { name: 'Remove from favorites B' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url.pathname).toBe('/api/v1/favorite/add');
    expect(calls[0]!.body).toEqual({ carId: 7, group: 'B', type: 'auction' });
    expect(pressed()).toEqual(['B']);
  });

  it('sends the stock type for a stock lot', async () => {
    const calls = mockApi(ok);
    const { user } = setup(lotIn(null, { lotType: 'stock' }));
    await user.click(screen.getByRole('button', { name: 'Add to favorites E' }));
    await screen.findByRole('button', { name: 'Remove from favorites E' });
    expect(calls[0]!.body).toEqual({ carId: 7, group: 'E', type: 'stock' });
  });

  it('moves the lot from its group to another one', async () => {
    const calls = mockApi(ok);
    const { user } = setup(lotIn('A'));

    await user.click(screen.getByRole('button', { name: 'Add to favorites D' }));

    expect(await screen.findByRole('button', { name: 'Remove from favorites D' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to favorites A' })).toHaveAttribute('aria-pressed', 'false');
    expect(pressed()).toEqual(['D']);
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([['POST', '/api/v1/favorite/add', { carId: 7, group: 'D', type: 'auction' }]]);
  });

  it('removes the lot from its active group', async () => {
    const calls = mockApi(ok);
    const { user } = setup(lotIn('A'));

    await user.click(screen.getByRole('button', { name: 'Remove from favorites A' }));

    expect(await screen.findByRole('button', { name: 'Add to favorites A' })).toHaveAttribute('aria-pressed', 'false');
    expect(pressed()).toEqual([]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('DELETE');
    expect(calls[0]!.url.pathname).toBe('/api/v1/favorite/delete');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ group: 'A', carId: '7' });
  });

  it('disables every button while the request is pending', async () => {
    let release: (r: Response) => void = () => {};
    const calls = mockApi(() => new Promise<Response>((resolve) => (release = resolve)));
    const { user } = setup(lotIn(null));

    await user.click(screen.getByRole('button', { name: 'Add to favorites C' }));

    await waitFor(() => expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true));
    expect(screen.getByRole('group', { name: 'Favorites' })).toHaveAttribute('aria-busy', 'true');
    // A click on a disabled button sends nothing.
    await user.click(screen.getByRole('button', { name: 'Add to favorites D' }));
    expect(calls).toHaveLength(1);

    release(ok());
    await waitFor(() => expect(screen.getAllByRole('button').every((b) => !(b as HTMLButtonElement).disabled)).toBe(true));
    expect(pressed()).toEqual(['C']);
  });

  it('shows a translated error and keeps the state when the request fails', async () => {
    mockApi(() => json(422, { success: false, message: 'favorites_limit' }));
    const { user } = setup(lotIn('B'));

    await user.click(screen.getByRole('button', { name: 'Add to favorites E' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Favorites can hold up to 1000 lots');
    expect(pressed()).toEqual(['B']);
    expect(screen.getAllByRole('button').every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('clears the error on the next successful try', async () => {
    let fail = true;
    mockApi(() => (fail ? json(404, { success: false, message: 'lot_not_found' }) : ok()));
    const { user } = setup(lotIn(null));

    await user.click(screen.getByRole('button', { name: 'Add to favorites A' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This lot no longer exists');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Add to favorites A' }));
    await screen.findByRole('button', { name: 'Remove from favorites A' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    mockApi(() => json(500, { success: false, message: 'internal_error' }));
    const { user } = setup(lotIn('A'));
    expect(screen.getByRole('group', { name: 'Избранное' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Убрать из избранного A' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить в избранное B' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Что-то пошло не так');
  });

  it('updates the cached listing rows and refetches every listing', async () => {
    // The refetch waits until the test lets it answer, so the patched cache can be seen first.
    const listingCalls: Call[] = [];
    let answerListing: () => void = () => {};
    const listingAnswered = new Promise<void>((resolve) => (answerListing = resolve));
    const calls = mockApi(async (call) => {
      if (call.url.pathname.endsWith('/listing')) {
        listingCalls.push(call);
        await listingAnswered;
        return json(200, makeListing([lotIn(null)], 1));
      }
      return ok();
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
    const key = listingKeys.list('car-auction', 1, { page: 1 });
    const otherKey = listingKeys.list('stock', 1, { page: 1 });
    queryClient.setQueryData<ListingResponse>(key, makeListing([lotIn(null), makeLot({ id: 8 })], 2));
    queryClient.setQueryData<ListingResponse>(otherKey, makeListing([makeLot({ id: 9 })], 1));
    const mobileKey = listingKeys.infinite('car-auction', 1, { page: 1 });
    queryClient.setQueryData<InfiniteData<ListingResponse>>(mobileKey, { pages: [makeListing([makeLot({ id: 8 })], 2), makeListing([lotIn(null)], 2, 2)], pageParams: [1, 2] });

    // A row that renders from the cache, as the listing does.
    function Row() {
      const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => getListing('car-auction', { page: 1 }, signal) });
      const lot = data?.carsList[0];
      return lot ? <WishlistButtons lot={lot} size="sm" /> : null;
    }
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <Row />
      </QueryClientProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Add to favorites C' }));
    await screen.findByRole('button', { name: 'Remove from favorites C' });

    const cached = queryClient.getQueryData<ListingResponse>(key)!;
    expect(cached.carsList[0]!.wishList.filter((w) => w.value)).toEqual([{ group: 'C', value: true }]);
    expect(cached.carsList[1]!.wishList).toEqual([]);
    const mobile = queryClient.getQueryData<InfiniteData<ListingResponse>>(mobileKey)!;
    expect(mobile.pages[1]!.carsList[0]!.wishList.find((w) => w.value)?.group).toBe('C');
    expect(mobile.pages[0]!.carsList[0]!.wishList).toEqual([]);
    expect(queryClient.getQueryState(otherKey)!.isInvalidated).toBe(true);
    // The mounted listing refetches; what the server then says is what shows.
    await waitFor(() => expect(listingCalls).toHaveLength(1));
    answerListing();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/v1/favorite'))).toHaveLength(1);
    await screen.findByRole('button', { name: 'Add to favorites C' });
  });
});
