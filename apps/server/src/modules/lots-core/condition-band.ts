import { sql, type SQL } from 'drizzle-orm';
import { CONDITION_BAND_NAMES, CONDITION_BANDS } from '@jauc/contract';

// The condition band of a grade rank in SQL (price history, issue 21 §3): the same bands as the
// contract's conditionBandOf, so the listing's summary line and the lot page's figures agree.

/**
 * `(CASE WHEN rank BETWEEN 10 AND 12 THEN 'excellent' … END)` over a condition_rank expression.
 * Literals, not parameters: the same text in SELECT and GROUP BY must be one expression.
 */
export function conditionBandSql(rank: SQL): SQL {
  const whens = CONDITION_BAND_NAMES.map(
    (band) => sql`WHEN ${rank} BETWEEN ${sql.raw(String(CONDITION_BANDS[band].min))} AND ${sql.raw(String(CONDITION_BANDS[band].max))} THEN ${sql.raw(`'${band}'`)}`,
  );
  return sql`(CASE ${sql.join(whens, sql` `)} ELSE 'repaired' END)`;
}
