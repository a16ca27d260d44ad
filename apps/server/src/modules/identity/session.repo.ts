import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import * as clock from '../../lib/clock.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session behind an access-token hash together with its user (one indexed join per request). */
export async function findSessionByAccessHash(db: DbOrTx, accessHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.accessHash, accessHash))
    .limit(1);
  return row;
}

/** A session whose current or previous refresh hash matches, with its user. */
export async function findSessionByRefreshHash(db: DbOrTx, refreshHash: string, which: 'current' | 'previous') {
  const column = which === 'current' ? sessions.refreshHash : sessions.previousRefreshHash;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(column, refreshHash))
    .limit(1);
  return row;
}

/**
 * Rotates only if the refresh hash is still the current one: two concurrent rotations of the
 * same token cannot both win (the loser sees no row and falls back to the grace path).
 */
export async function rotateSession(
  db: DbOrTx,
  id: number,
  expectedRefreshHash: string,
  next: { refreshHash: string; accessHash: string; accessExpiresAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ ...next, previousRefreshHash: expectedRefreshHash, rotatedAt: clock.now() })
    .where(and(eq(sessions.id, id), eq(sessions.refreshHash, expectedRefreshHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function replaceAccessToken(db: DbOrTx, id: number, accessHash: string, accessExpiresAt: Date): Promise<void> {
  await db.update(sessions).set({ accessHash, accessExpiresAt }).where(eq(sessions.id, id));
}

export async function revokeSession(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, optionally keeping the one making the request. */
export async function revokeUserSessions(db: DbOrTx, userId: number, reason: string, exceptSessionId?: number): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db.update(sessions).set({ revokedAt: clock.now(), revokedReason: reason }).where(and(...conditions));
}

/** The addresses the account (by e-mail) opened its most recent sessions from, within `withinMs`. */
export async function recentSessionIps(db: DbOrTx, email: string, withinMs: number): Promise<string[]> {
  const rows = await db
    .select({ ip: sessions.ip })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), gt(sessions.createdAt, new Date(clock.nowMs() - withinMs))))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows.flatMap((r) => (r.ip ? [r.ip] : []));
}
