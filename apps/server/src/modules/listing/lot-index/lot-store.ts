import { FUELS, type Fuel } from '../../export-rules/export-rules-types.js';

// The columns of every lot that a listing filters or sorts on, held as typed arrays (about 55
// bytes a lot), plus each page type's rows in each sort order. Rows are never moved: a deleted
// lot keeps its slot with scope NONE until the next full load (docs/decisions/005-listing-index.md).

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

function grow<T extends Int32Array | Int16Array | Uint16Array | Uint32Array | Uint8Array | Float64Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array);
  return next;
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
  // The quick search's columns (lot-match.ts). Chassis numbers are one per lot (about 30 bytes
  // each as strings); equipment code lists repeat, so each row holds a code of its list.
  lotNo = new Int32Array(0);
  chassisNo: string[] = [];
  /** The chassis number's first characters as one number (chassisPrefixKey): the chassis lookup's order. */
  chassisKey = new Float64Array(0);
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
        return this.chassisKey[row]!;
    }
  }

  /** (key, id) order of two rows under one sort: negative when a comes first. */
  compare(sort: number, a: number, b: number): number {
    return this.key(sort, a) - this.key(sort, b) || this.id[a]! - this.id[b]!;
  }

  rowOf(id: number): number {
    return id >= 0 && id < this.rowOfId.length ? this.rowOfId[id]! : -1;
  }

  private ensureCapacity(rows: number, maxId: number) {
    if (rows > this.id.length) {
      const capacity = Math.max(rows, Math.ceil(this.id.length * 1.5), 1024);
      this.id = grow(this.id, capacity);
      this.scope = grow(this.scope, capacity);
      this.date = grow(this.date, capacity);
      this.year = grow(this.year, capacity);
      this.mileage = grow(this.mileage, capacity);
      this.engine = grow(this.engine, capacity);
      this.conditionRank = grow(this.conditionRank, capacity);
      this.price = grow(this.price, capacity);
      this.status = grow(this.status, capacity);
      this.house = grow(this.house, capacity);
      this.maker = grow(this.maker, capacity);
      this.model = grow(this.model, capacity);
      this.condition = grow(this.condition, capacity);
      this.gearbox = grow(this.gearbox, capacity);
      this.color = grow(this.color, capacity);
      this.chassis = grow(this.chassis, capacity);
      this.lotNo = grow(this.lotNo, capacity);
      this.chassisKey = grow(this.chassisKey, capacity);
      this.equip = grow(this.equip, capacity);
      this.fuel = grow(this.fuel, capacity);
      this.exportPrice = grow(this.exportPrice, capacity);
    }
    if (maxId >= this.rowOfId.length) {
      const next = new Int32Array(Math.max(maxId + 1, Math.ceil(this.rowOfId.length * 1.5), 1024)).fill(-1);
      next.set(this.rowOfId);
      this.rowOfId = next;
    }
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
      this.chassisNo[row] = lot.chassis_no;
      this.chassisKey[row] = chassisPrefixKey(lot.chassis_no, 0);
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
    const byScope: number[][] = Array.from({ length: SCOPE_COUNT }, () => []);
    for (let row = 0; row < this.size; row++) byScope[this.scope[row]!]!.push(row);
    const orders: Int32Array[][] = [];
    for (const [scope, rows] of byScope.entries()) {
      const sorted: Int32Array[] = [];
      for (let sort = 0; sort < ORDER_COUNT; sort++) {
        sorted.push(scope === SCOPE.none ? new Int32Array(0) : this.sortRows(Int32Array.from(rows), sort));
        if (scope !== SCOPE.none) await pause();
      }
      orders.push(sorted);
    }
    this.orders = orders;
  }

  private sortRows(rows: Int32Array, sort: number): Int32Array {
    if (!this.idOrdered || this.size >= ROW_BITS) return rows.sort((a, b) => this.compare(sort, a, b));
    // A native numeric sort of packed (rank, row) keys is many times faster than a comparator.
    const values = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i++) values[i] = this.key(sort, rows[i]!);
    const distinct = values.slice().sort();
    let n = 0;
    for (let i = 0; i < distinct.length; i++) if (i === 0 || distinct[i] !== distinct[n - 1]) distinct[n++] = distinct[i]!;
    const packed = new Float64Array(rows.length);
    for (let i = 0; i < rows.length; i++) packed[i] = rankOf(distinct, n, values[i]!) * ROW_BITS + rows[i]!;
    packed.sort();
    const out = new Int32Array(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = packed[i]! % ROW_BITS;
    return out;
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

  /** Bytes held by the typed arrays (benchmarks report it). */
  bytes(): number {
    const arrays = [
      this.id, this.scope, this.date, this.year, this.mileage, this.engine, this.conditionRank, this.price, this.status,
      this.house, this.maker, this.model, this.condition, this.gearbox, this.color, this.chassis, this.rowOfId, this.lotNo, this.equip, this.chassisKey,
      this.fuel, this.exportPrice, ...this.orders.flat(),
    ];
    // Strings: V8's one-byte strings take about 16 bytes plus their length, and a slot of 8.
    const chassisBytes = this.chassisNo.reduce((sum, c) => sum + 24 + c.length, 0);
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + chassisBytes;
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
