import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { telegramLinkCodes, telegramLinks, telegramPoll, users } from '../../db/schema.js';

// Queries of Telegram linking (telegram.service.ts, telegram-updates.ts). Times are passed in.

export async function findLink(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row ?? null;
}

/** Stores a new code for the user and voids the older ones: only the last code shown works. */
export async function replaceLinkCode(tx: DbOrTx, userId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await tx.delete(telegramLinkCodes).where(eq(telegramLinkCodes.userId, userId));
  await tx.insert(telegramLinkCodes).values({ codeHash, userId, expiresAt });
}

/**
 * Uses the code once: answers its user, or null when the code is unknown, used or expired. The
 * update is the check, so two deliveries of one code cannot both use it.
 */
export async function useLinkCode(tx: DbOrTx, codeHash: string, now: Date) {
  const [row] = await tx
    .update(telegramLinkCodes)
    .set({ usedAt: now })
    .where(and(eq(telegramLinkCodes.codeHash, codeHash), isNull(telegramLinkCodes.usedAt), gt(telegramLinkCodes.expiresAt, now)))
    .returning({ userId: telegramLinkCodes.userId });
  if (!row) return null;
  const [user] = await tx.select({ id: users.id, email: users.email, language: users.language }).from(users).where(eq(users.id, row.userId));
  return user ?? null;
}

export async function saveLink(tx: DbOrTx, userId: number, chatId: number, now: Date): Promise<void> {
  await tx
    .insert(telegramLinks)
    .values({ userId, chatId, linkedAt: now })
    .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId, linkedAt: now } });
}

export async function deleteLink(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId));
}

/** `/stop` in a chat: every account linked to it lets go. Answers how many. */
export async function deleteLinksOfChat(db: DbOrTx, chatId: number): Promise<number> {
  const rows = await db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId });
  return rows.length;
}

export async function readOffset(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ nextOffset: telegramPoll.nextOffset }).from(telegramPoll).where(eq(telegramPoll.id, 1));
  return row?.nextOffset ?? 0;
}

/**
 * Moves the offset past `updateId` unless another run did already: answers false then, and the
 * caller leaves the update alone (each update is handled once, whichever instance reads it).
 */
export async function takeUpdate(tx: DbOrTx, updateId: number): Promise<boolean> {
  const rows = await query<{ taken: number }>(tx, sql`
    INSERT INTO telegram_poll (id, next_offset) VALUES (1, ${updateId + 1})
    ON CONFLICT (id) DO UPDATE SET next_offset = excluded.next_offset WHERE telegram_poll.next_offset <= ${updateId}
    RETURNING 1 AS taken`);
  return rows.length > 0;
}
