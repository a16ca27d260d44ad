// The AJES sync (decision 019): coming lots from `main`, stock from `one`, results history and
// late results from `stats`. Each sweep reads keyset pages (the next page is fetched while the
// current one is written), checks every row, skips and counts bad ones, and writes the rest; a
// provider failure fails the run with nothing of the failed page written and nothing removed.
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS } from '@jauc/contract';
import type { FastifyBaseLogger } from 'fastify';
import { query, type Db } from '../../db/client.js';
import { settleBids } from '../auction-clock/auction-clock.repo.js';
import { queueFinishedBidNotices } from '../notices/notice-queue.js';
import type { AjesClient } from './ajes-client.js';
import { onceLog, type OnceLog } from './ajes-codes.js';
import { pagesAfter, rawId, type AjesPage } from './ajes-pages.js';
import { resultOf, statsRowsByIds } from './ajes-results-feed.js';
import { parseAjesRows, type ProviderLot, type SkipReason } from './ajes-row.js';
import type { AjesCondition, AjesTable } from './ajes-sql.js';
import { providerCatalog, type ProviderCatalog } from './provider-catalog.js';
import { isKnownVehicleTerm, type VehicleTerm } from '../site/vehicle-terms.js';
import { providerLotRow } from './provider-lot-row.js';
import { markMissingRemoved, removableCount, unknownResultLots, upsertProviderLots, writeLateResults, type ProviderLotRow } from './provider-lots.repo.js';

export const ajesSyncTuning = {
  /** Rows per provider request (decision 012: a few hundred). */
  pageSize: 500,
  /** A run stops reading `stats` after this long and goes on at the next run (jobs expire at 15 min). */
  statsBudgetMs: 10 * 60_000,
  /** Late results are asked for the Unknown lots of this many days. */
  lateResultDays: 7,
  lateResultLots: 5_000,
  /**
   * A whole sweep listing fewer than this share of the lots we could mark removed is not
   * believed (a provider answering an empty or cut table): nothing is marked, a warning is logged.
   */
  minSweepShare: 0.5,
};

export interface SweepSummary extends Record<string, number | string | boolean> {
  offered: number;
  inserted: number;
  updated: number;
  skipped: number;
}

type Summary = Record<string, number | string | boolean>;

// Colour, gearbox and drive codes our table (site/vehicle-terms.ts) has no label for: shown as
// written, and logged once per process so the table can grow (bounded: a provider writing free
// text in these columns must not grow the set without end).
const unknownTerms = new Set<string>();
function unknownTerm(kind: VehicleTerm, code: string, log: Pick<FastifyBaseLogger, 'warn'>) {
  const key = `${kind}:${code}`;
  if (unknownTerms.has(key) || unknownTerms.size >= 1_000) return;
  unknownTerms.add(key);
  log.warn({ kind, code: code.slice(0, 60) }, 'ajes: no label for this code; shown as written');
}

/** Pages of a sweep, the next one already on its way while the caller writes the current one. */
async function* prefetched(pages: AsyncGenerator<AjesPage>): AsyncGenerator<AjesPage> {
  let next = pages.next();
  for (;;) {
    const current = await next;
    if (current.done) return;
    next = pages.next();
    // A failure of the page fetched ahead surfaces when it is awaited; unobserved until then.
    next.catch(() => undefined);
    yield current.value;
  }
}

