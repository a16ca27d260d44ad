// The demo bids (DESIGN.md §4 "bids of every status over several clients and managers, some
// awaiting the manager's result"): lots are sampled from the seeded catalogue, the plan decides
// every bid and its history (demo-bids-plan.ts), and the writers store it (demo-bids-insert.ts).
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, ROLE, tokyoDayStartOf, type Permissions } from '@jauc/contract';
import { query, type Tx } from '../db/client.js';
import { normalizePermissions } from '../modules/identity/permission-templates.js';
import * as clock from '../lib/clock.js';
import { DEMO_BID_CLIENTS } from './demo-bids-clients.js';
import { insertPlannedBids, recordPlannedWins } from './demo-bids-insert.js';
import { planDemoBids, type Phase, type PlanBidder, type PlannedBid } from './demo-bids-plan.js';
import type { StoryLot } from './demo-bids-story.js';

const DAY = 86_400_000;
/** How far back the bid history goes: three weeks of auctions. */
export const HISTORY_DAYS = 21;

export interface BidderSpec {
  id: number;
  weight: number;
  pastOnly?: boolean;
}

export interface SeedBidsOptions {
  count: number;
  seed: number;
  bidders: BidderSpec[];
  /** Every manager (some bids are placed by one for the client). */
  managers: number[];
  now?: Date;
}

/**
 * Plans and writes the bids; each Win through the manager's Win, followed (a day or two later,
 * never after now) by the client's remittance of the price, so balances stay what they were.
 */
export async function seedBids(tx: Tx, opts: SeedBidsOptions) {
  const started = performance.now();
  const since = (t: number) => Math.round(performance.now() - t);
  const now = opts.now ?? clock.now();
  const lots = await candidateLots(tx, now, opts.count);
  const bidders = await loadBidders(tx, opts.bidders, opts.managers[0]!);
  const planned = planDemoBids({ now, seed: opts.seed, count: opts.count, lots, bidders, managers: opts.managers });
  const planMs = since(started);
  const insertStarted = performance.now();
  const ids = await insertPlannedBids(tx, planned);
  const insertMs = since(insertStarted);
  const winsStarted = performance.now();
  const wins = await recordPlannedWins(tx, planned, ids);
  await payForWins(tx, planned, ids, now);
  return { bids: planned.length, wins, ms: since(started), planMs, insertMs, winsMs: since(winsStarted) };
}

/**
 * Lots to bid on, in auction-date order: a spread sample of the last three weeks' results (with
 * a start price: bids are made on it), of today's sessions, and of the coming ones. About three
 * candidates per bid wanted, so bidders rarely meet on a lot and groups find neighbours.
 */
