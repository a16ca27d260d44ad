import { AUCTION_STATUS, type Range } from '@jauc/contract';
import { tokyoDayRange } from '../../lots-core/lot-query.js';
import type { ExportFilter } from '../../export-rules/export-filter.js';
import type { ListingFilters } from '../listing-where.js';
import { fuelCode, type Dictionary, type LotStore } from './lot-store.js';

// The listing filters as a test of one row of the store. The same rules as listing-where.ts
// (the SQL path, which stays the reference: tests compare the two on random filters).

/**
 * One quick-search term as listing-where.ts's searchCondition tests it: the lot number, a
 * chassis number starting with it, the equipment code, or one of the models whose name
 * contains it (looked up in SQL beforehand: indexed-page.ts).
 */
export interface IndexSearchTerm {
  lotNo: number | null;
  /** Upper case, as upper(chassis_no) is compared. */
  chassisPrefix: string;
  /** Upper case; null for a lot number (never an equipment code). */
  equipCode: string | null;
  models: number[];
}

/** The filters the index answers: the listing's, with the quick search's terms resolved. */
export type IndexFilters = Omit<Partial<ListingFilters>, 'search'> & { search?: IndexSearchTerm[] };

/** A lookup table: value → 1 when chosen. Values outside it are not chosen. */
function chosen(values: number[]): Uint8Array {
  const table = new Uint8Array(Math.max(0, ...values.filter((v) => v >= 0 && v < 1 << 24)) + 1);
  for (const v of values) if (v >= 0 && v < table.length) table[v] = 1;
  return table;
}

const chosenText = (dictionary: Dictionary, values: string[]) =>
  chosen(values.map((v) => dictionary.find(v)).filter((code): code is number => code !== undefined));

const lower = (range: Range | undefined) => range?.from ?? -Infinity;
const upper = (range: Range | undefined) => range?.to ?? Infinity;

/**
 * The row test of the filters, for rows of one scope's orders (which hold only that scope). Monomorphic on purpose:
 * it runs for every row a query reads. Rows come in sort order, so each column read is a likely
 * cache miss: only the filters given are read, the usually narrower ones first.
 */
export function rowMatcher(store: LotStore, f: IndexFilters): (row: number) => boolean {
  const { year, mileage, engine, status, house, maker, model, condition, gearbox, color, chassis, date } = store;
  const hasYear = f.year !== undefined;
  const hasMileage = f.mileage !== undefined;
  const hasEngine = f.engine !== undefined;
  const [yearFrom, yearTo] = [lower(f.year), upper(f.year)];
  const [mileageFrom, mileageTo] = [lower(f.mileage), upper(f.mileage)];
  const [engineFrom, engineTo] = [lower(f.engine), upper(f.engine)];
  const statuses = f.status ? chosen(f.status) : null;
  const houses = f.auction ? chosen(f.auction) : null;
  const makers = f.maker ? chosen(f.maker) : null;
  const models = f.model ? chosen(f.model) : null;
  const conditions = f.condition ? chosenText(store.dictionaries.condition, f.condition) : null;
  const gearboxes = f.gearbox ? chosenText(store.dictionaries.gearbox, f.gearbox) : null;
  const colors = f.color ? chosenText(store.dictionaries.color, f.color) : null;
  const chassisCodes = f.chassis ? chosenText(store.dictionaries.chassis, f.chassis) : null;
  // Days as [start, end) instants in Japan time, flattened.
  const days = f.date ? Float64Array.from(f.date.flatMap((d) => { const r = tokyoDayRange(d); return [r.start.getTime(), r.end.getTime()]; })) : null;
  const terms = f.search?.length ? f.search.map((term) => searchTest(store, term)) : null;
  const biddingAfter = f.biddingAfter;
  const exportable = f.exportFilter ? exportTest(store, f.exportFilter) : null;

  return (row) => {
    if (models !== null && models[model[row]!] !== 1) return false;
    if (chassisCodes !== null && chassisCodes[chassis[row]!] !== 1) return false;
    if (makers !== null && makers[maker[row]!] !== 1) return false;
    if (colors !== null && colors[color[row]!] !== 1) return false;
    if (conditions !== null && conditions[condition[row]!] !== 1) return false;
    if (houses !== null && houses[house[row]!] !== 1) return false;
    if (hasYear) {
      const y = year[row]!;
      if (y < yearFrom || y > yearTo) return false;
    }
    if (hasMileage) {
      const m = mileage[row]!;
      if (m < mileageFrom || m > mileageTo) return false;
    }
    if (hasEngine) {
      const e = engine[row]!;
      if (e < engineFrom || e > engineTo) return false;
    }
    if (gearboxes !== null && gearboxes[gearbox[row]!] !== 1) return false;
    if (statuses !== null && statuses[status[row]!] !== 1) return false;
    if (days !== null) {
      const t = date[row]!;
      let inDay = false;
      for (let i = 0; i < days.length; i += 2) {
        if (t >= days[i]! && t < days[i + 1]!) {
          inDay = true;
          break;
        }
      }
      if (!inDay) return false;
    }
    if (biddingAfter !== undefined && (date[row]! <= biddingAfter || status[row] !== AUCTION_STATUS.upcoming)) return false;
    if (exportable !== null && !exportable(row)) return false;
    if (terms !== null) {
      // Every term must match; a term matches on any of its tests (the cheaper ones first).
      for (const test of terms) if (!test(row)) return false;
    }
    return true;
  };
}

function searchTest(store: LotStore, term: IndexSearchTerm): (row: number) => boolean {
  const { lotNo, model, equip } = store;
  const number = term.lotNo ?? -1;
  const models = chosen(term.models);
  const chassisStarts = store.chassisPrefixTest(term.chassisPrefix);
  let equips: Uint8Array | null = null;
  if (term.equipCode !== null) {
    // The distinct code lists that hold the code (stored as ' AC PS ', so whole codes match).
    equips = new Uint8Array(store.dictionaries.equip.size);
    const word = ` ${term.equipCode} `;
    for (const [codes, code] of store.dictionaries.equip.entries()) if (codes.includes(word)) equips[code] = 1;
  }
  return (row) =>
    lotNo[row] === number || models[model[row]!] === 1 || (equips !== null && equips[equip[row]!] === 1) || chassisStarts(row);
}

/**
 * The export filter (export-filter.ts passesExportFilter) over the store's columns: the engine
 * limits with the fuels each covers as a table of fuel codes (code 0, unknown, always covered), the
 * refused fuels as another, and the price, NaN where none (never over a limit).
 */
function exportTest(store: LotStore, f: ExportFilter): (row: number) => boolean {
  const { engine, fuel, exportPrice } = store;
  const limits = f.engineLimits.map((e) => ({ limitCc: e.limitCc, fuels: chosen([0, ...e.fuels.map(fuelCode)]) }));
  const refused = chosen(f.fuels.map(fuelCode));
  const priceLimit = f.priceLimitYen ?? Infinity;
  return (row) => {
    const code = fuel[row]!;
    if (code !== 0 && refused[code] === 1) return false;
    for (const limit of limits) if (engine[row]! > limit.limitCc && limit.fuels[code] === 1) return false;
    return !(exportPrice[row]! > priceLimit);
  };
}
