import { sql, type SQL } from 'drizzle-orm';
import { AUCTION_STATUS, tokyoParts } from '@jauc/contract';
import { query, type DbOrTx } from '../../../db/client.js';
import { type SortSpec } from '../../lots-core/lot-query.js';
import { rowMatcher, type IndexFilters } from './lot-match.js';
import { fuelCode, LotStore, ROW_COLUMNS, SCOPE_COUNT, SORT_COLUMNS, type IndexSortColumn, type LotIndexRow } from './lot-store.js';
import { readSnapshot, writeSnapshot, type SnapshotStamp } from './lot-snapshot.js';
import { FUELS } from '../../export-rules/export-rules-types.js';
import { exportPriceSql } from '../listing-where.js';
import { filtersKey, remember, SearchRows } from './search-rows.js';
import { orderBounds } from './order-bounds.js';
import * as clock from '../../../lib/clock.js';

// Each instance keeps the listing columns of every lot in memory and answers the filter + sort
// + page + count of a listing from them; PostgreSQL stays the source of truth and the index
// follows it through lots.changed_tx (docs/decisions/005-listing-index.md).

export const lotIndexTuning = {
  /** Off: every listing is answered by SQL alone (LISTING_INDEX=off). */
  enabled: process.env.LISTING_INDEX !== 'off',
  /** How long a request may use the index without asking the database for changes. */
  syncIntervalMs: 500,
  /**
   * A request that finds a look for changes due or running waits for it only when the last look
   * is older than this (or of another Tokyo day); otherwise the look runs in the background and
   * the request is answered from what the last one read. While a feed sweeps the auctions, each
   * look reads thousands of rows, and every request arriving meanwhile used to wait for it.
   * Tests set 0: each request then sees every write made before it.
   */
  answerWhileSyncingMs: 1_500,
  /**
   * Rows read per query while loading. On PGlite a query runs on the server's own thread and holds
   * its one connection: small chunks, with the event loop let through between them
   * (betweenLoadChunks), keep /health and every other request answering while an index loads.
   */
  loadBatch: 5_000,
  /** Awaited between the load's chunks (and its sorts): lets waiting requests run. Tests hold the load here. */
  betweenLoadChunks: (_rowsLoaded: number): Promise<void> => new Promise((resolve) => setImmediate(resolve)),
  /** Without a look for this long, deletions may have been pruned: load everything again. */
  reloadAfterMs: 12 * 3_600_000,
  /** Distinct filter combinations whose count is remembered (until the next change). */
  countCacheSize: 5_000,
  /**
   * Filters whose narrowest source of rows (a quick-search term's lookup ranges, the chosen
   * models or makers, a range of the date, year or mileage order) holds at most this share of the
   * page type's rows (or searchRowsMin) are answered from those rows, sorted (search-rows.ts);
   * broader ones walk the sort order, where their matches are dense.
   */
  searchShare: 1 / 16,
  searchRowsMin: 5_000,
  /** Narrow filters whose matching rows (and their orders) are remembered, per page type, until its next change. */
  searchCacheSize: 100,
  /**
   * Where the index is kept on disk between starts (lot-snapshot.ts, decision 027): read at start
   * instead of a full load when it is of this database and recent enough; null, none (tests,
   * INDEX_SNAPSHOT_DIR=off). main.ts sets it.
   */
  snapshotFile: null as string | null,
  /** A snapshot older than this is written again after a look for changes (a start then reads at most this much). */
  snapshotEveryMs: 3_600_000,
  /** Pages (filters, sort, position) whose rows are remembered until the next change. */
  pageCacheSize: 4_000,
};

/**
 * Bump when COLUMNS or what a column means changes: a snapshot of another version is not read.
 * The store's arrays and the fuel codes are part of the identity by themselves.
 */
const SNAPSHOT_SCHEMA = `lot-index-1;${ROW_COLUMNS.join(',')};${FUELS.join(',')}`;

const COLUMNS = sql`l.id, l.kind, l.past, extract(epoch FROM l.auction_date) * 1000 AS date, l.year, l.mileage, l.engine, l.condition_rank,
  l.price_sort, l.status, l.auction_house_id, l.maker_id, l.model_id, l.condition, l.gearbox, l.color, l.chassis_code,
  l.lot_no, upper(l.chassis_no) AS chassis_no, array_to_string(l.equip_codes, ' ') AS equip_codes, l.fuel, ${exportPriceSql} AS export_price`;

