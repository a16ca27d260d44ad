import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { BID_GROUPS_ANSWER, BID_TYPES_ANSWER, json, makeLot, mockApi, renderBidding } from '../test/bid-fixtures';
import i18n from '../../../i18n';

const api = () =>
  mockApi(({ url }) => {
    if (url.pathname.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
    if (url.pathname.endsWith('/bid/group')) return json(200, BID_GROUPS_ANSWER);
    return json(500, { success: false, message: 'internal_error' });
  });

describe('place-bid form: amount', () => {
  it('keeps digits only, groups thousands with spaces and treats a leading zero as empty', async () => {
    api();
    const { user } = renderBidding();
    const amount = screen.getByLabelText('Your bid');
    await user.type(amount, '12a50000');
    expect(amount).toHaveValue('1 250 000');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(amount).toHaveValue('');
  });

  it('says LowerPrice on blur below the start price, IncorrectBid off the 5000 step, and clears on change', async () => {
    api();
    const { user } = renderBidding();
    const amount = screen.getByLabelText('Your bid');
    await user.type(amount, '450000');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('The bid cannot be lower than the start price');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.type(amount, '502000');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('The bid must be a multiple of ¥5 000');

    await user.type(amount, '0');
    expect(screen.queryByText('The bid must be a multiple of ¥5 000')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '505000');
    await user.tab();
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it('asks a raise to be higher than the current bid', async () => {
    api();
    const { user } = renderBidding({ lot: makeLot({ myBid: true, jasId: 5, myBidAmount: 600_000, myBidDate: '2025-03-04T01:30:00.000Z', bidStatusId: 1 }) });
    const amount = screen.getByLabelText('Your bid');
    await user.type(amount, '600000');
    await user.tab();
    expect(amount).toHaveAccessibleDescription('The new bid must be higher than your current bid');
  });
});

describe('place-bid form: required fields', () => {
  it('blocks the button while amount and bid type are empty; pressing marks them and sends nothing', async () => {
    const calls = api();
    const { user } = renderBidding();
    const button = screen.getByRole('button', { name: 'Place bid' });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await user.click(button);
    expect(screen.getByLabelText('Your bid')).toHaveAccessibleDescription('Required field');
    expect(screen.getByLabelText('Bid type')).toHaveAccessibleDescription('Required field');
    expect(calls.some((c) => c.method === 'POST' || c.url.pathname.endsWith('/view-profile'))).toBe(false);

    await user.type(screen.getByLabelText('Your bid'), '500000');
    await user.selectOptions(screen.getByLabelText('Bid type'), 'Half cut');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('shows Required when a required bid type is left blank', async () => {
    api();
    const { user } = renderBidding();
    await user.click(screen.getByLabelText('Bid type'));
    await user.tab();
    expect(screen.getByLabelText('Bid type')).toHaveAccessibleDescription('Required field');
  });

  it('with exportTypeOptional offers the blank "--" type and does not require it', async () => {
    api();
    renderBidding({ lot: makeLot({ exportTypeOptional: true }) });
    const select = screen.getByLabelText('Bid type');
    expect(select).toHaveDisplayValue('--');
    expect(screen.getByRole('option', { name: 'Whole car' })).toBeInTheDocument();
  });

  it('hides the bid type without exportTypeShow and the group without bidGroupShow', () => {
    api();
    renderBidding({ lot: makeLot({ exportTypeShow: false, bidGroupShow: false }) });
    expect(screen.queryByLabelText('Bid type')).toBeNull();
    expect(screen.queryByLabelText('Bid group')).toBeNull();
  });

  it('lists bid groups after the "––" placeholder with their New, Bid and Win bids and the statuses', async () => {
    api();
    renderBidding();
    const select = screen.getByLabelText('Bid group');
    expect(select).toHaveDisplayValue('––');
    expect(await screen.findByRole('option', { name: 'Group 2 · 3 cars (New: 1, Bid: 1, Win: 1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Group 1 · 0 cars' })).toBeInTheDocument();
  });

  it('names the statuses of a group in Russian', async () => {
    mockApi(({ url }) => {
      if (url.pathname.endsWith('/bid/type')) return json(200, BID_TYPES_ANSWER);
      if (url.pathname.endsWith('/bid/group')) return json(200, [{ value: 26, label: '26', cars: 1, statuses: { new: 0, bid: 1, win: 0 } }]);
      return json(500, { success: false, message: 'internal_error' });
    });
    await i18n.changeLanguage('ru');
    try {
      renderBidding();
      expect(await screen.findByRole('option', { name: 'Группа 26 · 1 машина (Ставка: 1)' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a stock car its price read-only instead of an amount to type', () => {
    api();
    renderBidding({ pageType: 'stock', lot: makeLot({ soldPrice: 1_230_000, startPrice: null, bidGroupShow: false }) });
    expect(screen.getByLabelText('Price of the car')).toHaveValue('¥1 230 000');
    expect(screen.getByLabelText('Price of the car')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Your bid')).toBeNull();
  });
});
