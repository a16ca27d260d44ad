import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingResponse } from '@jauc/contract';
import i18n from '../../../i18n';
import { listingPageSize } from '../lib/page-size';
import { VISITED_LOTS_KEY, visitedLots } from '../lib/visited-lots';
import { makeListing, makeLot } from '../test/listing-fixtures';
import { ListingPage } from './listing-page';

type Answer = ListingResponse | { status: number; body: unknown };
let answer: (url: URL) => Answer;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  const a = answer(url);
  const [status, body] = 'status' in a ? [a.status, a.body] : [200, a];
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});
const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
const lastRequest = () => requested().at(-1)!;

function renderListing(path = '/car-auction') {
  const router = createMemoryRouter(
    [
      { path: '/car-auction', element: <ListingPage pageType="car-auction" titleKey="Listing.title.carAuction" /> },
      { path: '/car-auction/:id', element: <p>lot page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, search: () => new URLSearchParams(router.state.location.search) };
}

const scrollTo = vi.fn();
beforeEach(() => {
  localStorage.clear();
  listingPageSize.reload();
  visitedLots.reload();
  fetchMock.mockClear();
  scrollTo.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', scrollTo);
  answer = () => makeListing([makeLot({ id: 1 })], 1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListingPage', () => {
  it('shows the title with the total and one row per lot with formatted values', async () => {
    answer = () =>
      makeListing(
        [
          makeLot({ id: 1 }),
          makeLot({ id: 2, maker: 'Honda', model: 'Fit', isUss: false, auctionName: 'TAA Kinki', condition: 'R', status: 4533, soldPrice: 990_000, myBid: true, myBidAmount: 1_005_000 }),
        ],
        20_000,
      );
    renderListing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Car auctions · 20 000 lots' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Car auctions · 20 000 lots' });
    const rows = within(table).getAllByRole('row') as HTMLTableRowElement[];
    expect(rows).toHaveLength(3);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);

    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'Lot 10001' })).toHaveAttribute('href', '/car-auction/1');
    expect(first.getByText('Toyota Prius')).toBeInTheDocument();
    // 04:30 UTC is 13:30 in Japan.
    expect(rows[1]!.querySelector('time')).toHaveTextContent('2030-05-06 13:30');
    expect(first.getByText('USS')).toBeInTheDocument();
    expect(first.getByText('ZVW30-1000001')).toBeInTheDocument();
    expect(first.getByText('1 800 cc')).toBeInTheDocument();
    expect(first.getByText('45 000 km')).toBeInTheDocument();
    expect(first.getByText('4.5')).toHaveAttribute('data-tone', 'orange');
    expect(first.getByText('Ongoing')).toBeInTheDocument();
    expect(first.getByText('¥1 250 000')).toBeInTheDocument();
    expect(first.getByText('¥1 480 000')).toBeInTheDocument();
    expect(first.getByRole('img', { hidden: true })).toHaveAttribute('loading', 'lazy');

    const second = within(rows[2]!);
    expect(second.queryByText('USS')).not.toBeInTheDocument();
    expect(second.getByText('R')).toHaveAttribute('data-tone', 'red');
    expect(within(rows[2]!.cells[5]!).getByText('Sold')).toBeInTheDocument();
    expect(second.getByText('¥990 000')).toBeInTheDocument();
    expect(second.getByText('¥1 005 000')).toBeInTheDocument();
    // The first lot has no sold price.
    expect(within(rows[1]!.cells[6]!).getByText('—')).toBeInTheDocument();

    expect(lastRequest().pathname).toBe('/api/v1/car-auction/listing');
    expect(Object.fromEntries(lastRequest().searchParams)).toEqual({ page: '1', pageSize: '20' });
  });

  it('pluralises the count in Russian', async () => {
    await i18n.changeLanguage('ru');
    try {
      for (const [total, text] of [
        [21, 'Автоаукционы · 21 лот'],
        [22, 'Автоаукционы · 22 лота'],
        [25, 'Автоаукционы · 25 лотов'],
        [20_000, 'Автоаукционы · 20 000 лотов'],
      ] as const) {
        answer = () => makeListing([makeLot()], total);
        renderListing();
        expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
        cleanup();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('cycles the sort of a column and carries it in the URL, back on page 1', async () => {
    answer = () => makeListing([makeLot()], 100);
    const { search } = renderListing('/car-auction?page=3');
    const user = userEvent.setup();
    const yearHeader = await screen.findByRole('columnheader', { name: /year/i });
    expect(yearHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(yearHeader).getByRole('button', { name: /year/i }));
    expect(search().toString()).toBe('sort=year&order=ASC');
    await waitFor(() => expect(lastRequest().searchParams.get('order')).toBe('ASC'));
    expect(lastRequest().searchParams.get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: /year/i })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(yearHeader).getByRole('button', { name: /year/i }));
    expect(search().toString()).toBe('sort=year&order=DESC');
    expect(screen.getByRole('columnheader', { name: /year/i })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(yearHeader).getByRole('button', { name: /year/i }));
    expect(search().toString()).toBe('');
    expect(screen.getByRole('columnheader', { name: /year/i })).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(lastRequest().searchParams.has('sort')).toBe(false));

    // Another column starts ascending again.
    await user.click(screen.getByRole('button', { name: /start price/i }));
    await user.click(screen.getByRole('button', { name: /mileage/i }));
    expect(search().toString()).toBe('sort=mileage&order=ASC');
    expect(scrollTo).toHaveBeenCalled();
  });

  it('hides the pagination when one page holds everything', async () => {
    answer = () => makeListing([makeLot()], 20);
    renderListing();
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('keeps the page in the URL only above 1 and restores it on open', async () => {
    answer = (url) => makeListing([makeLot({ id: Number(url.searchParams.get('page')) })], 45);
    const { search } = renderListing('/car-auction?page=2');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(lastRequest().searchParams.get('page')).toBe('2');
    expect(await screen.findByRole('link', { name: 'Lot 10002' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(search().get('page')).toBe('3');
    expect(await screen.findByRole('link', { name: 'Lot 10003' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalled();

    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(search().has('page')).toBe(false);
    expect(await screen.findByRole('link', { name: 'Lot 10001' })).toBeInTheDocument();
  });

  it('persists the page size and goes back to page 1 when it changes', async () => {
    answer = () => makeListing([makeLot()], 300);
    const { search } = renderListing('/car-auction?page=4&sort=year&order=DESC');
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    expect(localStorage.getItem('listingPageSize')).toBe('50');
    expect(search().toString()).toBe('sort=year&order=DESC');
    await waitFor(() => expect(Object.fromEntries(lastRequest().searchParams)).toEqual({ page: '1', pageSize: '50', sort: 'year', order: 'DESC' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('records an opened lot as visited and shows it muted', async () => {
    localStorage.setItem(VISITED_LOTS_KEY, JSON.stringify([2]));
    visitedLots.reload();
    answer = () => makeListing([makeLot({ id: 1 }), makeLot({ id: 2 })], 2);
    renderListing();
    expect(await screen.findByRole('link', { name: /Lot 10002/ })).toHaveAttribute('data-visited', 'true');
    expect(screen.getByRole('link', { name: 'Lot 10001' })).not.toHaveAttribute('data-visited');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Lot 10001' }));
    expect(await screen.findByText('lot page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(VISITED_LOTS_KEY)!)).toEqual([1, 2]);
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    answer = () => (fail ? { status: 500, body: { success: false, message: 'internal_error' } } : makeListing([makeLot()], 1));
    renderListing();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lots could not be loaded');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says No records, and offers to reset filters that match nothing', async () => {
    answer = () => makeListing([], 0);
    const { search } = renderListing('/car-auction?maker=3&sort=year&order=ASC');
    expect(await screen.findByRole('heading', { name: 'No records' })).toBeInTheDocument();
    expect(screen.getByText(/No lots match the chosen filters/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(search().toString()).toBe('sort=year&order=ASC');
  });

  it('on a narrow screen lists compact cards and sorts with a select', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    answer = () => makeListing([makeLot({ id: 1 }), makeLot({ id: 2 })], 2);
    const { search } = renderListing('/car-auction?page=2');
    const list = await screen.findByRole('list', { name: 'Car auctions · 2 lots' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Lot 10001' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('¥1 250 000')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('45 000 km')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Sort'), 'Year: descending');
    expect(search().toString()).toBe('sort=year&order=DESC');
  });

  it('shows skeleton rows while the first page loads', async () => {
    let release: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(makeListing([makeLot()], 1)), { status: 200 }));
        }),
    );
    renderListing();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
