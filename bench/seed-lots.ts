// Fills a database with demo lots at benchmark scale and prints the figures as JSON.
//   npx tsx bench/seed-lots.ts --lots 1000000 [--database-url postgres://…] [--data-dir ./bench-data]
// Lots are split like the demo data (auction : stats : stock = 20 : 50 : 1). The database is
// migrated first; existing lots are kept, so run it on an empty database for clean figures.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.js';
import { refreshAveragePrices } from '../apps/server/src/modules/listing/average-prices.repo.js';
import { generateLots } from '../apps/server/src/seed/lots-generator.js';
import { seedProductionMonths } from '../apps/server/src/seed/production-months.js';
import { writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: {
    lots: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'data-dir': { type: 'string', default: './bench-data' },
    seed: { type: 'string', default: '7' },
  },
});

const total = Number(values.lots);
if (!Number.isInteger(total) || total <= 0) throw new Error('--lots must be a positive integer');
const auction = Math.round((total * 20) / 71);
const stock = Math.round(total / 71);
const stats = total - auction - stock;

const database = await openDatabase({ databaseUrl: values['database-url'] || null, dataDir: values['data-dir'] });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
try {
  await ensureReferenceData(database.db);
  // The month-of-production lookup answers for every chassis code the generator makes.
  await seedProductionMonths(database.db);
  const started = performance.now();
  const result = await generateLots(database.db, { auction, stats, stock, seed: Number(values.seed) });
  const averagesStarted = performance.now();
  await refreshAveragePrices(database.db);
  const averagesMs = Math.round(performance.now() - averagesStarted);
  // The statement triggers rewrite each summary row (lot_facet_counts, lot_day_ranges) once per
  // insert batch: a bulk load leaves hundreds of thousands of dead row versions that every
  // filter-data and count query reads past until autovacuum gets round to them. Vacuum them now,
  // and analyse so the first queries plan well.
  const vacuumStarted = performance.now();
  await database.db.execute(sql`VACUUM ANALYZE`);
  const vacuumMs = Math.round(performance.now() - vacuumStarted);
  const totalMs = Math.round(performance.now() - started);
  writeResult('seed-lots', {
    engine: database.engine,
    lots: { auction, stats, stock, inserted: result.inserted },
    insertMs: result.ms,
    averagePricesMs: averagesMs,
    vacuumAnalyzeMs: vacuumMs,
    totalMs,
    lotsPerSecond: Math.round(result.inserted / (result.ms / 1000)),
    peakRssMiB: Math.round(peakRss / 2 ** 20),
  });
} finally {
  clearInterval(sampler);
  await database.close();
}
