// Fills the production-month tables (production_months, production_variants, production_colors)
// from the catalog, so GET /{pageType}/production-month is a lookup, and agrees with every
// chassis number the lot generator makes (both come from catalog-production.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { productionColorRows, productionMonthRows, productionVariantRows } from './catalog-production.js';
import { batches } from './lots-generator.js';

type Column<R> = [keyof R & string, string];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** INSERT … SELECT FROM unnest(one array per column) ON CONFLICT DO NOTHING, per batch of rows. */
async function insertRows<R extends object>(db: DbOrTx, table: string, columns: Column<R>[], rows: Iterable<R>): Promise<number> {
  const list = sql.raw(columns.map(([name]) => snake(name)).join(', '));
  let n = 0;
  for (const batch of batches(rows, 5000)) {
    const arrays = columns.map(([name, type]) => sql`${sql.param(batch.map((r) => r[name as keyof R]))}::${sql.raw(type)}[]`);
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (${list}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)}) ON CONFLICT DO NOTHING`);
    n += batch.length;
  }
  return n;
}

/**
 * Writes the catalog's production months. Idempotent (existing rows are kept), so the demo seed
 * and the benchmark seed can both call it; about 33,000 month rows and 1,600 variants.
 */
export async function seedProductionMonths(db: DbOrTx): Promise<{ months: number; variants: number }> {
  await insertRows(db, 'production_colors', [['colorNo', 'smallint'], ['code', 'text']], productionColorRows());
  const variants = await insertRows(
    db,
    'production_variants',
    [
      ['chassisCode', 'text'], ['variantNo', 'smallint'], ['gradeCode', 'text'], ['transmission', 'text'],
      ['modelSuffix', 'text'], ['trimCode', 'text'], ['catalogNo', 'text'], ['description', 'text'],
    ],
    productionVariantRows(),
  );
  const months = await insertRows(
    db,
    'production_months',
    [
      ['chassisCode', 'text'], ['serialFrom', 'int'], ['serialTo', 'int'], ['makerKey', 'text'], ['year', 'smallint'],
      ['month', 'smallint'], ['modelName', 'text'], ['engineNo', 'text'], ['modelPrefix', 'text'], ['colorCount', 'smallint'],
      ['variantCount', 'smallint'],
    ],
    productionMonthRows(),
  );
  return { months, variants };
}
