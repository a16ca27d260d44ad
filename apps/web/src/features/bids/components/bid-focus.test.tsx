import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, makeLot, mockApi, renderBidding, withMyBid, type Call } from '../test/bid-fixtures';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER } from '../test/bid-fixtures';
import { makeProfile } from '../../../test/profile-fixture';

// Issue 18 §3: after a bid dialog closes, the focus returns to the control that opened it, or to
// the changed part of the page — never to <body> or <main>, where a keyboard user starts over.

const result = { bidAmount: 600_000, bidDate: '2025-03-04T01:30:00.000Z', bidId: 91, bidStatus: 1 };

function api(answer: (c: Call) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    const own = answer(call);
    if (own) return own;
    const path = call.url.pathname;
    if (path.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (path.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    if (path.endsWith('/user/view-profile')) return json(200, makeProfile());
    if (path.endsWith('/bid/create')) return json(200, { ...result, bidAmount: (call.body as { amount: number }).amount });
    if (path.endsWith('/bid/update-bid-status')) return json(200, { success: true });
    return json(404, { success: false, message: 'not_found' });
  });
}

/** Neither lost to <body> nor parked on <main>. */
const focusIsKept = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.getElementById('main');
};

describe('focus after the bid dialogs', () => {
  // jsdom lays nothing out: every element counts as shown, as in a browser.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    const main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.getElementById('main')?.remove();
  });

  it('after a confirmed cancel: on the bid panel that replaced the cancelled bid', async () => {
    api();
    const { user, onChanged } = renderBidding({ lot: makeLot(withMyBid()) });
    await user.click(screen.getByRole('button', { name: 'Cancel bid' }));
    const dialog = await screen.findByRole('dialog', { name: /cancel/i });
    await user.click(within(dialog).getByRole('button', { name: /^Cancel (the )?bid$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(focusIsKept()).toBe(true));
    expect(document.activeElement?.closest('[data-focus-row="lot-bidding"]')).not.toBeNull();
  });

  it('after "keep the bid": back on the Cancel bid button', async () => {
    api();
    const { user } = renderBidding({ lot: makeLot(withMyBid()) });
    const opener = screen.getByRole('button', { name: 'Cancel bid' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: /cancel/i });
    await user.click(within(dialog).getByRole('button', { name: /^Keep/ }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('after the success dialog: back on the button that placed the bid (which was busy while the balance was checked)', async () => {
    api();
    const { user } = renderBidding();
    await user.type(screen.getByLabelText('Your bid'), '600000');
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Whole car');
    const submit = screen.getByRole('button', { name: 'Place bid' });
    await user.click(submit);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    const success = await screen.findByRole('dialog', { name: 'Your bid is placed' });
    await user.click(within(success).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focusIsKept()).toBe(true));
    expect(document.activeElement?.closest('[data-focus-row="lot-bidding"]')).not.toBeNull();
    expect(document.activeElement?.tagName).toBe('BUTTON');
  });

  it('after an error in the confirm dialog: back on the button that placed the bid', async () => {
    api((c) => (c.url.pathname.endsWith('/bid/create') ? json(409, { success: false, message: 'bidding_closed' }) : undefined));
    const { user } = renderBidding();
    await user.type(screen.getByLabelText('Your bid'), '600000');
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Whole car');
    const submit = screen.getByRole('button', { name: 'Place bid' });
    await user.click(submit);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bid' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bidding is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(submit).toHaveFocus());
  });
});
