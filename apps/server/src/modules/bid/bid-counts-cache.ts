import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import { countTabs, NO_FILTERS, type BidCounts, type CountFilters } from './bid-counts.js';
import { scopeSql, type BidListViewer } from './bid-list-where.js';
import { bidListVersion, KeptUnderBidVersion, sqlKey } from './bid-list-kept.js';

// The tab counters of a list, kept per instance and filter combination under the bid-list
// version (bid-list-kept.ts, decision 032): at 100,000 bids a manager's desk asked for them on
// every page, sort and poll (issue 18 §6), and a write on any instance moves the version, so the
// next request counts again. The day is part of the key: the active list and the archive move
// apart at Tokyo midnight without any write.

const kept = new KeptUnderBidVersion<BidCounts>(500);

/**
 * countTabs, answered from this instance's kept counts while nothing was written. `version` is
 * the bid-list version the caller read for its other kept answers (read here when not given).
 */
export async function cachedTabCounts(
  db: DbOrTx,
  viewer: BidListViewer,
  now: Date,
  manager: boolean,
  filters: CountFilters = NO_FILTERS,
  version?: string,
): Promise<BidCounts> {
  const v = version ?? (await bidListVersion(db));
  const text = sqlKey(sql.join([scopeSql(viewer), sql`;`, ...filters.common, sql`;`, ...filters.archiveOnly], sql` & `));
  const key = [startOfTokyoToday(now).toISOString(), manager, viewer.dealerView, ...text];
  return kept.get(db, v, key, () => countTabs(db, viewer, now, manager, filters));
}

/** Forgets every kept answer of a database (tests that measure the counting itself). */
export function clearTabCounts(db: DbOrTx): void {
  kept.clear(db);
}
