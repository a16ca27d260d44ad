import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, makeBid, mockApi, renderCell, type Call } from '../../test/manage-fixtures';
import { AUTO_BID_DEBOUNCE_MS } from '../../hooks/use-debounced-switch';
import { EDIT_RESET_MS } from './edit-bid-modal';
import { RowActions } from './row-actions';

const callsTo = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname.endsWith(path));

describe('auto-bid switch (spec 2 §4 "Auto-bid")', () => {
  it('sends the last state once, 400 ms after the last flip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = mockApi(() => json(200, { success: true }));
    const bid = makeBid({ autoBid: false });
    renderCell(RowActions, bid);
    const toggle = screen.getByRole('switch', { name: 'Auto-bid on lot 1207' });
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(AUTO_BID_DEBOUNCE_MS - 100));
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(AUTO_BID_DEBOUNCE_MS - 100));
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    act(() => vi.advanceTimersByTime(AUTO_BID_DEBOUNCE_MS - 1));
    expect(callsTo(calls, '/bid/update-auto-bid')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(callsTo(calls, '/bid/update-auto-bid').map((c) => c.body)).toEqual([{ bidId: bid.bidId, autoBid: true }]);
  });

  it('flipping back to the saved state sends nothing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = mockApi(() => json(200, { success: true }));
    renderCell(RowActions, makeBid({ autoBid: true }));
    const toggle = screen.getByRole('switch', { name: 'Auto-bid on lot 1207' });
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(AUTO_BID_DEBOUNCE_MS * 3));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(callsTo(calls, '/bid/update-auto-bid')).toHaveLength(0);
  });

  it('a refused switch goes back and says why', async () => {
    mockApi(() => json(409, { success: false, message: 'bid_not_editable' }));
    const { user } = renderCell(RowActions, makeBid({ autoBid: false }));
    await user.click(screen.getByRole('switch', { name: 'Auto-bid on lot 1207' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Only bids in the New, Bid or Win status can be changed');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('switch', { name: 'Auto-bid on lot 1207' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('edit-bid modal (spec 2 §4 "Edit bid modal")', () => {
  it('sends the bid-price and adjustment-price updates together and closes on success', async () => {
    const calls = mockApi(({ url }) => (url.pathname.endsWith('/bid/update-bid-price') ? json(200, { bidAmount: 650_000, bidId: 1, bidStatus: 1, bidDate: '2026-03-10T03:00:00Z', exportType: 3 }) : json(200, { success: true })));
    const bid = makeBid({ adjustmentPrice: 10_000 });
    const { user } = renderCell(RowActions, bid);
    await user.click(screen.getByRole('button', { name: 'Edit the bid on lot 1207' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bid' });
    expect(within(dialog).getByRole('link', { name: /Lot 1207, USS Tokyo/ })).toHaveAttribute('target', '_blank');
    const amount = within(dialog).getByLabelText('Bid price');
    expect(amount).toHaveValue('600 000');
    await user.clear(amount);
    await user.type(amount, '652000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The bid must be a multiple of ¥5 000')).toBeInTheDocument();
    expect(callsTo(calls, '/bid/update-bid-price')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '650000');
    const adjustment = within(dialog).getByLabelText('Adjustment price');
    await user.clear(adjustment);
    await user.type(adjustment, '-15000');
    await user.selectOptions(within(dialog).getByLabelText('Bid type'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, '/bid/update-bid-price').map((c) => c.body)).toEqual([{ amount: 650_000, jasId: bid.bidId, bidGroup: 2, exportType: 3 }]);
    expect(callsTo(calls, '/bid/update-adjustment-price').map((c) => c.body)).toEqual([{ bidId: bid.bidId, adjustmentPrice: -15_000 }]);
  });

  it('without adjustmentPriceShow / exportTypeShow only the bid price is edited and sent', async () => {
    const calls = mockApi(() => json(200, { bidAmount: 650_000, bidId: 1, bidStatus: 1, bidDate: '2026-03-10T03:00:00Z', exportType: 1 }));
    const bid = makeBid();
    const { user } = renderCell(RowActions, bid, { profile: { permission: { adjustmentPriceShow: false, exportTypeShow: false } } });
    await user.click(screen.getByRole('button', { name: 'Edit the bid on lot 1207' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bid' });
    expect(within(dialog).queryByLabelText('Adjustment price')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Bid type')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, '/bid/update-bid-price').map((c) => c.body)).toEqual([{ amount: 600_000, jasId: bid.bidId, bidGroup: 2, exportType: 1 }]);
    expect(callsTo(calls, '/bid/update-adjustment-price')).toHaveLength(0);
  });

  it('a failed save keeps the modal open and opens the error dialog', async () => {
    mockApi(({ url }) => (url.pathname.endsWith('/bid/update-bid-price') ? json(409, { success: false, message: 'credit_limit_exceeded' }) : json(200, { success: true })));
    const { user } = renderCell(RowActions, makeBid());
    await user.click(screen.getByRole('button', { name: 'Edit the bid on lot 1207' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit bid' })).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(error).toHaveTextContent('You do not have enough credit for this bid');
    await user.click(within(error).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Edit bid' })).toBeInTheDocument();
  });

  it("the modal's values go back to the row's 1 s after it closes", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockApi(() => json(200, { success: true }));
    renderCell(RowActions, makeBid());
    const open = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Edit the bid on lot 1207' }));
      return screen.getByRole('dialog', { name: 'Edit bid' });
    };
    fireEvent.change(within(open()).getByLabelText('Bid price'), { target: { value: '700000' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(EDIT_RESET_MS - 100));
    expect(within(open()).getByLabelText('Bid price')).toHaveValue('700 000');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(EDIT_RESET_MS));
    expect(within(open()).getByLabelText('Bid price')).toHaveValue('600 000');
  });

  it('shows no actions on archive rows, only whether auto-bid is on and the adjustment price', () => {
    mockApi(() => json(200, { success: true }));
    const first = renderCell(RowActions, makeBid({ autoBid: true, adjustmentPrice: -5_000 }), { props: { archive: true } });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('Auto-bid on')).toBeInTheDocument();
    expect(screen.getByText('-¥5 000')).toBeInTheDocument();
    first.unmount();
    // Without adjustmentPriceShow the adjustment price stays hidden.
    renderCell(RowActions, makeBid({ adjustmentPrice: -5_000 }), { profile: { permission: { adjustmentPriceShow: false } } });
    expect(screen.queryByText('-¥5 000')).not.toBeInTheDocument();
  });
});
