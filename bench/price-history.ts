// The price history of a lot (issue 21 §3, decision 023) at scale, in-process on PostgreSQL (or
// PGlite): the service behind GET /{pageType}/price-history — comparable quartiles, the latest
// 200 sales and the chassis number's earlier runs — for a sample of car-auction lots and results,
// per period (3, 6, 12 months), plus the heaviest keys (the most sold model + chassis code + year);
// then the rebuild of the listing rows' summaries (the price-summaries job).
// Budget: ≤ 50 ms at 2,500,000 results. Fill the database with seed-lots.ts first (results are
// the statistics lots: --lots 3550000 gives about 2,500,000).
//   npx tsx bench/price-history.ts --database-url postgres://… [--samples 200] [--rounds 2]
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PAGE_TYPES, PRICE_HISTORY_MONTHS } from '@jauc/contract';
import { openDatabase, query } from '../apps/server/src/db/client.js';
import { PERMISSION_TEMPLATES } from '../apps/server/src/modules/identity/permission-templates.js';
import { getPriceHistory } from '../apps/server/src/modules/price-history/price-history.service.js';
import { refreshPriceSummaries } from '../apps/server/src/modules/price-history/price-summaries.repo.js';
import { now } from '../apps/server/src/lib/clock.js';
import type { AuthUser } from '../apps/server/src/plugins/auth-context.js';
import { writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'data-dir': { type: 'string', default: './bench-data' },
    samples: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '2' },
  },
});
const samples = Number(values.samples);
const rounds = Number(values.rounds);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round2 = (n: number) => Math.round(n * 100) / 100;
function summary(list: number[]) {
  const sorted = [...list].sort((a, b) => a - b);
  return { n: sorted.length, p50: round2(percentile(sorted, 50)), p95: round2(percentile(sorted, 95)), p99: round2(percentile(sorted, 99)), max: round2(sorted.at(-1) ?? 0) };
}

const database = await openDatabase({ databaseUrl: values['database-url'] || null, dataDir: values['data-dir'], poolSize: 4 });
try {
  const db = database.db;
  const allPermissions = Object.fromEntries(Object.keys(PERMISSION_TEMPLATES.manager).map((k) => [k, true]));
  const user = { id: 1, permissions: allPermissions } as unknown as AuthUser;
  const [counts] = await query<{ results: number; sold: number; lots: number }>(db, sql`
    SELECT count(*) FILTER (WHERE kind = 'auction' AND past)::int AS results,
      count(*) FILTER (WHERE kind = 'auction' AND status IN (4533, 4534) AND sold_price IS NOT NULL)::int AS sold,
      count(*)::int AS lots FROM lots`);
  // A random sample of coming lots and results (TABLESAMPLE reads a few pages, not the table).
  const sample = await query<{ id: number; past: boolean }>(db, sql`
    (SELECT id, past FROM lots TABLESAMPLE SYSTEM (1) WHERE kind = 'auction' AND NOT past LIMIT ${Math.ceil(samples / 2)})
    UNION ALL (SELECT id, past FROM lots TABLESAMPLE SYSTEM (1) WHERE kind = 'auction' AND past LIMIT ${Math.floor(samples / 2)})`);
  // The heaviest keys: one lot of each of the ten most sold (model, chassis code, year).
  const heaviest = await query<{ id: number; n: number }>(db, sql`
    SELECT (SELECT min(l.id) FROM lots l WHERE l.model_id = k.model_id AND l.chassis_code = k.chassis_code AND l.year = k.year) AS id, k.n
    FROM (SELECT model_id, chassis_code, year, count(*)::int AS n FROM lots
          WHERE kind = 'auction' AND status IN (4533, 4534) AND sold_price IS NOT NULL
          GROUP BY 1, 2, 3 ORDER BY n DESC LIMIT 10) k`);

  const perPeriod: Record<string, number[]> = {};
  const heavy: number[] = [];
  const comparableCounts: number[] = [];
  const cold: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const months of PRICE_HISTORY_MONTHS) {
      for (const lot of [...sample, ...heaviest]) {
        const started = performance.now();
        const h = await getPriceHistory(db, user, { carId: lot.id, months });
        const ms = performance.now() - started;
        if (round === 0) {
          cold.push(ms);
          continue;
        }
        if (heaviest.includes(lot as { id: number; n: number })) heavy.push(ms);
        else (perPeriod[`${months} months`] ??= []).push(ms);
        if (months === 12) comparableCounts.push(h.comparable.count);
      }
    }
  }

  // The plan of the heaviest key's comparable query: it must be an index-only range read.
  let plan = '';
  if (heaviest[0]) {
    const [lot] = await query<{ model_id: number; chassis_code: string; year: number }>(db, sql`SELECT model_id, chassis_code, year FROM lots WHERE id = ${heaviest[0].id}`);
    const rows = await query<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS)
      SELECT count(*), percentile_cont(0.5) WITHIN GROUP (ORDER BY l.sold_price) FROM lots l
      WHERE l.kind = 'auction' AND l.status IN (4533, 4534) AND l.sold_price IS NOT NULL
        AND l.model_id = ${lot!.model_id} AND l.chassis_code = ${lot!.chassis_code}
        AND l.year = ANY(${`{${lot!.year - 1},${lot!.year},${lot!.year + 1}}`}::smallint[])
        AND l.auction_date >= now() - interval '12 months' AND l.condition_rank BETWEEN 8 AND 9`);
    plan = rows.map((r) => Object.values(r)[0]).join('\n');
  }

  // The listing rows' summaries: the price-summaries job's whole rebuild (decision 023).
  const refreshStarted = performance.now();
  const summaryKeys = await refreshPriceSummaries(db, now());
  const summariesRefreshMs = Math.round(performance.now() - refreshStarted);

  writeResult('price-history', {
    engine: database.engine,
    lots: counts,
    pageTypes: PAGE_TYPES.length,
    samples: sample.length,
    rounds,
    // Milliseconds per lot page's price history (the whole service: lot, quartiles, points, runs).
    coldMs: summary(cold),
    perPeriodMs: Object.fromEntries(Object.entries(perPeriod).map(([k, v]) => [k, summary(v)])),
    heaviestKeysMs: { ...summary(heavy), salesPerKey: heaviest.map((h) => h.n) },
    comparableCount12Months: summary(comparableCounts),
    budgetMs: 50,
    summaries: { keys: summaryKeys, refreshMs: summariesRefreshMs },
    plan,
  });
} finally {
  await database.close();
}
