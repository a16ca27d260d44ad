import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Readiness } from '@jauc/contract';
import { query } from '../../db/client.js';
import { indexStarting } from '../listing/lot-index/indexed-page.js';

/**
 * How long the readiness check waits for the database. node-postgres has no connect timeout of
 * its own here: towards an address that swallows packets, a probe would wait for the kernel's
 * TCP timeout (minutes) while the balancer's check gave up long ago.
 */
export const readinessTuning = { databaseTimeoutMs: 2_000 };

const NOT_ANSWERED = Symbol('not answered');

/**
 * Whether this instance should get traffic (docs/decisions/021): not while it shuts down, not
 * while its database does not answer, and not while its listing index loads at start (listings
 * would be answered by SQL meanwhile, slower by far at scale: another instance serves them
 * better). A reload of the index later (after a long pause) keeps it ready: all instances of a
 * quiet portal reload together, and a balancer with no ready instance answers nobody.
 */
export async function readinessOf(app: FastifyInstance): Promise<Readiness> {
  if (app.lifecycle.stopping) return { ready: false, reason: 'stopping' };
  const { db } = app.deps.database;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof NOT_ANSWERED>((resolve) => {
    timer = setTimeout(() => resolve(NOT_ANSWERED), readinessTuning.databaseTimeoutMs);
  });
  try {
    const answer = await Promise.race([query(db, sql`SELECT 1 AS one`), late]);
    if (answer === NOT_ANSWERED) return { ready: false, reason: 'database' };
  } catch {
    // Whatever the error, a database that does not answer SELECT 1 cannot serve a listing.
    return { ready: false, reason: 'database' };
  } finally {
    clearTimeout(timer);
  }
  if (indexStarting(db)) return { ready: false, reason: 'warming' };
  // Asked again after the round trip: a shutdown may have begun meanwhile.
  return app.lifecycle.stopping ? { ready: false, reason: 'stopping' } : { ready: true, reason: null };
}