async function candidateLots(tx: Tx, now: Date, count: number): Promise<Record<Phase, StoryLot[]>> {
  const today = tokyoDayStartOf(now);
  const tomorrow = new Date(today.getTime() + DAY);
  const ranges: Record<Phase, [Date, Date, number]> = {
    past: [new Date(today.getTime() - HISTORY_DAYS * DAY), today, 0.55],
    today: [today, tomorrow, 0.15],
    coming: [tomorrow, new Date(today.getTime() + 60 * DAY), 0.3],
  };
  const out = {} as Record<Phase, StoryLot[]>;
  for (const [phase, [from, to, share]] of Object.entries(ranges) as Array<[Phase, [Date, Date, number]]>) {
    const open = phase === 'past' ? sql`TRUE` : sql`status IN (${AUCTION_STATUS.upcoming}, ${AUCTION_STATUS.ongoing})`;
    const where = sql`kind = 'auction' AND start_price IS NOT NULL AND ${open}
      AND auction_date >= ${from.toISOString()}::timestamptz AND auction_date < ${to.toISOString()}::timestamptz`;
    const [total] = await query<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM lots WHERE ${where}`);
    // Every step-th lot by id: spread over the days and houses, the same rows on every run.
    const step = Math.max(1, Math.floor((total?.n ?? 0) / Math.max(1, Math.ceil(count * share * 3))));
    const rows = await query<{ id: number; auction_date: string | Date; start_price: number; sold_price: number | null }>(
      tx,
      sql`SELECT id, auction_date, start_price::float8 AS start_price, sold_price::float8 AS sold_price FROM lots
          WHERE ${where} AND id % ${step} = 0 ORDER BY auction_date, id`,
    );
    out[phase] = rows.map((r) => ({ id: Number(r.id), auctionDate: new Date(r.auction_date), startPrice: r.start_price, soldPrice: r.sold_price }));
  }
  return out;
}

/**
 * Each bidder's manager, what their active bids may hold (balance + credit limit), and the last
 * bid group they use already (new groups come after it: the group rule spans all their bids).
 */
async function loadBidders(tx: Tx, specs: BidderSpec[], fallbackManager: number): Promise<PlanBidder[]> {
  if (specs.length === 0) return [];
  const rows = await query<{ id: number; manager_id: number | null; credit_limit: number; balance: number; permissions: Partial<Permissions>; last_group: number }>(
    tx,
    sql`SELECT u.id, u.manager_id, u.credit_limit::float8 AS credit_limit, u.permissions,
               coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.user_id = u.id), 0)::float8 AS balance,
               coalesce((SELECT max(bid_group) FROM bids b WHERE b.user_id = u.id), 0)::int AS last_group
        FROM users u WHERE u.id = ANY(${sql.param(specs.map((s) => s.id))}::int[])`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return specs.map((s) => {
    const u = byId.get(s.id);
    if (!u) throw new Error(`bidder ${s.id} not found`);
    const checked = normalizePermissions(u.permissions).creditLimitCheck;
    return {
      id: s.id, weight: s.weight, managerId: u.manager_id ?? fallbackManager, pastOnly: s.pastOnly ?? false, lastGroup: u.last_group,
      allowance: checked ? u.credit_limit + u.balance : Number.POSITIVE_INFINITY,
    };
  });
}

/**
 * The client pays each won car's invoice: a remittance of its price, so the balance stays what it
 * was (and on the ¥5 000 step of the bids it pays for, as the credit the lot page offers).
 */
async function payForWins(tx: Tx, planned: readonly PlannedBid[], ids: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const wins = planned.filter((b) => b.win !== null);
  if (wins.length === 0) return;
  const rows = wins.map((b, i) => {
    const bidId = ids.get(`${b.userId}:${b.lotId}`)!;
    const paidAt = Math.min(b.win!.at.getTime() + (1 + (i % 3)) * DAY * 0.7, now.getTime() - 60_000);
    return { userId: b.userId, amount: b.win!.soldPrice, at: new Date(paidAt).toISOString(), bidId };
  });
  await tx.execute(sql`INSERT INTO ledger_entries (user_id, type, amount, description, idempotency_key, created_at)
    SELECT user_id, 'remittance', amount, '', 'demo-payment:' || bid_id, at
    FROM unnest(${sql.param(rows.map((r) => r.userId))}::int[], ${sql.param(rows.map((r) => r.amount))}::bigint[],
                ${sql.param(rows.map((r) => r.bidId))}::int[], ${sql.param(rows.map((r) => r.at))}::timestamptz[]) AS p(user_id, amount, bid_id, at)`);
}

/** The demo accounts that bid, with their shares of the bids. */
const DEMO_BIDDERS: ReadonlyArray<[email: string, weight: number]> = [
  ['vip@demo.example', 1.6],
  ['dealer@demo.example', 1.2],
  ['dealer-client@demo.example', 1],
  ['dealer-client2@demo.example', 0.8],
  ...DEMO_BID_CLIENTS.map((c): [string, number] => [c.email, c.roleId === ROLE.vip ? 1.4 : 1]),
];
/** DESIGN.md §4 asks for at least 2,000 demo bids. */
export const DEMO_BID_COUNT = 2400;

/**
 * The demo bids over the demo clients, the dealer and its clients, placed by them or by either
 * manager. The demo client gets a history of finished auctions only: its coming bids are the few
 * of seedDemoActivity, which the lot-page specs cancel and place again.
 */
export async function seedDemoBids(tx: Tx, userIds: ReadonlyMap<string, number>, seed: number) {
  const id = (email: string) => {
    const found = userIds.get(email);
    if (found === undefined) throw new Error(`demo account ${email} missing`);
    return found;
  };
  const bidders: BidderSpec[] = [{ id: id('client@demo.example'), weight: 1, pastOnly: true }, ...DEMO_BIDDERS.map(([email, weight]) => ({ id: id(email), weight }))];
  return seedBids(tx, { count: DEMO_BID_COUNT, seed, bidders, managers: [id('manager@demo.example'), id('manager2@demo.example')] });
}
