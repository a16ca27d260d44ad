// How soon a started server answers (issue 18 §5, decision 015): on PGlite the listing index used
// to load holding the only connection, and nothing answered until it was done.
//   npx tsx bench/first-answer.ts --data-dir ./bench-pglite [--server other/dist/main.js] [--runs 3]
//   (or --database-url postgres://…) on a database filled by seed-lots.ts
// Starts the built server and asks every 50 ms: the first 200 of GET /api/v1/health, a sign-in
// and the first car-auction listing page after it, and when /health stops saying "warming" (the
// index loaded), with the slowest /health and listing answer meanwhile. Times are from the spawn,
// per run; the server is stopped between runs.
import { parseArgs } from 'node:util';
import { benchServer, serverOptions } from './lib/bench-server.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({ options: { ...serverOptions, runs: { type: 'string', default: '3' }, timeout: { type: 'string', default: '300' } } });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function oneRun() {
  const server = benchServer(values, { FEEDS: 'off' });
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const until = Date.now() + Number(values.timeout) * 1000;
  const figures: Record<string, number | null> = { healthMs: null, signInMs: null, firstListingMs: null, indexReadyMs: null, slowestHealthMs: 0, slowestListingMs: 0 };
  const timed = async (url: string, init: RequestInit = {}) => {
    const t = performance.now();
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).catch(() => null);
    const body = res?.ok ? await res.text() : (await res?.text(), null);
    return { res, body, ms: Math.round(performance.now() - t) };
  };
  server.start();
  try {
    let cookie = '';
    // Until the index is loaded: every 50 ms a /health and (once signed in) a listing page, each
    // timed, so a server that answers the first request and then blocks shows it.
    while (Date.now() < until && figures.indexReadyMs === null) {
      const health = await timed(`${server.base}/api/v1/health`);
      if (health.body !== null) {
        figures.healthMs ??= since();
        figures.slowestHealthMs = Math.max(figures.slowestHealthMs!, health.ms);
        if ((JSON.parse(health.body) as { status: string }).status === 'ok') figures.indexReadyMs = since();
      }
      if (health.body !== null && !cookie) {
        cookie = await server.signIn().catch(() => '');
        if (cookie) figures.signInMs = since();
      }
      if (cookie) {
        const listing = await timed(`${server.base}/api/v1/car-auction/listing`, { headers: { cookie } });
        if (listing.body !== null) {
          figures.firstListingMs ??= since();
          figures.slowestListingMs = Math.max(figures.slowestListingMs!, listing.ms);
        }
      }
      await pause(50);
    }
    return { ...figures, load: machineLoad() };
  } finally {
    await server.stop();
  }
}

const runs = [];
for (let run = 1; run <= Number(values.runs); run++) {
  const figures = await oneRun();
  console.error(JSON.stringify({ run, ...figures, load: figures.load.uptime }));
  runs.push({ run, ...figures });
}
writeResult('first-answer', { engine: values['database-url'] ? 'postgres' : 'pglite', server: values.server, runs });