type DbRow = Omit<LotIndexRow, 'date' | 'price_sort' | 'export_price'> & { date: number | string; price_sort: number | string; export_price: number | string | null };
const toRow = (r: DbRow): LotIndexRow => ({
  ...r,
  id: Number(r.id),
  date: Number(r.date),
  price_sort: Number(r.price_sort),
  lot_no: Number(r.lot_no),
  export_price: r.export_price === null ? null : Number(r.export_price),
});
/** Room kept for new lots past a load: a day's arrivals fit without growing every column. */
const slackRows = (rows: number) => Math.ceil(rows / 64) + 1024;
const samePrice = (stored: number, loaded: number | null) => (loaded === null ? Number.isNaN(stored) : stored === loaded);

/**
 * The oldest transaction still running (every transaction below it has committed or aborted),
 * and the database's time then (a snapshot's age is told by it: lot_deletions are pruned by it).
 */
async function oldestOpenTx(db: DbOrTx): Promise<{ tx: number; at: number }> {
  const [row] = await query<{ xmin: number | string; at: number | string }>(
    db,
    sql`SELECT txid_snapshot_xmin(txid_current_snapshot()) AS xmin, extract(epoch FROM now()) * 1000 AS at`,
  );
  return { tx: Number(row!.xmin), at: Number(row!.at) };
}

/**
 * Which database this is, as a snapshot must match it: the cluster (where it may be read), the
 * database's name and oid, and the lots table's file — a TRUNCATE, a restore or a new database
 * changes one of them without a row in lot_deletions. Also the newest transaction id and the time.
 */
async function databaseIdentity(db: DbOrTx): Promise<{ identity: string; xmax: number; now: number }> {
  const [row] = await query<{ name: string; db: number | string; lots: number | string | null; xmax: number | string; now: number | string }>(
    db,
    sql`SELECT current_database() AS name, (SELECT oid FROM pg_database WHERE datname = current_database()) AS db,
          pg_relation_filenode('lots') AS lots, txid_snapshot_xmax(txid_current_snapshot()) AS xmax, extract(epoch FROM now()) * 1000 AS now`,
  );
  // Readable by superusers and pg_monitor only on some installations: without it, the rest must do.
  const cluster = await query<{ id: string }>(db, sql`SELECT system_identifier::text AS id FROM pg_control_system()`).then(
    (rows) => rows[0]?.id ?? '',
    () => '',
  );
  const identity = JSON.stringify([SNAPSHOT_SCHEMA, cluster, row!.name, String(row!.db), String(row!.lots)]);
  return { identity, xmax: Number(row!.xmax), now: Number(row!.now) };
}

/** Lots by maker id and by model id (the maker and model lists' counts). */
export interface FacetCounts {
  makers: Map<number, number>;
  models: Map<number, number>;
}

export interface IndexPageRequest {
  scope: number;
  filters: IndexFilters;
  sort: SortSpec;
  offset: number;
  limit: number;
  /** Continue after (or, backwards, before) this row of the order instead of counting an offset. */
  after?: { value: number; id: number; backwards: boolean };
}

const ALL_SCOPES = Array.from({ length: SCOPE_COUNT }, (_, scope) => scope);
const perScope = <V>() => ALL_SCOPES.map(() => new Map<string, V>());

