import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { averagePrices, lots } from '../../db/schema.js';

/** The mean sold price of the lot's maker, model, year and grade, from the summary table. */
export async function averagePriceOf(db: DbOrTx, lot: { modelId: number; year: number; grade: string }): Promise<number | null> {
  const [row] = await db
    .select({ avg: sql<string | number | null>`round(${averagePrices.soldSum}::numeric / nullif(${averagePrices.soldCount}, 0))` })
    .from(averagePrices)
    .where(and(eq(averagePrices.modelId, lot.modelId), eq(averagePrices.year, lot.year), eq(averagePrices.grade, lot.grade)));
  return row?.avg === null || row?.avg === undefined ? null : Number(row.avg);
}

/** Saves the manager's note on the lot as it is; false when there is no such lot. */
export async function saveLotComment(db: DbOrTx, lotId: number, comment: string): Promise<boolean> {
  const rows = await db.update(lots).set({ comment, updatedAt: new Date() }).where(eq(lots.id, lotId)).returning({ id: lots.id });
  return rows.length > 0;
}
