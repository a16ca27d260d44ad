import '../../../../test/radix-shims';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BidFiltersResponse, BidListResponse } from '@jauc/contract';
import { setProfile } from '../../../../lib/session-store';
import { resetServerClock, setServerClock } from '../../../../lib/server-clock';
import { makeProfile, type ProfileOverrides } from '../../../../test/profile-fixture';
import { json, mockApi, renderScreen, type Call } from '../../../../test/render-screen';
import { bidPageSize } from '../../lib/bid-page-size';
import type { BidListType } from '../../lib/bid-row';
import { LIST_PATH } from '../../lib/list-kind';
import { resetTodayDefault } from '../../lib/today-default';
import { COUNTERS, filtersAnswer, listAnswer, listBid } from '../../test/list-fixtures';
import { NOW } from '../../test/manage-fixtures';
import { BidListPage } from './bid-list-page';

const MANAGER: ProfileOverrides = { detail: { userId: 3001, userType: 3, roleId: 991 }, permission: { bidsTodayDefault: false } };
const DEALER: ProfileOverrides = { detail: { userId: 2001, userType: 2, roleId: 1092 } };

let list: (call: Call) => BidListResponse | Response;
let filters: (call: Call) => BidFiltersResponse;
let calls: Call[];

const listCalls = (path?: string) => calls.filter((c) => (path ? c.url.pathname === `/api/v1${path}` : /\/bid\/(index|my-bid|dealer|bid-history)$/.test(c.url.pathname)));
const lastList = () => listCalls().at(-1)!.url.searchParams;
const filterButton = (name: string) => within(screen.getByRole('group', { name: 'Filters' })).getByRole('button', { name });

function open(listType: BidListType, profile: ProfileOverrides = {}, query = '') {
  setProfile(makeProfile(profile));
  const path = LIST_PATH[listType];
  return renderScreen(<BidListPage listType={listType} />, { path, at: `${path}${query}`, others: ['/profile', LIST_PATH.archive] });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  bidPageSize.reload();
  resetTodayDefault();
  resetServerClock();
  list = () => listAnswer([listBid({ lotNo: 1207 }), listBid({ lotNo: 88, bidStatus: 2, awaitingResult: true })], 2);
  filters = () => filtersAnswer();
  calls = mockApi((call) => {
    if (/\/bid\/(filters|bid-history-filters)$/.test(call.url.pathname)) return json(200, filters(call));
    if (call.url.pathname === '/api/v1/bid/search') return json(200, { cars: [{ bidId: 9, lotNo: 1234, auctionName: 'USS Tokyo', auctionDate: NOW.toISOString(), archived: false }] });
    const answer = list(call);
    return answer instanceof Response ? answer : json(200, answer);
  });
});