export class LotIndex {
  private store = new LotStore();
  /** Changes from transactions at or above this id are still to be read. */
  private sinceTx = 0;
  private lastSync = 0;
  private syncDay = '';
  private syncing: Promise<void> | null = null;
  /** Per scope (page type): a change clears only the caches of the scopes its rows were or are in. */
  private readonly counts = perScope<number>();
  /** Pages already walked, by filters, sort and position: the same page again costs a lookup. */
  private readonly pages = perScope<Array<{ id: number; value: number }>>();
  /** The makers and models of the lots still taking bids, per bound (openFacets). */
  private readonly openFacetCounts = perScope<FacetCounts>();
  /** Narrow quick searches' matching rows, from the lookup orders. */
  private readonly searches = new SearchRows(() => this.store, lotIndexTuning);
  /** Bumped on every change: cached counts and callers' caches of earlier versions are stale. */
  version = 0;
  private warmingUp = false;
  /** A whole load has ended once: reloads after a long pause are not a start (see `starting`). */
  private loadedOnce = false;
  /** Rows put through the row test by walks and counts (searches' own: SearchRows). */
  private tested = 0;
  /** The database's time at the look that set sinceTx (a snapshot's stamp). */
  private sinceAt = 0;
  /** Set while a snapshot is written: the store must not change meanwhile (fresh() waits for nothing). */
  private writing: Promise<void> | null = null;
  /** When (server clock) the snapshot was last written or read. */
  private snapshotAt = 0;
  /** Where the last full load came from, and why a snapshot was not used (the start's log line, benchmarks). */
  loadedFrom: 'snapshot' | 'database' | null = null;
  snapshotRejected: string | null = null;
  /** Why the last snapshot was not written, null when it was. */
  snapshotUnwritten: string | null = null;
  /** Told which lots were read again from the database (listing-rows.ts keeps rows until then). */
  private readonly readListeners: Array<(ids: readonly number[] | 'all') => void> = [];
  private readonly storedListeners: Array<(ids: readonly number[] | 'all') => void> = [];

  constructor(private readonly db: DbOrTx) {}

  get lots() {
    return this.store.size;
  }

  /**
   * Calls `listener` with the ids of the lots each look for changes reads again (written or
   * deleted since the last look: any column, not only the index's), or 'all' after a whole load.
   */
  onLotsRead(listener: (ids: readonly number[] | 'all') => void) {
    this.readListeners.push(listener);
  }

  private lotsRead(ids: readonly number[] | 'all') {
    if (ids !== 'all' && ids.length === 0) return;
    for (const listener of this.readListeners) listener(ids);
  }

  /**
   * Calls `listener` with the same ids once the store holds what was read ('all' after a whole
   * load): with onLotsRead, a listener sees each lot's columns before and after the change.
   */
  onLotsStored(listener: (ids: readonly number[] | 'all') => void) {
    this.storedListeners.push(listener);
  }

  private lotsStored(ids: readonly number[] | 'all') {
    if (ids !== 'all' && ids.length === 0) return;
    for (const listener of this.storedListeners) listener(ids);
  }

  /**
   * What the price history's cache needs of a lot the store holds now, or null: its status, model,
   * chassis code (as the store's dictionary code, stable until a whole load, which says 'all') and
   * chassis number.
   */
  saleKeysOf(id: number): { status: number; modelId: number; chassisCode: number; chassisNo: string } | null {
    const s = this.store;
    const row = s.rowOf(id);
    if (row < 0) return null;
    return { status: s.status[row]!, modelId: s.model[row]!, chassisCode: s.chassis[row]!, chassisNo: s.chassisNoOf(row) };
  }

  /** The store's dictionary code of a chassis code, undefined when no lot read so far has it. */
  chassisCodeOf(text: string): number | undefined {
    return this.store.dictionaries.chassis.find(text);
  }

  bytes() {
    return this.store.bytes();
  }

  /** How many rows the filters' row test has looked at so far: what a query costs, for tests. */
  get rowsTested() {
    return this.tested + this.searches.rowsTested;
  }

  /** True from warm() until the first load is done: listings are answered by SQL meanwhile, /health says "warming". */
  get warming() {
    return this.warmingUp;
  }

  /**
   * True while the first load at start runs (the readiness check: send the traffic elsewhere
   * meanwhile). A reload after a long pause is not: every instance of a quiet portal would reload
   * at once, and none would be ready.
   */
  get starting() {
    return this.warmingUp && !this.loadedOnce;
  }

  /** Starts the first load at server start (main.ts), without making requests wait for it. */
  warm(): Promise<void> {
    if (this.lastSync > 0) return this.fresh();
    if (this.syncing) return this.syncing;
    // fresh() loads everything (nothing is loaded yet) and clears the flag when the load ends.
    this.warmingUp = true;
    return this.fresh();
  }

