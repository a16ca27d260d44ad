import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';

export interface BidLogRow {
  createdAt: Date | string;
  event: string;
  status: number;
  amount: number | null;
  oldValue: string | null;
  newValue: string | null;
  actorName: string | null;
  actorRole: number | null;
  /** For 'group_won': the group and lot number of the bid whose Win caused it. */
  causeGroup: number | null;
  causeLotNo: number | null;
}

/** The bid's log, oldest first, with who did each change; null when there is no such bid. */
export async function bidLogRows(db: DbOrTx, bidId: number): Promise<BidLogRow[] | null> {
  const rows = await query<BidLogRow & { found: boolean }>(db, sql`
    SELECT l.created_at AS "createdAt", l.event, coalesce(l.status, b.status)::int AS status, l.amount,
      l.old_value AS "oldValue", l.new_value AS "newValue", u.full_name AS "actorName", u.role_id AS "actorRole",
      cb.bid_group AS "causeGroup", cl.lot_no AS "causeLotNo", TRUE AS found
    FROM bids b
    LEFT JOIN bid_logs l ON l.bid_id = b.id
    LEFT JOIN users u ON u.id = l.actor_id
    LEFT JOIN bids cb ON cb.id = l.cause_bid_id
    LEFT JOIN lots cl ON cl.id = cb.lot_id
    WHERE b.id = ${bidId}
    ORDER BY l.id`);
  if (rows.length === 0) return null;
  return rows.filter((r) => r.event !== null);
}
