import { FUELS, type Fuel } from '../../export-rules/export-rules-types.js';

// The columns of every lot that a listing filters or sorts on, held as typed arrays (about 105
// bytes a lot with the chassis numbers packed), plus each page type's rows in each sort order
// (36 bytes a lot). Rows are never moved: a deleted lot keeps its slot with scope NONE until the
// next full load (docs/decisions/005-listing-index.md). No JS object or string per lot is kept:
// at 1,000,000 lots those cost more than the columns (decision 027).

/** Which listing a row belongs to (its page type), from kind and past. */
export const SCOPE = { none: 0, carAuction: 1, stats: 2, stock: 3 } as const;
export const SCOPE_COUNT = 4;

/** The sortable columns, in the order of `LotStore.orders[scope][…]`. */
export const SORT_COLUMNS = ['auction_date', 'year', 'condition_rank', 'mileage', 'price_sort'] as const;
export type IndexSortColumn = (typeof SORT_COLUMNS)[number];

/**
 * The quick search's lookup orders, kept beside the sort orders (`orders[scope][LOOKUP.…]`): each
 * scope's rows ascending by lot number, model, equipment list and chassis key, so a search term's
 * rows are a few binary-searched ranges, not a pass over every row (issue 18 §6).
 */
export const LOOKUP = { lotNo: SORT_COLUMNS.length, model: SORT_COLUMNS.length + 1, equip: SORT_COLUMNS.length + 2, chassis: SORT_COLUMNS.length + 3 } as const;
const ORDER_COUNT = SORT_COLUMNS.length + 4;

/** One lot as the index loads it from the database. */
export interface LotIndexRow {
  id: number;
  kind: string;
  past: boolean;
  /** auction_date in epoch milliseconds. */
  date: number;
  year: number;
  mileage: number;
  engine: number;
  condition_rank: number;
  price_sort: number;
  status: number;
  auction_house_id: number;
  maker_id: number;
  model_id: number;
  condition: string;
  gearbox: string;
  color: string;
  chassis_code: string;
  lot_no: number;
  /** upper(chassis_no), as the SQL quick search compares it. */
  chassis_no: string;
  /** The equipment codes (lots.equip_codes) joined by spaces. */
  equip_codes: string;
  /** lots.fuel (export-rules `Fuel`), null where unknown. */
  fuel: string | null;
  /** The price the export check compares (listing-where.ts exportPriceSql), null where none. */
  export_price: number | null;
}

/** Fuel codes of the store: 0 unknown, then export-rules' FUELS in order. */
export const fuelCode = (fuel: string | null): number => (fuel === null ? 0 : FUELS.indexOf(fuel as Fuel) + 1);

export const scopeOf = (kind: string, past: boolean) =>
  kind === 'auction' ? (past ? SCOPE.stats : SCOPE.carAuction) : kind === 'stock' && !past ? SCOPE.stock : SCOPE.none;

/** Small text values (grades, gearboxes, colours, chassis codes) as numbers. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
  get size() {
    return this.codes.size;
  }
  /** Each value with its code. */
  entries(): IterableIterator<[string, number]> {
    return this.codes.entries();
  }
}

// Sort keys are (rank of the value, row) packed in one double: rows below 2^22, ranks below 2^31.
const ROW_BITS = 2 ** 22;

export type Column = Int32Array | Int16Array | Uint16Array | Uint32Array | Uint8Array | Float64Array;

function grow<T extends Column>(array: T, capacity: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array.subarray(0, Math.min(array.length, capacity)));
  return next;
}

/** The per-row typed arrays, in the order a snapshot keeps them (lot-snapshot.ts). */
export const ROW_COLUMNS = [
  'id', 'scope', 'date', 'year', 'mileage', 'engine', 'conditionRank', 'price', 'status', 'house', 'maker', 'model',
  'condition', 'gearbox', 'color', 'chassis', 'lotNo', 'equip', 'fuel', 'exportPrice', 'chassisAt', 'chassisLength',
] as const;
type RowColumn = (typeof ROW_COLUMNS)[number];

/** Growing past capacity adds an eighth: a day's new lots fit without a copy of every column each time. */
const GROWTH = 1.125;
/** Chassis numbers longer than this, or with a character above 255, are kept as strings (rare). */
const PACKED_CHASSIS_MAX = 255;
const packable = (text: string) => {
  if (text.length > PACKED_CHASSIS_MAX) return false;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 255) return false;
  return true;
};