/** Checks and writes one page; answers the good rows' provider ids. */
async function writePage(
  db: Db,
  catalog: ProviderCatalog,
  rows: readonly unknown[],
  table: AjesTable,
  now: Date,
  log: OnceLog,
  logger: Pick<FastifyBaseLogger, 'warn'>,
  counts: SweepSummary,
  reasons: Partial<Record<SkipReason | 'no_price', number>>,
  keep: (lot: ProviderLot) => boolean = () => true,
): Promise<number[]> {
  const page = parseAjesRows(rows, table, log);
  counts.offered += rows.length;
  counts.skipped += page.skipped;
  for (const [reason, n] of Object.entries(page.reasons)) reasons[reason as SkipReason] = (reasons[reason as SkipReason] ?? 0) + n;
  // One row per provider id (the first), as the provider should send anyway.
  const unique = new Map<number, ProviderLot>();
  for (const lot of page.lots) if (!unique.has(lot.providerId)) unique.set(lot.providerId, lot);
  const lots = [...unique.values()].filter(keep);
  const ids = await catalog.resolve(lots.map((l) => ({ house: l.house, sessionStart: l.sessionStart, maker: l.makerName, model: l.modelName })));
  const out: ProviderLotRow[] = [];
  lots.forEach((lot, i) => {
    const mapped = providerLotRow(lot, ids[i]!, now);
    if (mapped.ok) out.push(mapped.row);
    else {
      counts.skipped++;
      reasons[mapped.reason] = (reasons[mapped.reason] ?? 0) + 1;
    }
  });
  for (const row of out) {
    for (const [kind, code] of [['colour', row.color], ['gearbox', row.gearbox], ['drive', row.drive]] as const) {
      if (!isKnownVehicleTerm(kind, code)) unknownTerm(kind, code, logger);
    }
  }
  // Results history rows are only ever new to us (rows of lots we hold are filtered out first).
  const written = await upsertProviderLots(db, out, { insertOnly: table === 'stats' });
  counts.inserted += written.inserted;
  counts.updated += written.updated;
  return [...unique.keys()];
}

async function saveState(db: Db, name: string, patch: { cursor?: number; success?: Date; fullSweep?: Date; summary?: Summary }) {
  await db.execute(sql`
    INSERT INTO provider_feed_state (name, cursor, last_success_at, last_full_sweep_at, last_summary)
    VALUES (${name}, ${patch.cursor ?? 0}, ${patch.success?.toISOString() ?? null}::timestamptz,
            ${patch.fullSweep?.toISOString() ?? null}::timestamptz, ${patch.summary ? JSON.stringify(patch.summary) : null}::jsonb)
    ON CONFLICT (name) DO UPDATE SET
      cursor = ${patch.cursor === undefined ? sql`provider_feed_state.cursor` : sql`excluded.cursor`},
      last_success_at = coalesce(excluded.last_success_at, provider_feed_state.last_success_at),
      last_full_sweep_at = coalesce(excluded.last_full_sweep_at, provider_feed_state.last_full_sweep_at),
      last_summary = coalesce(excluded.last_summary, provider_feed_state.last_summary)`);
}

async function readCursor(db: Db, name: string): Promise<number> {
  const [row] = await query<{ cursor: number | string }>(db, sql`SELECT cursor FROM provider_feed_state WHERE name = ${name}`);
  return row ? Number(row.cursor) : 0;
}

/**
 * A whole sweep of `main` (coming lots) or `one` (stock): every page upserted, then the lots the
 * provider no longer lists marked Removed — only when the sweep got to its end, and only when it
 * listed a believable share of what we hold. Bids on a removed lot are settled as after a
 * session without a result (New → Finished, Bid → waiting for the manager).
 */
export async function sweepTable(db: Db, client: AjesClient, table: 'main' | 'one', now: Date, log: FastifyBaseLogger): Promise<Summary> {
  const kind = table === 'one' ? 'stock' : 'auction';
  const once = onceLog(log);
  const catalog = await providerCatalog(db);
  const counts: SweepSummary = { offered: 0, inserted: 0, updated: 0, skipped: 0 };
  const reasons: Partial<Record<string, number>> = {};
  const seen: number[] = [];
  for await (const page of prefetched(pagesAfter(client, table, { afterId: 0, pageSize: ajesSyncTuning.pageSize }))) {
    seen.push(...(await writePage(db, catalog, page.rows, table, now, once, log, counts, reasons)));
  }
  let removed = 0;
  const removable = await removableCount(db, kind, now);
  if (seen.length >= removable * ajesSyncTuning.minSweepShare) {
    removed = await db.transaction(async (tx) => {
      const ids = await markMissingRemoved(tx, kind, seen, now);
      if (ids.length > 0) {
        await settleBids(tx, ids, now);
        await queueFinishedBidNotices(tx, ids, now);
      }
      return ids.length;
    });
  } else {
    log.warn({ table, listed: seen.length, held: removable }, 'ajes: the sweep listed too few lots to believe; nothing marked removed');
  }
  if (counts.skipped > 0) log.warn({ table, skipped: counts.skipped, reasons }, 'ajes: rows skipped');
  const summary: Summary = { ...counts, removed, ...catalog.changes, ...prefixed('skip_', reasons) };
  await saveState(db, `ajes-${table}`, { success: now, fullSweep: now, summary });
  return summary;
}

