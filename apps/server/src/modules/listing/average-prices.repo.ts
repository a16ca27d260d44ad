import { sql } from 'drizzle-orm';
import { AUCTION_STATUS } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { derivedFiguresChanged } from '../../lib/derived-generation.js';

const SOLD = sql`l.kind = 'auction' AND l.status IN (${AUCTION_STATUS.sold}, ${AUCTION_STATUS.soldNego}) AND l.sold_price IS NOT NULL`;

/**
 * Recomputes the average-price summary (mean sold price per model, year and grade) from the
 * results, for one model or for all. Call it when results arrive; listings only read the table.
 * Upsert plus delete rather than delete-then-insert: two refreshes running at once (two
 * instances recording results) both succeed instead of one failing on the primary key.
 */
export async function refreshAveragePrices(db: DbOrTx, modelId?: number): Promise<void> {
  const only = modelId === undefined ? sql`` : sql` AND l.model_id = ${modelId}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO average_prices (model_id, year, grade, sold_count, sold_sum)
      SELECT l.model_id, l.year, l.grade, count(*)::int, sum(l.sold_price)
      FROM lots l WHERE ${SOLD}${only}
      GROUP BY l.model_id, l.year, l.grade
      ON CONFLICT (model_id, year, grade) DO UPDATE SET sold_count = excluded.sold_count, sold_sum = excluded.sold_sum`);
    // Groups whose last sale was corrected away.
    await tx.execute(sql`
      DELETE FROM average_prices ap
      WHERE ${modelId === undefined ? sql`TRUE` : sql`ap.model_id = ${modelId}`}
        AND NOT EXISTS (SELECT 1 FROM lots l WHERE l.model_id = ap.model_id AND l.year = ap.year AND l.grade = ap.grade AND ${SOLD})`);
  });
  derivedFiguresChanged();
}
