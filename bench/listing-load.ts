// The listing endpoint under load at benchmark scale (DESIGN.md §5: >= 1,000 req/s, p99 <= 50 ms
// at 20 connections; the filter + sort + page query p95 <= 10 ms).
//   npx tsx bench/seed-lots.ts --lots 1000000 --database-url postgres://…/bench   (once)
//   npx tsx bench/listing-load.ts --database-url postgres://…/bench [--duration 30] [--connections 20]
//   npx tsx bench/listing-load.ts --data-dir ./bench-data                          (PGlite)
// It starts the built server (npm run build) on the seeded database with demo accounts only,
// signs in, builds a realistic mix of listing requests (filters, sorts, page sizes, deep page
// jumps, cursor pages, quick search), drives it with autocannon, then times the same queries
// in-process without HTTP. Figures go to stdout and bench/results/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { writeResult } from './lib/results.js';
import { buildMix, type MixEntry } from './lib/listing-mix.js';
import { timeQueries } from './lib/listing-query-timing.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'data-dir': { type: 'string', default: '' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '8390' },
  },
});
const databaseUrl = values['database-url'];
const dataDir = values['data-dir'];
if (!databaseUrl && !dataDir) throw new Error('pass --database-url postgres://… or --data-dir <PGlite dir>');
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      // Demo accounts only: the lots are the benchmark's own.
      SEED_AUCTION_LOTS: '0',
      SEED_STATS_LOTS: '0',
      SEED_STOCK_LOTS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.resolve(dataDir), DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitForHealth(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'client@demo.example', password: 'demo-pass' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function runAutocannon(mix: MixEntry[], cookie: string, seconds: number, connections: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { cookie },
    requests: [
      {
        setupRequest: (req) => {
          // Every connection walks the same shuffled mix from a different point.
          const entry = mix[next++ % mix.length]!;
          return { ...req, method: 'GET', path: entry.path };
        },
      },
    ],
  });
}

const server = startServer();
try {
  await waitForHealth();
  const cookie = await signIn();
  const mix = await buildMix(base, cookie);
  console.error(`mix: ${mix.length} requests; warming up ${values.warmup} s`);
  await runAutocannon(mix, cookie, Number(values.warmup), Number(values.connections));
  console.error(`measuring ${values.duration} s at ${values.connections} connections`);
  const load = await runAutocannon(mix, cookie, Number(values.duration), Number(values.connections));
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const queries = await timeQueries({ databaseUrl: databaseUrl || null, dataDir: dataDir ? path.resolve(dataDir) : null, mix });
  const byKind: Record<string, number> = {};
  for (const m of mix) byKind[m.kind] = (byKind[m.kind] ?? 0) + 1;
  writeResult('listing-load', {
    engine: databaseUrl ? 'postgres' : 'pglite',
    connections: Number(values.connections),
    durationSeconds: Number(values.duration),
    mix: { requests: mix.length, byKind },
    http: {
      requestsPerSecond: Math.round(load.requests.average),
      latencyMs: { p50: load.latency.p50, p90: load.latency.p90, p99: load.latency.p99, max: load.latency.max, mean: load.latency.mean },
      total: load.requests.total,
      errors: load.errors,
      non2xx: load.non2xx,
      timeouts: load.timeouts,
    },
    query: queries,
    targets: { requestsPerSecond: 1000, p99Ms: 50, queryP95Ms: 10 },
  });
} finally {
  if (server.exitCode === null) server.kill('SIGTERM');
}
