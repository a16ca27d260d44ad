import { isIPv4, isIPv6 } from 'node:net';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimitEvents } from '../db/schema.js';
import * as clock from './clock.js';

/**
 * Rate limits counted in PostgreSQL (rate_limit_events) rather than in memory, so a limit holds
 * across every instance behind the load balancer and survives restarts (DESIGN.md §3). A limit
 * is a key (a string: new kinds of limit need no schema change) and a number of events within a
 * sliding window.
 */
export const LIMITS = {
  // Failed logins per account per 15 minutes, whatever the IP: rotating addresses gains nothing.
  loginAccount: { max: 10, windowMs: 15 * 60_000 },
  // Failed logins per client network per 15 minutes, whatever the account: stops spraying one
  // password over many accounts.
  loginIp: { max: 10, windowMs: 15 * 60_000 },
  // Attempts on locked logins per client network per 15 minutes whose password is still checked
  // (a right one mails a sign-in link, docs/decisions/014); past it nothing is checked: a locked
  // login must not become a free way to make the server hash passwords.
  loginLockedIp: { max: 100, windowMs: 15 * 60_000 },
  // Sign-up attempts per client network per hour: mass accounts and probing for taken addresses.
  signup: { max: 10, windowMs: 60 * 60_000 },
  // 5 verification/reset e-mails per account per hour: stops using the portal to flood a mailbox.
  email: { max: 5, windowMs: 60 * 60_000 },
  // 10 wrong old passwords per account per 15 minutes (a stolen session must not brute-force it).
  passwordChange: { max: 10, windowMs: 15 * 60_000 },
  // Wrong access codes per visitor and shared link per hour: one guesser locks only themself.
  shareCodeVisitor: { max: 10, windowMs: 60 * 60_000 },
  // Wrong codes per shared link per hour from everyone: 6 digits must not fall to a guess spread
  // over many addresses. 100 an hour is 1 in 10,000 a day; then the link is locked for the hour.
  shareCodeLink: { max: 100, windowMs: 60 * 60_000 },
} as const;

/**
 * The part of a client address that rate limits count. An IPv6 client usually holds a whole /64
 * (2^64 addresses), so IPv6 is counted per /64; IPv4-mapped IPv6 as the IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) lies past the /64 prefix: its content does not matter.
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const loginAccountKey = (email: string) => `login:account:${normalizeEmail(email)}`;
export const loginIpKey = (ip: string) => `login:ip:${clientNetwork(ip)}`;
/** Failures of one account from one network that signed in to it before (see login-limit.ts). */
export const loginDeviceKey = (email: string, ip: string) => `login:device:${normalizeEmail(email)}:${clientNetwork(ip)}`;
export const loginLockedIpKey = (ip: string) => `login:locked-ip:${clientNetwork(ip)}`;
export const signupKey = (ip: string) => `signup:${clientNetwork(ip)}`;
export const emailKey = (userId: number) => `email:${userId}`;
export const passwordChangeKey = (userId: number) => `password-change:${userId}`;
export const shareCodeKey = (pageType: string, lotId: number) => `share:${pageType}:${lotId}`;
export const shareVisitorKey = (pageType: string, lotId: number, ip: string) => `share:${pageType}:${lotId}:${clientNetwork(ip)}`;

const since = (windowMs: number) => new Date(clock.nowMs() - windowMs);

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
  const outcome = await reserveAttempt(db, [{ key, max, windowMs }]);
  return outcome.allowed;
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export type Reservation = { allowed: true; ids: number[] } | { allowed: false; limitedKey: string };

/**
 * Counts one attempt against several limits at once, before the attempt is checked: under
 * advisory locks on every key, refused when any limit is reached, else one event is recorded per
 * key. Counting first is what makes a burst of parallel guesses (on any number of instances)
 * stop at `max`: each in-flight guess already holds its place. When the attempt turns out
 * right, `releaseAttempt` takes the events back, so only failures remain counted.
 */
export async function reserveAttempt(db: DbOrTx, limits: Limit[]): Promise<Reservation> {
  // Locks always taken in the same (sorted) order: two requests never wait on each other crosswise.
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const outcome = await db.transaction(async (tx): Promise<Reservation> => {
    for (const { key } of sorted) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    for (const { key, max, windowMs } of limits) {
      if ((await countEvents(tx, key, windowMs)) >= max) return { allowed: false, limitedKey: key };
    }
    const rows = await tx
      .insert(rateLimitEvents)
      .values(limits.map(({ key }) => ({ key })))
      .returning({ id: rateLimitEvents.id });
    return { allowed: true, ids: rows.map((r) => r.id) };
  });
  await pruneOldEvents(db);
  return outcome;
}

/** Takes back the events of a reservation whose attempt succeeded. */
export async function releaseAttempt(db: DbOrTx, reservation: Reservation): Promise<void> {
  if (reservation.allowed && reservation.ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, reservation.ids));
}

// Old events are deleted opportunistically instead of by a scheduler; at most once a minute per
// process keeps the (unindexed by time) delete off the hot path. No limit window exceeds a day.
const lastPrune = new WeakMap<object, number>();
async function pruneOldEvents(db: DbOrTx): Promise<void> {
  const now = clock.nowMs();
  if (now - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, now);
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, since(24 * 60 * 60_000)));
}
