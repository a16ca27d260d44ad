import { describe, expect, it } from 'vitest';
import { BID_STATUS, BID_STEP_YEN, cancellationDeadline, minimumBid, tokyoDayStartOf } from '@jauc/contract';
import { planDemoBids, type Phase, type PlanInput, type PlannedBid } from './demo-bids-plan.js';
import type { StoryLot } from './demo-bids-story.js';
import { createRng } from './rng.js';

const NOW = new Date('2025-03-12T03:00:00Z'); // Wednesday 12:00 in Japan
const DAY = 86_400_000;
const TODAY = tokyoDayStartOf(NOW);

/** Lots of sessions at 09:30 Tokyo: 20 past auction days (sold or not), today, 5 coming days. */
function lots(today = TODAY): Record<Phase, StoryLot[]> {
  const rng = createRng(3);
  let id = 0;
  const day = (offset: number, sold: boolean) =>
    Array.from({ length: 40 }, () => {
      const startPrice = rng.int(20, 300) * 10_000;
      const soldPrice = sold && rng.chance(0.65) ? startPrice + rng.int(-2, 30) * 10_000 : null;
      return { id: ++id, auctionDate: new Date(today.getTime() + offset * DAY + 30 * 60_000), startPrice, soldPrice };
    });
  return {
    past: Array.from({ length: 20 }, (_, i) => day(i - 20, true)).flat(),
    today: day(0, false),
    coming: Array.from({ length: 5 }, (_, i) => day(i + 1, false)).flat(),
  };
}

const INPUT: PlanInput = {
  now: NOW,
  seed: 5,
  count: 1500,
  lots: lots(),
  bidders: [
    { id: 1, managerId: 100, weight: 1, allowance: 4_000_000, pastOnly: true },
    { id: 2, managerId: 100, weight: 2, allowance: Number.POSITIVE_INFINITY },
    { id: 3, managerId: 101, weight: 1, allowance: 3_000_000, lastGroup: 4 },
    { id: 4, managerId: 101, weight: 1, allowance: 2_000_000 },
  ],
  managers: [100, 101],
};
const plan = planDemoBids(INPUT);
const lotOf = new Map(Object.values(INPUT.lots).flat().map((l) => [l.id, l]));

