import { FAVORITE_GROUPS, type ListingLot } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { TextLanguage } from '../../lib/request-language.js';
import { derivedGeneration } from '../../lib/derived-generation.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { lotExportCheck } from '../export-rules/lot-export.js';
import { lotImageUrls } from '../photo-proxy/lot-media-urls.js';
import { withColourNames } from '../site/colours.js';
import { lotIndexFor } from './lot-index/indexed-page.js';
import { loadLots, loadViewerMarks, type LotRow, type ViewerMarks } from './listing.repo.js';

// A listing page's rows as JSON (issue 22; docs/decisions/029-listing-rows-kept.md). What every
// viewer sees of a lot is read once and kept, with its JSON per language, until the listing
// index reads the lot again (any write to it), a derived figure is rebuilt (average prices, price
// summaries: lib/derived-generation.ts), or ttlMs passes (names of makers and houses, and the
// figures rebuilt on another instance). Per request only the viewer's own marks are read (their
// bids, favorites and country: one small query) and spliced in with the deadline and export check.

export const listingRowsTuning = {
  /** Lots kept per instance (about 1 KB each with both languages' JSON); the oldest go first. */
  maxLots: 20_000,
  /** A kept lot is read again after this long, whatever happened. */
  ttlMs: 60_000,
};

interface KeptLot {
  row: LotRow;
  /** The row without the viewer's fields and without its closing brace, per language. */
  json: Partial<Record<TextLanguage, string>>;
  /** The last deadline and export check given, as JSON, with what they were computed for (most viewers share both). */
  deadline?: { key: string; json: string };
  exportCheck?: { key: string; json: string };
}

/** The viewer-specific parts a row needs beside the kept ones. */
export interface RowViewer {
  userId: number;
  language: TextLanguage;
  /** The bidding deadline of a row (listing.service.ts rowDeadline, with the viewer's rule). */
  deadline: (row: LotRow) => string | null;
  /** What the deadline depends on besides the row (the rule and the Tokyo day). */
  deadlineKey: string;
  now: Date;
  /** The Tokyo date of `now` (the export rules in force). */
  today: string;
}

/** A kept lot's key: read again once a derived figure is rebuilt (the generation moves). */
const keptKey = (id: number) => `${derivedGeneration()}:${id}`;

class KeptRows {
  private readonly kept = new TtlCache<KeptLot>({ ttlMs: () => listingRowsTuning.ttlMs, maxEntries: listingRowsTuning.maxLots });
  /** Bumped whenever lots are read again: a load that raced with it does not keep its rows. */
  private invalidations = 0;

  constructor(db: DbOrTx) {
    lotIndexFor(db).onLotsRead((ids) => {
      this.invalidations++;
      if (ids === 'all') this.kept.clear();
      else for (const id of ids) this.kept.delete(keptKey(id));
    });
  }

  async rows(db: DbOrTx, ids: readonly number[]): Promise<Map<number, KeptLot>> {
    const found = new Map<number, KeptLot>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.kept.get(keptKey(id));
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const [before, generation] = [this.invalidations, derivedGeneration()];
    const rows = await loadLots(db, missing);
    // Rows read while the index saw a change may predate it: use them for this answer only.
    const keep = before === this.invalidations && generation === derivedGeneration();
    for (const row of rows) {
      const lot: KeptLot = { row, json: {} };
      found.set(row.id, lot);
      if (keep) this.kept.set(keptKey(row.id), lot);
    }
    return found;
  }
}

const keptRows = new WeakMap<object, KeptRows>();

function keptRowsOf(db: DbOrTx): KeptRows {
  let rows = keptRows.get(db);
  if (!rows) {
    rows = new KeptRows(db);
    keptRows.set(db, rows);
  }
  return rows;
}