describe('BidListPage: what each kind of user sees', () => {
  it('a client sees My bids: counters on the tabs, no Archive tab, the page size, one row per bid', async () => {
    open('my-bids');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bids · 2 bids' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Bid status' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All 42', 'New 5', 'Bid 7', "Don't bid 1", 'Cancelled 2', 'Finished 20', 'Win 7']);
    expect(within(tabs).getByRole('tab', { name: 'All 42' })).toHaveAttribute('aria-selected', 'true');
    // Issue 18 §2: clients choose the page size too.
    const sizes = screen.getByRole('group', { name: 'Per page' });
    expect(within(sizes).getAllByRole('button').map((b) => b.textContent)).toEqual(['20', '50', '70']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Lot 1207' })).toHaveAttribute('href', '/car-auction/4242');
    expect(listCalls('/bid/my-bid')[0]!.url.searchParams.toString()).toBe('page=1&pageSize=20');
  });

  it('a manager gets the Archive tab and the results waiting for them, marked on the row', async () => {
    open('bid-manager', MANAGER);
    const tabs = await screen.findByRole('tablist', { name: 'Bid status' });
    expect(await within(tabs).findByRole('tab', { name: 'Results to confirm 3' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Archive 130' })).toBeInTheDocument();
    expect(await screen.findByText('Result in')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Per page' })).toBeInTheDocument();
  });

  it('sends someone to their profile from another kind’s list', async () => {
    const { router } = open('bid-manager');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('shows the validation errors of an answer that does not match the contract', async () => {
    list = () => json(200, { cars: [{ bidId: 'x' }], counters: [], pageInfo: {} });
    open('my-bids');
    expect(await screen.findByText('The server sent bids in an unexpected form')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Validation errors' })).toBeInTheDocument();
  });
});

describe('BidListPage: tabs, sort, paging', () => {
  it('counts the archive page’s own bids: All is their sum, only settled statuses get tabs', async () => {
    const archived = [{ status: 'All' as const, count: 42 }, ...[1, 2, 3, 4, 5, 6, 7].map((status) => ({ status, count: status > 2 && status < 7 ? status * 10 : 0 }))];
    filters = () => ({ ...filtersAnswer(), counters: archived });
    list = () => listAnswer([listBid({ archived: true, bidStatus: 5 })], 180, { counters: archived });
    open('archive');
    const tabs = await screen.findByRole('tablist', { name: 'Bid status' });
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All 180', "Don't bid 30", 'Cancelled 40', 'Finished 50', 'Win 60']));
    expect(listCalls('/bid/bid-history')).not.toHaveLength(0);
    expect(calls.some((c) => c.url.pathname === '/api/v1/bid/bid-history-filters')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Lot 1207' })).toHaveAttribute('href', '/sales-statistic/4242');
  });

  it('asks for a tab’s status, the archive from its own call, the awaiting results by their flag', async () => {
    const { user } = open('bid-manager', MANAGER);
    const tabs = await screen.findByRole('tablist', { name: 'Bid status' });
    await user.click(within(tabs).getByRole('tab', { name: /^New/ }));
    await waitFor(() => expect(lastList().get('bidStatus')).toBe('1'));
    await user.click(within(tabs).getByRole('tab', { name: /^Archive/ }));
    await waitFor(() => expect(listCalls('/bid/bid-history')).toHaveLength(1));
    expect(listCalls('/bid/bid-history')[0]!.url.searchParams.get('bidStatus')).toBeNull();
    // The archive opens the sales-statistics lot.
    expect(await screen.findByRole('link', { name: 'Lot 1207' })).toHaveAttribute('href', '/sales-statistic/4242');
    await user.click(within(tabs).getByRole('tab', { name: /^Results to confirm/ }));
    await waitFor(() => expect(lastList().get('awaitingResult')).toBe('1'));
    expect(listCalls('/bid/index').at(-1)!.url.searchParams.get('awaitingResult')).toBe('1');
  });

  it('cycles a column’s sort ascending, descending, none, back on page 1', async () => {
    list = (call) => listAnswer([listBid()], 100, { page: Number(call.url.searchParams.get('page')) });
    const { user, router } = open('my-bids', {}, '?page=3');
    const header = await screen.findByRole('button', { name: 'Lot' });
    await user.click(header);
    await waitFor(() => expect(lastList().get('sort')).toBe('lotNo'));
    expect(lastList().get('order')).toBe('ASC');
    expect(lastList().get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Lot' }));
    await waitFor(() => expect(lastList().get('order')).toBe('DESC'));
    await user.click(screen.getByRole('button', { name: 'Lot' }));
    await waitFor(() => expect(lastList().get('sort')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('keeps the page size (20, 50, 70) locally and pages with one sibling and one boundary page', async () => {
    list = (call) => listAnswer([listBid()], 400, { page: Number(call.url.searchParams.get('page')) });
    const { user } = open('bid-manager', MANAGER);
    const pagers = await screen.findAllByRole('navigation', { name: 'Pagination' });
    expect(pagers).toHaveLength(2);
    expect(within(pagers[1]!).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5', '20']);
    await user.click(within(pagers[1]!).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(lastList().get('page')).toBe('5'));
    await user.click(screen.getByRole('button', { name: '50' }));
    await waitFor(() => expect(lastList().get('pageSize')).toBe('50'));
    expect(lastList().get('page')).toBe('1');
    expect(localStorage.getItem('bidListPageSize')).toBe('50');
  });

  it('hides the pager when the total fits one page or is unknown (-1)', async () => {
    list = () => listAnswer([listBid()], -1);
    open('bid-manager', MANAGER);
    expect(await screen.findByRole('link', { name: 'Lot 1207' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe('BidListPage: filters and search', () => {
  it('applies a filter as a chip, reloads once the ticking stops (1500 ms), removes it and clears all', async () => {
    const { user } = open('bid-manager', MANAGER);
    await screen.findByRole('link', { name: 'Lot 1207' });
    const before = listCalls().length;
    await user.click(filterButton('Auction'));
    const options = await screen.findByRole('listbox', { name: 'Auction' });
    await user.click(within(options).getByRole('option', { name: 'USS Tokyo' }));
    await user.click(within(options).getByRole('option', { name: 'TAA Kinki' }));
    const chips = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(chips).getByText('Auction: USS Tokyo')).toBeInTheDocument();
    // Two ticks, one request, after the wait.
    expect(listCalls()).toHaveLength(before);
    await waitFor(() => expect(lastList().get('auction')).toBe('3,5'), { timeout: 4000 });
    expect(listCalls()).toHaveLength(before + 1);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Remove: Auction: USS Tokyo' }));
    await waitFor(() => expect(lastList().get('auction')).toBe('5'), { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(lastList().get('auction')).toBeNull(), { timeout: 4000 });
  });

  it('gives long option lists a search box (over 10 options)', async () => {
    filters = () => filtersAnswer({ clients: Array.from({ length: 11 }, (_, i) => ({ value: i + 1, label: `Client ${i + 1}` })) });
    const { user } = open('bid-manager', MANAGER);
    await screen.findByRole('link', { name: 'Lot 1207' });
    await user.click(filterButton('Client'));
    expect(await screen.findByRole('combobox', { name: 'Search in the list: Client' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(filterButton('Auction'));
    await screen.findByRole('listbox', { name: 'Auction' });
    expect(screen.queryByRole('combobox', { name: 'Search in the list: Auction' })).toBeNull();
  });

  it('resets a client’s filters with the tab', async () => {
    filters = () => filtersAnswer();
    const { user, router } = open('my-bids', {}, '?auction=3');
    const tabs = await screen.findByRole('tablist', { name: 'Bid status' });
    expect(await within(screen.getByRole('list', { name: 'Applied filters' })).findByText('Auction: USS Tokyo')).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: /^Win/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=6'));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
  });

  it('searches lot numbers 700 ms after typing, narrows the list on Enter and clears when emptied', async () => {
    const { user } = open('my-bids');
    await screen.findByRole('link', { name: 'Lot 1207' });
    const box = screen.getByRole('combobox', { name: 'Search by lot number' });
    await user.type(box, ' 12a3');
    expect(box).toHaveValue('123');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/bid/search' && c.url.searchParams.get('lotNo') === '123')).toBe(true), { timeout: 3000 });
    expect(await screen.findByRole('option', { name: /1234/ })).toBeInTheDocument();
    await user.keyboard('{Escape}{Enter}');
    await waitFor(() => expect(lastList().get('lotNo')).toBe('123'));
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getByText('Lot 123')).toBeInTheDocument();
    await user.clear(box);
    await waitFor(() => expect(lastList().get('lotNo')).toBeNull(), { timeout: 3000 });
  });

  it('adds today’s date (Tokyo) on a manager’s first visit when bidsTodayDefault is set, once', async () => {
    setServerClock({ at: NOW });
    const profile = { ...MANAGER, permission: { bidsTodayDefault: true } };
    const first = open('bid-manager', profile);
    await waitFor(() => expect(first.router.state.location.search).toBe('?auctionDate=2026-03-10'));
    await waitFor(() => expect(lastList().get('auctionDate')).toBe('2026-03-10'));
    first.router.dispose();
    const second = open('bid-manager', profile);
    await screen.findAllByRole('link', { name: 'Lot 1207' });
    expect(second.router.state.location.search).toBe('');
  });

  it('opens a dashboard link as it is: the unread chats and the results waiting as removable chips, no today default', async () => {
    setServerClock({ at: NOW });
    const { user, router } = open('bid-manager', { ...MANAGER, permission: { bidsTodayDefault: true } }, '?unread=1');
    await waitFor(() => expect(lastList().get('unread')).toBe('1'));
    expect(lastList().get('auctionDate')).toBeNull();
    expect(router.state.location.search).toBe('?unread=1');
    await user.click(await screen.findByRole('button', { name: 'Remove: Unread chats' }));
    await waitFor(() => expect(lastList().get('unread')).toBeNull());
    router.dispose();
    open('my-bids', {}, '?awaitingResult=1');
    await waitFor(() => expect(listCalls('/bid/my-bid').at(-1)!.url.searchParams.get('awaitingResult')).toBe('1'));
    expect(await screen.findByRole('button', { name: 'Remove: Results waiting' })).toBeInTheDocument();
  });
});

describe('BidListPage: dealers', () => {
  it('switches All / Mine / Clients, and shows no filters on Mine', async () => {
    filters = () => ({ counters: COUNTERS, filters: { clients: [{ value: 2101, label: 'Dana Client' }] } });
    const { user } = open('dealer', DEALER);
    const owners = await screen.findByRole('tablist', { name: 'Whose bids' });
    expect(lastList().get('bidType')).toBe('all');
    expect(await screen.findByRole('button', { name: 'Client' })).toBeInTheDocument();
    await user.click(within(owners).getByRole('tab', { name: 'Mine' }));
    await waitFor(() => expect(lastList().get('bidType')).toBe('mine'));
    expect(screen.queryByRole('button', { name: 'Client' })).toBeNull();
    await user.click(within(owners).getByRole('tab', { name: 'Clients' }));
    await waitFor(() => expect(lastList().get('bidType')).toBe('clients'));
    expect(listCalls('/bid/dealer').every((c) => c.url.pathname === '/api/v1/bid/dealer')).toBe(true);
  });
});

describe('BidListPage: phones', () => {
  it('shows cards, sorts from the sort sheet and filters from the filter sheet’s drill-down', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const { user } = open('bid-manager', MANAGER);
    const cards = await screen.findByRole('list', { name: /^Bid manager/ });
    expect(cards).toHaveAttribute('data-layout', 'compact');
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sort' }));
    await user.click(await screen.findByRole('radio', { name: 'Lot: descending' }));
    await waitFor(() => expect(lastList().get('sort')).toBe('lotNo'));
    expect(lastList().get('order')).toBe('DESC');

    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Auction' }));
    await user.click(within(await screen.findByRole('listbox', { name: 'Auction' })).getByRole('option', { name: 'TAA Kinki' }));
    await user.click(screen.getByRole('button', { name: 'Back to the filters' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Auction 1 selected' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Auction: TAA Kinki')).toBeInTheDocument();
    await waitFor(() => expect(lastList().get('auction')).toBe('5'), { timeout: 4000 });
    expect(lastList().get('sort')).toBe('lotNo');
  });
});

describe('BidListPage: empty', () => {
  it('says Empty without bids, and offers to reset filters that match nothing', async () => {
    list = () => listAnswer([], 0);
    const { user } = open('my-bids', {}, '?auction=3');
    expect(await screen.findByText(/No bids match the chosen filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(await screen.findByText(/You have no bids yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empty' })).toBeInTheDocument();
  });
});
