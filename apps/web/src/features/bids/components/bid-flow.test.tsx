import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { screen, within } from '@testing-library/react';
import type { Call } from '../test/bid-fixtures';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER, json, makeLot, mockApi, renderBidding } from '../test/bid-fixtures';
import { makeProfile } from '../../../test/profile-fixture';

type Balance = { balance: number; creditLimit: number; bidAllow: number; activeBids: number };
const result = { bidAmount: 600_000, bidDate: '2025-03-04T01:30:00.000Z', bidId: 91, bidStatus: 1 };

/** The server: options, the profile (balance at bid time) and the bid answer. */
function api({ balance = { balance: 1_500_000, creditLimit: 500_000, bidAllow: 1_800_000, activeBids: 2 }, bid }: { balance?: Balance; bid?: (c: Call) => Response } = {}) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (path.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    if (path.endsWith('/user/view-profile')) {
      const p = makeProfile();
      return json(200, { ...p, balanceInfo: { ...p.balanceInfo, ...balance } });
    }
    if (path.endsWith('/bid/create')) return bid ? bid(call) : json(200, { ...result, bidAmount: (call.body as { amount: number }).amount });
    return json(404, { success: false, message: 'not_found' });
  });
}

async function fillAndPlace(user: ReturnType<typeof renderBidding>['user'], amount = '600000') {
  await user.type(screen.getByLabelText('Your bid'), amount);
  await user.selectOptions(screen.getByLabelText('Bid type'), 'Whole car');
  await user.click(screen.getByRole('button', { name: 'Place bid' }));
}

