import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';

// Queries of the notice job (send-notices.ts). Times are the server clock's, passed in.

/** A claimed notice with what its message says: the recipient, the bid and its lot. */
export interface ClaimedNotice {
  id: number;
  key: string;
  channel: 'email' | 'telegram';
  kind: 'bid_result' | 'chat';
  attempts: number;
  bidStatus: number | null;
  chatMessageId: number | null;
  user: { id: number; email: string; fullName: string; language: number | null; userType: number; emailNotify: boolean; telegramChatId: number | null };
  bid: { id: number; status: number; amount: number; soldPrice: number | null };
  lot: { id: number; kind: 'auction' | 'stock'; lotNo: number; auctionDate: Date; status: number; house: string; maker: string; model: string; year: number };
}

/** A claimed saved-search alert (kind saved_search): the message was composed when queued. */
export interface ClaimedMessage {
  id: number;
  key: string;
  channel: 'email' | 'telegram';
  kind: 'saved_search';
  attempts: number;
  user: ClaimedNotice['user'];
  payload: { subject: string; text: string; html: string; link: string };
}

interface ClaimRow {
  id: string; key: string; channel: 'email' | 'telegram'; kind: 'bid_result' | 'chat' | 'saved_search'; attempts: number; bid_status: number | null; chat_message_id: string | null;
  user_id: number; email: string; full_name: string; language: number | null; user_type: number; bid_email_notify: boolean; chat_id: string | null;
  bid_id: number; status: number; amount: string; sold_price: string | null;
  payload: ClaimedMessage['payload'] | null;
  lot_id: number; lot_kind: 'auction' | 'stock'; lot_no: number; auction_date: string | Date; lot_status: number; house: string; maker: string; model: string; year: number;
}

/**
 * Claims up to `limit` due pending notices: counts the attempt and moves their next attempt to
 * `leaseUntil`, so no other run takes them while this one sends. FOR UPDATE SKIP LOCKED: two
 * instances claiming at once take disjoint rows (one waits for neither) and, once this statement
 * commits, the moved `next_attempt_at` keeps them out of every later claim until the lease ends.
 * A run that dies mid-send leaves its rows to be claimed again after the lease.
 */
export async function claimDueNotices(db: DbOrTx, now: Date, leaseUntil: Date, limit: number): Promise<(ClaimedNotice | ClaimedMessage)[]> {
  const rows = await query<ClaimRow>(
    db,
    sql`WITH claimed AS (
          UPDATE notices n SET attempts = n.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
          WHERE n.id IN (
            SELECT id FROM notices WHERE state = 'pending' AND next_attempt_at <= ${now.toISOString()}::timestamptz
            ORDER BY next_attempt_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING n.*)
        SELECT c.id::text, c.key, c.channel, c.kind, c.attempts, c.bid_status, c.chat_message_id::text, c.payload,
               u.id AS user_id, u.email, u.full_name, u.language, u.user_type, u.bid_email_notify, tl.chat_id::text AS chat_id,
               b.id AS bid_id, b.status, b.amount::text, b.sold_price::text,
               l.id AS lot_id, l.kind AS lot_kind, l.lot_no, l.auction_date, l.status AS lot_status, h.name AS house,
               mk.name AS maker, md.name AS model, l.year
        FROM claimed c
        JOIN users u ON u.id = c.user_id
        LEFT JOIN telegram_links tl ON tl.user_id = c.user_id
        LEFT JOIN bids b ON b.id = c.bid_id
        LEFT JOIN lots l ON l.id = b.lot_id
        LEFT JOIN auction_houses h ON h.id = l.auction_house_id
        LEFT JOIN makers mk ON mk.id = l.maker_id
        LEFT JOIN models md ON md.id = l.model_id
        ORDER BY c.id`,
  );
  return rows.map((r): ClaimedNotice | ClaimedMessage => {
    const user = {
      id: r.user_id, email: r.email, fullName: r.full_name, language: r.language, userType: r.user_type, emailNotify: r.bid_email_notify,
      telegramChatId: r.chat_id === null ? null : Number(r.chat_id),
    };
    if (r.kind === 'saved_search') return { id: Number(r.id), key: r.key, channel: r.channel, kind: r.kind, attempts: r.attempts, user, payload: r.payload! };
    return {
    id: Number(r.id), key: r.key, channel: r.channel, kind: r.kind, attempts: r.attempts, bidStatus: r.bid_status,
    chatMessageId: r.chat_message_id === null ? null : Number(r.chat_message_id),
    user,
    bid: { id: r.bid_id, status: r.status, amount: Number(r.amount), soldPrice: r.sold_price === null ? null : Number(r.sold_price) },
    lot: {
      id: r.lot_id, kind: r.lot_kind, lotNo: r.lot_no, auctionDate: new Date(r.auction_date), status: r.lot_status, house: r.house,
      maker: r.maker, model: r.model, year: r.year,
    },
    };
  });
}

export async function markSent(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE notices SET state = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = NULL WHERE id = ${id}`);
}

/** Not sent and never to be: `reason` says why (the bid moved on, the message was read, ...). */
export async function markSkipped(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db.execute(sql`UPDATE notices SET state = 'skipped', last_error = ${reason} WHERE id = ${id}`);
}

/** A failed send: tried again at `retryAt`, or given up (`retryAt` null: state failed). */
export async function markFailed(db: DbOrTx, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.execute(sql`UPDATE notices SET last_error = ${error.slice(0, 500)},
    state = ${retryAt ? 'pending' : 'failed'}, next_attempt_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at)
    WHERE id = ${id}`);
}

/** Deletes settled notices (sent, skipped, failed) queued before `before`: the outbox stays small. */
export async function pruneNotices(db: DbOrTx, before: Date): Promise<number> {
  const rows = await query<{ n: number }>(
    db,
    sql`WITH gone AS (DELETE FROM notices WHERE state <> 'pending' AND created_at < ${before.toISOString()}::timestamptz RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return rows[0]?.n ?? 0;
}
