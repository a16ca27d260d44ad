import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLORS, MAKERS, START_PRICE_MAX, START_PRICE_MIN, deriveStartPrice, lookupProductionMonth, makeChassisNumber, randomCar } from './catalog.js';
import { createRng } from './rng.js';

const ENTRIES = MAKERS.flatMap((maker) => maker.models.flatMap((model) => model.chassis.map((chassis) => ({ maker, model, chassis }))));

describe('makeChassisNumber ↔ lookupProductionMonth', () => {
  it('maps every generated serial back to its year, model and chassis code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENTRIES), fc.integer(), fc.double({ min: 0, max: 1, noNaN: true }), ({ maker, model, chassis }, seed, f) => {
        const year = chassis.yearFrom + Math.floor(f * (chassis.yearTo - chassis.yearFrom + 0.999));
        const number = makeChassisNumber(createRng(seed), chassis.code, year);
        expect(number).toMatch(new RegExp(`^${chassis.code}-\\d{6,7}$`));
        const info = lookupProductionMonth(maker.name, number);
        expect(info).not.toBeNull();
        expect(info?.year).toBe(year);
        expect(info?.month).toBeGreaterThanOrEqual(1);
        expect(info?.month).toBeLessThanOrEqual(12);
        expect(info?.modelName).toBe(model.name);
        expect(info?.code).toBe(chassis.code);
        expect(info?.engineNo).toBe(chassis.engineCode);
      }),
      { numRuns: 500 },
    );
  });

  it('encodes the requested colour, grade and gearbox', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENTRIES), fc.integer(), fc.nat(), ({ maker, model, chassis }, seed, n) => {
        const color = COLORS[n % COLORS.length];
        const grade = model.grades[n % model.grades.length];
        const gearbox = chassis.gearboxes[n % chassis.gearboxes.length];
        const number = makeChassisNumber(createRng(seed), chassis.code, chassis.yearTo, { color: color?.name, grade, gearbox });
        const info = lookupProductionMonth(maker.name, number);
        expect(info?.colorCode).toBe(color?.code);
        expect(info?.gradeCode).toBe(grade);
        expect(info?.transmission).toBe(gearbox);
        expect(info?.modelCode).toContain(`-${chassis.code}-`);
      }),
      { numRuns: 300 },
    );
  });

  it('clamps a year outside the production run', () => {
    const prius = ENTRIES.find((e) => e.chassis.code === 'ZVW30');
    expect(lookupProductionMonth('TOYOTA', makeChassisNumber(createRng(1), 'ZVW30', 1990))?.year).toBe(prius?.chassis.yearFrom);
    expect(() => makeChassisNumber(createRng(1), 'NOPE1', 2010)).toThrow();
  });

  it('answers null for unknown codes, another maker, bad input and serials outside the run', () => {
    const good = makeChassisNumber(createRng(5), 'ZVW30', 2012);
    expect(lookupProductionMonth('toyota', good.toLowerCase())).not.toBeNull();
    expect(lookupProductionMonth('', good)).not.toBeNull();
    expect(lookupProductionMonth('NISSAN', good)).toBeNull();
    expect(lookupProductionMonth('TOYOTA', 'QQQ99-1234567')).toBeNull();
    expect(lookupProductionMonth('TOYOTA', 'ZVW30')).toBeNull();
    expect(lookupProductionMonth('TOYOTA', 'ZVW30-0000001')).toBeNull();
    expect(lookupProductionMonth('TOYOTA', 'ZVW30-9999999')).toBeNull();
  });
});

describe('randomCar', () => {
  it('is deterministic for a seed', () => {
    const a = createRng(2026);
    const b = createRng(2026);
    for (let i = 0; i < 50; i++) expect(randomCar(a, 2026)).toEqual(randomCar(b, 2026));
  });

  it('produces cars whose chassis number agrees with the rest of the record', () => {
    const rng = createRng(11);
    const seenMakers = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const car = randomCar(rng, 2026);
      seenMakers.add(car.maker);
      const info = lookupProductionMonth(car.maker, car.chassisNo);
      expect(info?.year).toBe(car.year);
      expect(info?.gradeCode).toBe(car.grade);
      expect(info?.transmission).toBe(car.gearbox);
      expect(info?.colorCode).toBe(COLORS.find((c) => c.name === car.color)?.code);
      expect(car.year).toBeLessThanOrEqual(2026);
      expect(car.year).toBeGreaterThanOrEqual(2006);
      expect(car.startPrice % 1000).toBe(0);
      expect(car.startPrice).toBeGreaterThanOrEqual(START_PRICE_MIN);
      expect(car.startPrice).toBeLessThanOrEqual(START_PRICE_MAX);
      expect(car.mileage).toBeGreaterThan(0);
      expect(car.equip.split(' ').every((c) => c === '' || /^[A-Z]+$/.test(c))).toBe(true);
    }
    expect(seenMakers.size).toBeGreaterThan(15);
  });
});

describe('deriveStartPrice', () => {
  it('always lands on 100,000-8,000,000 yen in steps of 1,000', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 500_000, max: 25_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom('S', '6', '5', '4.5', '4', '3.5', '3', '2', '1', 'RA', 'R', '***', '?'),
        (seed, min, ageYears, mileage, condition) => {
          const p = deriveStartPrice(createRng(seed), { newPrice: { min, max: min * 1.5 } }, { ageYears, mileage, condition });
          return p % 1000 === 0 && p >= START_PRICE_MIN && p <= START_PRICE_MAX;
        },
      ),
    );
  });
});
