import { asc, eq, sql } from 'drizzle-orm';
import { BID_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../src/db/client.js';
import { bidLogs, bids, ledgerEntries, purchasedCars } from '../../src/db/schema.js';
import { createUser, signIn } from './fixtures.js';
import { ORIGIN, type TestApp } from './test-app.js';

// Shared by the bid desk tests (bid-manage*.test.ts): signed-in users, bids put straight in the
// table, and what a change left in the log, the purchases and the ledger.

export type Who = { id: number; cookie: string };

export function deskHelpers(get: () => TestApp) {
  const db = () => get().database.db;
  const send = (who: Who | null, url: string, payload: object) =>
    get().app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}) }, payload });

  async function newUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<Who> {
    const u = await createUser(db(), { creditLimit: 5_000_000, dailyBidLimit: 100, ...overrides });
    return { id: u.id, cookie: await signIn(get().app, u.email, u.password) };
  }

  async function bid(userId: number, lotId: number, values: Partial<typeof bids.$inferInsert> = {}): Promise<number> {
    const [row] = await db().insert(bids).values({ userId, lotId, amount: 500_000, status: BID_STATUS.bid, exportType: 1, ...values }).returning({ id: bids.id });
    return row!.id;
  }

  const bidRow = async (id: number) => (await db().select().from(bids).where(eq(bids.id, id)))[0]!;
  const logsOf = (bidId: number) =>
    db()
      .select({ event: bidLogs.event, actorId: bidLogs.actorId, status: bidLogs.status, oldValue: bidLogs.oldValue, newValue: bidLogs.newValue, causeBidId: bidLogs.causeBidId })
      .from(bidLogs).where(eq(bidLogs.bidId, bidId)).orderBy(asc(bidLogs.id));
  const purchaseOf = async (bidId: number) => (await db().select().from(purchasedCars).where(eq(purchasedCars.bidId, bidId)))[0] ?? null;
  const ledgerOfBid = (bidId: number) =>
    db().select({ amount: ledgerEntries.amount, type: ledgerEntries.type, purchasedCarId: ledgerEntries.purchasedCarId, userId: ledgerEntries.userId })
      .from(ledgerEntries).where(eq(ledgerEntries.bidId, bidId)).orderBy(asc(ledgerEntries.id));

  return { db, send, newUser, bid, bidRow, logsOf, purchaseOf, ledgerOfBid };
}

/** Net car-purchase money per user and the sold prices of their Wins: the two must be opposite. */
export async function ledgerAgainstWins(db: DbOrTx, userIds: number[]): Promise<Array<{ userId: number; ledger: number; wins: number }>> {
  const rows = await query<{ user_id: number; ledger: string; wins: string }>(db, sql`
    SELECT u.id AS user_id,
      coalesce((SELECT sum(amount) FROM ledger_entries l WHERE l.user_id = u.id AND l.type = 'car_purchase'), 0)::text AS ledger,
      coalesce((SELECT sum(sold_price) FROM bids b WHERE b.user_id = u.id AND b.status = ${BID_STATUS.win}), 0)::text AS wins
    FROM users u WHERE u.id = ANY(${sql.param(userIds)}::int[]) ORDER BY u.id`);
  return rows.map((r) => ({ userId: Number(r.user_id), ledger: Number(r.ledger), wins: Number(r.wins) }));
}