/**
 * Results from `stats` after the cursor, within the last `months` months: the first run reads the
 * history (in as many runs as it takes: the cursor is saved after every page), later runs what is
 * new. A result of a lot we hold is the results path's (a session's results) or `lateResults`'s;
 * any other is a past result of the statistics, and its sale joins the average prices.
 */
export async function syncStats(db: Db, client: AjesClient, now: Date, log: FastifyBaseLogger, months: number): Promise<Summary> {
  const once = onceLog(log);
  const catalog = await providerCatalog(db);
  const counts: SweepSummary = { offered: 0, inserted: 0, updated: 0, skipped: 0 };
  const reasons: Partial<Record<string, number>> = {};
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  const where: AjesCondition[] = [{ field: 'auction_date', op: '>=', value: since }];
  let cursor = await readCursor(db, 'ajes-stats');
  const started = performance.now();
  let more = false;
  for await (const page of prefetched(pagesAfter(client, 'stats', { afterId: cursor, pageSize: ajesSyncTuning.pageSize, where }))) {
    const ids = page.rows.map(rawId).filter(Number.isSafeInteger);
    const held = new Set(
      ids.length === 0
        ? []
        : (
            await query<{ provider_id: number | string }>(
              db,
              sql`SELECT provider_id FROM lots WHERE kind = 'auction' AND provider_id = ANY(${sql.param(ids)}::bigint[])`,
            )
          ).map((r) => Number(r.provider_id)),
    );
    await writePage(db, catalog, page.rows, 'stats', now, once, log, counts, reasons, (lot) => !held.has(lot.providerId));
    cursor = page.lastId;
    await saveState(db, 'ajes-stats', { cursor });
    if (performance.now() - started > ajesSyncTuning.statsBudgetMs) {
      more = true;
      break;
    }
  }
  const late = await applyLateResults(db, client, now, once);
  if (counts.skipped > 0) log.warn({ table: 'stats', skipped: counts.skipped, reasons }, 'ajes: rows skipped');
  const summary: Summary = { ...counts, cursor, more, lateResults: late, ...catalog.changes, ...prefixed('skip_', reasons) };
  await saveState(db, 'ajes-stats', { success: now, summary, ...(more ? {} : { fullSweep: now }) });
  return summary;
}

/**
 * Results published after their session was closed as Unknown: our Unknown lots of the last days
 * are looked up in `stats` again, and each one now with a result takes it and settles its bids
 * (a Bid bid waiting for the manager gets the sold price and a result entry in its log).
 */
export async function applyLateResults(db: Db, client: AjesClient, now: Date, log?: OnceLog): Promise<number> {
  const lots = await unknownResultLots(db, now, ajesSyncTuning.lateResultDays, ajesSyncTuning.lateResultLots);
  if (lots.length === 0) return 0;
  const idByProvider = new Map(lots.map((l) => [l.providerId, l.id]));
  const rows = await statsRowsByIds(client, [...idByProvider.keys()], log);
  const results = rows.flatMap((lot) => {
    const id = idByProvider.get(lot.providerId);
    const result = id === undefined ? null : resultOf(lot, 0);
    return id !== undefined && result && result.status !== AUCTION_STATUS.unknown ? [{ id, status: result.status, soldPrice: result.soldPrice }] : [];
  });
  if (results.length === 0) return 0;
  return db.transaction(async (tx) => {
    const changed = await writeLateResults(tx, results, now);
    if (changed.length > 0) {
      await settleBids(tx, changed, now);
      await queueFinishedBidNotices(tx, changed, now);
    }
    return changed.length;
  });
}

function prefixed(prefix: string, counts: Partial<Record<string, number>>): Summary {
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [`${prefix}${k}`, v ?? 0]));
}