  /** Brings the index up to date when it is older than the sync interval (or a new Tokyo day began). */
  fresh(now = clock.nowMs()): Promise<void> {
    const day = tokyoParts(new Date(now)).date;
    // A clock moved back (lib/clock.ts) makes the last sync lie in the future: sync then too.
    const sinceSync = now - this.lastSync;
    // Answered from the last look's rows while this one runs, when that look is recent enough.
    const answerNow = this.lastSync > 0 && !this.warmingUp && day === this.syncDay && sinceSync >= 0 && sinceSync < lotIndexTuning.answerWhileSyncingMs;
    if (this.syncing) return answerNow ? Promise.resolve() : this.syncing;
    if (sinceSync >= 0 && sinceSync < lotIndexTuning.syncIntervalMs && day === this.syncDay && this.lastSync > 0) return Promise.resolve();
    // A snapshot being written (well under a second) holds the store as it is: answers may lag by that much.
    if (this.writing && this.lastSync > 0) return Promise.resolve();
    const full = this.lastSync === 0 || now - this.lastSync > lotIndexTuning.reloadAfterMs;
    // Loading again after a long pause: the old rows may be stale, so listings go to SQL meanwhile
    // (as while warming up), rather than waiting for the whole load.
    if (full && this.lastSync > 0) this.warmingUp = true;
    this.syncing = (full ? this.load() : this.readChanges())
      .then(() => {
        this.lastSync = now;
        this.syncDay = day;
        if (full) this.loadedOnce = true;
        if (!full && now - this.snapshotAt > lotIndexTuning.snapshotEveryMs) this.saveSnapshot(now);
      })
      .finally(() => {
        this.syncing = null;
        if (full) this.warmingUp = false;
      });
    if (!answerNow || full) return this.syncing;
    // Nobody waits for it here: a failed look must not end the process as an unhandled rejection.
    // The last look then ages, and the first request past answerWhileSyncingMs waits for (and
    // fails with) the next one.
    this.syncing.catch(() => undefined);
    return Promise.resolve();
  }

  private async load() {
    // At start, the snapshot on disk when it is of this database: then only what changed since is read.
    const file = lotIndexTuning.snapshotFile;
    if (!this.loadedOnce && file && (await this.loadSnapshot(file))) return;
    const since = await oldestOpenTx(this.db);
    const store = new LotStore();
    // Lot ids are unique and positive: the largest (one index probe) bounds the rows to hold,
    // so the columns are allocated once instead of grown by copies.
    const [top] = await query<{ max_id: number | string | null }>(this.db, sql`SELECT max(id) AS max_id FROM lots`);
    const maxId = Number(top?.max_id ?? 0);
    store.reserve(maxId + slackRows(maxId), maxId, 0);
    let lastId = 0;
    for (;;) {
      const rows = await query<DbRow>(this.db, sql`SELECT ${COLUMNS} FROM lots l WHERE l.id > ${lastId} ORDER BY l.id LIMIT ${lotIndexTuning.loadBatch}`);
      if (rows.length === 0) break;
      store.put(rows.map(toRow));
      lastId = Number(rows.at(-1)!.id);
      await lotIndexTuning.betweenLoadChunks(store.size);
    }
    // Ids with gaps (deleted lots) left room unused: give it back, keeping some for new lots.
    store.trim(slackRows(store.size));
    await store.buildOrders(() => lotIndexTuning.betweenLoadChunks(store.size));
    this.store = store;
    this.sinceTx = since.tx;
    this.sinceAt = since.at;
    this.changed(ALL_SCOPES);
    this.lotsRead('all');
    this.lotsStored('all');
    // Rows written while loading are read again by the next look (their transactions are >= since).
    this.lastSync = 0;
    await this.readChanges();
    this.loadedFrom = 'database';
    if (file) this.saveSnapshot(clock.nowMs());
  }

