// Rows of the provider's tables as it answers them (upper-case keys, every value a string; see
// docs/decisions/012), for the AJES stand-in. A generated table makes row `i` from its index
// alone (a seeded PRNG per row), so 90,000 coming lots or 2,300,000 results cost nothing until
// a page of them is asked for, and the same seed always gives the same rows.
import type { AjesTable } from '../../src/modules/provider-feed/ajes-sql.js';
import { createRng, hashSeed, weightedPicker, type Rng } from '../../src/seed/rng.js';

export type AjesFixtureRow = Record<string, string>;

/** A table the stand-in reads: rows in ascending provider id, reachable by index. */
export interface AjesTableSource {
  readonly size: number;
  idAt(index: number): number;
  rowAt(index: number): AjesFixtureRow;
}

export interface GeneratedTableOptions {
  table: AjesTable;
  count: number;
  /** Where photo URLs point: the stand-in's origin. */
  imageBase: string;
  seed?: number;
  /** Japan-time day the sessions are counted from: main is that day and the 6 after, stats the 60 before. */
  baseDate?: string;
  firstId?: number;
  /** Every n-th row is bad (year 0, negative price, no maker, a date that is not a date, in turn). */
  badEvery?: number;
}

export const BAD_ROW_KINDS = ['bad_year', 'negative_price', 'no_maker', 'bad_date'] as const;

// Houses and their session start (Japan time); spellings as the provider writes them.
const HOUSES: ReadonlyArray<readonly [string, string]> = [
  ['USS Tokyo', '09:30'], ['USS Nagoya', '09:45'], ['TAA Kinki', '10:00'], ['HAA Kobe', '09:45'], ['JU Aichi', '10:00'],
  ['CAA Tokyo', '09:50'], ['ARAI Bayside', '10:00'], ['BAYAUC', '10:00'], ['NAA Tokyo', '10:30'],
];
// [maker (provider spelling), model, chassis code, cc, power list, fuel mark, gearbox, drives, new price yen]
type Car = readonly [string, string, string, number, string, string, string, readonly string[], number];
const CARS: readonly Car[] = [
  ['TOYOTA', 'PRIUS', 'ZVW50', 1800, '98,122', 'H', 'CVT', ['FF', '4WD'], 2_800_000],
  ['TOYOTA', 'AQUA', 'NHP10', 1500, '74', 'H', 'CVT', ['FF'], 1_900_000],
  ['TOYOTA', 'LAND CRUISER PRADO', 'TRJ150W', 2700, '163', '', 'AT', ['4WD'], 4_200_000],
  ['TOYOTA', 'HIACE VAN', 'GDH201V', 2800, '151', 'D', 'AT', ['FR', '4WD'], 3_200_000],
  ['NISSAN', 'NOTE', 'E12', 1200, '79,98', '', 'CVT', ['FF'], 1_600_000],
  ['NISSAN', 'LEAF', 'ZE1', 0, '150', 'E', 'AT', ['FF'], 3_700_000],
  ['NISSAN', 'X-TRAIL', 'NT32', 2000, '147', '', 'CVT', ['FF', '4WD'], 2_700_000],
  ['HONDA', 'FIT', 'GK3', 1300, '100', '', 'CVT', ['FF'], 1_500_000],
  ['HONDA', 'VEZEL', 'RU3', 1500, '132,152', 'H', 'AT', ['FF', '4WD'], 2_400_000],
  ['HONDA', 'N-BOX', 'JF3', 660, '58,64', '', 'CVT', ['FF', '4WD'], 1_500_000],
  ['MAZDA', 'CX-5', 'KF2P', 2200, '175,190', 'D', 'AT', ['FF', '4WD'], 3_000_000],
  ['SUBARU', 'IMPREZA', 'GP7', 2000, '150', '', 'CVT', ['4WD'], 2_000_000],
  ['SUZUKI', 'JIMNY', 'JB64W', 660, '64', '', 'MT', ['4WD'], 1_700_000],
  ['MERCEDES-BENZ', 'C-CLASS', 'W205', 2000, '184,204', '', 'AT', ['FR'], 5_500_000],
  ['Mercedes Benz', 'E-Class', 'W213', 2000, '197', '', 'AT', ['FR'], 7_000_000],
  ['BMW', '3 SERIES', '5F20', 2000, '184', '', 'AT', ['FR', '4WD'], 5_200_000],
];
const MAKER_IDS = new Map([...new Set(CARS.map((c) => c[0].toUpperCase()))].map((m, i) => [m, i + 1]));
const COLORS = ['PEARL', 'WHITE', 'BLACK', 'SILVER', 'GRAY', 'BLUE', 'RED', 'NAVY BLUE', 'WINE'];
const RATES = ['S', '6', '5', '4.5', '4.5', '4', '4', '4', '3.5', '3.5', '3', 'R', 'RA', '***'];
const EQUIP = ['AC', 'PS', 'PW', 'ABS', 'AB', 'AW', 'NAVI', 'TV', 'BTV', 'ETC', 'SR'];
const pickStatus = weightedPicker(['Sold', 'Not sold', 'Nego sold', 'Cancelled', 'Removed'], [55, 30, 8, 4, 3]);

