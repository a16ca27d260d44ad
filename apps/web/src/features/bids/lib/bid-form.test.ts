import { describe, expect, it } from 'vitest';
import { caretAfterDigit, formatAmountInput, parseAmount } from '../../../lib/amount-input';
import { amountMessage, emptyBidForm, missingFields, placeBidBody, type BidFormRules } from './bid-form';
import { makeLot } from '../test/bid-fixtures';

const rules: BidFormRules = { stock: false, startPrice: 500_000, currentBid: null, typeShown: true, typeRequired: true, groupShown: true, clientRequired: false };

describe('amount input', () => {
  it('formats digits with spaces, drops leading zeros and anything else', () => {
    expect(formatAmountInput('001250000')).toBe('1 250 000');
    expect(formatAmountInput('0')).toBe('');
    expect(formatAmountInput('¥ 5,000')).toBe('5 000');
    expect(parseAmount('1 250 000')).toBe(1_250_000);
    expect(parseAmount('')).toBeNull();
    expect(caretAfterDigit('1 250 000', 2)).toBe(3);
  });
});

describe('bid form rules', () => {
  it('judges the amount: required, lower price, step, higher than the current bid', () => {
    expect(amountMessage('', rules)).toBe('PlaceBid.Required');
    expect(amountMessage('495 000', rules)).toBe('PlaceBid.LowerPrice');
    expect(amountMessage('502 000', rules)).toBe('PlaceBid.IncorrectBid:5000');
    expect(amountMessage('505 000', rules)).toBeNull();
    expect(amountMessage('600 000', { ...rules, currentBid: 600_000 })).toBe('PlaceBid.MustBeHigher');
    expect(amountMessage('', { ...rules, stock: true })).toBeNull();
  });

  it('lists the missing required fields', () => {
    expect(missingFields(emptyBidForm(), rules)).toEqual(['amount', 'bidType']);
    expect(missingFields(emptyBidForm(), { ...rules, typeRequired: false, clientRequired: true })).toEqual(['amount', 'clientId']);
    expect(missingFields({ ...emptyBidForm('505 000'), bidType: '2' }, rules)).toEqual([]);
  });

  it('never sends the group placeholder nor a blank type', () => {
    const lot = makeLot();
    expect(placeBidBody({ ...emptyBidForm('505 000') }, { ...rules, typeRequired: false }, lot)).toEqual({ amount: 505_000, carId: 4242, confirm: 1, lotType: 'auction', comment: '' });
    expect(placeBidBody({ ...emptyBidForm('505 000'), bidGroup: '3', bidType: '2' }, rules, lot)).toMatchObject({ bidGroup: 3, bidType: 2 });
  });
});
