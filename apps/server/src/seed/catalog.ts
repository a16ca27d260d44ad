// The demo car catalog: makers and models (catalog-data-*.ts), colours, equipment, grades and
// defects (catalog-attributes.ts), auction houses (catalog-auctions.ts), production months
// (catalog-production.ts), and the generator of one realistic car from all of them.
import type { BodyStyle } from '../modules/media/car-photo-profiles.js';
import { COLORS, CONDITION_GRADES, EQUIPMENT, INTERIOR_GRADES, conditionRank } from './catalog-attributes.js';
import type { CarModel, ChassisSpec, Drive, Fuel, Gearbox, Maker } from './catalog-types.js';
import { MAKERS } from './catalog-index.js';
import { makeChassisNumber } from './catalog-production.js';
import { type Rng, weightedPicker } from './rng.js';

export type { BodyStyle } from '../modules/media/car-photo-profiles.js';
export type { CarModel, ChassisSpec, Drive, Fuel, Gearbox, Maker } from './catalog-types.js';
export { CATALOG_CURRENT_YEAR } from './catalog-types.js';
export { MAKERS, findChassis, findMakerById, findMakerByName, findModelById, normalizeMakerName } from './catalog-index.js';
export {
  COLORS, CONDITION_GRADES, DEFECTS, EQUIPMENT, INTERIOR_GRADES,
  colorByName, conditionRank, describeDefect, equipmentByCode, parseEquipment,
} from './catalog-attributes.js';
export type { CarColor, ConditionGrade, ConditionGradeInfo, DefectCode, Equipment, InteriorGrade } from './catalog-attributes.js';
export { AUCTION_HOUSES, auctionHouseByName, sessionStartIso } from './catalog-auctions.js';
export type { AuctionHouse } from './catalog-auctions.js';
export { lookupProductionMonth, makeChassisNumber } from './catalog-production.js';
export type { ChassisNumberOptions, ProductionMonthInfo } from './catalog-production.js';

export const START_PRICE_MIN = 100_000;
export const START_PRICE_MAX = 8_000_000;
export const START_PRICE_STEP = 1_000;

// Share of market value a car keeps for its condition grade; R/RA cars sell at a discount.
const CONDITION_VALUE: Record<string, number> = {
  S: 1.15, '6': 1.1, '5': 1.05, '4.5': 1, '4': 0.92, '3.5': 0.82, '3': 0.7, '2': 0.55, '1': 0.4, RA: 0.65, R: 0.55, '***': 0.3,
};

/**
 * A realistic auction start price in yen: new price from the model's band, depreciated by age,
 * mileage and condition, then a start well under market value as auctions do to draw bids.
 * Always 100,000–8,000,000 in steps of 1,000.
 */
export function deriveStartPrice(
  rng: Rng,
  model: Pick<CarModel, 'newPrice'>,
  car: { ageYears: number; mileage: number; condition: string },
): number {
  const newPrice = model.newPrice.min + rng.next() * (model.newPrice.max - model.newPrice.min);
  const residual = 0.82 * 0.86 ** Math.max(0, car.ageYears);
  const mileageFactor = Math.max(0.45, 1 - car.mileage / 250_000);
  const value = newPrice * residual * mileageFactor * (CONDITION_VALUE[car.condition] ?? 0.6);
  const start = value * (0.35 + rng.next() * 0.35);
  const stepped = Math.round(start / START_PRICE_STEP) * START_PRICE_STEP;
  return Math.min(START_PRICE_MAX, Math.max(START_PRICE_MIN, stepped));
}

/** One generated car, every field a lot row needs except the auction-side ones. */
export interface GeneratedCar {
  makerId: number;
  maker: string;
  modelId: number;
  model: string;
  bodyStyle: BodyStyle;
  year: number;
  chassisCode: string;
  chassisNo: string;
  engine: number;
  engineCode: string;
  gearbox: Gearbox;
  drive: Drive;
  horsePower: number;
  /** The chassis's fuel (catalog flag H or D): what the export check reads (issue 21 §1). */
  fuel: Fuel;
  grade: string;
  color: string;
  colorHex: string;
  mileage: number;
  condition: string;
  conditionRank: number;
  interiorGrade: string;
  /** Space-separated equipment codes, e.g. "AC PS PW AW NAVI". */
  equip: string;
  startPrice: number;
}

