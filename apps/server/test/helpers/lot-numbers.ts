import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../src/db/client.js';
import { batches, generateLotRows, type GenerateLotsOptions } from '../../src/seed/lots-generator.js';
import { insertLots, type LotSeedRow } from '../../src/seed/lots-insert.js';

// Test lots are numbered from one sequence per database, never from the date or a random draw.
// A lot number is unique per auction session (lots_session_lot_key), and which sessions two
// generator runs share depends on the day they run: numbers drawn per session clashed on some
// days only (issue 18 §5). Numbers from a sequence differ whatever the sessions are.

/** Above every number the demo generator draws (sessions < 20,000, stock from 50,000). */
export const FIRST_TEST_LOT_NO = 600_000;

const created = new WeakMap<object, Promise<void>>();

function ensureSequence(db: DbOrTx): Promise<void> {
  let ready = created.get(db);
  if (!ready) {
    ready = db
      .execute(sql.raw(`CREATE SEQUENCE IF NOT EXISTS test_lot_numbers START WITH ${FIRST_TEST_LOT_NO}`))
      .then(
        () => undefined,
        // Two connections creating it at once: one of them finds it made by the other.
        (error: { code?: string; cause?: { code?: string } }) => {
          const code = error.code ?? error.cause?.code;
          if (code !== '23505' && code !== '42P07') throw error;
        },
      );
    created.set(db, ready);
  }
  return ready;
}

/** `count` lot numbers no other caller on this database gets (from its test_lot_numbers sequence). */
export async function takeLotNumbers(db: DbOrTx, count: number): Promise<number[]> {
  if (count <= 0) return [];
  await ensureSequence(db);
  const rows = await query<{ n: number | string }>(db, sql`SELECT nextval('test_lot_numbers') AS n FROM generate_series(1, ${count})`);
  return rows.map((r) => Number(r.n)).sort((a, b) => a - b);
}

/** Rows numbered by `next` instead of per session (numbers still rise within a session). */
export function* numberLots(rows: Iterable<LotSeedRow>, next: () => number): Generator<LotSeedRow> {
  for (const row of rows) yield { ...row, lotNo: next() };
}

/** The demo generator's lots written to a test database, numbered from its sequence. */
export async function generateTestLots(db: DbOrTx, opts: GenerateLotsOptions): Promise<{ inserted: number }> {
  const numbers = await takeLotNumbers(db, opts.auction + opts.stats + opts.stock);
  let i = 0;
  const next = () => {
    if (i >= numbers.length) throw new Error('the generator made more lots than it was asked for');
    return numbers[i++]!;
  };
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const batch of batches(numberLots(generateLotRows(opts), next), opts.batchSize ?? 1000)) {
      await insertLots(tx, batch);
      inserted += batch.length;
    }
  });
  return { inserted };
}
