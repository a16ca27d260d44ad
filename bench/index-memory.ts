// What the listing index costs in memory and time (issue 22 §3, decisions 005 and 027), in-process
// on a database filled by seed-lots.ts:
//   node --expose-gc --import tsx bench/index-memory.ts --database-url postgres://…  (or --data-dir <PGlite dir>)
// A full load from the database: heap + external (typed arrays) before and after with a GC each
// time, the peak RSS while loading, LotIndex.bytes() and the time; then the snapshot written and a
// second index started from it (its time and memory). `--server-src other/apps/server/src` measures
// another build's index (the previous commit's, for a before/after figure; its snapshot step is skipped
// when it has none).
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { machineLoad, writeResult } from './lib/results.js';
import { repoRoot } from './lib/bench-server.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import type * as IndexModule from '../apps/server/src/modules/listing/lot-index/lot-index.js';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'data-dir': { type: 'string', default: '' },
    'server-src': { type: 'string', default: path.join(repoRoot, 'apps/server/src') },
  },
});
if (!values['database-url'] && !values['data-dir']) throw new Error('pass --database-url postgres://… or --data-dir <PGlite dir>');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc --import tsx');

const src = (file: string) => pathToFileURL(path.join(path.resolve(values['server-src']), file)).href;
const { LotIndex, lotIndexTuning } = (await import(src('modules/listing/lot-index/lot-index.ts'))) as typeof IndexModule;

const mib = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
const settled = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  // external includes the array buffers (the typed arrays).
  return { heapUsed: m.heapUsed, external: m.external, rss: m.rss };
};
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

async function measure(label: string, load: () => Promise<{ lots: number; bytes: () => number; loadedFrom?: string | null; snapshotRejected?: string | null }>) {
  const before = settled();
  peakRss = before.rss;
  const t = performance.now();
  const index = await load();
  const ms = Math.round(performance.now() - t);
  const after = settled();
  const figures = {
    label,
    lots: index.lots,
    ms,
    bytesMiB: mib(index.bytes()),
    heapPlusExternalMiB: mib(after.heapUsed + after.external - before.heapUsed - before.external),
    heapMiB: mib(after.heapUsed - before.heapUsed),
    externalMiB: mib(after.external - before.external),
    peakRssAboveStartMiB: mib(peakRss - before.rss),
    loadedFrom: index.loadedFrom ?? 'database',
    snapshotRejected: index.snapshotRejected ?? null,
  };
  console.error(JSON.stringify(figures));
  return { index, figures };
}

const database = await openDatabase({ databaseUrl: values['database-url'] || null, dataDir: values['data-dir'] ? path.resolve(values['data-dir']) : ':memory:' });
const runs: unknown[] = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'index-memory-'));
const tuning = lotIndexTuning as typeof lotIndexTuning & { snapshotFile?: string | null };
const hasSnapshots = 'snapshotFile' in tuning;
try {
  if (hasSnapshots) tuning.snapshotFile = path.join(dir, 'lots.snapshot');
  const full = await measure('full load', async () => {
    const index = new LotIndex(database.db);
    await index.warm();
    return index;
  });
  runs.push(full.figures);
  if (hasSnapshots) {
    const t = performance.now();
    await (full.index as unknown as { snapshotWritten: () => Promise<void> }).snapshotWritten();
    const fileMiB = mib(statSync(tuning.snapshotFile!).size);
    console.error(JSON.stringify({ snapshotWrittenWithinMs: Math.round(performance.now() - t), fileMiB }));
    full.index = null as never;
    const fromSnapshot = await measure('start from the snapshot', async () => {
      const index = new LotIndex(database.db);
      await index.warm();
      return index;
    });
    runs.push({ ...fromSnapshot.figures, fileMiB });
  }
} finally {
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
  await database.close();
}
writeResult('index-memory', { engine: values['database-url'] ? 'postgres' : 'pglite', serverSrc: values['server-src'], runs, load: machineLoad().uptime });
