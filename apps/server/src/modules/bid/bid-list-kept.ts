import { sql, type SQL } from 'drizzle-orm';
import { query, sqlToQuery, type DbOrTx } from '../../db/client.js';
import * as clock from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';

// Answers of the bid lists kept under the database's bid-list version (decision 032).
//
// bid_list_version (migration 0024) is a sequence every statement that writes bids bumps (the
// copies of a changed lot included), and so does a change of who owns or manages a client. An
// answer computed after reading version V holds every write whose bump is in V, once the writers
// that made those bumps have committed. A sequence is not transactional: a writer bumps it before
// it commits, so an answer read while such a writer is still open can miss its write and would
// be kept under a version that already counts it. Hence the rule: before computing, ask
// PostgreSQL whether any writer (a transaction holding an id) is still open (writersSettledNow).
// None means every bump already read has been committed or rolled back, so the answer is exact for V and is kept until the version moves (bounded by `settledTtlMs`). While
// some writer is open, the answer is kept only `unsettledTtlMs`, the bound the counters had
// before. The Tokyo day belongs in the key of anything that depends on it (the active list and
// the archive part at midnight without a write).

export const bidListKeptTuning = { settledTtlMs: 60_000, unsettledTtlMs: 1_000, maxEntries: 2_000 };

/** A statement's text and parameters, for a key: the same SQL answers the same under one version. */
export function sqlKey(statement: SQL): unknown[] {
  const { sql: text, params } = sqlToQuery(statement);
  return [text, params];
}

/** The bid-list version: read first, so the key never names a version newer than the answer. */
export async function bidListVersion(db: DbOrTx): Promise<string> {
  const [row] = await query<{ v: string }>(db, sql`SELECT last_value::text || is_called::text AS v FROM bid_list_version`);
  return row!.v;
}

/**
 * No writer is open: every transaction holding an id that was assigned before this statement
 * ran has ended. Asked after the version was read, so any bump in that version is committed or
 * void. A snapshot lists the ids in progress below its xmax, but a writer whose id is xmax or
 * above is not listed: this statement takes an id of its own, and only when its snapshot's xmax
 * is that id and nothing below is in progress have all earlier writers ended. (Inside a
 * transaction that already holds an id, xmax is past it: never settled.)
 */
async function writersSettledNow(db: DbOrTx): Promise<boolean> {
  const [row] = await query<{ settled: boolean }>(
    db,
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot()) = pg_current_xact_id()
               AND NOT EXISTS (SELECT 1 FROM pg_snapshot_xip(pg_current_snapshot())) AS settled`,
  );
  return row?.settled === true;
}

/** An unsettled answer is asked again at most this often per version (each asking takes an id). */
const RECHECK_UNSETTLED_MS = 250;
const lastCheck = new WeakMap<object, { version: string; settled: boolean; at: number }>();

/**
 * writersSettledNow, remembered per version: once a version is settled it stays so (a later
 * writer moves the version), and an unsettled one is asked again only after a while, so a busy
 * desk does not spend a transaction id per request.
 */
async function writersSettled(db: DbOrTx, version: string): Promise<boolean> {
  const last = lastCheck.get(db);
  const now = clock.nowMs();
  if (last?.version === version && (last.settled || (now - last.at >= 0 && now - last.at < RECHECK_UNSETTLED_MS))) return last.settled;
  const settled = await writersSettledNow(db);
  lastCheck.set(db, { version, settled, at: now });
  return settled;
}

interface Kept<V> {
  value: V;
  settled: boolean;
}

/** One kind of answer, kept per database handle (tests run several apps in one process). */
export class KeptUnderBidVersion<V> {
  private readonly caches = new WeakMap<object, TtlCache<Kept<V>>>();

  constructor(private readonly maxEntries = bidListKeptTuning.maxEntries) {}

  private cacheOf(db: DbOrTx): TtlCache<Kept<V>> {
    let cache = this.caches.get(db);
    if (!cache) {
      cache = new TtlCache<Kept<V>>({ ttlMs: () => bidListKeptTuning.settledTtlMs, maxEntries: this.maxEntries });
      this.caches.set(db, cache);
    }
    return cache;
  }

  /** The answer kept for `key` under `version` (from bidListVersion), or `compute`'s. */
  async get(db: DbOrTx, version: string, key: readonly unknown[], compute: () => Promise<V>): Promise<V> {
    const kept = await this.cacheOf(db).getOrCompute(
      JSON.stringify([version, ...key]),
      async () => {
        const settled = await writersSettled(db, version);
        return { value: await compute(), settled };
      },
      (k) => (k.settled ? Infinity : clock.nowMs() + bidListKeptTuning.unsettledTtlMs),
    );
    return kept.value;
  }

  /** Forgets every kept answer of a database (tests that measure the computation itself). */
  clear(db: DbOrTx): void {
    this.caches.delete(db);
  }
}
