import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, makeBid, mockApi, renderCell } from '../../test/manage-fixtures';
import { StatusButtons } from './status-buttons';

// Issue 18 §3: after the error dialog of a bid row the focus is back on the row's control, not on <main>.
describe('focus after a bid row error dialog', () => {
  beforeEach(() => {
    // jsdom lays nothing out: every element counts as shown, as in a browser.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
  });
  afterEach(() => vi.restoreAllMocks());

  it('returns to the status button that was pressed', async () => {
    mockApi(() => json(200, { success: true, error: 'Lot withdrawn' }));
    const bid = makeBid({ bidStatus: 2 });
    const { user } = renderCell((props) => <div data-bid-id={props.bid.bidId}><StatusButtons {...props} /></div>, bid);
    const group = screen.getByRole('group', { name: /status of the bid/i });
    await user.click(within(group).getByRole('button', { name: 'Finished' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('group', { name: /status of the bid/i })).getByRole('button', { name: 'Finished' })));
  });
});
