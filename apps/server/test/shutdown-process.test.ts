import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { createAccount } from '../src/cli/create-account.js';
import { rawConnection } from './helpers/raw-http.js';
import { openEvents } from './helpers/sse-client.js';
import { createTemporaryDatabase } from './helpers/temp-database.js';
import { ENGINES } from './helpers/test-app.js';

// Issue 20 §4, the real thing: `src/main.ts` in its own process (as `npm start` runs it) gets
// SIGTERM with an event stream open and a request in flight (its body not yet sent). The stream
// ends, a request pipelined behind the first is told "not ready", the first finishes once its
// body arrives, and the process exits 0 within SHUTDOWN_GRACE_SECONDS.

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'shutdown-pass-1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function until<T>(attempt: () => Promise<T | null>, what: string, output: () => string): Promise<T> {
  // A busy machine may take long to start a server: the limit only turns a hang into a failure.
  for (let i = 0; i < 1200; i++) {
    const value = await attempt().catch(() => null);
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}; server output:\n${output().slice(-4000)}`);
}

describe.each(ENGINES)('SIGTERM to a running server on %s', (engine) => {
  let child: ChildProcess | null = null;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = null;
    for (const fn of cleanups.splice(0).reverse()) await fn();
  });

  it('drains and exits 0 within the grace', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jauc-shutdown-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | null = null;
    if (engine === 'postgres') {
      const temporary = await createTemporaryDatabase('shutdown_test');
      databaseUrl = temporary.url.toString();
      cleanups.push(temporary.drop);
    }
    // The account first, while no server holds the database (PGlite has one user at a time).
    const email = 'streamer@shutdown.example';
    const setup = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
    try {
      await ensureReferenceData(setup.db);
      await createAccount(setup.db, { role: 'client', email, password: PASSWORD, fullName: 'Stream Er', country: 'JP' });
    } finally {
      await setup.close();
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        WORKERS: '1',
        SEED: 'false',
        FEEDS: 'off',
        JOBS: 'on',
        LOG_LEVEL: 'info',
        SHUTDOWN_GRACE_SECONDS: '120',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal })));

    // Ready: the database answers and the listing index is loaded.
    await until(async () => ((await fetch(`${base}/api/v1/health/ready`)).status === 200 ? true : null), 'readiness', () => output);
    const login = JSON.stringify({ email, password: PASSWORD });
    const signedIn = await fetch(`${base}/api/v1/auth`, { method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: login });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const stream = await openEvents(base, cookie);
    await stream.waitFor((events) => events.some((e) => e.data.type === 'stream.ready'), 'the stream to start');

    // A request in flight: its head is read (the server says 100 Continue), its body comes later.
    const slow = await rawConnection(port);
    slow.write(
      `POST /api/v1/auth HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(login)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await slow.continued();

    child.kill('SIGTERM');
    await stream.ended;
    expect(stream.retry).toBeLessThan(2_000);
    // The body, and behind it a readiness check on the same connection.
    slow.write(`${login}GET /api/v1/health/ready HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const first = await slow.response();
    expect(first.status, first.body).toBe(200);
    const ready = await slow.response();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ ready: false, reason: 'stopping' });
    await slow.closed;

    expect(await exited, output.slice(-4000)).toEqual({ code: 0, signal: null });
    expect(output).toMatch(/"outcome":"drained"/);
  });
});
