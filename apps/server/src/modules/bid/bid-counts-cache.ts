import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { query, type DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import { countTabs, NO_FILTERS, type BidCounts, type CountFilters } from './bid-counts.js';
import { scopeSql, type BidListViewer } from './bid-list-where.js';

// The tab counters of a list, kept a second per instance and filter combination: at 100,000
// bids a manager's desk asked for them on every page, sort and poll (issue 18 §6). An answer is
// kept under the database's bid-list version (bid_list_version, migration 0024: bumped by
// every statement that writes bids, and by changes of who owns or manages a client), so a
// write on any instance is counted by the next request; the second bounds only a write whose
// transaction was still open while the counters were read. The day is part of the key: the
// active list and the archive move apart at Tokyo midnight without any write.

export const bidCountsTuning = { ttlMs: 1_000, maxEntries: 500 };

const caches = new WeakMap<object, TtlCache<BidCounts>>();
function cacheOf(db: DbOrTx): TtlCache<BidCounts> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TtlCache<BidCounts>({ ttlMs: () => bidCountsTuning.ttlMs, maxEntries: bidCountsTuning.maxEntries })));
  return cache;
}

const dialect = new PgDialect();

async function bidListVersion(db: DbOrTx): Promise<string> {
  const [row] = await query<{ v: string }>(db, sql`SELECT last_value::text || is_called::text AS v FROM bid_list_version`);
  return row!.v;
}

/** countTabs, answered from this instance's cache while nothing was written. */
export async function cachedTabCounts(db: DbOrTx, viewer: BidListViewer, now: Date, manager: boolean, filters: CountFilters = NO_FILTERS): Promise<BidCounts> {
  const version = await bidListVersion(db);
  const text = dialect.sqlToQuery(sql.join([scopeSql(viewer), sql`;`, ...filters.common, sql`;`, ...filters.archiveOnly], sql` & `));
  const key = JSON.stringify([version, startOfTokyoToday(now).toISOString(), manager, viewer.dealerView, text.sql, text.params]);
  return cacheOf(db).getOrCompute(key, () => countTabs(db, viewer, now, manager, filters));
}

/** Forgets every kept answer of a database (tests that measure the counting itself). */
export function clearTabCounts(db: DbOrTx): void {
  caches.delete(db);
}
