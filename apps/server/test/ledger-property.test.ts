import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, PERMISSION_NAMES, ROLE, tokyoParts, USER_TYPE, depositBody, type Permissions } from '@jauc/contract';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { bids, users } from '../src/db/schema.js';
import { AppError } from '../src/lib/errors.js';
import type { AuthUser } from '../src/plugins/auth-context.js';
import { manageBidStatus, updateSoldPrice } from '../src/modules/bid/bid-manage.service.js';
import { balanceInfoOf } from '../src/modules/payments/balance.js';
import { recordDeposit, type DepositContext } from '../src/modules/payments/deposit.service.js';
import { activatesAccount, depositDecision } from '../src/modules/payments/deposit-rules.js';
import { ledgerTotals, listEntries } from '../src/modules/payments/ledger.repo.js';
import { permissionsFor } from '../src/modules/identity/permission-templates.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { nowMs } from '../src/lib/clock.js';

// The ledger's invariants under any sequence of deposits (keys repeated, some reused for another
// deposit), Wins, reversals and sold-price corrections (DESIGN.md §6 "Property tests ... ledger
// invariants"), in two parts:
// - in memory, 2,000 sequences over two accounts: a model ledger that books deposits through the
//   server's own decisions (payments/deposit-rules.ts: book, repeat or refuse a key; activate on a
//   first deposit) and Wins as modules/bid/win.ts books them (a debit, a credit when taken back, the
//   difference of a correction). After every step: balance = sum of entries = deposits booked minus
//   the prices of the bids now Win; one entry per key; a repeat answers the entry booked first; an
//   account is activated at most once, by its first deposit.
// - on the database, 120 sequences (40 on PostgreSQL) through the real services, each step's outcome and
//   the resulting ledger compared with the model: balance (the sum, balanceInfo, the list's totals
//   and the newest row's running balance), one booking per key, refusals writing nothing.
// Users and bids are inserted directly (no password hashing, no HTTP) to keep runs cheap.

const DB_RUNS = { pglite: 120, postgres: 40 } as const;
const MODEL_RUNS = 2000;

const yen = fc.integer({ min: 1, max: 400 }).map((n) => n * 5000);
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const), account: fc.integer({ min: 0, max: 1 }), key: fc.integer({ min: 0, max: 2 }), amount: fc.constantFrom(100_000, 250_000, 1),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('win' as const), bid: fc.integer({ min: 0, max: 1 }), soldPrice: yen }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), bid: fc.integer({ min: 0, max: 1 }), status: fc.constantFrom(BID_STATUS.finished, BID_STATUS.dontBid) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reprice' as const), bid: fc.integer({ min: 0, max: 1 }), soldPrice: yen }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;
const steps = fc.array(step, { minLength: 1, maxLength: 10 });

type Outcome = 'booked' | 'repeat' | 'reused' | 'applied' | 'unchanged' | 'refused';
interface Entry { account: number; amount: number; key: string; type: 'remittance' | 'car_purchase' }

/**
 * The ledger as the rules say it should be. Account 0 owns the two bids; both accounts start
 * restricted with no deposit. `apply` answers what the server should answer.
 */
class LedgerModel {
  entries: Entry[] = [];
  bids = [0, 1].map(() => ({ status: BID_STATUS.bid as number, price: 0 }));
  activations = [0, 0];
  private log = 0;

