import { describe, expect, it } from 'vitest';
import { BID_STATUS } from '../codes.js';
import { isFutureAuction, managerStatusRefusal, winConfirmationsNeeded } from './bid-manage-rules.js';

// 2026-05-13 12:00 Tokyo; the Tokyo day ends at 15:00 UTC.
const NOW = new Date('2026-05-13T03:00:00Z');
const auction = (iso: string) => ({ kind: 'auction' as const, auctionDate: new Date(iso) });

describe('manager status rules', () => {
  it('a future auction is one on a later Tokyo day; stock cars never are', () => {
    expect(isFutureAuction(auction('2026-05-13T14:59:59Z'), NOW)).toBe(false);
    expect(isFutureAuction(auction('2026-05-13T15:00:00Z'), NOW)).toBe(true);
    expect(isFutureAuction(auction('2026-05-10T01:00:00Z'), NOW)).toBe(false);
    expect(isFutureAuction({ kind: 'stock', auctionDate: new Date('2026-06-01T00:00:00Z') }, NOW)).toBe(false);
  });

  it('edits only New, Bid and Win; New -> Bid or Don\'t bid waits for the auction day; 7 is not selectable', () => {
    const all = [1, 2, 3, 4, 5, 6, 7];
    for (const current of all) {
      for (const next of all) {
        for (const future of [false, true]) {
          const expected = next === 7 ? 'invalid_status'
            : ![1, 2, 6].includes(current) ? 'bid_not_editable'
              : future && current === BID_STATUS.new && (next === 2 || next === 3) ? 'future_auction_status' : null;
          expect(managerStatusRefusal(current, next, future), `${current} -> ${next}, future ${future}`).toBe(expected);
        }
      }
    }
  });

  it('a Win is confirmed once, twice on a future auction', () => {
    expect([winConfirmationsNeeded(false), winConfirmationsNeeded(true)]).toEqual([1, 2]);
  });
});
