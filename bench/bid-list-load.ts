// The bid lists under load (DESIGN.md §5: bid lists with counters at 100,000 bids of 5,000
// clients on PostgreSQL, p95 <= 20 ms), 20 connections.
//   npx tsx bench/seed-lots.ts --lots 1000000 --database-url postgres://…/bench   (once)
//   npx tsx bench/seed-bids.ts --database-url postgres://…/bench                  (once)
//   npx tsx bench/bid-list-load.ts --database-url postgres://…/bench [--duration 30] [--connections 20] [--runs 1]
// It starts the built server (npm run build; --server another build) with the feeds and the
// listing index off, signs in as manager@demo.example and as `--clients` bench clients,
// builds the bid desk's mix (bench/lib/bid-list-mix.ts: manager tabs, filters, sorts, pages, the
// counters/filters request, archive, lot search; clients' My bids), checks every request answers
// 200, then drives it with autocannon and prints req/s and p50/p95/p99 overall and per kind, with
// the machine's load beside them. Figures go to stdout and bench/results/.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchServer, httpFigures, serverOptions } from './lib/bench-server.js';
import { benchClientEmail } from './lib/bench-users.js';
import { buildBidMix, type BidMixEntry } from './lib/bid-list-mix.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: { ...serverOptions, runs: { type: 'string', default: '1' }, clients: { type: 'string', default: '20' } },
});
const TARGET_P95_MS = 20;
// Feeds off: the data stays as seeded. Listing index off: the bid lists never read it, and each
// worker loading 1,000,000 lots into memory would compete with the requests being measured.
const server = benchServer(values, { FEEDS: 'off', LISTING_INDEX: 'off' });

async function signIn(email: string): Promise<string> {
  const res = await fetch(`${server.base}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email, password: 'demo-pass' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;
function summary(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return { count: s.length, p50: round(percentile(s, 50)), p95: round(percentile(s, 95)), p99: round(percentile(s, 99)), max: round(s.at(-1) ?? 0) };
}

/** One autocannon run over the mix; each request's time is kept under its kind. */
async function drive(mix: BidMixEntry[], cookieOf: (e: BidMixEntry) => string, seconds: number, connections: number) {
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  let next = 0;
  interface Ctx { kind?: string; sentAt?: number }
  const result = await autocannon({
    url: server.base,
    connections,
    duration: seconds,
    requests: [{
      // Pipelining 1: the request is written right after this returns, and its answer comes
      // before the connection's next setupRequest, so the context holds the one in flight.
      setupRequest: (req, context: Ctx) => {
        const entry = mix[next++ % mix.length]!;
        context.kind = entry.kind;
        context.sentAt = performance.now();
        return { ...req, method: 'GET', path: entry.path, headers: { ...req.headers, cookie: cookieOf(entry) } };
      },
      onResponse: (_status, _body, context: Ctx) => {
        if (context.kind === undefined || context.sentAt === undefined) return;
        const ms = performance.now() - context.sentAt;
        all.push(ms);
        const samples = byKind.get(context.kind);
        if (samples) samples.push(ms);
        else byKind.set(context.kind, [ms]);
      },
    }],
  });
  return { result, all, byKind };
}

server.start();
try {
  await server.waitForHealth();
  const manager = await signIn('manager@demo.example');
  const clients: string[] = [];
  for (let i = 1; i <= Number(values.clients); i++) clients.push(await signIn(benchClientEmail(i)));
  const mix = await buildBidMix((cookie, url) => server.get(cookie, url), manager, clients);
  const cookieOf = (e: BidMixEntry) => (e.as === 'manager' ? manager : clients[e.as]!);
  // Every request must answer 200: the figures of error answers would say nothing.
  for (const entry of mix) {
    const res = await fetch(`${server.base}${entry.path}`, { headers: { cookie: cookieOf(entry) } });
    if (res.status !== 200) throw new Error(`${entry.kind} ${entry.path}: ${res.status} ${await res.text()}`);
  }
  const byKind: Record<string, number> = {};
  for (const m of mix) byKind[m.kind] = (byKind[m.kind] ?? 0) + 1;
  const connections = Number(values.connections);
  console.error(`mix: ${mix.length} requests ${JSON.stringify(byKind)}; warming up ${values.warmup} s`);
  await drive(mix, cookieOf, Number(values.warmup), connections);
  const runs = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    console.error(`run ${run}: measuring ${values.duration} s at ${connections} connections`);
    const before = machineLoad();
    const { result, all, byKind: kinds } = await drive(mix, cookieOf, Number(values.duration), connections);
    const figures = {
      run,
      ...httpFigures(result),
      latency: summary(all),
      perKind: Object.fromEntries([...kinds.entries()].sort().map(([kind, samples]) => [kind, summary(samples)])),
      loadBefore: before,
      loadAfter: machineLoad(),
    };
    console.error(JSON.stringify({ run, rps: figures.requestsPerSecond, p95: figures.latency.p95, p99: figures.latency.p99, uptime: figures.loadAfter.uptime }));
    runs.push(figures);
  }
  writeResult('bid-list-load', {
    engine: server.databaseUrl ? 'postgres' : 'pglite',
    server: values.server,
    workers: process.env.WORKERS ?? 'default (one per core)',
    connections,
    durationSeconds: Number(values.duration),
    mix: { requests: mix.length, byKind },
    http: runs.length === 1 ? runs[0] : runs,
    targets: { p95Ms: TARGET_P95_MS },
    met: runs.every((r) => r.latency.p95 <= TARGET_P95_MS),
  });
} finally {
  await server.stop();
}
