// Shapes of the demo car catalog and the compact notation its data files are written in.
import type { BodyStyle } from '../modules/media/car-photo-profiles.js';

export type Gearbox = 'AT' | 'CVT' | 'MT' | 'FA';
export type Drive = '2WD' | '4WD';
export type Fuel = 'petrol' | 'hybrid' | 'diesel';

/** The last model year of a generation still in production when the catalog was written. */
export const CATALOG_CURRENT_YEAR = 2026;

/** One generation / variant of a model, identified by the chassis code stamped before the serial. */
export interface ChassisSpec {
  readonly code: string;
  readonly yearFrom: number;
  readonly yearTo: number;
  /** Engine model, e.g. 2ZR-FXE (the production-month lookup reports it as engineNo). */
  readonly engineCode: string;
  /** Displacements in cc; the first is the usual one. */
  readonly engines: readonly number[];
  /** The first is the typical gearbox. */
  readonly gearboxes: readonly Gearbox[];
  readonly drives: readonly Drive[];
  readonly horsePower: number;
  readonly fuel: Fuel;
}

export interface CarModel {
  readonly id: number;
  readonly makerId: number;
  readonly name: string;
  readonly body: BodyStyle;
  /** Relative frequency at auction within its maker. */
  readonly weight: number;
  /** Typical new-car price band in yen; start prices derive from it. */
  readonly newPrice: { readonly min: number; readonly max: number };
  readonly grades: readonly string[];
  readonly chassis: readonly ChassisSpec[];
}

export interface Maker {
  readonly id: number;
  readonly name: string;
  readonly nameJa: string;
  /** Relative frequency at auction. */
  readonly weight: number;
  readonly models: readonly CarModel[];
}

type ModelDraft = Omit<CarModel, 'makerId'>;

/**
 * A model in one line of data. `chassis` entries read
 * "CODE FROM-TO ENGINE_CODE CC[/CC] GEARBOX[/GEARBOX] DRIVE[/DRIVE] HP [H|D]", TO empty = still built,
 * H = hybrid, D = diesel; e.g. "ZVW30 2009-2015 2ZR-FXE 1800 CVT 2WD 136 H".
 */
export function model(
  id: number,
  name: string,
  body: BodyStyle,
  weight: number,
  newPrice: readonly [number, number],
  grades: string,
  chassis: readonly string[],
): ModelDraft {
  return {
    id,
    name,
    body,
    weight,
    newPrice: { min: newPrice[0], max: newPrice[1] },
    grades: grades.split('|').map((g) => g.trim()),
    chassis: chassis.map((line) => parseChassis(line, name)),
  };
}

export function maker(id: number, name: string, nameJa: string, weight: number, models: readonly ModelDraft[]): Maker {
  return { id, name, nameJa, weight, models: models.map((m) => ({ ...m, makerId: id })) };
}

const GEARBOXES: readonly string[] = ['AT', 'CVT', 'MT', 'FA'];
const DRIVES: readonly string[] = ['2WD', '4WD'];

function parseChassis(line: string, modelName: string): ChassisSpec {
  const [code, years, engineCode, cc, gearbox, drive, hp, fuelFlag] = line.trim().split(/\s+/);
  const fail = (why: string) => new Error(`catalog: ${modelName} "${line}": ${why}`);
  if (!code || !years || !engineCode || !cc || !gearbox || !drive || !hp) throw fail('missing fields');
  const [from, to] = years.split('-');
  const yearFrom = Number(from);
  const yearTo = to ? Number(to) : CATALOG_CURRENT_YEAR;
  if (!(yearFrom >= 1990 && yearTo >= yearFrom && yearTo <= CATALOG_CURRENT_YEAR)) throw fail('bad years');
  const gearboxes = gearbox.split('/');
  const drives = drive.split('/');
  if (!gearboxes.every((g) => GEARBOXES.includes(g))) throw fail('bad gearbox');
  if (!drives.every((d) => DRIVES.includes(d))) throw fail('bad drive');
  const engines = cc.split('/').map(Number);
  if (!engines.every((e) => Number.isInteger(e) && e >= 550)) throw fail('bad displacement');
  return {
    code,
    yearFrom,
    yearTo,
    engineCode,
    engines,
    gearboxes: gearboxes as Gearbox[],
    drives: drives as Drive[],
    horsePower: Number(hp),
    fuel: fuelFlag === 'H' ? 'hybrid' : fuelFlag === 'D' ? 'diesel' : 'petrol',
  };
}