/** What a snapshot holds besides the typed arrays (lot-snapshot.ts). */
export interface StoreMeta {
  size: number;
  idOrdered: boolean;
  chassisUsed: number;
  dictionaries: Record<keyof LotStore['dictionaries'], string[]>;
  wideChassis: Array<[number, string]>;
}

export class LotStore {
  size = 0;
  id = new Int32Array(0);
  scope = new Uint8Array(0);
  date = new Float64Array(0);
  year = new Int16Array(0);
  mileage = new Int32Array(0);
  engine = new Int32Array(0);
  conditionRank = new Int16Array(0);
  price = new Float64Array(0);
  status = new Int16Array(0);
  house = new Int32Array(0);
  maker = new Int32Array(0);
  model = new Int32Array(0);
  condition = new Uint16Array(0);
  gearbox = new Uint16Array(0);
  color = new Uint16Array(0);
  chassis = new Uint16Array(0);
  // The quick search's columns (lot-match.ts). Chassis numbers are one per lot: as a million JS
  // strings they cost about 40 bytes each, packed as bytes about 22 (chassisNoOf, chassisPrefixTest).
  // Equipment code lists repeat, so each row holds a code of its list.
  lotNo = new Int32Array(0);
  /** Where each row's chassis number starts in chassisText, and its length. */
  chassisAt = new Uint32Array(0);
  chassisLength = new Uint8Array(0);
  private chassisText = new Uint8Array(0);
  private chassisUsed = 0;
  /** Rows whose chassis number cannot be packed as bytes (see PACKED_CHASSIS_MAX), as strings. */
  private wideChassis = new Map<number, string>();
  equip = new Uint32Array(0);
  // The export filter's columns (lot-match.ts): fuelCode, and the export price with NaN for none.
  fuel = new Uint8Array(0);
  exportPrice = new Float64Array(0);
  readonly dictionaries = {
    condition: new Dictionary(), gearbox: new Dictionary(), color: new Dictionary(), chassis: new Dictionary(), equip: new Dictionary(),
  };
  /** Row of each lot id, -1 when absent. */
  private rowOfId = new Int32Array(0);
  /** True while rows are in ascending id order (ties in a sort are then broken by row). */
  private idOrdered = true;
  /** orders[scope][sort]: the scope's rows ascending by (sort column, id); then the LOOKUP orders. */
  orders: Int32Array[][] = Array.from({ length: SCOPE_COUNT }, () => Array.from({ length: ORDER_COUNT }, () => new Int32Array(0)));

  key(sort: number, row: number): number {
    switch (sort) {
      case 0:
        return this.date[row]!;
      case 1:
        return this.year[row]!;
      case 2:
        return this.conditionRank[row]!;
      case 3:
        return this.mileage[row]!;
      case 4:
        return this.price[row]!;
      case LOOKUP.lotNo:
        return this.lotNo[row]!;
      case LOOKUP.model:
        return this.model[row]!;
      case LOOKUP.equip:
        return this.equip[row]!;
      default:
        return this.chassisKeyOf(row);
    }
  }

  /** The row's upper-case chassis number. */
  chassisNoOf(row: number): string {
    const wide = this.wideChassis.get(row);
    if (wide !== undefined) return wide;
    const at = this.chassisAt[row]!;
    return Buffer.from(this.chassisText.buffer, this.chassisText.byteOffset + at, this.chassisLength[row]!).toString('latin1');
  }

  /** A test of rows whose chassis number starts with `prefix` (as String.startsWith), without making strings. */
  chassisPrefixTest(prefix: string): (row: number) => boolean {
    const { chassisText: text, chassisAt: at, chassisLength: length } = this;
    const wide = this.wideChassis.size > 0 ? this.wideChassis : null;
    const n = prefix.length;
    const codes = Array.from({ length: n }, (_, i) => prefix.charCodeAt(i));
    // A prefix with a character above 255 can only start a number kept as a string.
    const bytes = codes.every((c) => c <= 255);
    return (row) => {
      const w = wide?.get(row);
      if (w !== undefined) return w.startsWith(prefix);
      if (!bytes || length[row]! < n) return false;
      const start = at[row]!;
      for (let i = 0; i < n; i++) if (text[start + i] !== codes[i]) return false;
      return true;
    };
  }

