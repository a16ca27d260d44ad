import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER, json, makeLot, mockApi, renderBidding } from '../test/bid-fixtures';

const clients = (n: number) => Array.from({ length: n }, (_, i) => ({ value: 300 + i, label: `Client ${i + 1} (C-${300 + i}, client${i + 1}@demo.example)` }));
const manager = { detail: { userType: 3, roleId: 991 }, permission: { creditLimitCheck: false } };

function api(found: (text: string) => number, exportCheck: unknown = null) {
  return mockApi(({ url, method }) => {
    if (url.pathname.endsWith('/car-auction/export-check')) return json(200, { exportCheck });
    if (url.pathname.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (url.pathname.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    if (url.pathname.endsWith('/user/search')) return json(200, clients(found(url.searchParams.get('user') ?? '')));
    if (method === 'POST') return json(200, { bidAmount: 600_000, bidDate: '2025-03-04T01:30:00.000Z', bidId: 5, bidStatus: 1 });
    return json(404, { success: false, message: 'not_found' });
  });
}

describe('client search (manager bidding for a client)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const searches = (calls: ReturnType<typeof api>) => calls.filter((c) => c.url.pathname.endsWith('/user/search')).map((c) => c.url.searchParams.get('user'));

  it('asks for more characters under 4 and does not search', async () => {
    const calls = api(() => 1);
    const { user } = renderBidding({ profile: manager, user: setup() });
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'cli');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Type at least 4 characters to search');
    expect(searches(calls)).toEqual([]);
  });

  it('searches once, 300 ms after typing stops, and lists up to 10 matches', async () => {
    const calls = api(() => 10);
    const { user } = renderBidding({ profile: manager, user: setup() });
    // One input event: typed key by key, a busy machine could pause past the debounce between keys.
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.paste('client');
    expect(searches(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    const list = await screen.findByRole('listbox', { name: 'Client' });
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    expect(searches(calls)).toEqual(['client']);
  });

  it('says too many above 10 and nothing found for none', async () => {
    api((text) => (text === 'demo' ? 11 : 0));
    const { user } = renderBidding({ profile: manager, user: setup() });
    const input = screen.getByRole('combobox', { name: 'Client' });
    await user.type(input, 'demo');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('More than 10 clients match. Keep typing to narrow the search')).toBeInTheDocument();
    expect(screen.queryAllByRole('option', { name: /Client \d/ })).toHaveLength(0);

    await user.type(input, 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('No clients found')).toBeInTheDocument();
  });

  it('requires a client, then bids through the manager endpoint with userId as a string', async () => {
    const calls = api(() => 1);
    const { user } = renderBidding({ profile: manager, user: setup() });
    await user.type(screen.getByLabelText('Bid amount'), '600000');
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Parts');
    const button = screen.getByRole('button', { name: 'Place bid' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    // The form validates asynchronously: wait for the message rather than expect it at once.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Client' })).toHaveAccessibleDescription('Required field'));

    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'client1');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole('option', { name: /Client 1/ }));
    expect(screen.getByText('Client 1 (C-300, client1@demo.example)')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');

    await user.click(button);
    // The manager reads about the client's bid, not the client's own texts.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid for the client' });
    expect(dialog).toHaveTextContent('Client 1 (C-300, client1@demo.example)');
    await user.click(within(dialog).getByRole('checkbox', { name: /^The client agrees to the bidding terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm bid' }));
    const success = await screen.findByRole('dialog', { name: 'The bid is placed for the client' });
    expect(success).toHaveTextContent('You can follow it in the Bid Manager.');
    expect(success).not.toHaveTextContent('The manager will place it');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/bid/bid-from-manager');
    expect(post?.body).toMatchObject({ amount: 600_000, bidType: 4, confirm: 1, userId: '300' });
  });

  it("offers the chosen client's bid groups, and the confirm dialog says what a Win in the group does to the client's other bids", async () => {
    const calls = api(() => 1);
    const { user } = renderBidding({ profile: manager, user: setup() });
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'client1');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole('option', { name: /Client 1/ }));
    const group = await screen.findByRole('option', { name: 'Group 2 · 3 cars (New: 1, Bid: 1, Win: 1)' });
    expect(calls.some((c) => c.url.pathname.endsWith('/bid/group') && c.url.searchParams.get('userId') === '300')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Bid group'), group);
    await user.type(screen.getByLabelText('Bid amount'), '600000');
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Parts');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid for the client' });
    expect(dialog).toHaveTextContent("A Win in group 2 cancels the client's other bids in this group: they become Don't bid.");
  });

  it("warns about the chosen client's country, under the field and in the confirm dialog, and still lets the manager bid", async () => {
    const calls = api(() => 1, { country: 183, allowed: false, reasons: ['engine_over_1900cc'] });
    // The manager's own country refuses the car too: that is not what the manager is told about.
    const lot = { ...makeLot(), exportCheck: { country: 183, allowed: false, reasons: ['hybrid'] } };
    const { user } = renderBidding({ lot, profile: manager, user: setup() });
    expect(screen.queryByText(/may not import this car/)).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'client1');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole('option', { name: /Client 1/ }));
    await waitFor(() => expect(calls.map((c) => c.url.pathname)).toContain('/api/v1/car-auction/export-check'));
    expect(await screen.findByText(/^The client's country may not import this car: engine over 1\s900 cc/)).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname.endsWith('/car-auction/export-check'));
    expect(asked?.url.searchParams.get('userId')).toBe('300');
    expect(asked?.url.searchParams.get('carId')).toBe(String(lot.carCommonDetail.id));
    await user.type(screen.getByLabelText('Bid amount'), '600000');
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Parts');
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid for the client' });
    expect(dialog).toHaveTextContent(/Japan does not allow exporting this car to the client's country \(engine over 1\s900 cc\)/);
    expect(dialog).not.toHaveTextContent('hybrid');
    expect(within(dialog).getByRole('button', { name: 'Confirm bid' })).toBeInTheDocument();
  });
});
