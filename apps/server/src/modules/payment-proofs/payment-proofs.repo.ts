import { sql, type SQL } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { paymentProofs } from '../../db/schema.js';

// Queries of the proofs of payment. A proof is read with its owner (who may see it: access.ts)
// and, once recorded, the amount of the ledger entry booked from it.

export interface ProofRow {
  id: number; user_id: number; purchased_car_id: number | null; original_name: string; storage_key: string; content_type: string;
  size: number; state: 'waiting' | 'recorded' | 'rejected'; ledger_entry_id: number | null; amount: number | null; reject_reason: string | null;
  decided_at: Date | null; created_at: Date;
  owner_name: string; owner_email: string; owner_dealer_id: number | null; owner_language: number | null;
}

const SELECT = sql`
  SELECT p.id, p.user_id, p.purchased_car_id, p.original_name, p.storage_key, p.content_type, p.size, p.state, p.ledger_entry_id,
         le.amount::float8 AS amount, p.reject_reason, p.decided_at, p.created_at,
         u.full_name AS owner_name, u.email AS owner_email, u.dealer_id AS owner_dealer_id, u.language AS owner_language
  FROM payment_proofs p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN ledger_entries le ON le.id = p.ledger_entry_id`;

const normal = (r: ProofRow): ProofRow => ({
  ...r, decided_at: r.decided_at === null ? null : new Date(r.decided_at), created_at: new Date(r.created_at),
  amount: r.amount === null ? null : Number(r.amount),
});

/**
 * One proof; `lock` takes its row until the transaction ends (FOR UPDATE OF p): two managers
 * deciding it at once decide one after the other, and the second finds it decided.
 */
export async function findProof(db: DbOrTx, id: number, lock = false): Promise<ProofRow | null> {
  const [row] = await query<ProofRow>(db, sql`${SELECT} WHERE p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  return row ? normal(row) : null;
}

/** The proofs matching `where` (on `p` and `u`), oldest first: the managers' queue reads in arrival order. */
export async function listProofs(db: DbOrTx, where: SQL, limit = 100): Promise<ProofRow[]> {
  const rows = await query<ProofRow>(db, sql`${SELECT} WHERE ${where} ORDER BY p.created_at, p.id LIMIT ${limit}`);
  return rows.map(normal);
}

export async function insertProof(db: DbOrTx, values: typeof paymentProofs.$inferInsert): Promise<number> {
  const [row] = await db.insert(paymentProofs).values(values).returning({ id: paymentProofs.id });
  return row!.id;
}

export async function decideProof(
  db: DbOrTx, id: number,
  values: { state: 'recorded' | 'rejected'; ledgerEntryId?: number; rejectReason?: string; decidedById: number; decidedAt: Date },
): Promise<void> {
  await db.update(paymentProofs).set(values).where(sql`${paymentProofs.id} = ${id}`);
}

/** The account a proof is sent for: its owner and dealer, or null. */
export async function findAccount(db: DbOrTx, userId: number): Promise<{ id: number; dealerId: number | null; userType: number } | null> {
  const [row] = await query<{ id: number; dealer_id: number | null; user_type: number }>(db, sql`SELECT id, dealer_id, user_type FROM users WHERE id = ${userId}`);
  return row ? { id: row.id, dealerId: row.dealer_id, userType: row.user_type } : null;
}