  /** Takes the snapshot in `file` when it is of this database and recent enough, then reads what changed since. */
  private async loadSnapshot(file: string): Promise<boolean> {
    const db = await databaseIdentity(this.db);
    // lot_deletions keeps a day (migration 0003): a snapshot within reloadAfterMs misses none of its deletions.
    const accept = (stamp: SnapshotStamp) =>
      stamp.identity !== db.identity ? 'another database'
      : stamp.sinceTx > db.xmax ? 'ahead of the database'
      : !(db.now - stamp.takenAt >= 0 && db.now - stamp.takenAt <= lotIndexTuning.reloadAfterMs) ? 'too old'
      : null;
    const found = await readSnapshot(file, accept, () => lotIndexTuning.betweenLoadChunks(0));
    if ('rejected' in found) {
      this.snapshotRejected = found.rejected;
      return false;
    }
    this.snapshotRejected = null;
    this.store = found.store;
    this.sinceTx = found.stamp.sinceTx;
    this.sinceAt = found.stamp.takenAt;
    this.changed(ALL_SCOPES);
    this.lotsRead('all');
    this.lotsStored('all');
    this.lastSync = 0;
    await this.readChanges();
    this.loadedFrom = 'snapshot';
    // Kept fresh enough that a start never has much to catch up on.
    const now = clock.nowMs();
    this.snapshotAt = now - (db.now - found.stamp.takenAt);
    if (now - this.snapshotAt > lotIndexTuning.snapshotEveryMs) this.saveSnapshot(now);
    return true;
  }

  /** Writes the snapshot in the background; the store stays as it is until the file is written. */
  private saveSnapshot(now: number) {
    const file = lotIndexTuning.snapshotFile;
    if (!file || this.writing) return;
    const stamp = { sinceTx: this.sinceTx, takenAt: this.sinceAt };
    const store = this.store;
    this.snapshotAt = now;
    this.writing = databaseIdentity(this.db)
      .then(({ identity }) => writeSnapshot(file, store, { ...stamp, identity }, () => new Promise((resolve) => setImmediate(resolve))))
      .then(
        (written) => void (this.snapshotUnwritten = written ? null : 'another process writes the snapshot'),
        (err: unknown) => void (this.snapshotUnwritten = err instanceof Error ? err.message : String(err)),
      )
      .finally(() => {
        this.writing = null;
      });
  }

  /** Settles when no snapshot is being written (tests, shutdown). */
  async snapshotWritten(): Promise<void> {
    await this.writing;
  }

  private async readChanges() {
    const since = await oldestOpenTx(this.db);
    const deleted = await query<{ lot_id: number }>(this.db, sql`SELECT lot_id FROM lot_deletions WHERE changed_tx >= ${this.sinceTx}`);
    // Only the rows that differ from the store are kept while reading (a start from an old
    // snapshot may read many); the store changes at once at the end, between two requests.
    const present = new Set<number>();
    const changed: LotIndexRow[] = [];
    let after: SQL = sql`TRUE`;
    for (;;) {
      const batch = await query<DbRow & { changed_tx: number | string }>(
        this.db,
        sql`SELECT ${COLUMNS}, l.changed_tx FROM lots l WHERE l.changed_tx >= ${this.sinceTx} AND ${after}
            ORDER BY l.changed_tx, l.id LIMIT ${lotIndexTuning.loadBatch}`,
      );
      for (const r of batch) {
        const row = toRow(r);
        present.add(row.id);
        if (!this.sameAsStored(row)) changed.push(row);
      }
      if (batch.length < lotIndexTuning.loadBatch) break;
      const last = batch.at(-1)!;
      after = sql`(l.changed_tx, l.id) > (${Number(last.changed_tx)}, ${Number(last.id)})`;
    }
    // Deletions first: a lot deleted and then written again (same id) is present.
    // The scopes the rows leave or enter: only their caches go stale.
    const scopes = new Set<number>();
    const noteScope = (id: number) => {
      const row = this.store.rowOf(id);
      if (row >= 0) scopes.add(this.store.scope[row]!);
    };
    const read = [...present, ...deleted.map((d) => Number(d.lot_id))];
    this.lotsRead(read);
    const gone = deleted.map((d) => Number(d.lot_id)).filter((id) => !present.has(id));
    gone.forEach(noteScope);
    const touched = this.store.remove(gone);
    for (const r of changed) noteScope(r.id);
    touched.push(...this.store.put(changed));
    for (const r of changed) noteScope(r.id);
    this.store.reorder(touched);
    if (touched.length > 0) this.changed(scopes);
    this.lotsStored(read);
    this.sinceTx = since.tx;
    this.sinceAt = since.at;
  }

