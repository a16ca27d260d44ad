import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

/** The same drizzle API over PGlite (embedded) and node-postgres (PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function query<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** A statement's text and parameters, as the driver receives them. */
export const sqlToQuery = (statement: SQL) => dialect.sqlToQuery(statement);

/**
 * `query` as a named prepared statement: on PostgreSQL each connection plans it once and reuses
 * the plan (after five runs, a generic one), where an unnamed statement is planned on every run —
 * for a read of a page of rows by primary keys, planning took as long as the read itself. The
 * statement's text must be the same for every call under `name` (only its parameters vary);
 * PGlite ignores the name.
 */
export async function queryPrepared<T>(db: DbOrTx, name: string, statement: SQL): Promise<T[]> {
  const result = (await db._.session.prepareQuery(sqlToQuery(statement), undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** The committed migrations folder, found from both src/ (tests, dev) and dist/ (built). */
export function migrationsFolder(): string {
  for (const candidate of [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')]) {
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error('migrations folder not found');
}

const MIGRATION_LOCK = 724_311; // advisory-lock key: one instance migrates at a time

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Money columns are bigint; parse int8 as a JS number (exact below 2^53) instead of a string.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    // JIT off: compiling a query costs 15–30 ms, paid by any query whose estimate crosses
    // jit_above_cost — a bid-list count over a few thousand bids with a subquery per bid did —
    // while every query here is a short indexed read that JIT cannot speed up.
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20, options: '-c jit=off' });
    // An idle client whose connection ends (a server restart, pg_terminate_backend, a dropped
    // test database) emits 'error' through the pool; unheard, that event would crash the process.
    // The pool has already discarded the client and the next query opens a new connection.
    pool.on('error', () => undefined);
    // The pool listens only to idle clients: one checked out (a transaction, a job's run) whose
    // connection drops would emit an unheard 'error' and crash the process. Its query in flight
    // fails anyway, and the pool discards the client when it comes back.
    pool.on('connect', (c) => c.on('error', () => undefined));
    const client = await pool.connect();
    try {
      // Two instances starting together on one database must not run the migrations twice.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db: drizzle(pool, { schema }) as unknown as Db, engine: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite is one in-process connection that serializes its own queries: no pool in front of it.
  const dir = opts.dataDir === ':memory:' ? undefined : path.join(opts.dataDir, 'pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Db, engine: 'pglite', close: () => client.close() };
}
