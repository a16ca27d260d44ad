import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER, json, makeLot, mockApi, renderBidding, withMyBid } from '../test/bid-fixtures';

function api(cancel = () => json(200, { success: true })) {
  return mockApi(({ url, method }) => {
    if (url.pathname.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (url.pathname.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    if (method === 'PUT' && url.pathname.endsWith('/bid/update-bid-status')) return cancel();
    return json(200, {});
  });
}

describe('my-bid card', () => {
  it('shows the amount, the Japan-time date and the coloured statuses', () => {
    api();
    renderBidding({ lot: makeLot(withMyBid({ bidStatusId: 5 })) });
    const card = screen.getByRole('region', { name: 'My bid' });
    expect(card).toHaveTextContent('¥600 000');
    // 01:30 UTC is 10:30 in Tokyo.
    expect(card).toHaveTextContent('2025-03-04 10:30 JST');
    expect(within(card).getByText('Finished').closest('[data-tone]')).toHaveAttribute('data-tone', 'purple');
    expect(within(card).getByText('Upcoming').closest('[data-tone]')).toHaveAttribute('data-tone', 'blue');
  });

  it.each([
    [1, 'New', 'orange'],
    [2, 'Bid', 'blue'],
    [3, "Don't bid", 'red'],
    [4, 'Cancelled', 'gray'],
    [6, 'Win', 'green'],
  ])('colours bid status %i (%s) %s', (status, label, tone) => {
    api();
    renderBidding({ lot: makeLot(withMyBid({ bidStatusId: status })) });
    expect(within(screen.getByRole('region', { name: 'My bid' })).getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it.each([
    [4533, 'Sold', 'red'],
    [4534, 'Sold (nego)', 'red'],
    [4531, 'Ongoing', 'green'],
    [4535, 'Not sold', 'blue'],
  ])('colours lot status %i red, green or blue', (status, label, tone) => {
    api();
    const lot = makeLot(withMyBid());
    renderBidding({ lot: { ...lot, lotInfo: { ...lot.lotInfo, status } } });
    expect(within(screen.getByRole('region', { name: 'My bid' })).getByText(label).closest('[data-tone]')).toHaveAttribute('data-tone', tone);
  });

  it('Raise prefills the form one step above the current bid', async () => {
    api();
    const { user } = renderBidding({ lot: makeLot(withMyBid()) });
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByLabelText('Your bid')).toHaveValue('605 000');
    await waitFor(() => expect(screen.getByLabelText('Your bid')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Raise bid' })).toBeInTheDocument();
  });

  it('cancels an allowed bid with status 4, then closes and clears the card', async () => {
    const calls = api();
    const { user, onChanged } = renderBidding({ lot: makeLot(withMyBid()) });
    await user.click(screen.getByRole('button', { name: 'Cancel bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your bid?' });
    expect(dialog).toHaveTextContent('Your bid of ¥600 000 on this lot will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel bid' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ bidId: 77, status: 4 });
    await screen.findByRole('button', { name: 'Place bid' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'My bid' })).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says to contact the manager when the bid can no longer be cancelled, and sends nothing', async () => {
    const calls = api();
    const { user } = renderBidding({ lot: makeLot(withMyBid({ cancellationAllowed: false, bidStatusId: 2 })) });
    await user.click(screen.getByRole('button', { name: 'Cancel bid' }));
    const dialog = screen.getByRole('dialog', { name: 'The bid cannot be cancelled' });
    expect(dialog).toHaveTextContent('Contact the manager to cancel the bid');
    expect(within(dialog).queryByRole('button', { name: 'Cancel bid' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByRole('region', { name: 'My bid' })).toBeInTheDocument();
  });

  it('shows a refused cancellation translated and keeps the card', async () => {
    api(() => json(409, { success: false, message: 'cancel_not_allowed' }));
    const { user, onChanged } = renderBidding({ lot: makeLot(withMyBid()) });
    await user.click(screen.getByRole('button', { name: 'Cancel bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your bid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel bid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This bid can no longer be cancelled. Contact the manager');
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'My bid', hidden: true })).toBeInTheDocument();
  });
});