/** What every viewer sees of a lot, in the reader's language: a ListingLot without the viewer's fields. */
function sharedFields(row: LotRow, language: TextLanguage) {
  const shared = {
    id: row.id,
    lotNo: row.lotNo,
    auctionDate: row.auctionDate.toISOString(),
    auctionName: row.auctionName,
    maker: row.maker,
    model: row.model,
    year: row.year,
    engine: row.engine,
    chassis: row.chassisNo,
    grade: row.grade,
    color: row.color,
    gearbox: row.gearbox,
    priv: row.drive,
    mileage: row.mileage,
    equip: row.equip,
    condition: row.condition,
    startPrice: row.startPrice,
    averagePrice: row.averagePrice,
    soldPrice: row.soldPrice,
    lotType: row.kind,
    isUss: row.isUss,
    status: row.status,
    // Thumbnails: generated SVGs, or the provider's photos through the proxy (decision 020).
    images: lotImageUrls({ id: row.id, imageCount: row.imageCount, photoKey: row.photoKey }),
    // Price history's line ("median ¥412,000 of 37 sold"), only where comparable cars sold.
    ...(row.priceSummary ? { priceSummary: row.priceSummary } : {}),
  } satisfies Omit<ListingLot, 'myBid' | 'myBidAmount' | 'wishList' | 'biddingDeadline' | 'exportCheck'>;
  return withColourNames([shared], language)[0]!;
}

/** The wish list of a row in JSON, per favorite group (and none). */
const WISH_LIST_JSON = new Map<string | undefined, string>(
  [undefined, ...FAVORITE_GROUPS].map((chosen) => [chosen, JSON.stringify(FAVORITE_GROUPS.map((group) => ({ group, value: group === chosen })))]),
);

/** One row's JSON: the kept part, then the viewer's bid, wish list, deadline and export check. */
function rowJson(lot: KeptLot, marks: ViewerMarks, viewer: RowViewer): string {
  const shared = (lot.json[viewer.language] ??= JSON.stringify(sharedFields(lot.row, viewer.language)).slice(0, -1));
  const { row } = lot;
  const amount = marks.bids.get(row.id);
  if (lot.deadline?.key !== viewer.deadlineKey) lot.deadline = { key: viewer.deadlineKey, json: JSON.stringify(viewer.deadline(row)) };
  // The export check follows the rules in force on the Tokyo day (age bands, rule changes).
  const exportKey = `${marks.country}|${viewer.today}`;
  if (lot.exportCheck?.key !== exportKey) {
    const check = marks.country === null ? null : lotExportCheck(row, marks.country, viewer.now);
    // Only where the viewer's country has rules: a null would add bytes to every row for nothing.
    lot.exportCheck = { key: exportKey, json: check ? `,"exportCheck":${JSON.stringify(check)}` : '' };
  }
  return (
    `${shared},"myBid":${amount !== undefined},"myBidAmount":${amount ?? null},` +
    `"wishList":${WISH_LIST_JSON.get(marks.favorites.get(row.id))!},"biddingDeadline":${lot.deadline.json}${lot.exportCheck.json}}`
  );
}

/**
 * The JSON array of the listing rows of `ids`, in that order (a lot deleted meanwhile is left
 * out). `keep`: rows may come from, and go to, the kept rows — only while the listing index
 * follows the lots (it tells which to drop); otherwise every row is read.
 */
export async function listingRowsJson(db: DbOrTx, ids: readonly number[], viewer: RowViewer, keep: boolean): Promise<string> {
  if (ids.length === 0) return '[]';
  const [lots, marks] = await Promise.all([
    keep ? keptRowsOf(db).rows(db, ids) : loadLots(db, [...ids]).then((rows) => new Map(rows.map((row) => [row.id, { row, json: {} }]))),
    loadViewerMarks(db, [...ids], viewer.userId),
  ]);
  const parts: string[] = [];
  for (const id of ids) {
    const lot = lots.get(id);
    if (lot) parts.push(rowJson(lot, marks, viewer));
  }
  return `[${parts.join(',')}]`;
}
