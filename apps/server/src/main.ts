import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { loadConfig, warnAboutPublicUrl, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { loggerOptions } from './plugins/logging.js';
import { seedIfEmpty } from './seed/seed.js';
import { ensureReferenceData } from './db/reference-data.js';
import { lotIndexFor, warmLotIndex } from './modules/listing/lot-index/indexed-page.js';
import { lotIndexTuning } from './modules/listing/lot-index/lot-index.js';
import { snapshotFileFor } from './modules/listing/lot-index/lot-snapshot.js';
import { shutDown } from './server/shutdown.js';
import { clockOffsetMs, notifyClockMoved, now, onClockMoved, setClockOffset } from './lib/clock.js';

// Entry point of `npm start`: migrate, seed an empty database, serve API and SPA on one port.
// On PostgreSQL with WORKERS > 1 the primary process migrates and seeds, then forks workers that
// share the port; each worker is an ordinary instance (DESIGN.md §1: instances are interchangeable).
const config = startConfig();
// The server clock runs CLOCK_OFFSET ahead in the primary and in every worker (each runs this file).
setClockOffset(config.clockOffsetMs);

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config, { seed: config.workers === 1 });

/** The configuration, or a one-line reason and exit code 1: a typing mistake is not a crash. */
function startConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`Cannot start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

async function serve(cfg: Config, opts: { seed: boolean }) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, poolSize: cfg.poolSize });
  const app = await buildApp({ config: cfg, database });
  if (cluster.isWorker) followClockMoves(app.log);
  // SEED=false (a live portal): no demo data, but the countries and catalogue every account and
  // lot points at.
  if (opts.seed) await (cfg.seed ? seedIfEmpty(database, cfg, app.log) : ensureReferenceData(database.db));
  await app.listen({ port: cfg.port, host: cfg.host });
  // Load the listing index now rather than on the first visitor's request (decision 005), from its
  // snapshot on disk when there is a usable one (decision 027).
  lotIndexTuning.snapshotFile = cfg.indexSnapshotDir && snapshotFileFor(cfg.indexSnapshotDir, cfg.databaseUrl, cfg.dataDir);
  const warming = performance.now();
  warmLotIndex(database.db)
    .then(() => {
      if (!lotIndexTuning.enabled) return;
      const index = lotIndexFor(database.db);
      const { loadedFrom: from, snapshotRejected: snapshotNotUsed } = index;
      const ms = Math.round(performance.now() - warming);
      app.log.info({ lots: index.lots, indexMiB: Math.round(index.bytes() / 2 ** 20), from, snapshotNotUsed, ms }, 'listing index loaded');
    })
    .catch((err: unknown) => app.log.warn({ err }, 'listing index not loaded at start'));
  const who = cluster.isWorker ? ` worker ${cluster.worker?.id}` : '';
  app.log.info(`portal${who} ready on ${cfg.publicUrl} (${database.engine}) in ${Math.round(performance.now() - started)} ms`);
  // Once per start: the primary says it for its workers.
  if (!cluster.isWorker) warnAboutPublicUrl(cfg, app.log);
  if (clockOffsetMs() !== 0) app.log.info({ clockOffsetMs: clockOffsetMs() }, `server clock moved: now is ${now().toISOString()}`);
  // Drain and leave (server/shutdown.ts): 0 when every request in flight ended within the grace.
  // A signal that comes again (systemd signals every process of the service, and the primary
  // forwards it too) changes nothing.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void shutDown(app, database, { graceMs: cfg.shutdownGraceSeconds * 1000 })
        .then((outcome) => {
          if (outcome !== 'already') process.exit(outcome === 'drained' ? 0 : 1);
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  }
}

async function runPrimary(cfg: Config) {
  // The same serializers and redaction as the workers' loggers (plugins/logging.ts).
  const log = pino(loggerOptions(cfg.logLevel));
  // Migrations and demo data once, before any worker listens.
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, poolSize: 2 });
  await (cfg.seed ? seedIfEmpty(database, cfg, log) : ensureReferenceData(database.db));
  await database.close();

  let stopping = false;
  // A worker whose clock was moved (PUT /dev/clock) tells the primary, which tells every worker:
  // all of them, in the order the primary heard of the moves, so concurrent moves end alike
  // everywhere. A worker started later (after a crash) learns the current offset once it listens.
  const tellClock = (w: Worker | undefined) => w?.send({ type: 'clock-moved', offsetMs: clockOffsetMs() } satisfies ClockMessage);
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => tellClock(worker));
  };
  cluster.on('message', (_from, message: unknown) => {
    const offsetMs = clockMessage(message);
    if (offsetMs === null) return;
    setClockOffset(offsetMs);
    for (const w of Object.values(cluster.workers ?? {})) tellClock(w);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ worker: worker.id, code, signal }, 'worker exited: starting another');
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < cfg.workers; i++) fork();
  log.info({ workers: cfg.workers }, 'starting workers');
  warnAboutPublicUrl(cfg, log);

  // Each worker drains on its own (server/shutdown.ts); the primary leaves when all have, with
  // 1 if any had to cut connections or had to be killed past its grace.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      let left = workers.length;
      let code = 0;
      if (left === 0) process.exit(0);
      for (const w of workers) {
        w.once('exit', (exitCode) => {
          if (exitCode !== 0) code = 1;
          if (--left === 0) process.exit(code);
        });
        w.process.kill(signal);
      }
      // A worker that hangs past its own grace (and the time to close its database) is killed.
      setTimeout(() => {
        for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
      }, cfg.shutdownGraceSeconds * 1000 + 5_000).unref();
    });
  }
}

interface ClockMessage {
  type: 'clock-moved';
  offsetMs: number;
}

function clockMessage(m: unknown): number | null {
  const c = m as Partial<ClockMessage> | null;
  return c?.type === 'clock-moved' && typeof c.offsetMs === 'number' && Number.isFinite(c.offsetMs) ? c.offsetMs : null;
}

/**
 * Keeps this worker's clock with the others': a move made here goes to the primary; a move the
 * primary reports is applied here and runs this worker's listeners (a report of the offset this
 * worker already has changes nothing).
 */
function followClockMoves(log: FastifyBaseLogger) {
  let relayed = false;
  onClockMoved(() => {
    if (!relayed) process.send?.({ type: 'clock-moved', offsetMs: clockOffsetMs() } satisfies ClockMessage);
  });
  process.on('message', (message: unknown) => {
    const offsetMs = clockMessage(message);
    if (offsetMs === null || offsetMs === clockOffsetMs()) return;
    setClockOffset(offsetMs);
    // Listeners start synchronously inside notifyClockMoved: the one above sees the flag.
    relayed = true;
    const done = notifyClockMoved();
    relayed = false;
    void done.then((failures) => {
      for (const err of failures) log.error({ err }, 'clock listener failed');
    });
  });
}