describe('demo bid plan', () => {
  it('is deterministic and makes about the requested number of bids, one per user and lot', () => {
    expect(planDemoBids(INPUT)).toEqual(plan);
    expect(plan.length).toBeGreaterThanOrEqual(1400);
    expect(plan.length).toBeLessThanOrEqual(1600);
    expect(new Set(plan.map((b) => `${b.userId}:${b.lotId}`)).size).toBe(plan.length);
  });

  it('bids on the 5000 step at or above the start price, a Win at or above the sold price', () => {
    for (const b of plan) {
      const lot = lotOf.get(b.lotId)!;
      expect(b.amount % BID_STEP_YEN).toBe(0);
      expect(b.amount).toBeGreaterThanOrEqual(minimumBid(lot.startPrice));
      if (b.win) {
        expect(b.win.soldPrice).toBe(lot.soldPrice);
        expect(b.amount).toBeGreaterThanOrEqual(b.win.soldPrice);
        expect(b.status).toBe(BID_STATUS.bid);
        expect(b.phase).toBe('past');
      }
    }
  });

  it('has every status on the phases where the rules allow it', () => {
    const seen = (phase: Phase) => new Set(plan.filter((b) => b.phase === phase).map((b) => (b.win ? BID_STATUS.win : b.status)));
    expect([...seen('past')].sort()).toEqual([2, 3, 4, 5, 6]);
    expect([...seen('today')].sort()).toEqual([1, 2, 3, 4]);
    // A New bid cannot become Bid or Don't bid before its auction day; Don't bid comes from a Win in the group.
    expect([...seen('coming')].sort()).toEqual([1, 3, 4]);
    expect(plan.filter((b) => b.phase === 'coming' && b.status === BID_STATUS.dontBid).every((b) => b.logs.at(-1)!.event === 'group_won')).toBe(true);
    // Results waiting for the manager: Bid on a finished lot, with the auction result logged.
    const waiting = plan.filter((b) => b.phase === 'past' && b.status === BID_STATUS.bid && !b.win);
    expect(waiting.length).toBeGreaterThan(5);
    expect(waiting.every((b) => b.logs.some((l) => l.event === 'auction_result') && b.soldPrice === lotOf.get(b.lotId)!.soldPrice)).toBe(true);
    expect(plan.some((b) => b.autoBid) && plan.some((b) => b.adjustmentPrice !== null) && plan.some((b) => b.placedById !== b.userId)).toBe(true);
  });

  it('leaves results waiting only from the last two auction days, as many at any hour, a Monday afternoon included', () => {
    // Monday 17:00 in Japan: the last two auction days are Saturday and Friday (no auctions on Sunday).
    for (const now of [new Date('2025-03-17T08:00:00Z'), new Date('2025-03-12T14:30:00Z'), NOW]) {
      const today = tokyoDayStartOf(now);
      const all = lots(today);
      const sundays = (l: StoryLot) => new Date(tokyoDayStartOf(l.auctionDate).getTime() + 9 * 3_600_000).getUTCDay() === 0;
      const input = { ...INPUT, now, lots: { ...all, past: all.past.filter((l) => !sundays(l)) } };
      const waiting = planDemoBids(input).filter((b) => b.phase === 'past' && b.status === BID_STATUS.bid && !b.win);
      expect(waiting.length, now.toISOString()).toBeGreaterThan(5);
      const dates = input.lots.past.filter((l) => waiting.some((b) => b.lotId === l.id)).map((l) => tokyoDayStartOf(l.auctionDate).getTime());
      const lastTwo = [...new Set(input.lots.past.map((l) => tokyoDayStartOf(l.auctionDate).getTime()))].sort((a, b) => b - a).slice(0, 2);
      expect(dates.every((d) => lastTwo.includes(d)), now.toISOString()).toBe(true);
    }
  });

  it("keeps one Win per client and group; the group bids after it Don't bid, placed before it", () => {
    const groups = new Map<string, PlannedBid[]>();
    for (const b of plan.filter((x) => x.bidGroup !== null)) groups.set(`${b.userId}:${b.bidGroup}`, [...(groups.get(`${b.userId}:${b.bidGroup}`) ?? []), b]);
    expect([...groups.values()].filter((g) => g.length > 1).length).toBeGreaterThan(50);
    for (const group of groups.values()) {
      const wins = group.filter((b) => b.win);
      expect(wins.length).toBeLessThanOrEqual(1);
      const win = wins[0];
      if (!win) continue;
      for (const other of group.filter((b) => b !== win)) {
        // Nothing still New or Bid beside a Win: the Win's group rule would have made it Don't bid.
        expect([BID_STATUS.new, BID_STATUS.bid]).not.toContain(other.status);
        const rule = other.logs.find((l) => l.event === 'group_won');
        if (!rule) {
          expect(other.updatedAt.getTime()).toBeLessThan(win.win!.at.getTime());
          continue;
        }
        expect(other.status).toBe(BID_STATUS.dontBid);
        expect(rule).toMatchObject({ causeLotId: win.lotId, at: win.win!.at, actorId: win.win!.managerId });
        expect(other.createdAt.getTime()).toBeLessThan(win.win!.at.getTime());
      }
    }
    expect(plan.filter((b) => b.userId === 3 && b.bidGroup !== null).every((b) => b.bidGroup! > 4)).toBe(true);
  });

  it('writes a history in time order, nothing after now, no bid created today', () => {
    for (const b of plan) {
      expect(b.logs[0]).toMatchObject({ event: 'created', actorId: b.placedById, at: b.createdAt });
      expect(b.createdAt.getTime()).toBeLessThan(TODAY.getTime());
      const times = b.logs.map((l) => l.at.getTime());
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(Math.max(...times, b.win?.at.getTime() ?? 0)).toBeLessThanOrEqual(NOW.getTime());
      expect(b.updatedAt).toEqual(b.logs.at(-1)!.at);
      const cancel = b.logs.find((l) => l.event === 'cancelled');
      if (cancel) expect(cancel.at.getTime()).toBeLessThanOrEqual(cancellationDeadline(lotOf.get(b.lotId)!.auctionDate).getTime());
    }
  });

  it('keeps active bids within the credit and the demo client on finished auctions', () => {
    const active = (b: PlannedBid) => b.phase !== 'past' && (b.status === BID_STATUS.new || b.status === BID_STATUS.bid);
    for (const bidder of INPUT.bidders) {
      const held = plan.filter((b) => b.userId === bidder.id && active(b)).reduce((s, b) => s + b.amount, 0);
      expect(held).toBeLessThanOrEqual(bidder.allowance);
    }
    expect(plan.filter((b) => b.userId === 1).every((b) => b.phase === 'past')).toBe(true);
    expect(plan.filter((b) => b.userId === 2 && active(b)).length).toBeGreaterThan(20);
  });
});
