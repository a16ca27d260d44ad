import { sql, type SQL } from 'drizzle-orm';
import { BID_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';

// Queueing notices (DESIGN.md §3 "Chat, live updates and notices"). A notice is queued in the
// transaction of the change it tells about, so a change that rolls back leaves no notice and a
// committed one always has it. One row per user, channel and cause: the unique `key` makes queueing
// the same cause again (a retried change, a re-run job) a no-op. E-mail honours the user's
// `bidEmailNotify`; Telegram goes to users who linked a chat (linking is the opt-in, unlinking the
// opt-out), whatever the e-mail setting.

/** The results a client is told about: Win, Finished and Don't bid. */
export const RESULT_STATUSES: readonly number[] = [BID_STATUS.win, BID_STATUS.finished, BID_STATUS.dontBid];
// The bid log events that set a status (modules/bid, modules/auction-clock); a log entry with a
// result status but another event (a sold price, an amount) is no new result.
const RESULT_EVENTS = ['won', 'group_won', 'status_changed', 'auction_finished'];

/** The newest bid log id: a change reads it first, then queues the results it logged after it. */
export async function lastBidLogId(tx: DbOrTx): Promise<number> {
  const [row] = await query<{ id: string | null }>(tx, sql`SELECT max(id)::text AS id FROM bid_logs`);
  return Number(row?.id ?? 0);
}

/**
 * Queues the notices of the result log entries of one owner's bids written after `afterLogId`
 * (a manager's change: the bid itself and, for a Win, the group's Don't bids). Entries another
 * transaction wrote meanwhile are results queued by their own writer: queueing them here too is a
 * no-op of the unique key.
 */
export function queueOwnerResultNotices(tx: DbOrTx, ownerId: number, afterLogId: number, now: Date): Promise<number> {
  return queueResultNotices(tx, sql`b.user_id = ${ownerId} AND l.id > ${afterLogId}`, now);
}

/** Queues the notices of the New bids on `lotIds` that the auction finished (the results job). */
export function queueFinishedBidNotices(tx: DbOrTx, lotIds: readonly number[], now: Date): Promise<number> {
  if (lotIds.length === 0) return Promise.resolve(0);
  return queueResultNotices(tx, sql`b.lot_id = ANY(${sql.param(lotIds)}::int[]) AND l.event = 'auction_finished'`, now);
}

async function queueResultNotices(tx: DbOrTx, scope: SQL, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await query<{ n: number }>(
    tx,
    sql`WITH queued AS (
          INSERT INTO notices (key, user_id, channel, kind, bid_id, bid_status, next_attempt_at, created_at)
          SELECT 'bid-result:' || l.id || ':' || c.channel, b.user_id, c.channel, 'bid_result', b.id, l.status, ${at}, ${at}
          FROM bid_logs l
          JOIN bids b ON b.id = l.bid_id
          JOIN users u ON u.id = b.user_id
          CROSS JOIN (VALUES ('email'), ('telegram')) AS c(channel)
          WHERE ${scope}
            AND l.status = ANY(${sql.param(RESULT_STATUSES)}::smallint[])
            AND l.event = ANY(${sql.param(RESULT_EVENTS)}::text[])
            AND CASE c.channel WHEN 'email' THEN u.bid_email_notify
                  ELSE EXISTS (SELECT 1 FROM telegram_links t WHERE t.user_id = u.id) END
          ON CONFLICT (key) DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM queued`,
  );
  return row?.n ?? 0;
}

/** A message composed by the module that queues it (a saved-search alert, issue 21 §4), sent as it is. */
export interface MessageNotice {
  /** Unique per cause: queueing the same key again is a no-op. */
  key: string;
  userId: number;
  channel: 'email' | 'telegram';
  /** Telegram sends `text`; e-mail sends subject, text and html. `link` is the message's main link (logged in dev only). */
  payload: { subject: string; text: string; html: string; link: string };
}

/** Queues composed messages (kind `saved_search`), in the caller's transaction. */
export async function queueMessageNotices(tx: DbOrTx, notices: MessageNotice[], now: Date): Promise<number> {
  if (notices.length === 0) return 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const values = notices.map((n) => sql`(${n.key}, ${n.userId}::int, ${n.channel}, 'saved_search', ${JSON.stringify(n.payload)}::jsonb, ${at}, ${at})`);
  const [row] = await query<{ n: number }>(
    tx,
    sql`WITH queued AS (
          INSERT INTO notices (key, user_id, channel, kind, payload, next_attempt_at, created_at)
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (key) DO NOTHING RETURNING 1)
        SELECT count(*)::int AS n FROM queued`,
  );
  return row?.n ?? 0;
}
