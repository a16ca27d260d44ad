import { describe, expect, it } from 'vitest';
import { AUCTION_STATUS } from '@jauc/contract';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import { rowDeadline } from './listing.service.js';

// Listing rows carry the lot page's bidding deadline (lots-core/bid-state.ts), judged at the listing's
// Tokyo day. Today: 2026-05-13 (a Wednesday) in Tokyo.
const TODAY = startOfTokyoToday(new Date('2026-05-13T03:00:00Z'));
const tokyo = (local: string) => new Date(`${local}+09:00`);
const row = (auctionDate: Date, status: number = AUCTION_STATUS.upcoming, kind: 'auction' | 'stock' = 'auction') => ({ kind, auctionDate, status });
const rule = { closeMinutes: 30, deadlineCheck: false };

describe('rowDeadline', () => {
  it('is closeMinutes before the session, or with bidDeadlineCheck the Tokyo midnight starting the auction day', () => {
    const session = tokyo('2026-05-14T09:30:00');
    expect(rowDeadline(row(session), rule, TODAY)).toBe(tokyo('2026-05-14T09:00:00').toISOString());
    expect(rowDeadline(row(session), { ...rule, deadlineCheck: true }, TODAY)).toBe(tokyo('2026-05-14T00:00:00').toISOString());
  });

  it("stays on a lot of today's sessions, ongoing or past its deadline, until the lot has a result", () => {
    expect(rowDeadline(row(tokyo('2026-05-13T10:00:00')), rule, TODAY)).toBe(tokyo('2026-05-13T09:30:00').toISOString());
    expect(rowDeadline(row(tokyo('2026-05-13T10:00:00'), AUCTION_STATUS.ongoing), rule, TODAY)).toBe(tokyo('2026-05-13T09:30:00').toISOString());
    expect(rowDeadline(row(tokyo('2026-05-13T10:00:00'), AUCTION_STATUS.sold), rule, TODAY)).toBeNull();
  });

  it('is none for a stock car or a lot of a day before today', () => {
    expect(rowDeadline(row(tokyo('2026-05-20T10:00:00'), AUCTION_STATUS.upcoming, 'stock'), rule, TODAY)).toBeNull();
    expect(rowDeadline(row(tokyo('2026-05-12T23:59:00')), rule, TODAY)).toBeNull();
  });
});