  apply(s: Step, today: string): { outcome: Outcome; entry?: number } {
    if (s.kind === 'deposit') {
      const key = `deposit:key-${s.key}`;
      const at = this.entries.findIndex((e) => e.key === key);
      const earlier = at < 0 ? null : { type: this.entries[at]!.type, userId: this.entries[at]!.account, amount: this.entries[at]!.amount, entryDate: today, description: '', purchasedCarId: null };
      const decision = depositDecision(earlier, s.account, { amount: s.amount, date: today, description: '', purchasedCarId: null });
      if (decision === 'repeat') return { outcome: 'repeat', entry: at };
      if (decision === 'reused') return { outcome: 'reused' };
      const hadDeposit = this.entries.some((e) => e.account === s.account && e.type === 'remittance');
      if (activatesAccount({ roleId: this.activations[s.account] ? ROLE.client : ROLE.restricted, permissions: { biddingAllowed: this.activations[s.account]! > 0 } }, hadDeposit)) {
        this.activations[s.account]!++;
      }
      this.entries.push({ account: s.account, amount: s.amount, key, type: 'remittance' });
      return { outcome: 'booked', entry: this.entries.length - 1 };
    }
    const bid = this.bids[s.bid]!;
    const book = (amount: number, why: string) => this.entries.push({ account: 0, amount, key: `bid-log:${++this.log}:${why}`, type: 'car_purchase' });
    // Settled bids (Don't bid, Finished) of a finished auction are archived: every change is refused.
    if (bid.status !== BID_STATUS.new && bid.status !== BID_STATUS.bid && bid.status !== BID_STATUS.win) return { outcome: 'refused' };
    if (s.kind === 'win') {
      if (bid.status === BID_STATUS.win) return { outcome: 'unchanged' };
      Object.assign(bid, { status: BID_STATUS.win, price: s.soldPrice });
      book(-s.soldPrice, 'win');
    } else if (s.kind === 'reverse') {
      if (bid.status === BID_STATUS.win) book(bid.price, 'reversal');
      bid.status = s.status;
    } else if (bid.status === BID_STATUS.win) {
      if (bid.price !== s.soldPrice) book(bid.price - s.soldPrice, 'reprice');
      bid.price = s.soldPrice;
    }
    return { outcome: 'applied' };
  }

  balance(account: number): number {
    const deposits = this.entries.filter((e) => e.account === account && e.type === 'remittance').reduce((sum, e) => sum + e.amount, 0);
    const wins = account === 0 ? this.bids.filter((b) => b.status === BID_STATUS.win).reduce((sum, b) => sum + b.price, 0) : 0;
    return deposits - wins;
  }

  sum(account: number): number {
    return this.entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
  }
}

describe('ledger invariants in memory', () => {
  it(`keeps balance = sum of entries, one entry per key, one activation per account (${MODEL_RUNS} runs)`, () => {
    fc.assert(
      fc.property(steps, (seq) => {
        const m = new LedgerModel();
        for (const s of seq) {
          const before = m.entries.length;
          const { outcome, entry } = m.apply(s, '2026-11-26');
          if (outcome === 'repeat') expect(m.entries[entry!]!.key).toBe(`deposit:key-${(s as { key: number }).key}`);
          if (outcome === 'reused' || outcome === 'repeat' || outcome === 'refused' || outcome === 'unchanged') expect(m.entries.length).toBe(before);
          for (const a of [0, 1]) {
            expect(m.sum(a)).toBe(m.balance(a));
            expect(m.activations[a]).toBeLessThanOrEqual(1);
            expect(m.activations[a]).toBe(m.entries.some((e) => e.account === a && e.type === 'remittance') ? 1 : 0);
          }
          expect(new Set(m.entries.map((e) => e.key)).size).toBe(m.entries.length);
        }
      }),
      { numRuns: MODEL_RUNS },
    );
  });
});

