import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { stopScheduler } from '../modules/jobs/index.js';

// The graceful shutdown of one instance (main.ts on SIGTERM/SIGINT; docs/decisions/021):
//  1. readiness answers 503 at once (the load balancer stops sending new requests);
//  2. the scheduler stops taking jobs (a run going on here may end; others take the next ones);
//  3. app.close(): the live event streams end with a short reconnect hint (clients come back
//     through the balancer to another instance), the listener stops accepting connections,
//     requests in flight end, idle keep-alive connections are closed as they become idle;
//  4. the database closes once nothing uses it.
// All of it within `graceMs`; past it the connections still open are cut.

/** How often connections that have become idle are closed while the requests in flight end. */
const IDLE_SWEEP_MS = 200;
/** After the grace: how long the onClose hooks and the database may still take before we give up on them. */
const AFTER_GRACE_MS = 2_000;

export type ShutdownOutcome = 'drained' | 'forced';

/** Shuts the instance down (see above); a second call while one runs answers at once and does nothing. */
export async function shutDown(app: FastifyInstance, database: Database, opts: { graceMs: number }): Promise<ShutdownOutcome | 'already'> {
  const started = performance.now();
  if (!app.lifecycle.beginStopping()) return 'already';
  app.log.info({ graceMs: opts.graceMs }, 'shutting down: not ready any more, finishing the requests in flight');
  // Started now rather than in onClose, after the drain: no new job begins here meanwhile.
  const schedulerStopped = stopScheduler(app).catch((err: unknown) => app.log.warn({ err }, 'the job scheduler did not stop cleanly'));

  // Node's server.close() closes the connections idle at that moment only; a keep-alive
  // connection whose request ends later would hold the close until its keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  let graceTimer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'forced'>((resolve) => {
    graceTimer = setTimeout(() => resolve('forced'), opts.graceMs);
  });
  const closed = app.close().then(
    () => 'drained' as const,
    (err: unknown) => {
      app.log.error({ err }, 'closing the server failed');
      return 'drained' as const;
    },
  );
  const outcome = await Promise.race([closed, graceOver]);
  clearTimeout(graceTimer);
  clearInterval(sweep);
  if (outcome === 'forced') {
    app.log.error('shutdown grace over: cutting the connections still open');
    app.server.closeAllConnections();
    // The onClose hooks (a job run still going, mails being sent) get a moment more, not forever.
    await Promise.race([closed, delay(AFTER_GRACE_MS)]);
  }
  await Promise.race([schedulerStopped, delay(outcome === 'forced' ? 0 : AFTER_GRACE_MS)]);
  await Promise.race([database.close().catch((err: unknown) => app.log.warn({ err }, 'the database did not close cleanly')), delay(AFTER_GRACE_MS)]);
  app.log.info({ outcome, ms: Math.round(performance.now() - started) }, 'shut down');
  return outcome;
}

const delay = (ms: number) =>
  new Promise<'late'>((resolve) => {
    setTimeout(() => resolve('late'), ms).unref();
  });
