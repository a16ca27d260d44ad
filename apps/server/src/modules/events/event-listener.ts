import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { Database } from '../../db/client.js';
import { EVENTS_CHANNEL } from './events.repo.js';
import { eventsTuning } from './events-tuning.js';

/**
 * LISTENs for the event ids every instance announces (events.repo.insertEvent and the triggers
 * of migration 0013) on one connection per instance. PostgreSQL: a dedicated client outside the
 * pool (a pooled connection would stop listening when handed to a query); it reconnects after a
 * failure and then calls `onReconnect` so the hub catches up with what it missed. PGlite: its
 * single in-process connection delivers its own notifications through `listen` as well, so the
 * same code path (pg_notify on commit) serves one instance.
 */
export interface EventListener {
  start(): Promise<void>;
  stop(): Promise<void>;
}

type PgliteClient = { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> };

export function createEventListener(
  database: Database,
  databaseUrl: string | null,
  log: FastifyBaseLogger,
  handlers: { onIds(ids: number[]): void; onReconnect(): void },
): EventListener {
  const toId = (payload: string | undefined) => {
    const id = Number(payload);
    if (Number.isSafeInteger(id) && id > 0) handlers.onIds([id]);
  };

  if (database.engine === 'pglite' || !databaseUrl) {
    let unlisten: (() => Promise<void>) | null = null;
    return {
      async start() {
        const client = (database.db as unknown as { $client: PgliteClient }).$client;
        unlisten = await client.listen(EVENTS_CHANNEL, toId);
      },
      async stop() {
        await unlisten?.().catch(() => undefined);
        unlisten = null;
      },
    };
  }

  let client: Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const pg = await import('pg');
    const c = new pg.default.Client({ connectionString: databaseUrl! });
    c.on('notification', (msg) => {
      if (msg.channel === EVENTS_CHANNEL) toId(msg.payload);
    });
    // A dropped connection (server restart, network): listen again after a pause and catch up.
    c.on('error', (err) => {
      log.warn({ err }, 'event listener connection failed');
      void c.end().catch(() => undefined);
    });
    // Only the connection in use reconnects: one that failed while connecting is retried by
    // whoever started it (a second listener would deliver every event twice).
    c.on('end', () => {
      if (client !== c) return;
      client = null;
      if (!stopped) scheduleReconnect();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
  }

  function scheduleReconnect() {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(handlers.onReconnect, (err: unknown) => {
        log.warn({ err }, 'event listener could not reconnect');
        scheduleReconnect();
      });
    }, eventsTuning.reconnectMs);
    retry.unref();
  }

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
