import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FUTURE_AUCTION, json, makeBid, mockApi, renderCell, type Call } from '../../test/manage-fixtures';
import { StatusButtons } from './status-buttons';

const statusButton = (name: string) => within(screen.getByRole('group', { name: /status of the bid/i })).getByRole('button', { name });
const statusCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/bid/update-bid-status'));

describe('status buttons (spec 2 §4 "Bid status")', () => {
  it('shows a direct status at once, saves it, then shows what the refetched row says', async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const bid = makeBid();
    const { user, rerender } = renderCell(StatusButtons, bid);
    expect(statusButton('New')).toHaveAttribute('aria-pressed', 'true');
    await user.click(statusButton('Bid'));
    expect(statusButton('Bid')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(1));
    expect(statusCalls(calls)[0]!.body).toEqual({ bidId: bid.bidId, status: 2 });
    rerender({ ...bid, bidStatus: 2 });
    answer(json(200, { success: true }));
    await waitFor(() => expect(screen.getByRole('group')).not.toHaveAttribute('aria-busy'));
    expect(statusButton('Bid')).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks once before a Win on the auction day, with the sold price it needs', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const bid = makeBid({ bidStatus: 2, soldPrice: 640_000 });
    const { user } = renderCell(StatusButtons, bid);
    await user.click(statusButton('Win'));
    const dialog = await screen.findByRole('dialog', { name: 'Record a win?' });
    expect(within(dialog).getByText(/other bids in group 2 become Don't bid/)).toBeInTheDocument();
    const price = within(dialog).getByLabelText('Sold price');
    expect(price).toHaveValue('640 000');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Record the win' }));
    expect(within(dialog).getByText('Enter the sold price to record a win')).toBeInTheDocument();
    expect(statusCalls(calls)).toHaveLength(0);
    await user.type(price, '655000');
    await user.click(within(dialog).getByRole('button', { name: 'Record the win' }));
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(1));
    expect(statusCalls(calls)[0]!.body).toEqual({ bidId: bid.bidId, status: 6, soldPrice: 655_000, confirm: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a second time on a future auction and sends both confirmations', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const bid = makeBid({ bidStatus: 2, auctionDate: FUTURE_AUCTION, soldPrice: 700_000 });
    const { user } = renderCell(StatusButtons, bid);
    await user.click(statusButton('Win'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Record a win?' })).getByRole('button', { name: 'Record the win' }));
    const second = await screen.findByRole('alertdialog', { name: 'The auction has not taken place yet' });
    expect(statusCalls(calls)).toHaveLength(0);
    await user.click(within(second).getByRole('button', { name: 'Yes, record the win' }));
    await waitFor(() => expect(statusCalls(calls)).toHaveLength(1));
    expect(statusCalls(calls)[0]!.body).toMatchObject({ status: 6, soldPrice: 700_000, confirm: 2 });
  });

  it('cancelling either confirmation records nothing', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = renderCell(StatusButtons, makeBid({ bidStatus: 2, auctionDate: FUTURE_AUCTION, soldPrice: 700_000 }));
    await user.click(statusButton('Win'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(statusButton('Win'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record the win' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(statusButton('Bid')).toHaveAttribute('aria-pressed', 'true');
    expect(statusCalls(calls)).toHaveLength(0);
  });

  it("blocks New -> Bid and Don't bid before the auction day, saying why", async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = renderCell(StatusButtons, makeBid({ auctionDate: FUTURE_AUCTION }));
    for (const name of ['Bid', "Don't bid"]) {
      expect(statusButton(name)).toHaveAttribute('aria-disabled', 'true');
      // A tap (no hover: a phone) says why too.
      fireEvent.click(statusButton(name));
      expect((await screen.findAllByText(/can be set to Bid or Don't bid on the auction day/)).length).toBeGreaterThan(0);
      await user.keyboard('{Escape}');
    }
    expect(statusButton('New')).toHaveAttribute('aria-pressed', 'true');
    expect(statusButton('Cancelled')).not.toHaveAttribute('aria-disabled');
    expect(statusCalls(calls)).toHaveLength(0);
  });

  it('undoes a refused change and says why', async () => {
    mockApi(() => json(409, { success: false, message: 'future_auction_status' }));
    const { user } = renderCell(StatusButtons, makeBid());
    await user.click(statusButton('Bid'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent("A New bid can be set to Bid or Don't bid only on the auction day");
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(statusButton('New')).toHaveAttribute('aria-pressed', 'true');
  });

  it('undoes an answer that carries an error string', async () => {
    mockApi(() => json(200, { success: true, error: 'Lot withdrawn' }));
    const { user } = renderCell(StatusButtons, makeBid({ bidStatus: 2 }));
    await user.click(statusButton('Finished'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The information has not been changed');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(statusButton('Bid')).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not undo when the session is lost (401): the session modal takes over', async () => {
    mockApi(() => json(401, { success: false, message: 'unauthorized' }));
    const { user } = renderCell(StatusButtons, makeBid());
    await user.click(statusButton('Bid'));
    await waitFor(() => expect(statusButton('Bid')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the read-only badge on archive rows, for viewers who cannot edit, and on settled statuses', () => {
    mockApi(() => json(200, { success: true }));
    const { unmount } = renderCell(StatusButtons, makeBid(), { props: { archive: true } });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    unmount();
    const second = renderCell(StatusButtons, makeBid({ bidStatus: 5 }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    second.unmount();
    renderCell(StatusButtons, makeBid({ bidStatus: 2 }), { props: { editable: false } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
