import { sql } from 'drizzle-orm';
import type { MailContent } from '../mail/templates.js';
import { query, type DbOrTx } from '../../db/client.js';
import { chatMail, chatTelegram, type NoticeSubject } from './notice-texts.js';
import type { ClaimedNotice } from './notices.repo.js';

// Notices of chat messages not read in time (DESIGN.md §3 "Chat, live updates and notices").
// Queued with the message (the chat service calls queueChatNotices in the transaction that saves
// it), due CHAT_NOTICE_DELAY_MS later; when due, a message its recipients' side has read by then
// is skipped, never sent. Recipients: a managers' message goes to the bid's owner; an owner's
// message to the owner's manager (users.manager_id) or, when the owner has none, to every manager
// (the managers answer as one desk). E-mail honours bidEmailNotify, Telegram needs a linked chat.

/** "A few minutes": long enough for a reply in an open chat to make the notice unnecessary. */
export const CHAT_NOTICE_DELAY_MS = 5 * 60_000;

/** Quoted in the notice up to this many characters (a message holds up to 2000). */
const QUOTE_CHARS = 500;

export async function queueChatNotices(tx: DbOrTx, messageId: number, now: Date): Promise<number> {
  const due = new Date(now.getTime() + CHAT_NOTICE_DELAY_MS);
  const [row] = await query<{ n: number }>(
    tx,
    sql`WITH queued AS (
          INSERT INTO notices (key, user_id, channel, kind, bid_id, chat_message_id, next_attempt_at, created_at)
          SELECT 'chat:' || m.id || ':' || r.id || ':' || c.channel, r.id, c.channel, 'chat', m.bid_id, m.id,
                 ${due.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
          FROM chat_messages m
          JOIN bids b ON b.id = m.bid_id
          JOIN users o ON o.id = b.user_id
          JOIN users r ON (m.side = 'manager' AND r.id = b.user_id)
                       OR (m.side = 'owner' AND r.user_type = 3 AND r.role_id <> 982 AND (o.manager_id IS NULL OR r.id = o.manager_id))
          CROSS JOIN (VALUES ('email'), ('telegram')) AS c(channel)
          WHERE m.id = ${messageId} AND r.id <> m.author_id
            AND CASE c.channel WHEN 'email' THEN r.bid_email_notify
                  ELSE EXISTS (SELECT 1 FROM telegram_links t WHERE t.user_id = r.id) END
          ON CONFLICT (key) DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM queued`,
  );
  return row?.n ?? 0;
}

interface MessageRow {
  text: string;
  author: string;
  read: boolean;
  newer: boolean;
}

/**
 * The chat notice's message, or why it is not sent: the recipients' side read it (`chat_read`),
 * or the same side wrote again since (`newer_message`: that message's own notice tells of both,
 * so a run of messages brings one notice).
 */
export async function chatNoticeOf(
  db: DbOrTx, n: Pick<ClaimedNotice, 'chatMessageId' | 'bid' | 'user'>, subject: NoticeSubject,
): Promise<{ mail: MailContent; telegram: string } | { skip: string }> {
  const [m] = await query<MessageRow>(
    db,
    sql`SELECT m.text, a.full_name AS author,
          coalesce((SELECT r.last_read_message_id >= m.id FROM bid_chat_reads r
                    WHERE r.bid_id = m.bid_id AND r.side = CASE m.side WHEN 'owner' THEN 'manager' ELSE 'owner' END), false) AS read,
          EXISTS (SELECT 1 FROM chat_messages x WHERE x.bid_id = m.bid_id AND x.side = m.side AND x.id > m.id) AS newer
        FROM chat_messages m JOIN users a ON a.id = m.author_id
        WHERE m.id = ${n.chatMessageId}`,
  );
  if (!m) return { skip: 'chat_message_gone' };
  if (m.read) return { skip: 'chat_read' };
  if (m.newer) return { skip: 'newer_message' };
  const message = m.text.length > QUOTE_CHARS ? `${m.text.slice(0, QUOTE_CHARS)}…` : m.text;
  const notice = { ...subject, from: m.author, message };
  return { mail: chatMail(n.user.language, notice), telegram: chatTelegram(n.user.language, notice) };
}
