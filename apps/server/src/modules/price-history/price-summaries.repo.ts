import { sql } from 'drizzle-orm';
import { DEFAULT_PRICE_HISTORY_MONTHS } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { derivedFiguresChanged } from '../../lib/derived-generation.js';
import { conditionBandSql } from '../lots-core/condition-band.js';
import { periodStart } from './price-history.service.js';

/**
 * Rebuilds price_summaries: for every model, chassis code, year and condition band, the count and
 * median sold price of the results the lot page compares a car of that key with by default (year
 * ±1 — each sale counts for its year and the two next to it —, the last 6 months). One statement
 * set in one transaction: listings read the old rows until it commits, never a half-built table.
 * Answers the number of keys.
 */
export async function refreshPriceSummaries(db: DbOrTx, now: Date): Promise<number> {
  const from = periodStart(now, DEFAULT_PRICE_HISTORY_MONTHS);
  const keys = await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM price_summaries`);
    const result = (await tx.execute(sql`
      INSERT INTO price_summaries (model_id, chassis_code, year, band, sold_count, median)
      SELECT l.model_id, l.chassis_code, y.year, ${conditionBandSql(sql`l.condition_rank`)} AS band, count(*)::int,
        round(percentile_cont(0.5) WITHIN GROUP (ORDER BY l.sold_price))::bigint
      FROM lots l CROSS JOIN LATERAL (VALUES (l.year - 1), (l.year), (l.year + 1)) AS y(year)
      WHERE l.kind = 'auction' AND l.status IN (4533, 4534) AND l.sold_price IS NOT NULL
        AND l.auction_date >= ${from.toISOString()}::timestamptz AND l.auction_date < ${now.toISOString()}::timestamptz
      GROUP BY 1, 2, 3, 4`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    return Number(result.rowCount ?? result.affectedRows ?? 0);
  });
  derivedFiguresChanged();
  return keys;
}
