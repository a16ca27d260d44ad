// Bulk insert of lots: one INSERT … SELECT FROM unnest(array per column) per batch. The
// statement text is the same for every batch and carries 26 parameters whatever the batch
// size, which makes it several times faster than a multi-row VALUES list on PGlite (parsing
// and binding thousands of placeholders dominate there) and just as fast on PostgreSQL.
import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../db/client.js';
import type { lots } from '../db/schema.js';
import { now } from '../lib/clock.js';

export type LotSeedRow = Required<Omit<typeof lots.$inferInsert, 'id' | 'comment' | 'createdAt' | 'updatedAt' | 'past' | 'changedTx' | 'providerId' | 'photoUrls'>>;

type Column = [keyof LotSeedRow, string];
// Column name and PostgreSQL array type, in the order of the INSERT column list.
const COLUMNS: Column[] = [
  ['kind', 'text'], ['auctionHouseId', 'int'], ['auctionDate', 'timestamptz'], ['lotNo', 'int'], ['makerId', 'int'],
  ['modelId', 'int'], ['year', 'smallint'], ['engine', 'int'], ['chassisCode', 'text'], ['chassisNo', 'text'],
  ['grade', 'text'], ['color', 'text'], ['gearbox', 'text'], ['drive', 'text'], ['horsePower', 'int'],
  ['mileage', 'int'], ['equip', 'text'], ['condition', 'text'], ['conditionRank', 'smallint'], ['interiorGrade', 'text'],
  ['startPrice', 'bigint'], ['soldPrice', 'bigint'], ['status', 'int'], ['imageCount', 'smallint'], ['info', 'text'], ['fuel', 'text'],
];
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const COLUMN_LIST = sql.raw(COLUMNS.map(([name]) => snake(name)).join(', '));

function columnValues(rows: readonly LotSeedRow[], name: keyof LotSeedRow): unknown[] {
  return rows.map((r) => {
    const v = r[name];
    return v instanceof Date ? v.toISOString() : v;
  });
}

// The rows, with the server clock's "now" set for the statement's transaction: the trigger that
// marks past lots reads it (migration 0010), so a CLOCK_OFFSET moves what "past" means too.
const selectRows = (rows: readonly LotSeedRow[]) =>
  sql`SELECT u.* FROM (SELECT set_config('jauc.clock_now', ${now().toISOString()}, true)) AS clock,
        unnest(${sql.join(COLUMNS.map(([name, type]) => sql`${sql.param(columnValues(rows, name))}::${sql.raw(type)}[]`), sql`, `)}) AS u`;

export async function insertLots(db: DbOrTx, rows: readonly LotSeedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`INSERT INTO lots (${COLUMN_LIST}) ${selectRows(rows)}`);
}

/**
 * Inserts the auction lots not there yet and answers how many were new: a lot already present
 * (same house, session start and lot number, unique index lots_session_lot_key) is left as it is,
 * so two instances taking the same feed rows at once insert each lot once.
 */
export async function insertNewLots(db: DbOrTx, rows: readonly LotSeedRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [row] = await query<{ n: number }>(
    db,
    sql`WITH added AS (
          INSERT INTO lots (${COLUMN_LIST}) ${selectRows(rows)}
          ON CONFLICT (auction_house_id, auction_date, lot_no) WHERE kind = 'auction' DO NOTHING
          RETURNING 1)
        SELECT count(*)::int AS n FROM added`,
  );
  return row?.n ?? 0;
}