  /** chassisPrefixKey(chassisNoOf(row), 0), read from the packed bytes. */
  private chassisKeyOf(row: number): number {
    const wide = this.wideChassis.size > 0 ? this.wideChassis.get(row) : undefined;
    if (wide !== undefined) return chassisPrefixKey(wide, 0);
    const start = this.chassisAt[row]!;
    const length = this.chassisLength[row]!;
    let key = 0;
    for (let i = 0; i < CHASSIS_KEY_CHARS; i++) key = key * CHASSIS_BASE + (i < length ? chassisDigit(this.chassisText[start + i]!) : 0);
    return key;
  }

  private setChassis(row: number, text: string) {
    if (!packable(text)) {
      this.wideChassis.set(row, text);
      this.chassisLength[row] = 0;
      return;
    }
    const wasWide = this.wideChassis.delete(row);
    // A number no longer than the row's previous one is written over it; others go at the end.
    let at = this.chassisAt[row]!;
    if (wasWide || text.length > this.chassisLength[row]! || this.chassisLength[row] === 0) {
      at = this.chassisUsed;
      if (at + text.length > this.chassisText.length) {
        this.chassisText = grow(this.chassisText, Math.max(at + text.length, Math.ceil(this.chassisText.length * GROWTH), 4096));
      }
      this.chassisUsed += text.length;
    }
    for (let i = 0; i < text.length; i++) this.chassisText[at + i] = text.charCodeAt(i);
    this.chassisAt[row] = at;
    this.chassisLength[row] = text.length;
  }

  /** (key, id) order of two rows under one sort: negative when a comes first. */
  compare(sort: number, a: number, b: number): number {
    return this.key(sort, a) - this.key(sort, b) || this.id[a]! - this.id[b]!;
  }

  rowOf(id: number): number {
    return id >= 0 && id < this.rowOfId.length ? this.rowOfId[id]! : -1;
  }

  private columns(): Record<RowColumn, Column> {
    return this as unknown as Record<RowColumn, Column>;
  }

  private resize(capacity: number) {
    const columns = this.columns();
    for (const name of ROW_COLUMNS) columns[name] = grow(columns[name], capacity);
  }

  private ensureCapacity(rows: number, maxId: number) {
    if (rows > this.id.length) this.resize(Math.max(rows, Math.ceil(this.id.length * GROWTH), 1024));
    if (maxId >= this.rowOfId.length) {
      const next = new Int32Array(Math.max(maxId + 1, Math.ceil(this.rowOfId.length * GROWTH), 1024)).fill(-1);
      next.set(this.rowOfId);
      this.rowOfId = next;
    }
  }

  /**
   * Room for `rows` rows, lot ids up to `maxId` and chassis numbers of `chassisBytes` characters,
   * allocated once before a full load: growing by copies while loading a million rows held the
   * old and the new arrays at once and left up to half of every column unused.
   */
  reserve(rows: number, maxId: number, chassisBytes: number) {
    this.ensureCapacity(rows, maxId);
    if (chassisBytes > this.chassisText.length) this.chassisText = grow(this.chassisText, chassisBytes);
  }

  /** Gives back room past the rows and `slackRows` more (a load that reserved for lot ids with gaps). */
  trim(slackRows: number) {
    const capacity = this.size + slackRows;
    if (this.id.length > capacity) this.resize(capacity);
    const text = this.chassisUsed + Math.ceil((slackRows * this.chassisUsed) / Math.max(1, this.size));
    if (this.chassisText.length > text) this.chassisText = grow(this.chassisText, text);
  }