describe.each(ENGINES)('ledger invariants on %s', (engine) => {
  let t: TestApp;
  let manager: AuthUser;
  let ctx: DepositContext;
  let lots: number[];
  let run = 0;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const [m] = await db().insert(users).values(account(USER_TYPE.manager, ROLE.manager, 'manager')).returning({ id: users.id });
    manager = { id: m!.id, email: 'manager@ledger.test', userType: USER_TYPE.manager, roleId: ROLE.manager, language: null, permissions: allowAll(), sessionId: 0 };
    ctx = { db: db(), mailer: { enqueue: () => {}, send: async () => {} }, publicUrl: 'http://localhost', log: t.app.log };
    lots = [];
    for (let i = 0; i < 2; i++) lots.push(await insertLot(db(), { auctionDate: tokyoDaysFromNow(-1), status: AUCTION_STATUS.sold, soldPrice: 500_000 }));
  });
  afterAll(async () => t?.close());

  it(`books what the model books and keeps balance = sum of entries (${DB_RUNS[engine]} runs)`, async () => {
    const today = tokyoParts(new Date(nowMs())).date;
    await fc.assert(
      fc.asyncProperty(steps, async (seq) => {
        run++;
        const ids = await db().insert(users).values([0, 1].map((i) => account(USER_TYPE.client, ROLE.restricted, `r${run}-${i}`))).returning({ id: users.id });
        const accounts = ids.map((r) => r.id);
        const bidIds = await Promise.all(lots.map(async (lotId) => {
          const [b] = await db().insert(bids).values({ userId: accounts[0]!, lotId, amount: 500_000, status: BID_STATUS.bid, exportType: 1 }).returning({ id: bids.id });
          return b!.id;
        }));
        const m = new LedgerModel();
        const entryIds = new Map<number, number>();
        for (const s of seq) {
          const activationsBefore = [...m.activations];
          const expected = m.apply(s, today);
          const actual = await applyToDb(s, accounts, bidIds, today);
          if (s.kind === 'deposit') {
            expect(actual.outcome, JSON.stringify(s)).toBe(expected.outcome);
            if (expected.outcome === 'booked') entryIds.set(expected.entry!, actual.entryId!);
            if (expected.outcome === 'repeat') expect(actual.entryId).toBe(entryIds.get(expected.entry!));
            if (actual.outcome !== 'reused') expect(actual.activated).toBe(m.activations[s.account]! > activationsBefore[s.account]!);
          } else {
            expect(actual.outcome === 'refused', JSON.stringify(s)).toBe(expected.outcome === 'refused');
          }
          for (const a of [0, 1]) await checkSum(accounts[a]!, m.balance(a), m.entries.filter((e) => e.account === a && e.type === 'remittance').length);
        }
        for (const a of [0, 1]) await checkReads(accounts[a]!, m.balance(a));
      }),
      { numRuns: DB_RUNS[engine] },
    );
  });

  async function applyToDb(s: Step, accounts: number[], bidIds: number[], today: string): Promise<{ outcome: Outcome; entryId?: number; activated?: boolean }> {
    try {
      if (s.kind === 'deposit') {
        const body = depositBody.parse({ userId: accounts[s.account], amount: s.amount, date: today, idempotencyKey: `run-${run}-key-${s.key}` });
        const res = await recordDeposit(ctx, manager, body, 'en');
        return { outcome: res.repeated ? 'repeat' : 'booked', entryId: res.entry.id, activated: res.activated };
      }
      const bidId = bidIds[s.bid]!;
      if (s.kind === 'win') await manageBidStatus(db(), manager, { bidId, status: BID_STATUS.win, soldPrice: s.soldPrice, confirm: 1 });
      else if (s.kind === 'reverse') await manageBidStatus(db(), manager, { bidId, status: s.status });
      else await updateSoldPrice(db(), manager, { bidId, soldPrice: s.soldPrice });
      return { outcome: 'applied' };
    } catch (e) {
      if (e instanceof AppError && e.code === 'idempotency_key_reused') return { outcome: 'reused' };
      // A refusal of the bid rules (a settled bid changed again): nothing may move.
      if (e instanceof AppError && e.statusCode === 409) return { outcome: 'refused' };
      throw e;
    }
  }

  /** After every step: the ledger's sum is the model's, each key booked once. */
  async function checkSum(userId: number, expected: number, deposits: number) {
    const [sum] = await query<{ total: string; keys: string; distinct_keys: string; deposits: string }>(db(), sql`
      SELECT coalesce(sum(amount), 0)::text AS total, count(idempotency_key)::text AS keys, count(DISTINCT idempotency_key)::text AS distinct_keys,
        count(*) FILTER (WHERE type = 'remittance')::text AS deposits
      FROM ledger_entries WHERE user_id = ${userId}`);
    expect(Number(sum!.total)).toBe(expected);
    expect(sum!.keys).toBe(sum!.distinct_keys);
    expect(Number(sum!.deposits)).toBe(deposits);
  }

  /** After a run: every read of the balance says the same. */
  async function checkReads(userId: number, expected: number) {
    const [info, totals, newest] = await Promise.all([
      balanceInfoOf(db(), { id: userId, creditLimit: 0, dailyBidLimit: 0, dailyUssLimit: 0 }),
      ledgerTotals(db(), userId),
      listEntries(db(), userId, {}, 1, 0),
    ]);
    expect(info.balance).toBe(expected);
    expect(totals.balance).toBe(expected);
    expect(totals.received - totals.spent).toBe(expected);
    expect(newest.length === 0 ? 0 : Number(newest[0]!.running)).toBe(expected);
  }
});

function account(userType: number, roleId: number, name: string) {
  return {
    email: `${name}-${Math.random().toString(36).slice(2)}@ledger.test`, passwordHash: 'x', fullName: name, countryId: 157, userType, roleId,
    permissions: permissionsFor(roleId, userType),
  };
}

function allowAll(): Permissions {
  return Object.fromEntries(PERMISSION_NAMES.map((n) => [n, true])) as Permissions;
}