const pickMaker = weightedPicker(MAKERS, MAKERS.map((m) => m.weight));
const modelPickers = new Map(MAKERS.map((m) => [m.id, weightedPicker(m.models, m.models.map((x) => x.weight))]));
const pickColor = weightedPicker(COLORS, COLORS.map((c) => c.weight));
const pickCondition = weightedPicker(CONDITION_GRADES, CONDITION_GRADES.map((c) => c.weight));
const pickInterior = weightedPicker(INTERIOR_GRADES, INTERIOR_GRADES.map((i) => i.weight));
const pickNewCarCondition = weightedPicker(['S', '6', '5', '4.5'], [1, 3, 5, 6]);
const WHITE = COLORS.find((c) => c.name === 'WHITE') ?? COLORS[0];
// Options that older cars and work vehicles rarely have.
const MODERN_EQUIPMENT = new Set(['NAVI', 'TV', 'BTV', 'SK', 'ETC']);
const COMFORT_EQUIPMENT = new Set(['AW', 'NAVI', 'TV', 'BTV', 'SK', 'LEATHER', 'SR']);

/** Cars at auction are at most this old. */
const MAX_AGE_YEARS = 20;

/**
 * A random, internally consistent car: the chassis number decodes (lookupProductionMonth) to the
 * same year, colour, grade and gearbox. Deterministic for the rng's seed; cheap enough to call a
 * million times.
 */
export function randomCar(rng: Rng, currentYear: number): GeneratedCar {
  let maker: Maker = pickMaker(rng);
  let model: CarModel = pickModel(rng, maker);
  let eligible = eligibleChassis(model, currentYear);
  for (let tries = 0; eligible.length === 0 && tries < 20; tries++) {
    maker = pickMaker(rng);
    model = pickModel(rng, maker);
    eligible = eligibleChassis(model, currentYear);
  }
  const chassis = eligible.length > 0 ? rng.pick(eligible) : (model.chassis[0] as ChassisSpec);
  const lo = Math.max(chassis.yearFrom, currentYear - MAX_AGE_YEARS);
  const hi = Math.max(lo, Math.min(chassis.yearTo, currentYear));
  // max of two draws skews towards newer cars, as auction stock does.
  const year = lo + Math.floor(Math.max(rng.next(), rng.next()) * (hi - lo + 1));
  const age = Math.max(0, currentYear - year);
  const work = model.body === 'truck' || model.body === 'van';

  const perYear = (work ? 1.8 : 1) * rng.int(4_000, 14_000);
  const mileage = Math.max(1_000, Math.round((age * perYear + rng.int(500, 12_000)) / 1_000) * 1_000);
  const condition = age <= 1 && rng.chance(0.7) ? pickNewCarCondition(rng) : pickCondition(rng).grade;
  const rank = conditionRank(condition);
  const interiorGrade = rank >= conditionRank('5') ? (rng.chance(0.6) ? 'A' : 'B') : pickInterior(rng).grade;
  const color = work && rng.chance(0.6) && WHITE ? WHITE : pickColor(rng);
  const gearbox = firstUsually(rng, chassis.gearboxes, 0.8);
  const grade = rng.pick(model.grades);
  const equip = EQUIPMENT.filter((e) => {
    let share = e.share;
    if (year < 2008 && MODERN_EQUIPMENT.has(e.code)) share *= 0.4;
    if ((work || (chassis.engines[0] ?? 0) <= 660) && COMFORT_EQUIPMENT.has(e.code)) share *= 0.4;
    return rng.chance(share);
  })
    .map((e) => e.code)
    .join(' ');

  return {
    makerId: maker.id,
    maker: maker.name,
    modelId: model.id,
    model: model.name,
    bodyStyle: model.body,
    year,
    chassisCode: chassis.code,
    chassisNo: makeChassisNumber(rng, chassis.code, year, { color: color.name, grade, gearbox }),
    engine: firstUsually(rng, chassis.engines, 0.8),
    engineCode: chassis.engineCode,
    gearbox,
    drive: firstUsually(rng, chassis.drives, 0.7),
    horsePower: chassis.horsePower,
    fuel: chassis.fuel,
    grade,
    color: color.name,
    colorHex: color.hex,
    mileage,
    condition,
    conditionRank: rank,
    interiorGrade,
    equip,
    startPrice: deriveStartPrice(rng, model, { ageYears: age, mileage, condition }),
  };
}

function pickModel(rng: Rng, maker: Maker): CarModel {
  const pick = modelPickers.get(maker.id);
  return pick ? pick(rng) : rng.pick(maker.models);
}

const eligibleCache = new Map<string, readonly ChassisSpec[]>();
function eligibleChassis(model: CarModel, currentYear: number): readonly ChassisSpec[] {
  const key = `${model.id}:${currentYear}`;
  let list = eligibleCache.get(key);
  if (!list) {
    list = model.chassis.filter((c) => c.yearFrom <= currentYear && c.yearTo >= currentYear - MAX_AGE_YEARS);
    eligibleCache.set(key, list);
  }
  return list;
}

function firstUsually<T>(rng: Rng, items: readonly T[], p: number): T {
  return items.length === 1 || rng.chance(p) ? (items[0] as T) : rng.pick(items.slice(1));
}
