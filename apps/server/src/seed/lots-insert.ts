// Bulk insert of lots: one INSERT … SELECT FROM unnest(array per column) per batch. The
// statement text is the same for every batch and carries 25 parameters whatever the batch
// size, which makes it several times faster than a multi-row VALUES list on PGlite (parsing
// and binding thousands of placeholders dominate there) and just as fast on PostgreSQL.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { lots } from '../db/schema.js';

export type LotSeedRow = Required<Omit<typeof lots.$inferInsert, 'id' | 'comment' | 'createdAt' | 'updatedAt' | 'past' | 'changedTx'>>;

type Column = [keyof LotSeedRow, string];
// Column name and PostgreSQL array type, in the order of the INSERT column list.
const COLUMNS: Column[] = [
  ['kind', 'text'], ['auctionHouseId', 'int'], ['auctionDate', 'timestamptz'], ['lotNo', 'int'], ['makerId', 'int'],
  ['modelId', 'int'], ['year', 'smallint'], ['engine', 'int'], ['chassisCode', 'text'], ['chassisNo', 'text'],
  ['grade', 'text'], ['color', 'text'], ['gearbox', 'text'], ['drive', 'text'], ['horsePower', 'int'],
  ['mileage', 'int'], ['equip', 'text'], ['condition', 'text'], ['conditionRank', 'smallint'], ['interiorGrade', 'text'],
  ['startPrice', 'bigint'], ['soldPrice', 'bigint'], ['status', 'int'], ['imageCount', 'smallint'], ['info', 'text'],
];
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const COLUMN_LIST = sql.raw(COLUMNS.map(([name]) => snake(name)).join(', '));

function columnValues(rows: readonly LotSeedRow[], name: keyof LotSeedRow): unknown[] {
  return rows.map((r) => {
    const v = r[name];
    return v instanceof Date ? v.toISOString() : v;
  });
}

export async function insertLots(db: DbOrTx, rows: readonly LotSeedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const arrays = COLUMNS.map(([name, type]) => sql`${sql.param(columnValues(rows, name))}::${sql.raw(type)}[]`);
  await db.execute(sql`INSERT INTO lots (${COLUMN_LIST}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
}
