// Which demo bids exist (DESIGN.md §4): for each bidder a run of single bids and bid groups on
// lots of finished, today's and coming auctions, each with an outcome that the lot allows (a Win
// only on a lot sold at or below the bid, at most one Win per client and group, the group's other
// bids Don't bid from the Win on) and its history (demo-bids-story.ts). Pure and seeded: the demo
// seed and the bench seeder (bench/seed-bids.ts) draw the same kind of data at any scale.
import { BID_STEP_YEN, minimumBid, tokyoDayStartOf } from '@jauc/contract';
import { bidStory, resultTime, type Outcome, type PlannedLog, type StoryLot } from './demo-bids-story.js';
import { createRng, weightedPicker, type Rng } from './rng.js';

export type Phase = 'past' | 'today' | 'coming';

export interface PlanBidder {
  id: number;
  /** The client's manager: accepts their bids and records their results. */
  managerId: number;
  /** Relative share of the bids. */
  weight: number;
  /** What the bidder's active bids may hold (balance + credit limit; Infinity without the check). */
  allowance: number;
  /** Only bids on finished auctions (the demo client's coming bids are seeded on their own). */
  pastOnly?: boolean;
  /** The highest bid group the bidder uses already; new groups are numbered after it. */
  lastGroup?: number;
}

export interface PlanInput {
  now: Date;
  seed: number;
  /** How many bids, about (a bidder's last group may go over by a few). */
  count: number;
  /** Candidate lots of each phase, in auction-date order. */
  lots: Record<Phase, StoryLot[]>;
  bidders: PlanBidder[];
  /** Every manager: a share of the bids is placed by one on the client's behalf. */
  managers: number[];
}

export interface PlannedBid {
  userId: number;
  lotId: number;
  phase: Phase;
  amount: number;
  status: number;
  bidGroup: number | null;
  exportType: number;
  placedById: number;
  soldPrice: number | null;
  adjustmentPrice: number | null;
  autoBid: boolean;
  createdAt: Date;
  updatedAt: Date;
  logs: PlannedLog[];
  /** A Win to record (status Bid until then): when, by which manager, at which sold price. */
  win: { at: Date; managerId: number; soldPrice: number } | null;
}

const PHASES: Phase[] = ['past', 'today', 'coming'];
const PHASE_WEIGHTS = [70, 10, 20];
const pickExportType = weightedPicker([1, 2, 3, 4], [72, 14, 8, 6]);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GROUP_SPAN_DAYS = 4;

interface Slot {
  lot: StoryLot;
  phase: Phase;
}

export function planDemoBids(input: PlanInput): PlannedBid[] {
  const rng = createRng(input.seed);
  const slots: Slot[] = PHASES.flatMap((phase) => input.lots[phase].map((lot) => ({ lot, phase })));
  const pastEnd = input.lots.past.length;
  if (slots.length === 0 || input.bidders.length === 0) return [];
  const times = slots.map((s) => s.lot.auctionDate.getTime());
  const phaseWeights = PHASES.map((p, i) => (input.lots[p].length > 0 ? PHASE_WEIGHTS[i]! : 0));
  const totalWeight = input.bidders.reduce((s, b) => s + b.weight, 0);
  const out: PlannedBid[] = [];
  for (const bidder of input.bidders) {
    const target = Math.round((input.count * bidder.weight) / totalWeight);
    const taken = new Set<number>();
    const active = { sum: 0 };
    let group = bidder.lastGroup ?? 0;
    let made = 0;
    for (let attempts = 0; made < target && attempts < target * 4; attempts++) {
      const range: [number, number] = bidder.pastOnly || pastEnd === slots.length ? [0, pastEnd] : phaseRange(rng, input, phaseWeights);
      if (range[1] <= range[0]) break;
      const anchor = rng.int(range[0], range[1] - 1);
      const size = rng.chance(0.35) ? rng.int(2, 4) : 1;
      const members: Slot[] = [];
      for (let i = 0; i < size * 3 && members.length < size; i++) {
        // The bids of one group sit on auctions a few days apart.
        const at = i === 0 ? anchor : slotAround(rng, times, times[anchor]! + (rng.next() * 2 - 1) * GROUP_SPAN_DAYS * DAY);
        const slot = slots[at];
        if (!slot || taken.has(slot.lot.id) || (bidder.pastOnly && at >= pastEnd)) continue;
        taken.add(slot.lot.id);
        members.push(slot);
      }
      if (members.length === 0) continue;
      const bidGroup = members.length > 1 ? ++group : null;
      const placed = groupBids(rng, input, bidder, members, bidGroup, active);
      out.push(...placed);
      made += placed.length;
    }
  }
  return out;
}