describe('bid placing flow', () => {
  it('with creditLimitCheck fetches the balance and opens the confirm modal when the amount fits bidAllow', async () => {
    const calls = api();
    const { user } = renderBidding();
    await fillAndPlace(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bid' });
    expect(calls.filter((c) => c.url.pathname.endsWith('/user/view-profile'))).toHaveLength(1);
    expect(within(dialog).getByText('¥600 000')).toBeInTheDocument();
    expect(within(dialog).getByText('USS Tokyo, lot 1207')).toBeInTheDocument();
    expect(within(dialog).getByText('Whole car')).toBeInTheDocument();
  });

  it('opens the credit-limit modal with its four figures when the amount is above bidAllow', async () => {
    const calls = api({ balance: { balance: 200_000, creditLimit: 300_000, bidAllow: 350_000, activeBids: 3 } });
    const { user } = renderBidding();
    await fillAndPlace(user);
    const dialog = await screen.findByRole('dialog', { name: 'Credit limit exceeded' });
    expect(dialog).toHaveTextContent('You do not have enough credit to bid on this lot. Please contact your manager to make a deposit');
    const row = (label: string) => within(dialog).getByText(label).parentElement;
    expect(row('Maximum bid allowed')).toHaveTextContent('¥350 000');
    expect(row('Credit limit')).toHaveTextContent('¥300 000');
    expect(row('Current balance')).toHaveTextContent('¥200 000');
    expect(row('Active bids')).toHaveTextContent('3 bids');
    expect(screen.queryByRole('dialog', { name: 'Confirm your bid' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('counts a raised bid\'s old amount back into the allowance, as the server does', async () => {
    api({ balance: { balance: 0, creditLimit: 700_000, bidAllow: 100_000, activeBids: 1 } });
    const { user } = renderBidding({ lot: makeLot({ myBid: true, jasId: 5, myBidAmount: 600_000, myBidDate: '2025-03-04T01:30:00.000Z', bidStatusId: 1 }) });
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Whole car');
    await user.click(screen.getByRole('button', { name: 'Raise bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bid' });
    expect(within(dialog).getByText('Maximum bid allowed').parentElement).toHaveTextContent('¥700 000');
    expect(within(dialog).getByText('Bid amount').parentElement).toHaveTextContent('¥605 000');
  });

  it('without creditLimitCheck opens the confirm modal directly', async () => {
    const calls = api();
    const { user } = renderBidding({ profile: { permission: { creditLimitCheck: false } } });
    await fillAndPlace(user);
    expect(await screen.findByRole('dialog', { name: 'Confirm your bid' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/user/view-profile'))).toBe(false);
  });

  it("warns in the confirm modal when Japan does not let the car go to the bidder's country, and still lets them bid", async () => {
    api();
    const lot = { ...makeLot(), exportCheck: { country: 183, allowed: false, reasons: ['hybrid'] } };
    const { user } = renderBidding({ lot, profile: { permission: { creditLimitCheck: false } } });
    await fillAndPlace(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bid' });
    expect(dialog).toHaveTextContent('Japan does not allow exporting this car to your country (hybrid). You can still bid if it will be shipped elsewhere.');
    expect(within(dialog).getByRole('checkbox')).toBeEnabled();
  });

  it('keeps Confirm disabled until the terms are ticked, then posts with confirm 1 and shows the success view', async () => {
    const calls = api();
    const { user, onChanged, queryClient } = renderBidding();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fillAndPlace(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your bid' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm bid' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    const success = await screen.findByRole('dialog', { name: 'Your bid is placed' });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/bid/create');
    // The group placeholder is never sent; the type is; confirm is 1.
    expect(post?.body).toEqual({ amount: 600_000, carId: 4242, bidType: 1, confirm: 1, lotType: 'auction', comment: '' });
    expect(within(success).getByText('Bid amount').parentElement).toHaveTextContent('¥600 000');
    expect(within(success).getByText('Current balance').parentElement).toHaveTextContent('¥1 500 000');
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['listing'] });
    // Balance check + the refetch after the bid.
    expect(calls.filter((c) => c.url.pathname.endsWith('/user/view-profile'))).toHaveLength(2);

    // The my-bid card shows the new bid at once.
    expect(screen.getByRole('region', { name: 'My bid', hidden: true })).toHaveTextContent('¥600 000');
    await user.click(within(success).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Your bid')).toHaveValue('');
  });

  it('sends the chosen bid group and the comment', async () => {
    const calls = api();
    const { user } = renderBidding({ profile: { permission: { creditLimitCheck: false } } });
    await user.selectOptions(screen.getByLabelText('Bid group'), await screen.findByRole('option', { name: /^Group 2 · 3 cars/ }));
    await user.type(screen.getByLabelText('Comment'), ' white please ');
    await fillAndPlace(user, '505000');
    // The confirm dialog says what a Win in the group does to the other bids in it.
    expect(await screen.findByText("A Win in group 2 cancels your other bids in this group: they become Don't bid.")).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    await screen.findByRole('dialog', { name: 'Your bid is placed' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amount: 505_000, bidGroup: 2, comment: 'white please' });
  });

  it('shows a server refusal translated and changes nothing else', async () => {
    api({ bid: () => json(409, { success: false, message: 'bidding_closed' }) });
    const { user, onChanged } = renderBidding({ profile: { permission: { creditLimitCheck: false } } });
    await fillAndPlace(user);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your bid' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bidding is closed');
    expect(dialog).not.toHaveTextContent('bidding_closed');
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Your bid')).toHaveValue('600 000');
    expect(screen.queryByRole('region', { name: 'My bid' })).toBeNull();
  });

  it('puts field messages from the server on their fields', async () => {
    api({ bid: () => json(422, { success: false, message: { amount: 'PlaceBid.IncorrectBid:5000' } }) });
    const { user } = renderBidding({ profile: { permission: { creditLimitCheck: false } } });
    await fillAndPlace(user);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Confirm bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bid must be a multiple of ¥5 000');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Your bid')).toHaveAccessibleDescription('The bid must be a multiple of ¥5 000');
  });

  it('starts every confirm modal with the terms unticked', async () => {
    api({});
    const { user } = renderBidding({ profile: { permission: { creditLimitCheck: false } } });
    await fillAndPlace(user);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    expect(await screen.findByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm bid' })).toBeDisabled();
  });

  it('bids on a stock car at its price with lotType stock', async () => {
    const calls = api();
    const { user } = renderBidding({ pageType: 'stock', lot: makeLot({ soldPrice: 1_230_000, startPrice: null, bidGroupShow: false, exportTypeShow: false }) });
    // An order at the car's price, in words of its own: no auction bid is mentioned.
    expect(screen.getByRole('heading', { name: 'Order this car' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order the car' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(confirm).not.toHaveTextContent(/bid/i);
    await user.click(within(confirm).getByRole('checkbox', { name: /^I agree to the purchase terms/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm order' }));
    const success = await screen.findByRole('dialog', { name: 'Your order is sent' });
    expect(success).toHaveTextContent('The manager will confirm the purchase.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 1_230_000, carId: 4242, confirm: 1, lotType: 'stock', comment: '' });
    await user.click(within(success).getAllByRole('button', { name: 'Close' })[0]!);
    // An ordered stock car: the card with Cancel, no second order and nothing to raise.
    const card = screen.getByRole('region', { name: 'My order' });
    expect(card).toHaveTextContent('¥1 230 000');
    expect(within(card).queryByText('Lot status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Raise' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Order the car|Place bid|Raise bid/ })).toBeNull();
  });

  it('orders a stock car in Russian words of its own', async () => {
    await i18n.changeLanguage('ru');
    try {
      api();
      const { user } = renderBidding({ pageType: 'stock', lot: makeLot({ soldPrice: 1_230_000, startPrice: null, bidGroupShow: false, exportTypeShow: false }) });
      expect(screen.getByRole('heading', { name: 'Заказать автомобиль' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Заказать' }));
      const confirm = await screen.findByRole('dialog', { name: 'Подтвердите заказ' });
      // No "ставка" (bid) anywhere; "доставка" (delivery) is fine.
      expect(confirm).not.toHaveTextContent(/(?<![а-яё])ставк/i);
      expect(within(confirm).getByRole('checkbox', { name: /^Я согласен с условиями покупки/ })).toBeInTheDocument();
      expect(within(confirm).getByRole('button', { name: 'Подтвердить заказ' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
