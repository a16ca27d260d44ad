import cluster from 'node:cluster';
import { pino } from 'pino';
import { loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { loggerOptions } from './plugins/logging.js';
import { seedIfEmpty } from './seed/seed.js';
import { warmLotIndex } from './modules/listing/lot-index/indexed-page.js';

// Entry point of `npm start`: migrate, seed an empty database, serve API and SPA on one port.
// On PostgreSQL with WORKERS > 1 the primary process migrates and seeds, then forks workers that
// share the port; each worker is an ordinary instance (DESIGN.md §1: instances are interchangeable).
const config = loadConfig();

if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await serve(config, { seed: config.workers === 1 });

async function serve(cfg: Config, opts: { seed: boolean }) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, poolSize: cfg.poolSize });
  const app = await buildApp({ config: cfg, database });
  if (opts.seed && cfg.seed) await seedIfEmpty(database, cfg, app.log);
  await app.listen({ port: cfg.port, host: cfg.host });
  // Load the listing index now rather than on the first visitor's request (decision 005).
  warmLotIndex(database.db).catch((err: unknown) => app.log.warn({ err }, 'listing index not loaded at start'));
  const who = cluster.isWorker ? ` worker ${cluster.worker?.id}` : '';
  app.log.info(`portal${who} ready on ${cfg.publicUrl} (${database.engine}) in ${Math.round(performance.now() - started)} ms`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void app.close().then(() => database.close()).finally(() => process.exit(0));
    });
  }
}

async function runPrimary(cfg: Config) {
  // The same serializers and redaction as the workers' loggers (plugins/logging.ts).
  const log = pino(loggerOptions(cfg.logLevel));
  // Migrations and demo data once, before any worker listens.
  const database = await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir, poolSize: 2 });
  if (cfg.seed) await seedIfEmpty(database, cfg, log);
  await database.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ worker: worker.id, code, signal }, 'worker exited: starting another');
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < cfg.workers; i++) fork();
  log.info({ workers: cfg.workers }, 'starting workers');

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const w of workers) {
        w?.once('exit', () => --left === 0 && process.exit(0));
        w?.process.kill(signal);
      }
    });
  }
}