export function generatedTable(o: GeneratedTableOptions): AjesTableSource {
  const firstId = o.firstId ?? (o.table === 'main' ? 50_000_000 : o.table === 'stats' ? 10_000_000 : 90_000_000);
  const base = Date.parse(`${o.baseDate ?? '2025-06-02'}T00:00:00Z`);
  if (!Number.isFinite(base)) throw new RangeError('generatedTable: baseDate must be YYYY-MM-DD');
  // Ids step by 3: real ids have gaps, and paging must not assume they do not.
  const idAt = (i: number) => firstId + i * 3;
  return {
    size: o.count,
    idAt,
    rowAt: (i) => {
      if (!(i >= 0 && i < o.count)) throw new RangeError(`row ${i} is outside the table`);
      const row = carRow(o.table, i, idAt(i), createRng(hashSeed(o.seed ?? 1, o.table, i)), base, o.imageBase);
      return o.badEvery && i % o.badEvery === o.badEvery - 1 ? spoil(row, Math.floor(i / o.badEvery)) : row;
    },
  };
}

/** A hand-written table (tests): rows sorted by their numeric ID. */
export function fixedTable(rows: readonly AjesFixtureRow[]): AjesTableSource {
  const sorted = [...rows].sort((a, b) => Number(a.ID) - Number(b.ID));
  return { size: sorted.length, idAt: (i) => Number(sorted[i]!.ID), rowAt: (i) => ({ ...sorted[i]! }) };
}

/** The rows of a table one at a time: a benchmark can stream millions without holding them. */
export function* rowsOf(source: AjesTableSource): Generator<AjesFixtureRow> {
  for (let i = 0; i < source.size; i++) yield source.rowAt(i);
}

function carRow(table: AjesTable, i: number, id: number, rng: Rng, base: number, imageBase: string): AjesFixtureRow {
  const carIndex = rng.int(0, CARS.length - 1);
  const [maker, model, kuzov, cc, pw, fuel, kpp, drives, newPrice] = CARS[carIndex]!;
  // (house, day, lot) comes from the index alone, so lot numbers are unique per session.
  const house = HOUSES[i % HOUSES.length]!;
  const rest = Math.floor(i / HOUSES.length);
  const days = table === 'main' ? 7 : 60;
  const dayOffset = table === 'main' ? rest % days : -1 - (rest % days);
  const day = new Date(base + dayOffset * 86_400_000).toISOString().slice(0, 10);
  const year = rng.int(2008, 2024);
  const mileage = rng.int(3, 180) * 1000 + rng.int(0, 999);
  const start = Math.max(1, Math.round((newPrice * (1 - (2025 - year) * 0.06) * (0.3 + rng.next() * 0.4)) / 1000)) * 1000;
  const photos = Array.from({ length: rng.int(3, 6) }, (_, n) => `${imageBase}/img?id=${id}&n=${n}&h=50`);
  const status = table === 'stats' ? pickStatus(rng) : '';
  const sold = status === 'Sold' || status === 'Nego sold';
  const price = table === 'one' ? start * 2 : sold ? Math.round((start * (1 + rng.next() * 0.4)) / 1000) * 1000 : 0;
  const avg = Math.round((start * 1.15) / 1000);
  return {
    ID: String(id),
    LOT: table === 'one' ? '' : String(Math.floor(rest / days) + 1),
    AUCTION_TYPE: rng.chance(0.1) ? '1' : '0',
    AUCTION_DATE: table === 'one' ? '' : `${day} ${house[1]}:00`,
    AUCTION: house[0],
    MARKA_ID: String(MAKER_IDS.get(maker.toUpperCase())),
    MODEL_ID: String(carIndex + 100),
    MARKA_NAME: maker,
    MODEL_NAME: model,
    YEAR: String(year),
    TOWN: house[0].split(' ')[1] ?? '',
    ENG_V: String(cc),
    PW: pw,
    KUZOV: kuzov,
    GRADE: rng.pick(['S', 'G', 'X', 'L PACKAGE', 'S TOURING SELECTION', 'HYBRID Z']),
    COLOR: rng.pick(COLORS),
    KPP: kpp,
    KPP_TYPE: kpp === 'MT' ? '1' : '2',
    PRIV: rng.pick(drives),
    // Some houses write thousands separators: both forms appear.
    MILEAGE: rng.chance(0.3) ? String(mileage).replace(/\B(?=(\d{3})+$)/g, ',') : String(mileage),
    EQUIP: EQUIP.filter(() => rng.chance(0.6)).join(' '),
    RATE: rng.pick(RATES),
    START: table === 'one' ? '0' : String(start),
    FINISH: price ? String(price) : '',
    STATUS: status,
    TIME: fuel,
    AVG_PRICE: table === 'one' ? '' : String(avg * 1000),
    AVG_STRING: Array.from({ length: 5 }, () => String(Math.round(avg * (0.85 + rng.next() * 0.3)))).join(','),
    LHDRIVE: maker.toUpperCase().startsWith('MERCEDES') && rng.chance(0.5) ? '1' : '0',
    IMAGES: photos.join('#'),
    SERIAL: String(rng.int(1_000_000, 9_999_999)),
    INFO: '',
  };
}

function spoil(row: AjesFixtureRow, n: number): AjesFixtureRow {
  switch (BAD_ROW_KINDS[n % BAD_ROW_KINDS.length]!) {
    case 'bad_year':
      return { ...row, YEAR: '0' };
    case 'negative_price':
      return { ...row, START: '-1000', FINISH: '-1000' }; // stock cars have only a finish price
    case 'no_maker':
      return { ...row, MARKA_NAME: '' };
    case 'bad_date':
      return { ...row, AUCTION_DATE: '2025-13-45 99:00:00' };
  }
}
