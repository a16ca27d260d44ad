// Month of production (spec 2 §3 "Month of production result") from a chassis number. Serials
// of one chassis code run in blocks, one block per month of its production run, so the number
// alone gives the month; inside a block the serial also encodes colour, grade and gearbox so a
// generated lot and its lookup agree. Invented but self-consistent: the demo has no real data.
import { COLORS } from './catalog-attributes.js';
import type { ChassisEntry } from './catalog-index.js';
import { allChassis, normalizeMakerName } from './catalog-index.js';
import { hashSeed, type Rng } from './rng.js';

export interface ProductionMonthInfo {
  year: number;
  month: number;
  modelCode: string;
  modelName: string;
  gradeCode: string;
  engineNo: string;
  transmission: string;
  description: string;
  code: string;
  colorCode: string;
  trimCode: string;
  catalogNo: string;
}

interface Plan {
  readonly entry: ChassisEntry;
  readonly startMonth: number;
  readonly endMonth: number;
  readonly totalMonths: number;
  readonly digits: number;
  readonly base: number;
  readonly block: number;
  /** Serials per (colour, grade, gearbox) combination inside one month's block. */
  readonly unit: number;
}

const plans = new Map<string, Plan>();
for (const entry of allChassis()) plans.set(entry.chassis.code, makePlan(entry));

function makePlan(entry: ChassisEntry): Plan {
  const { chassis, model } = entry;
  const h = hashSeed('production', chassis.code);
  let startMonth = 1 + (h % 12);
  let endMonth = 1 + ((h >>> 8) % 12);
  if (chassis.yearFrom === chassis.yearTo && endMonth < startMonth) [startMonth, endMonth] = [endMonth, startMonth];
  const totalMonths = (chassis.yearTo - chassis.yearFrom) * 12 + endMonth - startMonth + 1;
  // Kei cars carry six-digit serials, everything else seven.
  const digits = (chassis.engines[0] ?? 0) <= 660 ? 6 : 7;
  const base = 10 ** (digits - 1);
  const block = Math.floor((9 * base) / totalMonths);
  const unit = COLORS.length * model.grades.length * chassis.gearboxes.length;
  if (block < unit) throw new Error(`catalog: chassis ${chassis.code} has too many months for its serial range`);
  return { entry, startMonth, endMonth, totalMonths, digits, base, block, unit };
}

export interface ChassisNumberOptions {
  /** Colour name (COLORS) the serial should encode; random when absent or unknown. */
  color?: string;
  /** One of the model's grades; random when absent or unknown. */
  grade?: string;
  /** One of the chassis' gearboxes; random when absent or unknown. */
  gearbox?: string;
}

/**
 * A chassis number like "ZVW30-1234567" whose serial lookupProductionMonth maps back to `year`
 * (clamped into the chassis' production years) and to the given colour, grade and gearbox.
 */
export function makeChassisNumber(rng: Rng, chassisCode: string, year: number, options: ChassisNumberOptions = {}): string {
  const plan = plans.get(chassisCode.trim().toUpperCase());
  if (!plan) throw new Error(`unknown chassis code ${chassisCode}`);
  const { chassis, model } = plan.entry;
  const y = Math.min(chassis.yearTo, Math.max(chassis.yearFrom, Math.trunc(year)));
  const firstMonth = y === chassis.yearFrom ? plan.startMonth : 1;
  const lastMonth = y === chassis.yearTo ? plan.endMonth : 12;
  const monthIndex = (y - chassis.yearFrom) * 12 + rng.int(firstMonth, lastMonth) - plan.startMonth;
  // The requested index when the option names a known value, else a random one.
  const indexOf = (count: number, found: number): number => (found >= 0 ? found : rng.int(0, count - 1));
  const color = options.color?.trim().toUpperCase();
  const c = indexOf(COLORS.length, color === undefined ? -1 : COLORS.findIndex((col) => col.name === color));
  const g = indexOf(model.grades.length, options.grade === undefined ? -1 : model.grades.indexOf(options.grade));
  const t = indexOf(chassis.gearboxes.length, options.gearbox === undefined ? -1 : chassis.gearboxes.findIndex((gb) => gb === options.gearbox));
  const k = rng.int(0, Math.floor(plan.block / plan.unit) - 1);
  const offset = ((k * chassis.gearboxes.length + t) * model.grades.length + g) * COLORS.length + c;
  const serial = plan.base + monthIndex * plan.block + offset;
  return `${chassis.code}-${String(serial).padStart(plan.digits, '0')}`;
}

/**
 * The production details of a chassis number, or null when the chassis code is not in the
 * catalog, belongs to another maker, or the serial is outside the code's production run.
 */
