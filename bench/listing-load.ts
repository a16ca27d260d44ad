// The listing endpoint under load at benchmark scale (DESIGN.md §5: >= 1,000 req/s, p99 <= 50 ms
// at 20 connections; the filter + sort + page query p95 <= 10 ms).
//   npx tsx bench/seed-lots.ts --lots 1000000 --database-url postgres://…/bench   (once)
//   npx tsx bench/listing-load.ts --database-url postgres://…/bench [--duration 30] [--connections 20] [--runs 3]
//   npx tsx bench/listing-load.ts --data-dir ./bench-data                          (PGlite)
//   npx tsx bench/listing-load.ts … --mix search-lot   (one kind of quick search alone: search-lot,
//     search-chassis, search-equip, search-model, search-text+maker; lib/search-mix.ts)
// It starts the built server (npm run build; --server another build) on the seeded database with
// demo accounts only, signs in, builds a realistic mix of listing requests (filters, sorts, page
// sizes, deep page jumps, cursor pages, quick search), drives it with autocannon `--runs` times in
// a row (each run with the machine's load beside it), then times the same queries in-process
// without HTTP. WORKERS and LISTING_INDEX pass through to the server. Figures go to stdout and
// bench/results/.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchServer, httpFigures, runAutocannon, serverOptions } from './lib/bench-server.js';
import { writeResult, machineLoad } from './lib/results.js';
import { buildMix } from './lib/listing-mix.js';
import { buildSearchMix, SEARCH_MIXES, type SearchMix } from './lib/search-mix.js';
import { timeQueries } from './lib/listing-query-timing.js';

const { values } = parseArgs({
  options: { ...serverOptions, runs: { type: 'string', default: '1' }, mix: { type: 'string', default: 'realistic' }, 'skip-query-timing': { type: 'boolean', default: false } },
});
if (values.mix !== 'realistic' && !(SEARCH_MIXES as readonly string[]).includes(values.mix)) throw new Error(`--mix must be realistic or one of ${SEARCH_MIXES.join(', ')}`);
const server = benchServer(values);
server.start();
try {
  await server.waitForHealth();
  await server.waitForReady();
  const cookie = await server.signIn();
  const mix = values.mix === 'realistic' ? await buildMix(server.base, cookie) : await buildSearchMix(server.base, cookie, values.mix as SearchMix);
  const paths = mix.map((m) => m.path);
  const connections = Number(values.connections);
  console.error(`mix: ${mix.length} requests; warming up ${values.warmup} s`);
  await runAutocannon(server.base, paths, cookie, Number(values.warmup), connections);
  const runs = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    console.error(`run ${run}: measuring ${values.duration} s at ${connections} connections`);
    const before = machineLoad();
    const load = await runAutocannon(server.base, paths, cookie, Number(values.duration), connections);
    const figures = { run, ...httpFigures(load), loadBefore: before.loadAverage, loadAfter: machineLoad() };
    console.error(JSON.stringify({ run, rps: figures.requestsPerSecond, p99: figures.latencyMs.p99, max: figures.latencyMs.max, uptime: figures.loadAfter.uptime }));
    runs.push(figures);
  }
  await server.stop();

  const queries = values['skip-query-timing']
    ? null
    : await timeQueries({ databaseUrl: server.databaseUrl || null, dataDir: server.dataDir ? path.resolve(server.dataDir) : null, mix });
  const byKind: Record<string, number> = {};
  for (const m of mix) byKind[m.kind] = (byKind[m.kind] ?? 0) + 1;
  writeResult('listing-load', {
    engine: server.databaseUrl ? 'postgres' : 'pglite',
    server: values.server,
    workers: process.env.WORKERS ?? 'default (one per core)',
    listingIndex: process.env.LISTING_INDEX ?? 'on',
    connections,
    mixName: values.mix,
    durationSeconds: Number(values.duration),
    mix: { requests: mix.length, byKind },
    http: runs.length === 1 ? runs[0] : runs,
    query: queries,
    targets: { requestsPerSecond: 1000, p99Ms: 50, queryP95Ms: 10 },
  });
} finally {
  await server.stop();
}