  /** Rows of transactions still counted as recent are read again; unchanged ones cost nothing. */
  private sameAsStored(r: LotIndexRow): boolean {
    const s = this.store;
    const row = s.rowOf(r.id);
    if (row < 0) return false;
    return (
      s.date[row] === r.date && s.year[row] === r.year && s.mileage[row] === r.mileage && s.engine[row] === r.engine &&
      s.conditionRank[row] === r.condition_rank && s.price[row] === r.price_sort && s.status[row] === r.status &&
      s.house[row] === r.auction_house_id && s.maker[row] === r.maker_id && s.model[row] === r.model_id &&
      s.scope[row] === (r.kind === 'auction' ? (r.past ? 2 : 1) : r.kind === 'stock' && !r.past ? 3 : 0) &&
      s.condition[row] === s.dictionaries.condition.find(r.condition) && s.gearbox[row] === s.dictionaries.gearbox.find(r.gearbox) &&
      s.color[row] === s.dictionaries.color.find(r.color) && s.chassis[row] === s.dictionaries.chassis.find(r.chassis_code) &&
      s.lotNo[row] === r.lot_no && s.chassisNoOf(row) === r.chassis_no && s.equip[row] === s.dictionaries.equip.find(` ${r.equip_codes} `) &&
      s.fuel[row] === fuelCode(r.fuel) && samePrice(s.exportPrice[row]!, r.export_price)
    );
  }

  private changed(scopes: Iterable<number>) {
    this.version++;
    for (const scope of scopes) {
      this.counts[scope]!.clear();
      this.pages[scope]!.clear();
      this.openFacetCounts[scope]!.clear();
      this.searches.clear(scope);
    }
  }

  /** How many lots of the scope match the filters (exact; remembered until the next change). */
  count(scope: number, filters: IndexFilters): number {
    const all = this.store.orders[scope]![0]!;
    if (!Object.values(filters).some((v) => v !== undefined)) return all.length;
    const key = filtersKey(scope, filters);
    const hit = this.counts[scope]!.get(key);
    if (hit !== undefined) return hit;
    const open = this.openCount(scope, filters);
    if (open !== null) return open;
    const found = this.searches.rows(scope, filters, key);
    let n = 0;
    if (found !== null) n = found.length;
    else {
      const matches = rowMatcher(this.store, filters);
      for (let i = 0; i < all.length; i++) if (matches(all[i]!)) n++;
      this.tested += all.length;
    }
    return remember(this.counts[scope]!, lotIndexTuning.countCacheSize, key, n);
  }

