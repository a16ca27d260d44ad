import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUCTION_STATUS, AUCTION_STATUS_IDS } from '@jauc/contract';
import { biddingRefusal, biddingState, isAuctionFinished, pageTypeOf, type LotClock } from '../lots-core/bid-state.js';

// 2026-05-13 (a Wednesday) 12:00 in Tokyo.
const NOW = new Date('2026-05-13T03:00:00Z');
const tokyo = (local: string) => new Date(`${local}+09:00`);
const lot = (auctionDate: Date, status: number = AUCTION_STATUS.upcoming, kind: LotClock['kind'] = 'auction'): LotClock => ({ kind, auctionDate, status });
const opts = { closeMinutes: 30, deadlineCheck: false };

describe('pageTypeOf', () => {
  it('puts auction lots of today or later on the car-auction page, earlier ones in the statistics', () => {
    expect(pageTypeOf(lot(tokyo('2026-05-13T00:00:00')), NOW)).toBe('car-auction');
    expect(pageTypeOf(lot(tokyo('2026-05-20T10:00:00')), NOW)).toBe('car-auction');
    expect(pageTypeOf(lot(tokyo('2026-05-12T23:59:59')), NOW)).toBe('stats');
    expect(pageTypeOf(lot(tokyo('2026-05-01T10:00:00'), AUCTION_STATUS.upcoming, 'stock'), NOW)).toBe('stock');
  });
});

describe('biddingState', () => {
  it('accepts bids on an upcoming lot until closeMinutes before the session', () => {
    const session = tokyo('2026-05-13T12:40:00');
    expect(biddingState(lot(session), opts, NOW)).toEqual({ finished: false, deadline: tokyo('2026-05-13T12:10:00'), accepting: true });
    expect(biddingState(lot(tokyo('2026-05-13T12:20:00')), opts, NOW).accepting).toBe(false);
  });

  it('with bidDeadlineCheck the deadline is the Tokyo midnight starting the auction day', () => {
    const s = biddingState(lot(tokyo('2026-05-14T09:30:00')), { ...opts, deadlineCheck: true }, NOW);
    expect(s.deadline).toEqual(tokyo('2026-05-14T00:00:00'));
    expect(s.accepting).toBe(true);
    expect(biddingState(lot(tokyo('2026-05-13T23:00:00')), { ...opts, deadlineCheck: true }, NOW).accepting).toBe(false);
  });

  it('refuses finished auctions before closed ones', () => {
    expect(biddingRefusal(biddingState(lot(tokyo('2026-05-12T10:00:00')), opts, NOW))).toBe('auction_finished');
    expect(biddingRefusal(biddingState(lot(tokyo('2026-05-20T10:00:00'), AUCTION_STATUS.sold), opts, NOW))).toBe('auction_finished');
    expect(biddingRefusal(biddingState(lot(tokyo('2026-05-13T09:00:00'), AUCTION_STATUS.ongoing), opts, NOW))).toBe('bidding_closed');
    expect(biddingRefusal(biddingState(lot(tokyo('2026-05-20T10:00:00')), opts, NOW))).toBeNull();
  });

  it('a stock car has no deadline and takes orders while it is offered', () => {
    const past = tokyo('2026-04-01T10:00:00');
    expect(biddingState(lot(past, AUCTION_STATUS.upcoming, 'stock'), opts, NOW)).toEqual({ finished: false, deadline: null, accepting: true });
    expect(biddingRefusal(biddingState(lot(past, AUCTION_STATUS.sold, 'stock'), opts, NOW))).toBe('auction_finished');
  });

  it('never accepts a bid on a finished lot or after the deadline', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20 * 86_400, max: 20 * 86_400 }),
        fc.constantFrom(...AUCTION_STATUS_IDS),
        fc.integer({ min: 0, max: 240 }),
        fc.boolean(),
        (offsetSeconds, status, closeMinutes, deadlineCheck) => {
          const l = lot(new Date(NOW.getTime() + offsetSeconds * 1000), status);
          const s = biddingState(l, { closeMinutes, deadlineCheck }, NOW);
          if (s.accepting) {
            expect(isAuctionFinished(l, NOW)).toBe(false);
            expect(status).toBe(AUCTION_STATUS.upcoming);
            expect(NOW.getTime()).toBeLessThan(s.deadline!.getTime());
            expect(s.deadline!.getTime()).toBeLessThanOrEqual(l.auctionDate.getTime() - closeMinutes * 60_000);
          }
          expect(biddingRefusal(s) === null).toBe(s.accepting);
        },
      ),
    );
  });
});
