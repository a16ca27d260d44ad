import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';

/** The channel every instance LISTENs on; the payload is the event's id. */
export const EVENTS_CHANNEL = 'jauc_events';

export type Audience = 'bid' | 'managers' | 'user';

export interface NewEvent {
  type: string;
  audience: Audience;
  /** The bid's owner ('bid') or the one user ('user'). */
  ownerId: number | null;
  bidId: number | null;
  payload: Record<string, unknown>;
}

export interface EventRow {
  id: number;
  audience: Audience;
  ownerId: number | null;
  /** The owner's dealer, read when the event is sent (access.canSee needs it). */
  dealerId: number | null;
  payload: Record<string, unknown>;
}

/**
 * Writes an event and announces it, inside the caller's transaction: PostgreSQL delivers the
 * notification only if and when the transaction commits, so no instance sends an event whose
 * change was rolled back, and none misses one that committed.
 */
export async function insertEvent(tx: DbOrTx, e: NewEvent): Promise<number> {
  const [row] = await query<{ id: number }>(tx, sql`
    WITH e AS (
      INSERT INTO events (type, audience, owner_id, bid_id, payload)
      VALUES (${e.type}, ${e.audience}, ${e.ownerId}, ${e.bidId}, ${JSON.stringify(e.payload)}::jsonb) RETURNING id)
    SELECT id, pg_notify(${EVENTS_CHANNEL}, id::text) FROM e`);
  return Number(row!.id);
}

const SELECT_ROWS = sql`SELECT e.id, e.audience, e.owner_id AS "ownerId", u.dealer_id AS "dealerId", e.payload
  FROM events e LEFT JOIN users u ON u.id = e.owner_id`;

const toRow = (r: EventRow): EventRow => ({ ...r, id: Number(r.id) });

/** The events announced by these ids (as notified), oldest first. */
export async function eventsByIds(db: DbOrTx, ids: number[]): Promise<EventRow[]> {
  const rows = await query<EventRow>(db, sql`${SELECT_ROWS} WHERE e.id = ANY(${sql.param(ids)}::bigint[]) ORDER BY e.id`);
  return rows.map(toRow);
}

/** Events after `afterId` (a LISTEN connection that broke and came back catches up with them). */
export async function eventsAfter(db: DbOrTx, afterId: number, limit: number): Promise<EventRow[]> {
  const rows = await query<EventRow>(db, sql`${SELECT_ROWS} WHERE e.id > ${afterId} ORDER BY e.id LIMIT ${limit}`);
  return rows.map(toRow);
}

/**
 * A resuming stream's events after `afterId` that may concern the viewer: everything for a
 * manager; for others the events of their own and (dealers) their clients' objects. The caller
 * still asks access.canSee of each, as for a live event.
 */
export async function replayEvents(db: DbOrTx, viewer: { id: number; manager: boolean }, afterId: number, limit: number): Promise<EventRow[]> {
  const mine = viewer.manager
    ? sql`TRUE`
    : sql`(e.owner_id = ${viewer.id} OR e.owner_id IN (SELECT id FROM users WHERE dealer_id = ${viewer.id}))`;
  const rows = await query<EventRow>(db, sql`${SELECT_ROWS} WHERE e.id > ${afterId} AND ${mine} ORDER BY e.id LIMIT ${limit}`);
  return rows.map(toRow);
}

/** The oldest and newest event ids kept (0 when there is none). */
export async function eventIdRange(db: DbOrTx): Promise<{ min: number; max: number }> {
  const [row] = await query<{ min: string | number | null; max: string | number | null }>(db, sql`SELECT min(id) AS min, max(id) AS max FROM events`);
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

export async function pruneEvents(db: DbOrTx, olderThanMs: number): Promise<void> {
  await db.execute(sql`DELETE FROM events WHERE created_at < clock_timestamp() - make_interval(secs => ${olderThanMs / 1000})`);
}

/** The sessions among `ids` that are still live, with their users' current access-relevant fields. */
export async function liveSessions(db: DbOrTx, ids: number[], now: Date): Promise<Array<{ id: number; userType: number; roleId: number }>> {
  return query(db, sql`SELECT s.id, u.user_type AS "userType", u.role_id AS "roleId" FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = ANY(${sql.param(ids)}::int[]) AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz`);
}
