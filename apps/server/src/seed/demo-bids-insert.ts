// Writes planned bids (demo-bids-plan.ts) in bulk: bids, then their log entries, each kind with
// one INSERT … SELECT FROM unnest(array per column) per batch (as lots-insert.ts, for the same
// reason: a fixed statement text with a few parameters whatever the batch size). Then each Win
// is recorded through the manager's Win (modules/bid/win.ts), so a seeded Win brings what a real
// one does: the group rule, a purchased car and one Car Purchase debit.
import { sql, type SQL } from 'drizzle-orm';
import { query, type DbOrTx, type Tx } from '../db/client.js';
import { lockBidWithLot } from '../modules/bid/bid-manage.repo.js';
import { applyWin } from '../modules/bid/win.js';
import type { PlannedBid } from './demo-bids-plan.js';
import { batches } from './lots-generator.js';

const arr = (values: unknown[], type: string): SQL => sql`${sql.param(values)}::${sql.raw(type)}[]`;
const iso = (d: Date) => d.toISOString();

/** Inserts the bids and their logs; answers the new bid ids by "user:lot". */
export async function insertPlannedBids(db: DbOrTx, planned: readonly PlannedBid[], batchSize = 5000): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(planned, batchSize)) {
    const rows = await query<{ id: number; user_id: number; lot_id: number }>(
      db,
      sql`INSERT INTO bids (user_id, lot_id, amount, status, bid_group, export_type, placed_by_id, sold_price, adjustment_price, auto_bid, created_at, updated_at)
          SELECT * FROM unnest(${arr(batch.map((b) => b.userId), 'int')}, ${arr(batch.map((b) => b.lotId), 'int')},
            ${arr(batch.map((b) => b.amount), 'bigint')}, ${arr(batch.map((b) => b.status), 'smallint')},
            ${arr(batch.map((b) => b.bidGroup), 'int')}, ${arr(batch.map((b) => b.exportType), 'smallint')},
            ${arr(batch.map((b) => b.placedById), 'int')}, ${arr(batch.map((b) => b.soldPrice), 'bigint')},
            ${arr(batch.map((b) => b.adjustmentPrice), 'bigint')}, ${arr(batch.map((b) => b.autoBid), 'boolean')},
            ${arr(batch.map((b) => iso(b.createdAt)), 'timestamptz')}, ${arr(batch.map((b) => iso(b.updatedAt)), 'timestamptz')})
          RETURNING id, user_id, lot_id`,
    );
    for (const r of rows) ids.set(`${r.user_id}:${r.lot_id}`, Number(r.id));
  }
  const logs = planned.flatMap((b) =>
    b.logs.map((l) => ({ ...l, bidId: ids.get(`${b.userId}:${b.lotId}`)!, causeBidId: l.causeLotId === undefined ? null : (ids.get(`${b.userId}:${l.causeLotId}`) ?? null) })),
  );
  for (const batch of batches(logs, batchSize * 2)) {
    await db.execute(sql`INSERT INTO bid_logs (bid_id, actor_id, event, status, amount, old_value, new_value, cause_bid_id, created_at)
      SELECT * FROM unnest(${arr(batch.map((l) => l.bidId), 'int')}, ${arr(batch.map((l) => l.actorId), 'int')},
        ${arr(batch.map((l) => l.event), 'text')}, ${arr(batch.map((l) => l.status), 'smallint')}, ${arr(batch.map((l) => l.amount), 'bigint')},
        ${arr(batch.map((l) => l.oldValue), 'text')}, ${arr(batch.map((l) => l.newValue), 'text')},
        ${arr(batch.map((l) => l.causeBidId), 'int')}, ${arr(batch.map((l) => iso(l.at)), 'timestamptz')})`);
  }
  return ids;
}

/**
 * Records each planned Win with the manager's Win, then dates what it wrote (the bid, its 'won'
 * log entry, the purchased car, the debit) at the moment the plan says the manager confirmed it:
 * the Win function stamps the server's now, and a demo history of last week's wins all booked
 * this morning would misstate the payments page.
 */
export async function recordPlannedWins(tx: Tx, planned: readonly PlannedBid[], ids: ReadonlyMap<string, number>): Promise<number> {
  const wins = planned.filter((b) => b.win !== null).sort((a, b) => a.win!.at.getTime() - b.win!.at.getTime());
  for (const b of wins) {
    const bid = await lockBidWithLot(tx, ids.get(`${b.userId}:${b.lotId}`)!);
    if (!bid) throw new Error(`planned win: bid of user ${b.userId} on lot ${b.lotId} not found`);
    await applyWin(tx, { id: b.win!.managerId }, bid, b.win!.soldPrice);
  }
  if (wins.length === 0) return 0;
  const bidIds = arr(wins.map((b) => ids.get(`${b.userId}:${b.lotId}`)!), 'int');
  const at = arr(wins.map((b) => iso(b.win!.at)), 'timestamptz');
  const dated = sql`SELECT * FROM unnest(${bidIds}, ${at}) AS w(bid_id, at)`;
  await tx.execute(sql`UPDATE bids b SET updated_at = w.at FROM (${dated}) w WHERE b.id = w.bid_id`);
  await tx.execute(sql`UPDATE bid_logs l SET created_at = w.at FROM (${dated}) w WHERE l.bid_id = w.bid_id AND l.event = 'won'`);
  await tx.execute(sql`UPDATE purchased_cars p SET created_at = w.at, updated_at = w.at FROM (${dated}) w WHERE p.bid_id = w.bid_id`);
  await tx.execute(sql`UPDATE ledger_entries e SET created_at = w.at FROM (${dated}) w WHERE e.bid_id = w.bid_id AND e.type = 'car_purchase'`);
  return wins.length;
}
