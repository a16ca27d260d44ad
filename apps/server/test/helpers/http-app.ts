import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { buildApp, type App } from '../../src/app.js';
import type { JobDefinition } from '../../src/modules/jobs/job-types.js';
import { ORIGIN } from './test-app.js';
import { createTemporaryDatabase } from './temp-database.js';

/**
 * For the HTTP-layer tests (test/http-*.test.ts): an app like createTestApp's, but with test
 * routes added before it is ready, its log lines captured, and on PostgreSQL a TCP relay in
 * front of the database that the test can cut and restore (a database outage without touching
 * the machine's PostgreSQL).
 */
export interface HttpTestApp {
  app: App;
  database: Database;
  /** Parsed log lines written so far. */
  logs: Array<Record<string, unknown>>;
  /** Raw log text written so far. */
  logText(): string;
  /** PostgreSQL only: refuse new connections and cut open ones / accept them again. */
  relay: { down(): Promise<void>; up(): Promise<void> } | null;
  close(): Promise<void>;
}

/** A TCP relay to host:port on a fixed local port, which can be stopped and started again. */
async function startRelay(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let listenPort = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(port, host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  return { port: () => listenPort, down, up: () => (server ? Promise.resolve() : listen()) };
}

export async function createHttpTestApp(
  engine: 'pglite' | 'postgres',
  opts: { env?: Record<string, string>; extend?: (app: App) => void; jobs?: JobDefinition[] } = {},
): Promise<HttpTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jauc-http-test-'));
  let databaseUrl: string | null = null;
  let relay: Awaited<ReturnType<typeof startRelay>> | null = null;
  let drop = async () => {};
  if (engine === 'postgres') {
    const temporary = await createTemporaryDatabase('sechttp_test');
    const target = new URL(process.env.TEST_DATABASE_URL!);
    relay = await startRelay(target.hostname, Number(target.port || 5432));
    const url = temporary.url;
    url.hostname = '127.0.0.1';
    url.port = String(relay.port());
    databaseUrl = url.toString();
    drop = temporary.drop;
  }

  let text = '';
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      text += chunk.toString('utf8');
      cb();
    },
  });
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, LOG_LEVEL: 'info', SEED: 'false', JOBS: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...opts.env });
  const database = await openDatabase({ databaseUrl, dataDir: ':memory:', poolSize: 3 });
  const app = await buildApp({ config, database, jobs: opts.jobs, logStream: { write: (s: string) => void logStream.write(s) } });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    get logs() {
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    logText: () => text,
    relay: relay && { down: relay.down, up: relay.up },
    async close() {
      await relay?.up();
      await app.close();
      await database.close().catch(() => undefined);
      await relay?.down();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