  /**
   * The makers and models of the scope's lots still taking bids after `after` (ms): the upcoming
   * lots whose session is later, as the listing's `biddingAfter` filter keeps them (lot-match.ts).
   * One walk of the date order from the bound on, remembered per bound until the next change:
   * the bound moves once a minute (listing.service.ts biddingView), the lists are asked for often.
   */
  openFacets(scope: number, after: number): FacetCounts {
    const key = `${scope}:${after}`;
    const hit = this.openFacetCounts[scope]!.get(key);
    if (hit) return hit;
    const s = this.store;
    const order = s.orders[scope]![SORT_COLUMNS.indexOf('auction_date')]!;
    // The first position whose session is after the bound.
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s.date[order[mid]!]! > after) hi = mid;
      else lo = mid + 1;
    }
    const makers = new Map<number, number>();
    const models = new Map<number, number>();
    const { status, maker, model } = s;
    for (let i = lo; i < order.length; i++) {
      const row = order[i]!;
      if (status[row] !== AUCTION_STATUS.upcoming) continue;
      makers.set(maker[row]!, (makers.get(maker[row]!) ?? 0) + 1);
      models.set(model[row]!, (models.get(model[row]!) ?? 0) + 1);
    }
    this.tested += order.length - lo;
    return remember(this.openFacetCounts[scope]!, 8, key, { makers, models });
  }

  /**
   * The lots still taking bids (`biddingAfter`) alone, or with makers or with models: summed from
   * openFacets, so the default view's total and its filter counts come from one walk; null otherwise.
   */
  private openCount(scope: number, f: IndexFilters): number | null {
    if (f.biddingAfter === undefined) return null;
    const used = Object.entries(f).filter(([k, v]) => v !== undefined && k !== 'biddingAfter').map(([k]) => k);
    if (used.length > 1 || (used.length === 1 && used[0] !== 'maker' && used[0] !== 'model')) return null;
    const { makers, models } = this.openFacets(scope, f.biddingAfter);
    const [counts, ids] = f.model ? [models, f.model] : [makers, f.maker];
    if (!ids) return [...counts.values()].reduce((n, v) => n + v, 0);
    return [...new Set(ids)].reduce((n, id) => n + (counts.get(id) ?? 0), 0);
  }

  /** Ids and sort keys of one page (remembered until the next change: see walkPage). */
  page(req: IndexPageRequest, total: number): Array<{ id: number; value: number }> {
    const { after } = req;
    const position = after ? `${after.backwards ? '<' : '>'}${after.value}:${after.id}` : `${req.offset}`;
    const key = `${req.sort.column}:${req.sort.direction}|${position}|${req.limit}|${total}|${filtersKey(req.scope, req.filters)}`;
    const hit = this.pages[req.scope]!.get(key);
    if (hit) return hit;
    return remember(this.pages[req.scope]!, lotIndexTuning.pageCacheSize, key, this.walkPage(req, total));
  }

  /** Ids and sort keys of one page, walking the scope's order from the nearer end. */
  private walkPage(req: IndexPageRequest, total: number): Array<{ id: number; value: number }> {
    const s = this.store;
    const sortIndex = SORT_COLUMNS.indexOf(req.sort.column as IndexSortColumn);
    if (sortIndex < 0) throw new Error(`the index cannot sort by ${req.sort.column}`);
    // A narrow search: its matching rows, sorted, are the order, and every one of them matches.
    const searched = this.searches.sorted(req.scope, req.filters, sortIndex);
    const order = searched ?? s.orders[req.scope]![sortIndex]!;
    // Without filters every row of the scope's order matches: a page is a slice, not a walk.
    const matches = searched === null && Object.values(req.filters).some((v) => v !== undefined) ? rowMatcher(s, req.filters) : null;
    const ascending = req.sort.direction === 'ASC';
    const rows: number[] = [];

    // Walks the order in the query's direction (forward) or against it, from position `start`,
    // skipping `skip` matches and taking `take`.
    // A range filter on the sort column itself (a year range sorted by year, chosen days sorted by
    // date) bounds the positions to walk: found by binary search, not by walking past the rest.
    const [lo, hi] = orderBounds(s, order, sortIndex, req.filters);
    const walk = (forward: boolean, start: number, skip: number, take: number) => {
      const step = forward === ascending ? 1 : -1;
      start = step > 0 ? Math.max(start, lo) : Math.min(start, hi - 1);
      if (matches === null) {
        start += step * skip;
        skip = 0;
      }
      for (let i = start; i >= lo && i < hi && rows.length < take; i += step) {
        const row = order[i]!;
        if (matches !== null && (this.tested++, !matches(row))) continue;
        if (skip > 0) skip--;
        else rows.push(row);
      }
    };
    const firstOf = (forward: boolean) => (forward === ascending ? lo : hi - 1);

    if (req.after) {
      const forward = !req.after.backwards;
      // The first position strictly past the key in the walking direction.
      const pos = this.seek(order, sortIndex, req.after.value, req.after.id, forward === ascending);
      walk(forward, pos, 0, req.limit);
      if (!forward) rows.reverse();
    } else {
      const end = Math.min(req.offset + req.limit, total);
      if (req.offset >= total) return [];
      if (req.offset <= total - end) walk(true, firstOf(true), req.offset, end - req.offset);
      else {
        walk(false, firstOf(false), total - end, end - req.offset);
        rows.reverse();
      }
    }
    return rows.map((row) => ({ id: s.id[row]!, value: s.key(sortIndex, row) }));
  }

  /** Position in `order` of the first row after (value, id) going up, or the last before it going down. */
  private seek(order: Int32Array, sort: number, value: number, id: number, up: boolean): number {
    const s = this.store;
    const cmp = (row: number) => s.key(sort, row) - value || s.id[row]! - id;
    let lo = 0;
    let hi = order.length;
    // lo = first position whose row is > (value, id)
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(order[mid]!) <= 0) lo = mid + 1;
      else hi = mid;
    }
    if (up) return lo;
    // Going down: the last position whose row is < (value, id).
    let i = lo - 1;
    while (i >= 0 && cmp(order[i]!) === 0) i--;
    return i;
  }
}