/** A slot of the day around `time`: many lots share a session's start time. */
function slotAround(rng: Rng, times: number[], time: number): number {
  const from = firstAtOrAfter(times, time - 12 * HOUR);
  const to = firstAtOrAfter(times, time + 12 * HOUR);
  return to > from ? rng.int(from, to - 1) : from;
}

/** The index of the first slot at or after `time` (the last one when none is). */
function firstAtOrAfter(times: number[], time: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function phaseRange(rng: Rng, input: PlanInput, weights: number[]): [number, number] {
  const phase = rng.weighted(PHASES, weights);
  const before = PHASES.slice(0, PHASES.indexOf(phase)).reduce((n, p) => n + input.lots[p].length, 0);
  return [before, before + input.lots[phase].length];
}

/** The bids of one group (or a single bid) in auction order, with the group rule applied. */
function groupBids(rng: Rng, input: PlanInput, bidder: PlanBidder, members: Slot[], bidGroup: number | null, active: { sum: number }): PlannedBid[] {
  const { now } = input;
  const todayStart = tokyoDayStartOf(now);
  members.sort((a, b) => a.lot.auctionDate.getTime() - b.lot.auctionDate.getTime() || a.lot.id - b.lot.id);
  let groupWin: { at: Date; lotId: number } | null = null;
  // After a result waiting for the manager, a later Win would make the group's second one.
  let winAllowed = true;
  const bids: PlannedBid[] = [];
  for (const [index, { lot, phase }] of members.entries()) {
    // Bids after the Win were New or Bid when it was recorded (placed before it, settled after):
    // the group rule made them Don't bid.
    // A group with coming auctions after a finished one: show the group rule at work more often.
    const beforeComing = members.slice(index + 1).some((m) => m.phase !== 'past');
    let outcome: Outcome = groupWin ? 'groupWon' : pickOutcome(rng, phase, lot, now, winAllowed, beforeComing);
    if (outcome === 'awaiting') winAllowed = false;
    let amount = bidAmount(rng, lot, outcome);
    if (amount === null) {
      outcome = 'refused';
      amount = bidAmount(rng, lot, outcome)!;
    }
    // Active bids stay within what the bidder may hold (the credit rule would refuse more).
    if (outcome === 'new' || outcome === 'bid') {
      if (active.sum + amount > bidder.allowance * 0.7) continue;
      active.sum += amount;
    }
    const byManager = rng.chance(0.3);
    const placedById = byManager ? (rng.chance(0.8) ? bidder.managerId : rng.pick(input.managers)) : bidder.id;
    // Placed one to six days ahead (a client's bid before the auction day), never today: today's
    // 'created' entries count against the daily bid limit.
    let createdAt = new Date(lot.auctionDate.getTime() - rng.int(20, 140) * HOUR - rng.int(0, 59) * 60_000);
    if (createdAt >= todayStart) createdAt = new Date(todayStart.getTime() - rng.int(1, 30) * HOUR);
    if (outcome === 'groupWon' && createdAt >= groupWin!.at) createdAt = new Date(groupWin!.at.getTime() - rng.int(1, 48) * HOUR);
    const managed = outcome !== 'cancel' && outcome !== 'refused' && outcome !== 'groupWon' && outcome !== 'expired';
    const autoBid = managed && rng.chance(0.2);
    const adjustmentPrice = managed && rng.chance(0.15) ? rng.int(1, 6) * BID_STEP_YEN : null;
    const story = bidStory(rng, {
      lot, outcome, amount, userId: bidder.id, placedById, managerId: bidder.managerId, createdAt, now, autoBid, adjustmentPrice,
      ...(outcome === 'groupWon' ? { groupWin: groupWin! } : {}),
    });
    if (story.winAt) {
      // The Win comes after the group's earlier bids were settled: none of them was still New or Bid.
      const settled = Math.max(0, ...bids.map((b) => b.updatedAt.getTime()));
      if (story.winAt.getTime() <= settled) story.winAt = new Date(Math.min(settled + rng.int(10, 120) * 60_000, now.getTime() - 60_000));
      groupWin = { at: story.winAt, lotId: lot.id };
      winAllowed = false;
    }
    bids.push({
      userId: bidder.id, lotId: lot.id, phase, amount, status: story.status, bidGroup, exportType: pickExportType(rng), placedById,
      soldPrice: story.soldPrice, adjustmentPrice, autoBid, createdAt, updatedAt: story.updatedAt, logs: story.logs,
      win: story.winAt ? { at: story.winAt, managerId: bidder.managerId, soldPrice: lot.soldPrice! } : null,
    });
  }
  return bids;
}

/**
 * Results of the last two auction days before today (Sundays have none) may still wait for the
 * manager; older ones are settled. Counted in days, not hours, so the demo has results waiting
 * at any hour of any day, a Monday afternoon included.
 */
function ofLastTwoAuctionDays(lot: StoryLot, now: Date): boolean {
  const todayStart = tokyoDayStartOf(now).getTime();
  let auctionDays = 0;
  for (let day = tokyoDayStartOf(lot.auctionDate).getTime(); day < todayStart; day += 24 * HOUR) {
    if (new Date(day + 9 * HOUR).getUTCDay() !== 0) auctionDays++;
  }
  return auctionDays <= 2;
}

/** What became of a bid, as the lot's phase and result allow. */
function pickOutcome(rng: Rng, phase: Phase, lot: StoryLot, now: Date, winAllowed: boolean, favourWin: boolean): Outcome {
  if (phase === 'coming') return rng.weighted<Outcome>(['new', 'cancel'], [82, 18]);
  if (phase === 'today') return rng.weighted<Outcome>(['new', 'bid', 'refused', 'cancel'], [30, 42, 12, 16]);
  const recent = ofLastTwoAuctionDays(lot, now);
  const sold = lot.soldPrice !== null;
  const canLose = sold && minimumBid(lot.startPrice) < lot.soldPrice!;
  const win = sold && winAllowed && resultTime(lot, rng).getTime() < now.getTime() - 10 * 60_000;
  return rng.weighted<Outcome>(
    ['win', 'lost', 'awaiting', 'refused', 'cancel', 'expired'],
    [win ? (favourWin ? 60 : 20) : 0, canLose ? 32 : 0, recent ? (sold ? 30 : 12) : 0, 10, 8, sold ? 7 : 30],
  );
}

/** A bid on the 5000 step at or above the start price: above the sold price for a Win, below it when lost. */
function bidAmount(rng: Rng, lot: StoryLot, outcome: Outcome): number | null {
  const minimum = minimumBid(lot.startPrice);
  const stretch = Math.floor((lot.startPrice * rng.next() * 0.3) / BID_STEP_YEN) * BID_STEP_YEN;
  if (outcome === 'win') return Math.max(minimum, Math.ceil(lot.soldPrice! / BID_STEP_YEN) * BID_STEP_YEN) + rng.int(0, 4) * BID_STEP_YEN;
  if (outcome === 'lost') {
    const highest = Math.floor((lot.soldPrice! - 1) / BID_STEP_YEN) * BID_STEP_YEN;
    return highest < minimum ? null : Math.max(minimum, highest - rng.int(0, 3) * BID_STEP_YEN);
  }
  return minimum + stretch;
}
