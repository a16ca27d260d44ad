import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { BID_STATUS, USER_TYPE } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { deskHelpers, ledgerAgainstWins, type Who } from './helpers/bid-desk.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Races on the bid desk (DESIGN.md §3 "Bids": "two managers marking Win in the same group at once
// leave exactly one Win"). PGlite runs one query at a time, so only PostgreSQL really races these
// transactions; CI always provides it (TEST_DATABASE_URL). Each round holds a row lock the racing
// requests need, waits until both are queued behind it, and lets them go at the same instant: the
// race is forced every round instead of hoped for (left alone, in-process requests mostly run one
// after the other).
const ROUNDS = 15;

describe('bid desk races run where they mean something', () => {
  it.runIf(process.env.CI)('has PostgreSQL in CI', () => expect(ENGINES).toContain('postgres'));
});

describe.each(ENGINES.filter((e) => e === 'postgres'))('bid desk races on %s', (engine) => {
  let t: TestApp;
  let managers: [Who, Who];
  const h = deskHelpers(() => t);

  beforeAll(async () => {
    t = await createTestApp(engine);
    managers = [await h.newUser({ userType: USER_TYPE.manager }), await h.newUser({ userType: USER_TYPE.manager })];
  });
  afterAll(async () => t?.close());

  /** Sends the requests while `lock` is held, and releases it once `waiters` of them wait on a lock. */
  async function released<T>(lock: SQL, waiters: number, fire: () => Array<Promise<T>>): Promise<T[]> {
    let answers: Promise<T[]> | undefined;
    await h.db().transaction(async (tx) => {
      await tx.execute(lock);
      answers = Promise.all(fire());
      for (let i = 0; ; i++) {
        const [row] = await query<{ n: number }>(h.db(), sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        if ((row?.n ?? 0) >= waiters) break;
        if (i > 5000) throw new Error('the racing requests never queued on the lock');
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    return answers!;
  }

  it('two managers marking Win on two bids of one group at once leave exactly one Win', async () => {
    // Set up one after the other (sign-ins at once would count as a burst of login attempts).
    const rounds: Array<{ client: Who; ids: number[] }> = [];
    for (let r = 0; r < ROUNDS; r++) {
      const client = await h.newUser();
      const ids = [
        await h.bid(client.id, await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(0, 23) }), { bidGroup: 3, soldPrice: 610_000 }),
        await h.bid(client.id, await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(0, 23) }), { bidGroup: 3, soldPrice: 620_000 }),
      ];
      rounds.push({ client, ids });
    }
    const answers = [];
    for (const { ids } of rounds) {
      // Both bids held: each Win waits for its bid (or for the owner's lock), then both go at once.
      answers.push(...(await released(sql`SELECT id FROM bids WHERE id = ANY(${sql.param(ids)}::int[]) FOR UPDATE`, 2, () =>
        ids.map((bidId, i) => h.send(managers[i]!, '/bid/update-bid-status', { bidId, status: BID_STATUS.win, confirm: 1 })))));
    }

    for (const [r, { client, ids }] of rounds.entries()) {
      const pair = answers.slice(r * 2, r * 2 + 2);
      expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(pair.find((a) => a.statusCode === 409)!.json()).toEqual({ success: false, message: 'bid_not_editable' });
      const rows = await Promise.all(ids.map((id) => h.bidRow(id)));
      expect(rows.map((b) => b.status).sort()).toEqual([BID_STATUS.dontBid, BID_STATUS.win]);
      const winner = rows.find((b) => b.status === BID_STATUS.win)!;
      const loser = rows.find((b) => b.status === BID_STATUS.dontBid)!;
      expect(await h.logsOf(loser.id)).toEqual([expect.objectContaining({ event: 'group_won', causeBidId: winner.id })]);
      expect(await h.purchaseOf(loser.id)).toBeNull();
      expect(await h.purchaseOf(winner.id)).toMatchObject({ status: null, price: winner.soldPrice });
      expect(await ledgerAgainstWins(h.db(), [client.id])).toEqual([{ userId: client.id, ledger: -winner.soldPrice!, wins: winner.soldPrice }]);
    }
  });

  it("a Win racing the client's cancellation: one outcome, and the log, purchase and ledger agree with it", async () => {
    const rounds: Array<{ client: Who; id: number }> = [];
    for (let r = 0; r < ROUNDS; r++) {
      const client = await h.newUser();
      // Three days ahead: the client may still cancel; the manager's Win needs both confirmations.
      rounds.push({ client, id: await h.bid(client.id, await insertLot(h.db(), { auctionDate: tokyoDaysFromNow(3) }), { soldPrice: 630_000 }) });
    }
    const answers = [];
    for (const [r, { client, id }] of rounds.entries()) {
      // The owner's row held, as every change to their bids takes it: both queue there, and the
      // one sent first (alternating by round) mostly goes first.
      const winning = () => h.send(managers[0], '/bid/update-bid-status', { bidId: id, status: BID_STATUS.win, confirm: 2 });
      const cancelling = () => h.send(client, '/bid/update-bid-status', { bidId: id, status: BID_STATUS.cancel });
      const [won, cancelled] = await released(sql`SELECT id FROM users WHERE id = ${client.id} FOR NO KEY UPDATE`, 2, () => {
        if (r % 2 === 0) return [winning(), cancelling()];
        const c = cancelling();
        return [winning(), c];
      });
      answers.push(won!, cancelled!);
    }
    const outcomes = new Set<number>();
    for (const [r, { client, id }] of rounds.entries()) {
      const won = answers[r * 2]!;
      const cancelled = answers[r * 2 + 1]!;
      const row = await h.bidRow(id);
      const logs = await h.logsOf(id);
      const ledger = await h.ledgerOfBid(id);
      outcomes.add(row.status);
      if (row.status === BID_STATUS.win) {
        expect([won.statusCode, cancelled.statusCode]).toEqual([200, 409]);
        expect(cancelled.json()).toEqual({ success: false, message: 'cancel_not_allowed' });
        expect(logs.map((l) => l.event)).toEqual(['won']);
        expect(ledger.map((e) => e.amount)).toEqual([-630_000]);
        expect(await h.purchaseOf(id)).toMatchObject({ status: null, price: 630_000 });
      } else {
        expect(row.status).toBe(BID_STATUS.cancel);
        expect([won.statusCode, cancelled.statusCode]).toEqual([409, 200]);
        expect(won.json()).toEqual({ success: false, message: 'bid_not_editable' });
        expect(logs.map((l) => l.event)).toEqual(['cancelled']);
        expect(ledger).toEqual([]);
        expect(await h.purchaseOf(id)).toBeNull();
      }
      const [money] = await ledgerAgainstWins(h.db(), [client.id]);
      expect(money!.ledger + money!.wins).toBe(0);
    }
    // Whichever came first, nothing else is possible.
    expect([...outcomes].every((s) => s === BID_STATUS.win || s === BID_STATUS.cancel)).toBe(true);
    console.info(`win vs cancel: ${[...outcomes].join(', ')} seen`);
  });
});
