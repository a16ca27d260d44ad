// Shared by the load benchmarks: start the built server on a seeded database, wait for it, sign
// in as the demo client, and drive a list of paths with autocannon.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Options every load benchmark takes (parseArgs shape). */
export const serverOptions = {
  'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
  'data-dir': { type: 'string', default: '' },
  // Another build of the server (e.g. the previous commit's, for a before/after figure).
  server: { type: 'string', default: path.join(repoRoot, 'apps/server/dist/main.js') },
  duration: { type: 'string', default: '30' },
  warmup: { type: 'string', default: '8' },
  connections: { type: 'string', default: '20' },
  port: { type: 'string', default: '8390' },
} as const;

export interface ServerArgs {
  'database-url': string;
  'data-dir': string;
  server: string;
  port: string;
}

export function benchServer(args: ServerArgs, extraEnv: Record<string, string> = {}) {
  const databaseUrl = args['database-url'];
  const dataDir = args['data-dir'];
  if (!databaseUrl && !dataDir) throw new Error('pass --database-url postgres://… or --data-dir <PGlite dir>');
  const base = `http://127.0.0.1:${Number(args.port)}`;
  let child: ChildProcess | null = null;

  const start = () => {
    child = spawn(process.execPath, [path.resolve(args.server)], {
      env: {
        ...process.env,
        PORT: String(Number(args.port)),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        // Demo accounts only: the lots are the benchmark's own.
        SEED_AUCTION_LOTS: '0',
        SEED_STATS_LOTS: '0',
        SEED_STOCK_LOTS: '0',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: path.resolve(dataDir), DATABASE_URL: '' }),
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return child;
  };

  const waitForHealth = async (timeoutMs = 180_000) => {
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
  };

  /**
   * Until /health says "ok" (not "warming": the listing index loaded) six times in a row, so every
   * worker behind the port is ready and a run measures the index, not its load.
   */
  const waitForReady = async (timeoutMs = 600_000) => {
    const until = Date.now() + timeoutMs;
    let inRow = 0;
    while (Date.now() < until && inRow < 6) {
      const res = await fetch(`${base}/api/v1/health`).catch(() => null);
      const status = res?.ok ? ((await res.json()) as { status?: string }).status : null;
      inRow = status === 'ok' ? inRow + 1 : 0;
      await new Promise((r) => setTimeout(r, 200));
    }
    if (inRow < 6) throw new Error('server did not become ready');
  };

  const signIn = async (): Promise<string> => {
    const res = await fetch(`${base}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'client@demo.example', password: 'demo-pass' }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  };

  const stop = async () => {
    const c = child as ChildProcess | null;
    if (!c || c.exitCode !== null) return;
    c.kill('SIGTERM');
    await new Promise((r) => c.once('exit', r));
  };

  const get = async <T>(cookie: string, url: string): Promise<T> => {
    const res = await fetch(`${base}/api/v1${url}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  return { base, databaseUrl, dataDir, start, waitForHealth, waitForReady, signIn, stop, get };
}

/** Drives the paths (each connection walks the list from its own point) for `seconds`. */
export function runAutocannon(base: string, paths: string[], cookie: string, seconds: number, connections: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { cookie },
    requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[next++ % paths.length]! }) }],
  });
}

/** The figures of one autocannon run. */
export function httpFigures(load: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(load.requests.average),
    latencyMs: { p50: load.latency.p50, p90: load.latency.p90, p99: load.latency.p99, max: load.latency.max, mean: load.latency.mean },
    total: load.requests.total,
    errors: load.errors,
    non2xx: load.non2xx,
    timeouts: load.timeouts,
  };
}