  /** Writes rows (new or changed lots) into their slots; returns the rows written. */
  put(lots: LotIndexRow[]): number[] {
    let maxId = 0;
    for (const lot of lots) maxId = Math.max(maxId, lot.id);
    this.ensureCapacity(this.size + lots.length, maxId);
    const written: number[] = [];
    for (const lot of lots) {
      let row = this.rowOf(lot.id);
      if (row < 0) {
        row = this.size++;
        if (row > 0 && this.id[row - 1]! > lot.id) this.idOrdered = false;
        this.rowOfId[lot.id] = row;
      }
      this.id[row] = lot.id;
      this.scope[row] = scopeOf(lot.kind, lot.past);
      this.date[row] = lot.date;
      this.year[row] = lot.year;
      this.mileage[row] = lot.mileage;
      this.engine[row] = lot.engine;
      this.conditionRank[row] = lot.condition_rank;
      this.price[row] = lot.price_sort;
      this.status[row] = lot.status;
      this.house[row] = lot.auction_house_id;
      this.maker[row] = lot.maker_id;
      this.model[row] = lot.model_id;
      this.condition[row] = this.dictionaries.condition.code(lot.condition);
      this.gearbox[row] = this.dictionaries.gearbox.code(lot.gearbox);
      this.color[row] = this.dictionaries.color.code(lot.color);
      this.chassis[row] = this.dictionaries.chassis.code(lot.chassis_code);
      this.lotNo[row] = lot.lot_no;
      this.setChassis(row, lot.chassis_no);
      this.equip[row] = this.dictionaries.equip.code(` ${lot.equip_codes} `);
      this.fuel[row] = fuelCode(lot.fuel);
      this.exportPrice[row] = lot.export_price ?? NaN;
      written.push(row);
    }
    return written;
  }

  /** Takes deleted lots out of every scope; returns their rows. */
  remove(ids: number[]): number[] {
    const rows: number[] = [];
    for (const id of ids) {
      const row = this.rowOf(id);
      if (row < 0) continue;
      this.scope[row] = SCOPE.none;
      this.rowOfId[id] = -1;
      rows.push(row);
    }
    return rows;
  }

  /** Sorts every scope's rows from scratch (after a full load), awaiting `pause` between two sorts. */
  async buildOrders(pause: () => Promise<void> = async () => {}) {
    // Each scope's rows as one typed array (a JS array of a million numbers costs twice as much).
    const counts = new Int32Array(SCOPE_COUNT);
    for (let row = 0; row < this.size; row++) counts[this.scope[row]!]!++;
    const byScope = Array.from(counts, (n) => new Int32Array(n));
    const filled = new Int32Array(SCOPE_COUNT);
    for (let row = 0; row < this.size; row++) {
      const scope = this.scope[row]!;
      byScope[scope]![filled[scope]!++] = row;
    }
    // The sorts' working arrays, made once for the largest scope: 36 sorts of a million rows
    // otherwise leave hundreds of MB of garbage, and the process's peak with them.
    const largest = Math.max(...byScope.slice(1).map((rows) => rows.length));
    const scratch = { values: new Float64Array(largest), distinct: new Float64Array(largest), packed: new Float64Array(largest) };
    const orders: Int32Array[][] = [];
    for (const [scope, rows] of byScope.entries()) {
      const sorted: Int32Array[] = [];
      for (let sort = 0; sort < ORDER_COUNT; sort++) {
        sorted.push(scope === SCOPE.none ? new Int32Array(0) : this.sortRows(rows.slice(), sort, scratch));
        if (scope !== SCOPE.none) await pause();
      }
      orders.push(sorted);
    }
    this.orders = orders;
  }

  private sortRows(rows: Int32Array, sort: number, scratch: Record<'values' | 'distinct' | 'packed', Float64Array>): Int32Array {
    if (!this.idOrdered || this.size >= ROW_BITS) return rows.sort((a, b) => this.compare(sort, a, b));
    // A native numeric sort of packed (rank, row) keys is many times faster than a comparator.
    const values = scratch.values.subarray(0, rows.length);
    for (let i = 0; i < rows.length; i++) values[i] = this.key(sort, rows[i]!);
    const distinct = scratch.distinct.subarray(0, rows.length);
    distinct.set(values);
    distinct.sort();
    let n = 0;
    for (let i = 0; i < distinct.length; i++) if (i === 0 || distinct[i] !== distinct[n - 1]) distinct[n++] = distinct[i]!;
    const packed = scratch.packed.subarray(0, rows.length);
    for (let i = 0; i < rows.length; i++) packed[i] = rankOf(distinct, n, values[i]!) * ROW_BITS + rows[i]!;
    packed.sort();
    // The rows' own array becomes the order.
    for (let i = 0; i < rows.length; i++) rows[i] = packed[i]! % ROW_BITS;
    return rows;
  }

