import { describe, expect, it } from 'vitest';
import { AUCTION_HOUSES } from './catalog-auctions.js';
import { allocate, pastAuctionDays, sessionsOn, statsWeeks, upcomingAuctionDays } from './lots-schedule.js';

// 2025-03-09 is a Sunday in Japan from 15:00 UTC on the 8th.
const SATURDAY_NOON_JST = new Date('2025-03-08T03:00:00Z');
const SUNDAY_JST = new Date('2025-03-08T16:00:00Z');

describe('auction days', () => {
  it('start today when today is an auction day, and skip Sundays', () => {
    expect(upcomingAuctionDays(SATURDAY_NOON_JST, 3)).toEqual(['2025-03-08', '2025-03-10', '2025-03-11']);
    expect(upcomingAuctionDays(SUNDAY_JST, 2)).toEqual(['2025-03-10', '2025-03-11']);
  });

  it('look back from yesterday, oldest first', () => {
    expect(pastAuctionDays(SUNDAY_JST, 3)).toEqual(['2025-03-06', '2025-03-07', '2025-03-08']);
  });
});

describe('sessions', () => {
  it('are the houses of that weekday at their start time in Japan', () => {
    const sessions = sessionsOn(['2025-03-10']); // Monday
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.house.weekday === 1)).toBe(true);
    const yokohama = sessions.find((s) => s.house.name === 'USS Yokohama')!;
    expect(yokohama.start.toISOString()).toBe('2025-03-10T00:40:00.000Z'); // 09:40 JST
  });

  it('every weekday from Monday to Saturday has sessions', () => {
    for (let weekday = 1; weekday <= 6; weekday++) expect(AUCTION_HOUSES.some((h) => h.weekday === weekday)).toBe(true);
  });

  it('share lots by house size exactly', () => {
    const sessions = sessionsOn(['2025-03-10', '2025-03-11', '2025-03-12']);
    for (const total of [0, 1, 7, 1000, 12_345]) {
      const counts = allocate(total, sessions);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    }
    const counts = allocate(10_000, sessions);
    const big = sessions.findIndex((s) => s.house.size === Math.max(...sessions.map((x) => x.house.size)));
    expect(counts[big]).toBe(Math.max(...counts));
  });

  it('reach further back for bigger result sets', () => {
    expect(statsWeeks(50_000)).toBe(4);
    expect(statsWeeks(1_000_000)).toBeGreaterThan(4);
  });
});
