// The assembled maker list and the lookups built over it once at load.
import type { CarModel, ChassisSpec, Maker } from './catalog-types.js';
import { LEXUS, TOYOTA } from './catalog-data-toyota.js';
import { HONDA, NISSAN } from './catalog-data-nissan-honda.js';
import { MAZDA, MITSUBISHI, SUBARU } from './catalog-data-mazda-subaru-mitsubishi.js';
import { DAIHATSU, HINO, ISUZU, SUZUKI } from './catalog-data-kei-trucks.js';
import { AUDI, BMW, JEEP, LAND_ROVER, MERCEDES_BENZ, MINI, PORSCHE, VOLKSWAGEN, VOLVO } from './catalog-data-imports.js';

/** Ordered by id; ids and model ids are stable across releases (the database keeps them). */
export const MAKERS: readonly Maker[] = [
  TOYOTA, NISSAN, HONDA, MAZDA, SUBARU, MITSUBISHI, SUZUKI, DAIHATSU, LEXUS, ISUZU,
  MERCEDES_BENZ, BMW, VOLKSWAGEN, AUDI, HINO, VOLVO, MINI, PORSCHE, LAND_ROVER, JEEP,
];

export interface ChassisEntry {
  readonly maker: Maker;
  readonly model: CarModel;
  readonly chassis: ChassisSpec;
}

const makerById = new Map<number, Maker>();
const makerByName = new Map<string, Maker>();
const modelById = new Map<number, { maker: Maker; model: CarModel }>();
const chassisByCode = new Map<string, ChassisEntry>();

for (const maker of MAKERS) {
  makerById.set(maker.id, maker);
  makerByName.set(normalizeMakerName(maker.name), maker);
  for (const model of maker.models) {
    if (modelById.has(model.id)) throw new Error(`catalog: duplicate model id ${model.id}`);
    modelById.set(model.id, { maker, model });
    for (const chassis of model.chassis) {
      if (chassisByCode.has(chassis.code)) throw new Error(`catalog: duplicate chassis code ${chassis.code}`);
      chassisByCode.set(chassis.code, { maker, model, chassis });
    }
  }
}

/** "Mercedes-Benz", "MERCEDES BENZ" and "mercedes benz" name the same maker. */
export function normalizeMakerName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

export const findMakerById = (id: number): Maker | undefined => makerById.get(id);
export const findMakerByName = (name: string): Maker | undefined => makerByName.get(normalizeMakerName(name));
export const findModelById = (id: number): { maker: Maker; model: CarModel } | undefined => modelById.get(id);
export const findChassis = (code: string): ChassisEntry | undefined => chassisByCode.get(code.trim().toUpperCase());
export const allChassis = (): IterableIterator<ChassisEntry> => chassisByCode.values();
