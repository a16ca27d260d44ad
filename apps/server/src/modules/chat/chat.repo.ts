import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ChatSide } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { bidChatReads, bids, chatMessages, users } from '../../db/schema.js';

/** A bid's owner and the owner's dealer (what access.canSee asks), or null for no such bid. */
export async function bidOwner(db: DbOrTx, bidId: number): Promise<{ id: number; dealerId: number | null } | null> {
  const [row] = await db.select({ id: bids.userId, dealerId: users.dealerId }).from(bids).innerJoin(users, eq(users.id, bids.userId)).where(eq(bids.id, bidId));
  return row ?? null;
}

export async function messagesOf(db: DbOrTx, bidId: number) {
  return db
    .select({ id: chatMessages.id, text: chatMessages.text, side: chatMessages.side, authorId: chatMessages.authorId, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(eq(chatMessages.bidId, bidId))
    .orderBy(asc(chatMessages.id));
}

export async function insertMessage(tx: DbOrTx, values: { bidId: number; authorId: number; side: ChatSide; text: string }) {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  return row!;
}

/** The newest message of the bid's chat, 0 when it has none. */
export async function lastMessageId(db: DbOrTx, bidId: number): Promise<number> {
  const [row] = await db.select({ id: sql<string | number | null>`max(${chatMessages.id})` }).from(chatMessages).where(eq(chatMessages.bidId, bidId));
  return Number(row?.id ?? 0);
}

/**
 * Marks the chat read for a side up to `messageId` (never back: a late, older mark keeps the
 * newer one). Answers whether anything changed.
 */
export async function markRead(tx: DbOrTx, bidId: number, side: ChatSide, messageId: number): Promise<boolean> {
  const rows = await tx
    .insert(bidChatReads)
    .values({ bidId, side, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [bidChatReads.bidId, bidChatReads.side],
      set: { lastReadMessageId: messageId },
      setWhere: sql`${bidChatReads.lastReadMessageId} < ${messageId}`,
    })
    .returning({ bidId: bidChatReads.bidId });
  return rows.length > 0;
}

/** Whether `side` has read every message the other side wrote on the bid. */
export async function isReadBy(db: DbOrTx, bidId: number, side: ChatSide): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.bidId, bidId), sql`${chatMessages.side} <> ${side}`, sql`${chatMessages.id} > coalesce((
      SELECT ${bidChatReads.lastReadMessageId} FROM ${bidChatReads} WHERE ${bidChatReads.bidId} = ${bidId} AND ${bidChatReads.side} = ${side}), 0)`));
  return (row?.n ?? 0) === 0;
}

export interface ChatSummary {
  /** The last message's text, null when the chat is empty. */
  message: string | null;
  /** False while the other side wrote a message this side has not read. */
  isRead: boolean;
}

/**
 * For the bid lists (spec 2 §3 `message`, `isRead`): two columns of the bid whose id is `bidId`,
 * `chat_message` (its chat's last message, null when the chat is empty) and `chat_unread` (the
 * other side wrote a message `side` has not read), by the chat_messages (bid_id, id) index. For
 * a statement that reads the bids themselves, so a page of bids is read in one round trip.
 */
export function chatSummaryColumns(bidId: SQL, side: ChatSide): SQL {
  return sql`(SELECT m.text FROM chat_messages m WHERE m.bid_id = ${bidId} ORDER BY m.id DESC LIMIT 1) AS chat_message,
    EXISTS (SELECT 1 FROM chat_messages m WHERE m.bid_id = ${bidId} AND m.side <> ${side}
      AND m.id > coalesce((SELECT r.last_read_message_id FROM bid_chat_reads r WHERE r.bid_id = ${bidId} AND r.side = ${side}), 0)) AS chat_unread`;
}

/** A row's chat summary from the columns of chatSummaryColumns. */
export const chatSummaryOf = (r: { chat_message: string | null; chat_unread: boolean }): ChatSummary => ({ message: r.chat_message, isRead: !r.chat_unread });
