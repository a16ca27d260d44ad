import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lookupProductionMonth, makeChassisNumber, MAKERS } from '../../seed/catalog.js';
import { productionColorRows, productionMonthRows, productionVariantRows } from '../../seed/catalog-production.js';
import { createRng } from '../../seed/rng.js';
import { parseChassisNumber } from './production-month.routes.js';

const months = [...productionMonthRows()];
const variants = new Map([...productionVariantRows()].map((v) => [`${v.chassisCode}:${v.variantNo}`, v]));
const colors = productionColorRows();
const ENTRIES = MAKERS.flatMap((maker) => maker.models.flatMap((model) => model.chassis.map((chassis) => ({ maker, model, chassis }))));

/** The table lookup the repository runs in SQL, over the rows in memory. */
function tableLookup(chassisNumber: string) {
  const parsed = parseChassisNumber(chassisNumber);
  if (!parsed) return null;
  const m = months.find((r) => r.chassisCode === parsed.code && r.serialFrom <= parsed.serial && parsed.serial <= r.serialTo);
  if (!m) return null;
  const offset = parsed.serial - m.serialFrom;
  const v = variants.get(`${m.chassisCode}:${Math.floor(offset / m.colorCount) % m.variantCount}`);
  return {
    year: m.year,
    month: m.month,
    modelCode: `${m.modelPrefix}-${m.chassisCode}-${v?.modelSuffix}`,
    modelName: m.modelName,
    gradeCode: v?.gradeCode,
    engineNo: m.engineNo,
    transmission: v?.transmission,
    description: v?.description,
    code: m.chassisCode,
    colorCode: colors[offset % m.colorCount]?.code,
    trimCode: v?.trimCode,
    catalogNo: v?.catalogNo,
  };
}

describe('production-month table', () => {
  it('answers exactly what the catalog derives for every generated chassis number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENTRIES), fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), ({ maker, chassis }, seed, f) => {
        const year = chassis.yearFrom + Math.floor(f * (chassis.yearTo - chassis.yearFrom + 0.999));
        const number = makeChassisNumber(createRng(seed), chassis.code, year);
        expect(tableLookup(number)).toEqual(lookupProductionMonth(maker.name, number));
      }),
      { numRuns: 500 },
    );
  });

  it('has one row per chassis code and month, with disjoint serial blocks', () => {
    const byCode = new Map<string, typeof months>();
    for (const m of months) byCode.set(m.chassisCode, [...(byCode.get(m.chassisCode) ?? []), m]);
    for (const rows of byCode.values()) {
      const keys = new Set(rows.map((r) => `${r.year}-${r.month}`));
      expect(keys.size).toBe(rows.length);
      rows.sort((a, b) => a.serialFrom - b.serialFrom);
      rows.forEach((r, i) => i > 0 && expect(r.serialFrom).toBe(rows[i - 1]!.serialTo + 1));
    }
  });
});

describe('parseChassisNumber', () => {
  it('splits the code and the serial', () => {
    expect(parseChassisNumber(' zvw30-1234567 ')).toEqual({ code: 'ZVW30', serial: 1_234_567 });
    expect(parseChassisNumber('ZVW30')).toBeNull();
    expect(parseChassisNumber('ZVW30-12')).toBeNull();
    expect(parseChassisNumber('ZVW 30-1234567')).toBeNull();
  });
});
