import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimitEvents } from '../db/schema.js';

/**
 * Rate limits counted in PostgreSQL (rate_limit_events) rather than in memory, so a limit holds
 * across every instance behind the load balancer and survives restarts (DESIGN.md §3).
 */
export const LIMITS = {
  // 10 failed logins per (account, IP) per 15 minutes.
  login: { max: 10, windowMs: 15 * 60_000 },
  // 5 verification/reset e-mails per account per hour: stops using the portal to flood a mailbox.
  email: { max: 5, windowMs: 60 * 60_000 },
  // 10 wrong old passwords per account per 15 minutes (a stolen session must not brute-force it).
  passwordChange: { max: 10, windowMs: 15 * 60_000 },
  // 10 wrong access codes per shared link per hour: 6 digits would otherwise fall to guessing.
  shareCode: { max: 10, windowMs: 60 * 60_000 },
} as const;

export const loginKey = (email: string, ip: string) => `login:${email.toLowerCase()}:${ip}`;
export const emailKey = (userId: number) => `email:${userId}`;
export const passwordChangeKey = (userId: number) => `password-change:${userId}`;
export const shareCodeKey = (pageType: string, lotId: number) => `share:${pageType}:${lotId}`;

const since = (windowMs: number) => new Date(Date.now() - windowMs);

/** Events recorded for `key` within the window. */
export async function countEvents(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since(windowMs))));
  return row?.n ?? 0;
}

/** True when `max` events already happened within the window (checked before doing the work). */
export async function isLimited(db: DbOrTx, key: string, max: number, windowMs: number): Promise<boolean> {
  return (await countEvents(db, key, windowMs)) >= max;
}

export async function recordEvent(db: DbOrTx, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ key });
  await pruneOldEvents(db);
}

/**
 * Counts one attempt and says whether it is allowed: at most `max` per window. The check and the
 * insert run in one transaction under an advisory lock on the key, so concurrent requests on
 * several instances cannot all slip through at `max - 1`. Refused attempts are not recorded.
 */
export async function hitLimit(db: DbOrTx, key: string, max: number, windowMs: number): Promise<boolean> {
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    if ((await countEvents(tx, key, windowMs)) >= max) return false;
    await tx.insert(rateLimitEvents).values({ key });
    return true;
  });
  await pruneOldEvents(db);
  return allowed;
}

// Old events are deleted opportunistically instead of by a scheduler; at most once a minute per
// process keeps the (unindexed by time) delete off the hot path. No limit window exceeds a day.
const lastPrune = new WeakMap<object, number>();
async function pruneOldEvents(db: DbOrTx): Promise<void> {
  const now = Date.now();
  if (now - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, now);
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, since(24 * 60 * 60_000)));
}
