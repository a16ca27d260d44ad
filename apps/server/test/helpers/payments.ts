import { asc, eq } from 'drizzle-orm';
import { tokyoParts } from '@jauc/contract';
import { ledgerEntries, userLogs } from '../../src/db/schema.js';
import { nowMs } from '../../src/lib/clock.js';
import { createUser, signIn } from './fixtures.js';
import { ORIGIN, type TestApp } from './test-app.js';

// Shared by the payments and clients tests: signed-in users, the calls, and what a call left in
// the ledger and the account's log.

export type Who = { id: number; cookie: string; email: string };

export function paymentHelpers(get: () => TestApp) {
  const db = () => get().database.db;
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    get().app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });

  async function newUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<Who> {
    const u = await createUser(db(), { creditLimit: 1_000_000, dailyBidLimit: 100, ...overrides });
    return { id: u.id, cookie: await signIn(get().app, u.email, u.password), email: u.email };
  }

  const today = () => tokyoParts(new Date(nowMs())).date;
  let keys = 0;
  const deposit = (who: Who | null, body: Record<string, unknown>) =>
    call(who, 'POST', '/payments/deposit', { amount: 100_000, date: today(), description: '', idempotencyKey: `key-${Date.now()}-${++keys}`, ...body });
  const entriesOf = (userId: number) => db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId)).orderBy(asc(ledgerEntries.id));
  const logsOf = (userId: number) =>
    db().select({ event: userLogs.event, actorId: userLogs.actorId, oldValue: userLogs.oldValue, newValue: userLogs.newValue })
      .from(userLogs).where(eq(userLogs.userId, userId)).orderBy(asc(userLogs.id));

  return { db, call, newUser, today, deposit, entriesOf, logsOf };
}
