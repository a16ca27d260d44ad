import { sql } from 'drizzle-orm';
import { USER_TYPE } from '@jauc/contract';
import { query, type Tx } from '../db/client.js';

// The demo ledger as a manager would have recorded it (issue 14 §4; DESIGN.md §3 "Money and
// purchases"): every remittance names its day and the manager who booked it (the account's manager),
// and a remittance that paid a won car's invoice (demo-bids.ts: `demo-payment:<bid id>`) links that
// bid and purchased car, so the payments page reads "Remittance: lot …" and the payment opens the
// car's invoice. The demo's rows are completed here once, while they are seeded, before anyone
// reads them: the ledger stays append-only for everything the portal books.

/** Answers the number of remittances completed. */
export async function completeDemoLedger(tx: Tx): Promise<number> {
  await tx.execute(sql`
    UPDATE ledger_entries e SET bid_id = p.bid_id, purchased_car_id = p.id
    FROM purchased_cars p
    WHERE e.type = 'remittance' AND e.idempotency_key = 'demo-payment:' || p.bid_id`);
  const [row] = await query<{ n: number }>(tx, sql`
    WITH done AS (
      UPDATE ledger_entries e
      SET entry_date = (e.created_at AT TIME ZONE 'Asia/Tokyo')::date,
          created_by = coalesce(u.manager_id, (SELECT min(m.id) FROM users m WHERE m.user_type = ${USER_TYPE.manager}))
      FROM users u
      WHERE u.id = e.user_id AND e.type = 'remittance' AND e.entry_date IS NULL
      RETURNING 1)
    SELECT count(*)::int AS n FROM done`);
  return row?.n ?? 0;
}
