import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readinessOf } from '../src/modules/health/readiness.js';
import { shutDown } from '../src/server/shutdown.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';
import { rawConnection } from './helpers/raw-http.js';
import { openEvents } from './helpers/sse-client.js';
import { ENGINES } from './helpers/test-app.js';

// Issue 20 §4: on SIGTERM an instance stops being ready at once, ends its event streams with a
// short reconnect hint, accepts no new connection, lets the requests in flight finish and stops
// its jobs, all within the grace (server/shutdown.ts; main.ts calls it on the signal, and
// shutdown-process.test.ts sends the signal to a real process).

/** Resolves when a new connection to `port` is refused: the listener is closed. */
async function listenerClosed(port: number) {
  for (let i = 0; i < 1500; i++) {
    const refused = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve(false);
      });
      s.once('error', () => resolve(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the listener is still open');
}

describe.each(ENGINES)('graceful shutdown on %s', (engine) => {
  let t: HttpTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inSlow = new Promise<void>((resolve) => (entered = resolve));
    // JOBS on: the scheduler runs, and the shutdown has to stop it.
    t = await createHttpTestApp(engine, {
      env: { JOBS: 'on', FEEDS: 'off' },
      extend: (app) => {
        app.get('/api/v1/test/slow', async () => {
          entered();
          await gate;
          return { done: true };
        });
      },
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(t.database.db);
    const cookie = await signIn(t.app, user.email, user.password);
    const stream = await openEvents(base, cookie);
    await stream.waitFor((events) => events.some((e) => e.data.type === 'stream.ready'), 'the stream to start');
    const slow = await rawConnection(Number(new URL(base).port));
    slow.write('GET /api/v1/test/slow HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await inSlow;
    return { app: t.app, database: t.database, port: Number(new URL(base).port), stream, slow, release };
  };

  it('stops being ready, ends the streams, closes the listener and lets the request in flight finish', async () => {
    const { app, database, port, stream, slow, release } = await start();
    expect(await readinessOf(app)).toEqual({ ready: true, reason: null });

    const outcome = shutDown(app, database, { graceMs: 120_000 });
    await stream.ended;
    // Told to come back soon (through the balancer, to another instance), not after the usual 3 s.
    expect(stream.retry).toBeGreaterThanOrEqual(250);
    expect(stream.retry).toBeLessThan(2_000);
    expect(await readinessOf(app)).toEqual({ ready: false, reason: 'stopping' });
    await listenerClosed(port);

    // A request that still comes on an open connection is answered, and the connection then closed.
    slow.write('GET /api/v1/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    release();
    const first = await slow.response();
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ done: true });
    const ready = await slow.response();
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.headers.connection).toBe('close');
    expect(JSON.parse(ready.body)).toEqual({ ready: false, reason: 'stopping' });
    await slow.closed;

    expect(await outcome).toBe('drained');
    expect(t!.logs.some((l) => l.msg === 'shut down' && l.outcome === 'drained')).toBe(true);
    // A second signal changes nothing.
    expect(await shutDown(app, database, { graceMs: 1 })).toBe('already');
  });

  it('cuts what is still open when the grace is over', async () => {
    const { app, database, stream, slow } = await start();
    const outcome = await shutDown(app, database, { graceMs: 300 });
    expect(outcome).toBe('forced');
    await stream.ended;
    await slow.closed;
    expect(t!.logs.some((l) => l.msg === 'shutdown grace over: cutting the connections still open')).toBe(true);
  });
});