  /**
   * Moves changed rows to their new places: each order drops them (one pass, no comparisons)
   * and takes back, sorted, those that still belong to the scope, each found by binary search
   * with the rows between copied as blocks. A day's results (thousands of rows) then cost a few
   * milliseconds of the event loop instead of a comparison per row of every order.
   */
  reorder(changedRows: number[]) {
    if (changedRows.length === 0) return;
    const changed = new Uint8Array(this.size);
    for (const row of changedRows) changed[row] = 1;
    const unique = [...new Set(changedRows)];
    for (let scope = 1; scope < SCOPE_COUNT; scope++) {
      const entering = unique.filter((row) => this.scope[row] === scope);
      for (let sort = 0; sort < ORDER_COUNT; sort++) {
        const old = this.orders[scope]![sort]!;
        const kept = new Int32Array(old.length);
        let n = 0;
        for (let i = 0; i < old.length; i++) {
          const row = old[i]!;
          if (!changed[row]) kept[n++] = row;
        }
        if (entering.length === 0 && n === old.length) continue;
        const adds = entering.slice().sort((a, b) => this.compare(sort, a, b));
        const next = new Int32Array(n + adds.length);
        let from = 0;
        let out = 0;
        for (const add of adds) {
          let lo = from;
          let hi = n;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (this.compare(sort, kept[mid]!, add) < 0) lo = mid + 1;
            else hi = mid;
          }
          next.set(kept.subarray(from, lo), out);
          out += lo - from;
          next[out++] = add;
          from = lo;
        }
        next.set(kept.subarray(from, n), out);
        this.orders[scope]![sort] = next;
      }
    }
  }

  /** Bytes held: the typed arrays at their capacity, and an estimate of the strings kept (benchmarks report it). */
  bytes(): number {
    const columns = this.columns();
    const arrays = [...ROW_COLUMNS.map((name) => columns[name]), this.rowOfId, this.chassisText, ...this.orders.flat()];
    // Strings: V8's strings take about 16 bytes plus their length, and a map or array slot of 8 to 16.
    let strings = 0;
    for (const text of this.wideChassis.values()) strings += 40 + 2 * text.length;
    for (const dictionary of Object.values(this.dictionaries)) for (const [value] of dictionary.entries()) strings += 40 + value.length;
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + strings;
  }

  /** What a snapshot writes (lot-snapshot.ts): the arrays, cut to what is used, and the rest. */
  snapshot(): { arrays: Array<[string, Column]>; meta: StoreMeta } {
    const columns = this.columns();
    const arrays: Array<[string, Column]> = ROW_COLUMNS.map((name) => [name, columns[name].subarray(0, this.size)]);
    arrays.push(['rowOfId', this.rowOfId], ['chassisText', this.chassisText.subarray(0, this.chassisUsed)]);
    for (const [scope, orders] of this.orders.entries()) for (const [sort, order] of orders.entries()) arrays.push([`order.${scope}.${sort}`, order]);
    const d = this.dictionaries;
    const values = (dictionary: Dictionary) => [...dictionary.entries()].map(([value]) => value);
    return {
      arrays,
      meta: {
        size: this.size,
        idOrdered: this.idOrdered,
        chassisUsed: this.chassisUsed,
        dictionaries: { condition: values(d.condition), gearbox: values(d.gearbox), color: values(d.color), chassis: values(d.chassis), equip: values(d.equip) },
        wideChassis: [...this.wideChassis],
      },
    };
  }

  /** The arrays a snapshot of `meta` must hold, with their element types and lengths. */
  static snapshotShape(meta: StoreMeta, lengths: ReadonlyMap<string, number>): Map<string, { type: string; length: number }> {
    const probe = new LotStore();
    const columns = probe.columns();
    const shape = new Map<string, { type: string; length: number }>();
    for (const name of ROW_COLUMNS) shape.set(name, { type: columns[name].constructor.name, length: meta.size });
    shape.set('rowOfId', { type: 'Int32Array', length: lengths.get('rowOfId') ?? -1 });
    shape.set('chassisText', { type: 'Uint8Array', length: meta.chassisUsed });
    for (let scope = 0; scope < SCOPE_COUNT; scope++) {
      for (let sort = 0; sort < ORDER_COUNT; sort++) shape.set(`order.${scope}.${sort}`, { type: 'Int32Array', length: lengths.get(`order.${scope}.${sort}`) ?? -1 });
    }
    return shape;
  }

  /**
   * A store from a snapshot's arrays (as snapshotShape says) and meta, or null when they do not
   * agree with each other (a row, lot id or chassis range out of bounds): a damaged file is not
   * believed even when its checksums match.
   */
  static restore(meta: StoreMeta, arrays: ReadonlyMap<string, Column>): LotStore | null {
    const store = new LotStore();
    const columns = store.columns();
    for (const name of ROW_COLUMNS) columns[name] = arrays.get(name)!;
    store.size = meta.size;
    store.idOrdered = meta.idOrdered;
    store.rowOfId = arrays.get('rowOfId') as Int32Array<ArrayBuffer>;
    store.chassisText = arrays.get('chassisText') as Uint8Array<ArrayBuffer>;
    store.chassisUsed = meta.chassisUsed;
    store.orders = Array.from({ length: SCOPE_COUNT }, (_, scope) => Array.from({ length: ORDER_COUNT }, (_, sort) => arrays.get(`order.${scope}.${sort}`) as Int32Array));
    for (const [name, dictionary] of Object.entries(store.dictionaries) as Array<[keyof StoreMeta['dictionaries'], Dictionary]>) {
      for (const value of meta.dictionaries[name]) dictionary.code(value);
    }
    for (const [row, text] of meta.wideChassis) store.wideChassis.set(row, text);
    return store.consistent() ? store : null;
  }

  private consistent(): boolean {
    const { size, id, rowOfId, chassisAt, chassisLength, chassisUsed, scope } = this;
    const d = this.dictionaries;
    const limits: Array<[Column, number]> = [
      [this.condition, d.condition.size], [this.gearbox, d.gearbox.size], [this.color, d.color.size], [this.chassis, d.chassis.size], [this.equip, d.equip.size],
    ];
    if (this.wideChassis.size !== 0 && ![...this.wideChassis.keys()].every((row) => Number.isInteger(row) && row >= 0 && row < size)) return false;
    const inScope = new Int32Array(SCOPE_COUNT);
    for (let row = 0; row < size; row++) {
      if (scope[row]! >= SCOPE_COUNT || id[row]! < 0 || id[row]! >= rowOfId.length) return false;
      if (chassisAt[row]! + chassisLength[row]! > chassisUsed) return false;
      for (const [column, n] of limits) if (column[row]! >= n) return false;
      if (rowOfId[id[row]!] === row) inScope[scope[row]!]!++;
    }
    for (let i = 0; i < rowOfId.length; i++) if (rowOfId[i]! >= size || (rowOfId[i]! >= 0 && id[rowOfId[i]!] !== i)) return false;
    // Every order of a scope holds each of the scope's present rows once.
    for (let s = 1; s < SCOPE_COUNT; s++) {
      for (const order of this.orders[s]!) {
        if (order.length !== inScope[s]) return false;
        for (let i = 0; i < order.length; i++) {
          const row = order[i]!;
          if (row < 0 || row >= size || scope[row] !== s || rowOfId[id[row]!] !== row) return false;
        }
      }
    }
    return this.orders[SCOPE.none]!.every((order) => order.length === 0);
  }
}

// Chassis keys: the first CHASSIS_KEY_CHARS characters of an upper-case chassis number in base
// 39 (digits, letters, '-', anything else; 0 past the end), so keys sort as the prefixes do and
// every number starting with a prefix has a key within [chassisPrefixKey(prefix, 0), chassisPrefixKey(prefix, 38)].
export const CHASSIS_KEY_CHARS = 8;
const CHASSIS_BASE = 39;

function chassisDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 47; // 0-9 → 1..10
  if (c >= 65 && c <= 90) return c - 54; // A-Z → 11..36
  return c === 45 ? 37 : 38;
}

/** The key of `text`'s first characters, positions past its end filled with `fill` (0 or 38). */
export function chassisPrefixKey(text: string, fill: number): number {
  let key = 0;
  for (let i = 0; i < CHASSIS_KEY_CHARS; i++) key = key * CHASSIS_BASE + (i < text.length ? chassisDigit(text.charCodeAt(i)) : fill);
  return key;
}

function rankOf(sorted: Float64Array, n: number, value: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
