import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeBid, mockApi, renderCell, type Call } from '../../test/manage-fixtures';
import { SoldPriceEditor } from './sold-price-editor';

const soldCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/bid/update-sold-price'));

describe('sold price editing (spec 2 §4 "Sold price editing")', () => {
  it('opens on a click, cleans typed text to grouped digits and saves on Enter', async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const bid = makeBid({ bidStatus: 2, soldPrice: 640_000 });
    const { user } = renderCell(SoldPriceEditor, bid);
    await user.click(screen.getByRole('button', { name: /Sold price ¥640 000: change/ }));
    const input = screen.getByRole('textbox', { name: 'Sold price' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('640 000');
    // Typing replaces the selected amount.
    await user.keyboard('7');
    expect(input).toHaveValue('7');
    await user.clear(input);
    await user.type(input, '¥1,2a50 000');
    expect(input).toHaveValue('1 250 000');
    await user.keyboard('{Enter}');
    // Shown at once, while it is being saved.
    expect(screen.getByRole('button', { name: /¥1 250 000/ })).toBeInTheDocument();
    await waitFor(() => expect(soldCalls(calls)).toHaveLength(1));
    expect(soldCalls(calls)[0]!.body).toEqual({ bidId: bid.bidId, soldPrice: '1250000' });
    answer(json(200, { success: true }));
  });

  it('saves with the check button', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const bid = makeBid({ bidStatus: 2 });
    const { user } = renderCell(SoldPriceEditor, bid);
    await user.click(screen.getByRole('button', { name: /Sold price not set: change/ }));
    await user.type(screen.getByRole('textbox', { name: 'Sold price' }), '455000');
    await user.click(screen.getByRole('button', { name: 'Save the sold price' }));
    await waitFor(() => expect(soldCalls(calls)).toHaveLength(1));
    expect(soldCalls(calls)[0]!.body).toEqual({ bidId: bid.bidId, soldPrice: '455000' });
  });

  it('Escape restores the old amount and saves nothing', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = renderCell(SoldPriceEditor, makeBid({ soldPrice: 640_000 }));
    await user.click(screen.getByRole('button', { name: /¥640 000/ }));
    await user.type(screen.getByRole('textbox', { name: 'Sold price' }), '999');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /¥640 000/ })).toHaveFocus();
    expect(soldCalls(calls)).toHaveLength(0);
  });

  it('an unchanged price sends nothing; a Win cannot lose its price', async () => {
    const calls = mockApi(() => json(200, { success: true }));
    const { user } = renderCell(SoldPriceEditor, makeBid({ bidStatus: 6, soldPrice: 640_000 }));
    await user.click(screen.getByRole('button', { name: /¥640 000/ }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /¥640 000/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Sold price' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Enter the sold price to record a win')).toBeInTheDocument();
    expect(soldCalls(calls)).toHaveLength(0);
  });

  it('undoes a failed save to the last confirmed price and opens the error dialog', async () => {
    const answers = [json(200, { success: true }), json(500, { success: false, message: 'internal_error' })];
    const calls = mockApi(() => answers.shift()!);
    const bid = makeBid({ bidStatus: 2, soldPrice: 600_000 });
    const { user, rerender } = renderCell(SoldPriceEditor, bid);
    await user.click(screen.getByRole('button', { name: /¥600 000/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Sold price' }));
    await user.type(screen.getByRole('textbox', { name: 'Sold price' }), '610000{Enter}');
    await waitFor(() => expect(soldCalls(calls)).toHaveLength(1));
    // The list refetched: the row now carries the confirmed price.
    rerender({ ...bid, soldPrice: 610_000 });
    await user.click(await screen.findByRole('button', { name: /¥610 000/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Sold price' }));
    await user.type(screen.getByRole('textbox', { name: 'Sold price' }), '620000{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(dialog).toHaveTextContent('The information has not been changed');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: /¥610 000/ })).toBeInTheDocument();
  });

  it('is read-only on the archive and on rows outside 1, 2, 6', () => {
    mockApi(() => json(200, { success: true }));
    const first = renderCell(SoldPriceEditor, makeBid({ soldPrice: 640_000 }), { props: { archive: true } });
    expect(screen.getByText('¥640 000')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    first.unmount();
    renderCell(SoldPriceEditor, makeBid({ bidStatus: 5, soldPrice: 640_000 }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
