// The results of a finished session from the provider's `stats` (decision 019), through the
// auction clock's results path (modules/auction-clock/apply-results.ts), so bids, statuses,
// live events and notices follow as with the demo feed. A lot keeps its provider id when it
// moves from `main` to `stats` (decision 012), so a session's results are its lots' ids.
import { sql } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { tokyoDayRange } from '../lots-core/lot-query.js';
import { isSoldStatus, ResultsNotReady, type FinishedSession, type ResultsFeed } from '../auction-clock/feeds.js';
import type { AjesClient } from './ajes-client.js';
import type { OnceLog } from './ajes-codes.js';
import { parseAjesRows, type ProviderLot } from './ajes-row.js';
import { buildSelect } from './ajes-sql.js';
import { runBounded } from './run-bounded.js';

/** Ids per `id IN (…)` request (the SQL builder's cap is 500). */
const IDS_PER_REQUEST = 250;

/**
 * A session's results usually follow within the hour. Until the end of its Japan-time day a
 * session the provider has no result for stays open; after that its lots get Unknown, and a
 * result published later still reaches them (ajes-sync.ts `applyLateResults`).
 */
export const RESULTS_WAIT_MS = 24 * 3_600_000;

/** The provider rows of `ids` in `stats`, checked; bad rows dropped (they are no result). */
export async function statsRowsByIds(client: AjesClient, ids: readonly number[], log?: OnceLog): Promise<ProviderLot[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) chunks.push(ids.slice(i, i + IDS_PER_REQUEST));
  const pages = await runBounded(chunks, 3, (chunk) =>
    client.query(buildSelect({ table: 'stats', where: [{ field: 'id', op: 'in', values: chunk }], limit: chunk.length })),
  );
  return pages.flatMap((rows) => parseAjesRows(rows, 'stats', log).lots);
}

/** A result row of the results path from a provider row: null while it has none. */
export function resultOf(lot: ProviderLot, lotNo: number): { lotNo: number; status: number; soldPrice: number | null } | null {
  if (lot.status === null) return null;
  if (isSoldStatus(lot.status)) return lot.soldPrice !== null && lot.soldPrice > 0 ? { lotNo, status: lot.status, soldPrice: lot.soldPrice } : null;
  return { lotNo, status: lot.status, soldPrice: null };
}

export function ajesResultsFeed(db: DbOrTx, client: AjesClient, now: Date, log?: OnceLog): ResultsFeed {
  return {
    async resultsFor(session: FinishedSession) {
      const { start, end } = tokyoDayRange(session.day);
      const held = await query<{ lot_no: number; provider_id: number | string }>(
        db,
        sql`SELECT lot_no, provider_id FROM lots
            WHERE kind = 'auction' AND auction_house_id = ${session.auctionHouseId} AND provider_id IS NOT NULL
              AND auction_date >= ${start.toISOString()}::timestamptz AND auction_date < ${end.toISOString()}::timestamptz
              AND lot_no = ANY(${sql.param(session.lots.map((l) => l.lotNo))}::int[])`,
      );
      const lotNoById = new Map(held.map((r) => [Number(r.provider_id), r.lot_no]));
      const rows = lotNoById.size > 0 ? await statsRowsByIds(client, [...lotNoById.keys()], log) : [];
      const results = rows.flatMap((lot) => {
        const lotNo = lotNoById.get(lot.providerId);
        const result = lotNo === undefined ? null : resultOf(lot, lotNo);
        return result ? [result] : [];
      });
      // Nothing yet for a session that ended lately: ask again next run rather than close it.
      if (results.length === 0 && lotNoById.size > 0 && now.getTime() - start.getTime() < RESULTS_WAIT_MS) {
        throw new ResultsNotReady(`no results yet for house ${session.auctionHouseId} on ${session.day}`);
      }
      return results;
    },
  };
}
