import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingResponse, PageType } from '@jauc/contract';
import i18n from '../../../i18n';
import { LISTING_VIEW_KEY, listingView } from '../lib/listing-view';
import { listingPageSize } from '../lib/page-size';
import { VISITED_LOTS_KEY, visitedLots } from '../lib/visited-lots';
import { makeListing, makeLot } from '../test/listing-fixtures';
import { ListingPage } from './listing-page';
import { setProfile } from '../../../lib/session-store';
import { makeProfile } from '../../../test/profile-fixture';

type Answer = ListingResponse | { status: number; body: unknown };
let answer: (url: URL) => Answer | Promise<Answer>;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://localhost');
  const a = await answer(url);
  const [status, body] = 'status' in a ? [a.status, a.body] : [200, a];
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});
const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
const lastRequest = () => requested().at(-1)!;

const TITLE_KEY: Record<PageType, string> = { 'car-auction': 'Listing.title.carAuction', stock: 'Listing.title.oneprice', stats: 'Listing.title.salesStatistic' };

function renderListing(path = '/car-auction', pageType: PageType = 'car-auction') {
  const base = path.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path: base, element: <ListingPage pageType={pageType} titleKey={TITLE_KEY[pageType]} /> },
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
  listingView.reload();
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
    // The first row's photo is the page's largest paint: loaded at once; the others when near.
    expect(first.getByRole('img', { hidden: true })).toHaveAttribute('loading', 'eager');
    expect(first.getByRole('img', { hidden: true })).toHaveAttribute('fetchpriority', 'high');

    const second = within(rows[2]!);
    expect(second.queryByText('USS')).not.toBeInTheDocument();
    expect(second.getByText('R')).toHaveAttribute('data-tone', 'red');
    expect(within(rows[2]!.cells[5]!).getByText('Sold')).toBeInTheDocument();
    expect(second.getByText('¥990 000')).toBeInTheDocument();
    expect(second.getByText('¥1 005 000')).toBeInTheDocument();
    // The first lot has no sold price.
    expect(within(rows[1]!.cells[6]!).getByText('—')).toBeInTheDocument();

    expect(lastRequest().pathname).toBe('/api/v1/car-auction/listing');
    expect(Object.fromEntries(lastRequest().searchParams)).toEqual({ page: '1', pageSize: '20', bidding: 'open' });
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

  it('opens the car auctions on the lots still taking bids, lists every lot when asked, and back again', async () => {
    const { search } = renderListing('/car-auction');
    await waitFor(() => expect(lastRequest().searchParams.get('bidding')).toBe('open'));
    const user = userEvent.setup();
    const only = screen.getByRole('checkbox', { name: 'Only lots still taking bids' });
    expect(only).toBeChecked();
    await user.click(only);
    expect(search().toString()).toBe('bidding=all');
    await waitFor(() => expect(lastRequest().searchParams.get('bidding')).toBe('all'));
    expect(screen.getByRole('checkbox', { name: 'Only lots still taking bids' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Only lots still taking bids' }));
    expect(search().toString()).toBe('');
    await waitFor(() => expect(lastRequest().searchParams.get('bidding')).toBe('open'));
    cleanup();
    // The other listings have no such view.
    renderListing('/stats', 'stats');
    await waitFor(() => expect(lastRequest().pathname).toBe('/api/v1/stats/listing'));
    expect(lastRequest().searchParams.has('bidding')).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Only lots still taking bids' })).toBeNull();
  });

  it('offers a viewer whose country has export rules only the exportable cars, on every listing, and keeps the tick on a reset', async () => {
    setProfile(makeProfile({ detail: { exportRules: true } }));
    try {
      const { search } = renderListing('/stats?maker=5', 'stats');
      await waitFor(() => expect(lastRequest().pathname).toBe('/api/v1/stats/listing'));
      expect(lastRequest().searchParams.has('exportable')).toBe(false);
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: 'Only cars that may be exported to my country' }));
      expect(search().get('exportable')).toBe('1');
      await waitFor(() => expect(lastRequest().searchParams.get('exportable')).toBe('1'));
      expect(screen.getByRole('checkbox', { name: 'Only cars that may be exported to my country' })).toBeChecked();
      await act(() => i18n.changeLanguage('ru'));
      expect(screen.getByRole('checkbox', { name: 'Только авто, которые можно вывезти в мою страну' })).toBeChecked();
      await act(() => i18n.changeLanguage('en'));
      cleanup();
      setProfile(makeProfile({ detail: { exportRules: false } }));
      renderListing('/oneprice', 'stock');
      await waitFor(() => expect(lastRequest().pathname).toBe('/api/v1/stock/listing'));
      expect(screen.queryByRole('checkbox', { name: 'Only cars that may be exported to my country' })).toBeNull();
    } finally {
      setProfile(null);
    }
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
    await waitFor(() => expect(Object.fromEntries(lastRequest().searchParams)).toEqual({ page: '1', pageSize: '50', sort: 'year', order: 'DESC', bidding: 'open' }));
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

/** A page of `total` lots numbered across pages (page 2 of size 20 holds ids 21–40), with cursors. */
function pageOf(url: URL, total: number): ListingResponse {
  const page = Number(url.searchParams.get('page'));
  const size = Number(url.searchParams.get('pageSize'));
  const first = (page - 1) * size + 1;
  const lots = Array.from({ length: Math.max(0, Math.min(size, total - first + 1)) }, (_, i) => makeLot({ id: first + i }));
  const listing = makeListing(lots, total, page, size);
  return { ...listing, pageInfo: { ...listing.pageInfo, nextCursor: first + size <= total ? `n${page}` : undefined, prevCursor: page > 1 ? `p${page}` : undefined } };
}

const narrowScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('ListingPage view modes', () => {
  it('switches to the card grid and the column cards, and keeps the choice under listingView after a reload', async () => {
    answer = () => makeListing([makeLot({ id: 1 }), makeLot({ id: 2 })], 2);
    renderListing();
    const user = userEvent.setup();
    await screen.findByRole('table');
    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Card view' }));
    expect(localStorage.getItem(LISTING_VIEW_KEY)).toBe('card');
    expect(within(views).getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(views).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Car auctions · 2 lots' });
    expect(grid).toHaveAttribute('data-view', 'card');
    expect(grid.className).toMatch(/grid-cols-2/);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    // No sortable headers here: the sort is a select.
    expect(screen.getByLabelText('Sort')).toBeInTheDocument();

    await user.click(within(views).getByRole('button', { name: 'Column view' }));
    expect(localStorage.getItem(LISTING_VIEW_KEY)).toBe('column');
    const columns = screen.getByRole('list', { name: 'Car auctions · 2 lots' });
    expect(columns).toHaveAttribute('data-view', 'column');
    // The column card carries every fact, gearbox and drive included.
    const first = within(within(columns).getAllByRole('listitem')[0]!);
    expect(first.getByText('Gearbox')).toBeInTheDocument();
    expect(first.getByText('2WD')).toBeInTheDocument();
    expect(first.getByText('AC PS PW')).toBeInTheDocument();

    // A reload reads the stored choice.
    cleanup();
    listingView.reload();
    renderListing();
    expect(await screen.findByRole('list', { name: 'Car auctions · 2 lots' })).toHaveAttribute('data-view', 'column');
    expect(screen.getByRole('button', { name: 'Column view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to the default view for an unknown stored value', async () => {
    localStorage.setItem(LISTING_VIEW_KEY, 'mosaic');
    listingView.reload();
    renderListing();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('marks visited lots in every view mode', async () => {
    localStorage.setItem(VISITED_LOTS_KEY, JSON.stringify([2]));
    visitedLots.reload();
    answer = () => makeListing([makeLot({ id: 1 }), makeLot({ id: 2 })], 2);
    for (const view of ['card', 'column'] as const) {
      listingView.set(view);
      renderListing();
      expect(await screen.findByRole('link', { name: /Lot 10002/ })).toHaveAttribute('data-visited', 'true');
      const items = screen.getAllByRole('listitem');
      expect(items[1]).toHaveAttribute('data-visited', 'true');
      expect(items[0]).not.toHaveAttribute('data-visited');
      cleanup();
    }
  });
});

describe('ListingPage per page type', () => {
  it('gives stock one Price column with the fixed price and links lots to /oneprice', async () => {
    answer = () => makeListing([makeLot({ id: 5, lotType: 'stock', startPrice: null, averagePrice: null, soldPrice: 2_340_000, status: 4532 })], 1);
    renderListing('/oneprice', 'stock');
    const table = await screen.findByRole('table', { name: 'Oneprice · 1 lot' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers).toHaveLength(7);
    expect(headers[6]).toHaveTextContent(/^Price/);
    // The price is sortable (the server orders stock by its fixed price), named "Price".
    expect(within(table).queryByRole('button', { name: /start price/i })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^price/i })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.querySelectorAll('[data-price]')).toHaveLength(1);
    expect(within(row).getByText('¥2 340 000')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Lot 10005' })).toHaveAttribute('href', '/oneprice/5');
    expect(within(row).getByRole('group', { name: 'Favorites' })).toBeInTheDocument();
    expect(lastRequest().pathname).toBe('/api/v1/stock/listing');

    // Narrow screens: the sort select offers the price as "Price", not "Start price".
    cleanup();
    narrowScreen();
    renderListing('/oneprice', 'stock');
    const sort = await screen.findByLabelText('Sort');
    expect(within(sort).queryByRole('option', { name: /start price/i })).not.toBeInTheDocument();
    expect(within(sort).getByRole('option', { name: 'Year: ascending' })).toBeInTheDocument();
    expect(within(sort).getByRole('option', { name: 'Price: descending' })).toBeInTheDocument();
  });

  it('gives statistics rows no wishlist buttons and links them to /sales-statistic', async () => {
    answer = () => makeListing([makeLot({ id: 8, status: 4533, soldPrice: 1_500_000, auctionDate: '2020-01-06T04:30:00.000Z' })], 1);
    renderListing('/sales-statistic', 'stats');
    const table = await screen.findByRole('table', { name: 'Sales statistics · 1 lot' });
    expect(within(table).getByRole('link', { name: 'Lot 10008' })).toHaveAttribute('href', '/sales-statistic/8');
    expect(within(table).queryByRole('group', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')[6]).toHaveTextContent(/Start price/);

    for (const view of ['card', 'column'] as const) {
      await userEvent.setup().click(screen.getByRole('button', { name: view === 'card' ? 'Card view' : 'Column view' }));
      expect(screen.getByRole('link', { name: 'Lot 10008' })).toBeInTheDocument();
      expect(screen.queryByRole('group', { name: 'Favorites' })).not.toBeInTheDocument();
    }
    expect(lastRequest().pathname).toBe('/api/v1/stats/listing');
  });

  it('gives car-auction rows wishlist buttons in every view mode', async () => {
    renderListing();
    expect(await screen.findByRole('group', { name: 'Favorites' })).toBeInTheDocument();
    for (const name of ['Card view', 'Column view']) {
      await userEvent.setup().click(screen.getByRole('button', { name }));
      expect(within(screen.getByRole('group', { name: 'Favorites' })).getAllByRole('button')).toHaveLength(5);
    }
  });
});

describe('ListingPage paging with cursors', () => {
  it('passes the neighbouring page’s cursor to the server, never into the URL', async () => {
    answer = (url) => pageOf(url, 200);
    const { search } = renderListing();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await screen.findByRole('link', { name: 'Lot 10001' });
    const user = userEvent.setup();

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastRequest().searchParams.get('page')).toBe('2'));
    expect(lastRequest().searchParams.get('cursor')).toBe('n1');
    expect(search().toString()).toBe('page=2');
    await screen.findByRole('link', { name: 'Lot 10021' });

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastRequest().searchParams.get('page')).toBe('3'));
    expect(lastRequest().searchParams.get('cursor')).toBe('n2');
    await screen.findByRole('link', { name: 'Lot 10041' });

    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(search().toString()).toBe('page=2');
    // Page 2 is in the cache; asked again (stale) it goes with page 3's cursor back.
    await waitFor(() => expect(lastRequest().searchParams.get('cursor')).toBe('p3'));

    // A jump is not a step: no cursor fits it.
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(lastRequest().searchParams.get('page')).toBe('10'));
    expect(lastRequest().searchParams.has('cursor')).toBe(false);
    expect(search().toString()).toBe('page=10');
  });
});

class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.elements.add(el);
  }
  unobserve(el: Element) {
    this.elements.delete(el);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords() {
    return [];
  }
}

/** Scrolls the sentinel into (or out of) reach. */
function setSentinel(isIntersecting: boolean) {
  act(() => {
    for (const o of FakeIntersectionObserver.all) {
      for (const target of o.elements) o.callback([{ isIntersecting, target } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    }
  });
}

describe('ListingPage infinite scroll (narrow screens)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    narrowScreen();
  });

  it('appends the next page when the sentinel comes within 150 px, and starts over on a sort change', async () => {
    let gate: Promise<void> | null = null;
    answer = async (url) => {
      if (gate) await gate;
      return pageOf(url, 45);
    };
    const { search } = renderListing();
    const list = await screen.findByRole('list', { name: 'Car auctions · 45 lots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    const sentinel = screen.getByTestId('listing-sentinel');
    const observer = FakeIntersectionObserver.all.find((o) => o.elements.has(sentinel))!;
    expect(observer.options.rootMargin).toBe('0px 0px 150px 0px');

    // Page 2 is held back to see the spinner; the sentinel leaves the view once it is appended.
    let release = () => undefined as void;
    gate = new Promise<void>((resolve) => (release = resolve));
    setSentinel(true);
    await waitFor(() => expect(lastRequest().searchParams.get('page')).toBe('2'));
    expect(lastRequest().searchParams.get('cursor')).toBe('n1');
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    setSentinel(false);
    gate = null;
    release();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
    expect(requested()).toHaveLength(2);
    // The URL keeps no page and no cursor.
    expect(search().toString()).toBe('');

    setSentinel(true);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    expect(lastRequest().searchParams.get('page')).toBe('3');
    expect(lastRequest().searchParams.get('cursor')).toBe('n2');
    expect(screen.getByText('All 45 lots shown')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-sentinel')).not.toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Sort'), 'Year: descending');
    expect(search().toString()).toBe('sort=year&order=DESC');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(Object.fromEntries(lastRequest().searchParams)).toEqual({ page: '1', pageSize: '20', sort: 'year', order: 'DESC', bidding: 'open' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('starts over from the first page after leaving the screen', async () => {
    answer = (url) => pageOf(url, 45);
    const { router } = renderListing();
    const list = await screen.findByRole('list', { name: 'Car auctions · 45 lots' });
    setSentinel(true);
    // The sentinel stays in reach: page after page loads until the end.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));

    await userEvent.setup().click(screen.getByRole('link', { name: 'Lot 10030' }));
    expect(await screen.findByText('lot page')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    const again = await screen.findByRole('list', { name: 'Car auctions · 45 lots' });
    expect(within(again).getAllByRole('listitem')).toHaveLength(20);
  });

  it('appends in the card view too and offers a retry when a page fails', async () => {
    listingView.set('card');
    let fail = true;
    answer = (url) => (url.searchParams.get('page') === '2' && fail ? { status: 500, body: { success: false, message: 'internal_error' } } : pageOf(url, 30));
    renderListing();
    const grid = await screen.findByRole('list', { name: 'Car auctions · 30 lots' });
    expect(grid).toHaveAttribute('data-view', 'card');
    setSentinel(true);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The next lots could not be loaded.')).toBeInTheDocument();
    // The lots already shown stay.
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    fail = false;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.getByText('All 30 lots shown')).toBeInTheDocument();
  });
});
