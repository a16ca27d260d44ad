import { AUCTION_STATUS } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { indexUsable, lotIndexFor } from '../listing/lot-index/indexed-page.js';
import type { LotIndex } from '../listing/lot-index/lot-index.js';

// The price history of a lot is the same for every viewer who may open the lot (issue 22 §5;
// docs/decisions/030-price-history-kept.md). Its answer is kept, as JSON, per lot as read for the
// request (model, chassis code and number, year, grade, auction date), period, band and Tokyo day,
// until one of the sales it compares or one of the runs it lists may have changed:
// - the listing index (lot-index.ts) reads every written or deleted lot on each look for changes;
//   for each it is told the lot's columns before and after the change;
// - a lot sold (status sold or sold-nego) before or after the change moves the generation of its
//   model and chassis code: every kept answer comparing that key is stale;
// - any lot moves the generation of its chassis number: the answers listing its runs are stale.
// Generations live in fixed hash buckets (4.3 MB), so memory stays bounded whatever the feed
// writes; two keys in one bucket only make an answer be computed again. A whole load of the
// index starts afresh. The auction houses' names (earlier runs) may be a minute late, as in listing rows.

export const priceHistoryCacheTuning = {
  /** Answers kept per instance (JSON of up to 200 sales and 20 runs each; usually a few KB). */
  maxEntries: 4_000,
  /** An answer is computed again after this long, whatever happened. */
  ttlMs: 60_000,
};

// A sweep of the feed writes every coming lot (90,000 chassis numbers): with a million buckets
// a kept answer's runs survive it nine times in ten. Sales keys (model and chassis code) are few.
const SALE_BUCKETS = 1 << 16;
const RUN_BUCKETS = 1 << 20;
const SOLD = new Set<number>([AUCTION_STATUS.sold, AUCTION_STATUS.soldNego]);

/** FNV-1a of a string, folded to one of `buckets`. */
function bucketOf(key: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % buckets;
}

const saleBucket = (modelId: number, chassisCode: number) => bucketOf(`${modelId}:${chassisCode}`, SALE_BUCKETS);
const runBucket = (chassisNo: string) => bucketOf(chassisNo.trim().toUpperCase(), RUN_BUCKETS);

/** What an answer depends on besides the comparable sales and the runs. */
export interface PriceHistoryKey {
  lotId: number;
  modelId: number;
  chassisCode: string;
  chassisNo: string;
  /** Everything else the answer is computed from: year, grade, auction date, names, period, band, day. */
  rest: string;
}

class KeptAnswers {
  private readonly kept = new TtlCache<string>({ ttlMs: () => priceHistoryCacheTuning.ttlMs, maxEntries: priceHistoryCacheTuning.maxEntries });
  private readonly sales = new Uint32Array(SALE_BUCKETS);
  private readonly runs = new Uint32Array(RUN_BUCKETS);
  /** Moved by a whole load of the index: its dictionary codes start again. */
  private epoch = 0;

  constructor(private readonly index: LotIndex) {
    const note = (ids: readonly number[] | 'all') => {
      if (ids === 'all') {
        this.epoch++;
        this.kept.clear();
        return;
      }
      for (const id of ids) {
        const lot = index.saleKeysOf(id);
        if (!lot) continue;
        if (SOLD.has(lot.status)) this.sales[saleBucket(lot.modelId, lot.chassisCode)]!++;
        this.runs[runBucket(lot.chassisNo)]!++;
      }
    };
    // Before the change (the columns it had) and after it (the columns it has).
    index.onLotsRead(note);
    index.onLotsStored(note);
  }

  /**
   * The kept answer, or `compute`'s (kept under the generations read before it ran: a change
   * meanwhile moves them, and the answer is not found again).
   */
  async get(key: PriceHistoryKey, compute: () => Promise<string>): Promise<string> {
    const chassisCode = this.index.chassisCodeOf(key.chassisCode);
    // A chassis code no lot held at the index's last look: a sale of it could not move a generation.
    if (chassisCode === undefined) return compute();
    const sales = this.sales[saleBucket(key.modelId, chassisCode)]!;
    const runs = this.runs[runBucket(key.chassisNo)]!;
    return this.kept.getOrCompute(`${this.epoch}|${sales}|${runs}|${key.lotId}|${key.modelId}|${key.chassisCode}|${key.chassisNo}|${key.rest}`, compute);
  }
}

const keptByIndex = new WeakMap<LotIndex, KeptAnswers>();

/**
 * The price history's JSON from the kept answers when the listing index is on and loaded (brought
 * up to date first, as a listing is), else computed afresh.
 */
export async function keptPriceHistory(db: DbOrTx, key: PriceHistoryKey, compute: () => Promise<string>): Promise<string> {
  if (!indexUsable(db)) return compute();
  const index = lotIndexFor(db);
  await index.fresh();
  let kept = keptByIndex.get(index);
  if (!kept) {
    kept = new KeptAnswers(index);
    keptByIndex.set(index, kept);
  }
  return kept.get(key, compute);
}
