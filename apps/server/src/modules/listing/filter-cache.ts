import { sql } from 'drizzle-orm';
import type { FiltersResponse } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { indexUsable, lotIndexFor } from './lot-index/indexed-page.js';
import type { ListingScope } from './listing-where.js';

// The filter data of a page type (select lists and ranges) changes only when lots do, but
// reading it sums every day's summary rows of the page type (tens of thousands at 1,000,000
// lots). Each instance keeps it per page type and Tokyo day until lots change
// (docs/decisions/007-listing-speed.md):
//  - with the listing index, until the index has seen a change (its version, which follows
//    PostgreSQL by transaction id: decision 005);
//  - without it, until the newest write or deletion of a lot is another one, and for at most
//    `maxAgeMs` (a transaction with an older id that commits later changes neither).

type FilterLists = Omit<FiltersResponse, 'totalSearchResults' | 'totalResults'>;

export const filterCacheTuning = { maxAgeMs: 2_000 };

const cache = new TtlCache<FilterLists>({ ttlMs: () => filterCacheTuning.maxAgeMs, maxEntries: 16 });
const versioned = new Map<string, { version: number; lists: Promise<FilterLists> }>();

/** The newest lot write and deletion: changes whenever a lot is written or deleted. */
export async function lotsSignature(db: DbOrTx): Promise<string> {
  const [row] = await query<{ w: string | number | null; d: string | number | null }>(
    db,
    sql`SELECT (SELECT max(changed_tx) FROM lots) AS w, (SELECT max(changed_tx) FROM lot_deletions) AS d`,
  );
  return `${row?.w ?? ''}/${row?.d ?? ''}`;
}

export async function filterLists(db: DbOrTx, scope: ListingScope, load: (db: DbOrTx, scope: ListingScope) => Promise<FilterLists>): Promise<FilterLists> {
  const key = `${scope.pageType}:${scope.today}`;
  // Without the index, or while it loads at start, the lists follow the lots' newest change.
  if (!indexUsable(db)) return cache.getOrCompute(`${key}:${await lotsSignature(db)}`, () => load(db, scope));
  const index = lotIndexFor(db);
  await index.fresh();
  const hit = versioned.get(key);
  if (hit && hit.version === index.version) return hit.lists;
  const lists = load(db, scope);
  versioned.set(key, { version: index.version, lists });
  // A failed read is not kept: the next request reads again.
  lists.catch(() => {
    if (versioned.get(key)?.lists === lists) versioned.delete(key);
  });
  if (versioned.size > 16) versioned.delete(versioned.keys().next().value!);
  return lists;
}
