import diagnostics from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import { query, type DbOrTx } from '../../src/db/client.js';

// Route discovery and write detection for the route fuzz test (fuzz-routes.test.ts).

export interface FuzzRoute {
  method: string;
  url: string;
  querystring?: ZodType;
  body?: ZodType;
  params?: ZodType;
}

/**
 * Collects every route of every Fastify instance built while `build` runs, with the contract
 * schemas attached to it. Fastify publishes each new instance on the `fastify.initialization`
 * channel before any plugin registers, so an onRoute hook there sees every route — no list to
 * keep in step with app.ts. HEAD twins of GET routes are left out.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: FuzzRoute[] }> {
  const routes: FuzzRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (r: RouteOptions) => {
      const schema = (r.schema ?? {}) as Record<string, ZodType | undefined>;
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: r.url, querystring: schema.querystring, body: schema.body, params: schema.params });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onInit);
  try {
    return { built: await build(), routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInit);
  }
}

/**
 * A journal of row writes: a row trigger on every table of the app appends the table's name.
 * Draining it after each request says exactly which request wrote what — a before/after
 * checksum of the tables could not tell a refused input's write from an accepted one's, nor
 * see a write that was undone. Rolled-back transactions leave no journal rows, as they should.
 */
export async function installWriteJournal(db: DbOrTx): Promise<void> {
  await query(db, sql`CREATE TABLE fuzz_journal (tbl text NOT NULL)`);
  await query(
    db,
    sql`CREATE FUNCTION fuzz_journal_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO fuzz_journal VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
  );
  const tables = await query<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'fuzz_journal'`,
  );
  for (const { name } of tables) {
    await query(db, sql.raw(`CREATE TRIGGER fuzz_journal AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_journal_row()`));
  }
}

/** The tables written since the last drain (each once), emptying the journal. */
export async function drainWriteJournal(db: DbOrTx): Promise<string[]> {
  const rows = await query<{ tbl: string }>(db, sql`DELETE FROM fuzz_journal RETURNING tbl`);
  return [...new Set(rows.map((r) => r.tbl))].sort();
}

/** Whether the contract schema accepts the input (what the route's validator decides). */
export const accepts = (schema: ZodType | undefined, input: unknown) => !schema || schema.safeParse(input).success;
