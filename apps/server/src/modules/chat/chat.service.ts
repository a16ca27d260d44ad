import { CHAT_FLOOD_LIMIT, type BidChatResponse, type ChatSide } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { hitLimit } from '../../lib/rate-limit.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { canChange, canSee, isManager } from '../access/access.js';
import { insertEvent } from '../events/events.repo.js';
import * as repo from './chat.repo.js';
import { queueChatNotices } from '../notices/chat-notice.js';

// The bid chat (spec 2 §4 "Chat", §5; DESIGN.md §3): one chat per bid between its owner and the
// managers. Whoever may see the bid reads it (access.canSee; anyone else: 404, as for no bid);
// whoever may change the bid writes in it (access.canChange: the owner and the managers). A dealer
// follows a client's chat read-only, as the client's bids (spec 2 §1): the unread state and the
// messages stay the client's. Unread is kept per side; each message and each read is announced
// as a live event in its own transaction (modules/events).

const FLOOD_WINDOW_MS = 60_000;
const floodKey = (userId: number) => `chat:${userId}`;

/** The side a user reads and writes the chat from: managers as one desk, everyone else as the owner. */
export const viewerSide = (user: Pick<AuthUser, 'userType'>): ChatSide => (isManager(user) ? 'manager' : 'owner');

/** A chat message is the viewer's own when written by their side (a manager: any manager). */
export const isOwnMessage = (user: Pick<AuthUser, 'id' | 'userType'>, m: { side: ChatSide; authorId: number }): boolean =>
  isManager(user) ? m.side === 'manager' : m.authorId === user.id;

async function seenOwner(db: Db, user: AuthUser, bidId: number) {
  const owner = await repo.bidOwner(db, bidId);
  if (!owner || !canSee(user, owner)) throw notFound('bid_not_found');
  return owner;
}

/** GET /bid/chat. */
export async function getChat(db: Db, user: AuthUser, bidId: number): Promise<BidChatResponse> {
  await seenOwner(db, user, bidId);
  const [messages, isRead] = await Promise.all([repo.messagesOf(db, bidId), repo.isReadBy(db, bidId, viewerSide(user))]);
  return {
    chat: messages.map((m) => ({ id: m.id, text: m.text, time: m.createdAt.toISOString(), isOwn: isOwnMessage(user, m) })),
    isRead,
  };
}

/** PUT /bid/update-chat-status: the caller's side has read everything written so far. */
export async function markChatRead(db: Db, user: AuthUser, bidId: number): Promise<void> {
  const owner = await seenOwner(db, user, bidId);
  // A dealer reading a client's chat leaves the client's dot alone.
  if (!canChange(user, owner.id)) return;
  const side = viewerSide(user);
  await db.transaction(async (tx) => {
    const last = await repo.lastMessageId(tx, bidId);
    if (last > 0 && (await repo.markRead(tx, bidId, side, last))) {
      await insertEvent(tx, { type: 'chat.read', audience: 'bid', ownerId: owner.id, bidId, payload: { type: 'chat.read', bidId, side } });
    }
  });
}

/** POST /bid/save-chat: `text` is already trimmed and 1–2000 characters (contract chat/save-chat.ts). */
export async function saveChatMessage(db: Db, user: AuthUser, bidId: number, text: string): Promise<void> {
  const owner = await seenOwner(db, user, bidId);
  if (!canChange(user, owner.id)) throw forbidden('chat_read_only');
  // Counted in PostgreSQL (lib/rate-limit.ts), so the limit holds across instances; a refused
  // message is neither counted nor stored.
  if (!(await hitLimit(db, floodKey(user.id), CHAT_FLOOD_LIMIT, FLOOD_WINDOW_MS))) throw new AppError(429, 'chat_flood');
  const side = viewerSide(user);
  await db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, { bidId, authorId: user.id, side, text });
    // Writing answers what came before: the writer's side has read the chat.
    await repo.markRead(tx, bidId, side, message.id);
    // The other side is told by e-mail / Telegram if it has not read the message a few minutes on.
    await queueChatNotices(tx, message.id, message.createdAt);
    await insertEvent(tx, {
      type: 'chat.message', audience: 'bid', ownerId: owner.id, bidId,
      payload: { type: 'chat.message', bidId, side, authorId: user.id, message: { id: message.id, text: message.text, time: message.createdAt.toISOString() } },
    });
  });
}