export function lookupProductionMonth(maker: string, chassisNumber: string): ProductionMonthInfo | null {
  const match = /^\s*([A-Z0-9]+)-(\d{5,8})\s*$/.exec(chassisNumber.toUpperCase());
  if (!match?.[1] || !match[2]) return null;
  const plan = plans.get(match[1]);
  if (!plan) return null;
  if (maker.trim() && normalizeMakerName(maker) !== normalizeMakerName(plan.entry.maker.name)) return null;
  const relative = Number(match[2]) - plan.base;
  if (relative < 0) return null;
  const monthIndex = Math.floor(relative / plan.block);
  if (monthIndex >= plan.totalMonths) return null;

  const offset = relative % plan.block;
  const color = COLORS[offset % COLORS.length];
  const variant = variantOf(plan.entry, Math.floor(offset / COLORS.length) % variantCount(plan.entry));
  const { year, month } = monthOf(plan, monthIndex);
  return {
    year,
    month,
    modelCode: `${modelPrefix(plan.entry, year)}-${plan.entry.chassis.code}-${variant.modelSuffix}`,
    modelName: plan.entry.model.name,
    gradeCode: variant.gradeCode,
    engineNo: plan.entry.chassis.engineCode,
    transmission: variant.transmission,
    description: variant.description,
    code: plan.entry.chassis.code,
    colorCode: color?.code ?? '',
    trimCode: variant.trimCode,
    catalogNo: variant.catalogNo,
  };
}

/** Grade and gearbox combinations of a chassis code: the variants one month's serials cycle through. */
const variantCount = (entry: ChassisEntry) => entry.model.grades.length * entry.chassis.gearboxes.length;

/** The calendar month of the n-th month (0-based) of a chassis code's production run. */
function monthOf(plan: Plan, monthIndex: number): { year: number; month: number } {
  const months = plan.startMonth - 1 + monthIndex;
  return { year: plan.entry.chassis.yearFrom + Math.floor(months / 12), month: (months % 12) + 1 };
}

const modelPrefix = (entry: ChassisEntry, year: number) => emissionPrefix(entry.chassis.fuel, entry.chassis.engines[0] ?? 0, year);

/** Variant v of a chassis code: grade v % grades, gearbox ⌊v / grades⌋ (the order of makeChassisNumber). */
function variantOf(entry: ChassisEntry, v: number) {
  const { chassis, model } = entry;
  const g = v % model.grades.length;
  const t = Math.floor(v / model.grades.length) % chassis.gearboxes.length;
  const grade = model.grades[g] ?? '';
  const gearbox = chassis.gearboxes[t] ?? '';
  const h = hashSeed('grade', chassis.code, grade);
  const cc = chassis.engines[0] ?? 0;
  const drive = chassis.drives.length === 1 ? ` ${chassis.drives[0]}` : '';
  return {
    gradeCode: grade,
    transmission: gearbox,
    modelSuffix: gradeSuffix(h),
    trimCode: `${'FEG'[h % 3]}${'ABCD'[(h >>> 4) % 4]}${10 + ((h >>> 8) % 80)}`,
    catalogNo: `${10000 + (hashSeed('type', chassis.code) % 80000)}-${String(1 + g * chassis.gearboxes.length + t).padStart(4, '0')}`,
    description: `${model.name} ${grade} ${cc}cc ${gearbox}${drive}`,
  };
}

/** One row of the production-month table: a chassis code's serial block of one month. */
export interface ProductionMonthRow {
  chassisCode: string;
  serialFrom: number;
  serialTo: number;
  makerKey: string;
  year: number;
  month: number;
  modelName: string;
  engineNo: string;
  modelPrefix: string;
  colorCount: number;
  variantCount: number;
}

/**
 * The production-month table of the whole catalog, the same facts lookupProductionMonth
 * derives: one row per chassis code and month of its run (about 33,000 rows).
 */
export function* productionMonthRows(): Generator<ProductionMonthRow> {
  for (const plan of plans.values()) {
    const { entry } = plan;
    for (let i = 0; i < plan.totalMonths; i++) {
      const { year, month } = monthOf(plan, i);
      const serialFrom = plan.base + i * plan.block;
      yield {
        chassisCode: entry.chassis.code,
        serialFrom,
        serialTo: serialFrom + plan.block - 1,
        makerKey: normalizeMakerName(entry.maker.name),
        year,
        month,
        modelName: entry.model.name,
        engineNo: entry.chassis.engineCode,
        modelPrefix: modelPrefix(entry, year),
        colorCount: COLORS.length,
        variantCount: variantCount(entry),
      };
    }
  }
}

/** The grade and gearbox variants of every chassis code (variant_no as in variantOf). */
export function* productionVariantRows() {
  for (const plan of plans.values()) {
    for (let v = 0; v < variantCount(plan.entry); v++) yield { chassisCode: plan.entry.chassis.code, variantNo: v, ...variantOf(plan.entry, v) };
  }
}
export type ProductionVariantRow = ReturnType<typeof productionVariantRows> extends Generator<infer R> ? R : never;

/** Colour codes by their place in the serial cycle. */
export const productionColorRows = () => COLORS.map((c, colorNo) => ({ colorNo, code: c.code }));

// The emissions-regulation prefix Japanese model codes carry (DBA-, DAA-, LDA-, 6BA- …).
function emissionPrefix(fuel: 'petrol' | 'hybrid' | 'diesel', cc: number, year: number): string {
  if (fuel === 'hybrid') return year <= 2017 ? 'DAA' : '6AA';
  if (fuel === 'diesel') return year <= 2008 ? 'KR' : year <= 2017 ? 'LDA' : '3DA';
  if (year <= 2004) return 'UA';
  if (year <= 2017) return 'DBA';
  return cc <= 660 ? '5BA' : '6BA';
}

function gradeSuffix(h: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXZ';
  let out = '';
  for (let i = 0, x = h; i < 5; i++, x = Math.floor(x / letters.length)) out += letters[x % letters.length];
  return out;
}
