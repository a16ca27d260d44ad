import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BID_STEP_YEN } from '../codes.js';
import {
  bidAllowance, bidAmountError, biddingDeadline, canCancelBid, cancellationDeadline, minimumBid, PLACE_BID_MSG, tokyoDayStartOf,
} from './bid-rules.js';
import { tokyoParts } from './format.js';

describe('bid amount', () => {
  it('accepts exactly the positive multiples of 5000 at or above the start price', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 50_000_000 }), fc.option(fc.integer({ min: 0, max: 20_000_000 })), (amount, start) => {
        const error = bidAmountError(amount, start);
        const ok = amount > 0 && amount % BID_STEP_YEN === 0 && (start === null || amount >= start);
        expect(error === null).toBe(ok);
        if (!ok && (amount <= 0 || (start !== null && amount < start))) expect(error).toBe(PLACE_BID_MSG.lowerPrice);
        else if (!ok) expect(error).toBe(PLACE_BID_MSG.incorrectBid);
      }),
    );
  });
  it('asks for an amount when there is none, and refuses fractions', () => {
    expect(bidAmountError(null, 1000)).toBe(PLACE_BID_MSG.required);
    expect(bidAmountError(undefined, null)).toBe(PLACE_BID_MSG.required);
    expect(bidAmountError(5000.5, null)).toBe(PLACE_BID_MSG.lowerPrice);
  });
  it('the minimum bid is itself acceptable', () => {
    fc.assert(fc.property(fc.option(fc.integer({ min: 0, max: 20_000_000 })), (start) => {
      expect(bidAmountError(minimumBid(start), start)).toBeNull();
    }));
  });
});

describe('deadlines in Japan time', () => {
  it('cancellation ends at 21:00 Tokyo the day before the auction day', () => {
    // Auction at 10:00 JST on 2026-11-25 (01:00 UTC).
    const auction = new Date('2026-11-25T01:00:00Z');
    const deadline = cancellationDeadline(auction);
    expect(deadline.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(tokyoParts(deadline).time).toBe('21:00');
    expect(canCancelBid(1, auction, new Date('2026-11-24T11:59:59Z'))).toBe(true);
    expect(canCancelBid(2, auction, new Date('2026-11-24T12:00:00Z'))).toBe(false);
    expect(canCancelBid(6, auction, new Date('2026-11-20T00:00:00Z'))).toBe(false);
  });
  it('the Tokyo day start is midnight JST for any instant of that day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399_999 }), (ms) => {
        const instant = new Date(Date.parse('2026-11-24T15:00:00Z') + ms); // 00:00 JST on the 25th + ms
        expect(tokyoDayStartOf(instant).toISOString()).toBe('2026-11-24T15:00:00.000Z');
      }),
    );
  });
  it('bidding closes before the session, or a day before it with the deadline check', () => {
    const auction = new Date('2026-11-25T01:00:00Z');
    expect(biddingDeadline(auction, { closeMinutes: 30, deadlineCheck: false }).toISOString()).toBe('2026-11-25T00:30:00.000Z');
    // 00:00 JST on the 25th: the auction day must be a later Tokyo date than today.
    expect(biddingDeadline(auction, { closeMinutes: 30, deadlineCheck: true }).toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });
  it('what may be bid is balance plus credit minus active bids', () => {
    expect(bidAllowance({ balance: 500_000, creditLimit: 1_000_000, activeBids: 300_000 })).toBe(1_200_000);
  });
});
