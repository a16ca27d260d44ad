// The AJES feed at the provider's scale (issue 20 §5, decision 019), from the local stand-in of the
// provider (apps/server/test/helpers/ajes-stand-in.ts, in this process) into PostgreSQL.
//   createdb -h 127.0.0.1 -U postgres bench_ajes
//   npx tsx bench/ajes-sync.ts --database-url postgres://postgres@127.0.0.1:5432/bench_ajes [--main 90000] [--stats 2300000] [--sweeps 3]
// 1. The first sync on the empty database: the sweep of `main` (coming lots), then the results
//    history of `stats` (all within AJES_STATS_MONTHS): time, rows/s and the peak memory of this
//    process (which also runs the stand-in: its JSON encoding shares the two cores, as a real
//    provider's would not).
// 2. The built server (npm run build; FEEDS=off, so only this script syncs) under the listing mix
//    of listing-load.ts for --duration s: the baseline.
// 3. The same while a sweep of `main` in which every row changed (another seed) runs: the p99
//    beside the baseline, and the sweep's time under load; --sweeps such runs one after another.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, query } from '../apps/server/src/db/client.js';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.js';
import { createAjesClient } from '../apps/server/src/modules/provider-feed/ajes-client.js';
import { ajesSyncTuning, sweepTable, syncStats } from '../apps/server/src/modules/provider-feed/ajes-sync.js';
import { seedDemoUsers } from '../apps/server/src/seed/demo-users.js';
import { generatedTable } from '../apps/server/test/helpers/ajes-fixtures.js';
import { startAjesStandIn } from '../apps/server/test/helpers/ajes-stand-in.js';
import { benchServer, httpFigures, runAutocannon, serverOptions } from './lib/bench-server.js';
import { buildMix } from './lib/listing-mix.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: { ...serverOptions, main: { type: 'string', default: '90000' }, stats: { type: 'string', default: '2300000' }, duration: { type: 'string', default: '20' }, sweeps: { type: 'string', default: '1' } },
});
const mainRows = Number(values.main);
const statsRows = Number(values.stats);
if (!values['database-url']) throw new Error('--database-url postgres://… is required (an empty database)');

const log = pino({ level: 'warn' });
const today = new Date().toISOString().slice(0, 10);
const ajes = await startAjesStandIn();
ajes.setTable('main', generatedTable({ table: 'main', count: mainRows, imageBase: 'https://1.ajes.com', baseDate: today, seed: 1 }));
ajes.setTable('stats', generatedTable({ table: 'stats', count: statsRows, imageBase: 'https://1.ajes.com', baseDate: today, seed: 2 }));
const client = createAjesClient({ url: ajes.url, code: ajes.code });
// One run reads the whole history here: the bench times the first sync as a whole.
ajesSyncTuning.statsBudgetMs = Number.POSITIVE_INFINITY;

const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: '', poolSize: 4 });
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
const server = benchServer(values, { FEEDS: 'off', SEED: 'false' });
try {
  const [row] = await query<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM lots`);
  if ((row?.n ?? 0) > 0) throw new Error('the database already holds lots: give the bench an empty one');
  await ensureReferenceData(database.db);
  await seedDemoUsers(database.db);

  console.error(`first sync: main ${mainRows}, stats ${statsRows}; ${machineLoad().uptime}`);
  const loadBefore = machineLoad();
  let t0 = performance.now();
  const mainSummary = await sweepTable(database.db, client, 'main', new Date(), log);
  const mainMs = Math.round(performance.now() - t0);
  console.error(`main: ${mainMs} ms ${JSON.stringify(mainSummary)}`);
  t0 = performance.now();
  const statsSummary = await syncStats(database.db, client, new Date(), log, 6);
  const statsMs = Math.round(performance.now() - t0);
  console.error(`stats: ${statsMs} ms ${JSON.stringify(statsSummary)}`);
  const firstSync = {
    main: { ms: mainMs, rowsPerSecond: Math.round(mainRows / (mainMs / 1000)), summary: mainSummary },
    stats: { ms: statsMs, rowsPerSecond: Math.round(statsRows / (statsMs / 1000)), summary: statsSummary },
    providerRequests: ajes.stats.requests,
    peakRssMiB: Math.round(peakRss / 2 ** 20),
    loadBefore: loadBefore.loadAverage,
    loadAfter: machineLoad(),
  };
  await database.db.execute(sql`VACUUM ANALYZE`);

  server.start();
  await server.waitForHealth();
  await server.waitForReady();
  const cookie = await server.signIn();
  const mix = await buildMix(server.base, cookie);
  const paths = mix.map((m) => m.path);
  const connections = Number(values.connections);
  await runAutocannon(server.base, paths, cookie, Number(values.warmup), connections);
  console.error(`baseline: ${values.duration} s`);
  const baseline = { ...httpFigures(await runAutocannon(server.base, paths, cookie, Number(values.duration), connections)), load: machineLoad() };
  console.error(JSON.stringify({ baseline: true, rps: baseline.requestsPerSecond, p99: baseline.latencyMs.p99, max: baseline.latencyMs.max, uptime: baseline.load.uptime }));

  // Each sweep changes every coming lot (another seed each time) while the mix runs: one run each.
  const duringSync: Array<Record<string, unknown>> = [];
  for (let run = 1; run <= Number(values.sweeps); run++) {
    console.error(`the listing while every coming lot changes (sweep ${run})`);
    ajes.setTable('main', generatedTable({ table: 'main', count: mainRows, imageBase: 'https://1.ajes.com', baseDate: today, seed: 2 + run }));
    let resweep: Record<string, unknown> = {};
    const sync = (async () => {
      await new Promise((r) => setTimeout(r, 2000)); // the load first reaches its pace
      const started = performance.now();
      const summary = await sweepTable(database.db, client, 'main', new Date(), log);
      resweep = { ms: Math.round(performance.now() - started), summary };
    })();
    const during = await new Promise<autocannon.Result>((resolve, reject) => {
      let next = 0;
      const instance = autocannon(
        { url: server.base, connections, duration: 3600, headers: { cookie }, requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[next++ % paths.length]! }) }] },
        (err: unknown, result: autocannon.Result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result)),
      );
      const minimum = new Promise((r) => setTimeout(r, Number(values.duration) * 1000));
      void Promise.allSettled([sync, minimum]).then(() => instance.stop());
    });
    await sync;
    const figures = { run, ...httpFigures(during), load: machineLoad(), resweep };
    console.error(JSON.stringify({ run, rps: figures.requestsPerSecond, p99: figures.latencyMs.p99, max: figures.latencyMs.max, sweepMs: resweep.ms, uptime: figures.load.uptime }));
    duringSync.push(figures);
  }
  writeResult('ajes-sync', {
    engine: 'postgres',
    rows: { main: mainRows, stats: statsRows },
    firstSync,
    listing: { baseline, duringSync },
    mix: { requests: mix.length },
  });
} finally {
  clearInterval(sampler);
  await server.stop();
  await database.close();
  await ajes.close();
}
