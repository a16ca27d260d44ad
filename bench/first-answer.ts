// How soon a started server answers (issue 18 §5, decision 015): on PGlite the listing index used
// to load holding the only connection, and nothing answered until it was done.
//   npx tsx bench/first-answer.ts --data-dir ./bench-pglite [--server other/dist/main.js] [--runs 3]
//   (or --database-url postgres://…) on a database filled by seed-lots.ts
//   [--index-snapshot-dir <dir> | off]: where the server keeps its listing index between starts
//   (decision 027); by default a new empty directory, so the first run loads from the database and
//   writes the snapshot, and later runs start from it.
// Starts the built server and asks every 50 ms: the first 200 of GET /api/v1/health, a sign-in
// and the first car-auction listing page after it, and when /health stops saying "warming" (the
// index loaded), with the slowest /health and listing answer meanwhile. Times are from the spawn,
// per run; the server is stopped between runs. With the index loaded: the resident memory of the
// server's processes (primary and workers), two seconds after.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchServer, serverOptions } from './lib/bench-server.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: { ...serverOptions, runs: { type: 'string', default: '3' }, timeout: { type: 'string', default: '300' }, 'index-snapshot-dir': { type: 'string', default: '' } },
});
const snapshotDir = values['index-snapshot-dir'] || mkdtempSync(path.join(os.tmpdir(), 'first-answer-index-'));

/** Resident memory (MiB) of a process and its descendants (Linux /proc; null elsewhere). */
function treeRssMiB(pid: number): number | null {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return Math.round(kb / 1024) + children.reduce((sum, child) => sum + (treeRssMiB(child) ?? 0), 0);
  } catch {
    return null;
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function oneRun() {
  const server = benchServer(values, { FEEDS: 'off', INDEX_SNAPSHOT_DIR: snapshotDir === 'off' ? 'off' : path.resolve(snapshotDir) });
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const until = Date.now() + Number(values.timeout) * 1000;
  const figures: Record<string, number | null> = {
    healthMs: null, signInMs: null, firstListingMs: null, indexReadyMs: null, slowestHealthMs: 0, slowestListingMs: 0, rssMiB: null,
  };
  const timed = async (url: string, init: RequestInit = {}) => {
    const t = performance.now();
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).catch(() => null);
    const body = res?.ok ? await res.text() : (await res?.text(), null);
    return { res, body, ms: Math.round(performance.now() - t) };
  };
  const child = server.start();
  try {
    let cookie = '';
    // Until the index is loaded: every 50 ms a /health and (once signed in) a listing page, each
    // timed, so a server that answers the first request and then blocks shows it.
    while (Date.now() < until && figures.indexReadyMs === null) {
      const health = await timed(`${server.base}/api/v1/health`);
      if (health.body !== null) {
        figures.healthMs ??= since();
        figures.slowestHealthMs = Math.max(figures.slowestHealthMs!, health.ms);
        if ((JSON.parse(health.body) as { status: string }).status === 'ok') {
          figures.indexReadyMs = since();
          // Once the load's garbage is gone (a start's RSS otherwise shows its peak).
          await pause(2_000);
          figures.rssMiB = child.pid === undefined ? null : treeRssMiB(child.pid);
        }
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
if (!values['index-snapshot-dir']) rmSync(snapshotDir, { recursive: true, force: true });
writeResult('first-answer', { engine: values['database-url'] ? 'postgres' : 'pglite', server: values.server, indexSnapshotDir: values['index-snapshot-dir'] || 'new', runs });
