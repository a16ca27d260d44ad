import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CarForCost, landedCost } from './landed-cost.js';
import type { ExchangeRates } from './money.js';
import { RUSSIA_TARIFF } from './tariff-data.js';

const RATES: ExchangeRates = { date: '2026-11-26', JPY: 0.52, EUR: 92.5, USD: 80 };
const FIELDER: CarForCost = { priceYen: 1_000_000, priceSource: 'start', engineCc: 1496, powerHp: 109, fuel: 'petrol', production: { year: 2022, month: 3 } };
const cost = (car: Partial<CarForCost>, customsDate = '2026-12-15') =>
  landedCost({ tariff: RUSSIA_TARIFF, rates: RATES, car: { ...FIELDER, ...car }, customsDate, use: 'personal' });

describe('landedCost, worked by hand', () => {
  // A petrol Corolla Fielder, 1,496 cc, 109 hp, built March 2022, ¥1,000,000, declared 2026-12-15
  // at 0.52 ₽/¥, 92.5 ₽/€, 80 ₽/$. Age: 2022-03 → 2026-12 = 57 months, "3 to 5 years".
  //   car price        1,000,000 ¥ × 0.52             =   520,000 ₽
  //   auction fee         25,000 ¥ × 0.52             =    13,000 ₽
  //   agent fee           50,000 ¥ × 0.52             =    26,000 ₽
  //   delivery in Japan   35,000 ¥ × 0.52             =    18,200 ₽
  //   freight              1,000 $ × 80               =    80,000 ₽
  //   duty        1,496 cc × 1.7 € = 2,543.2 € × 92.5 =   235,246 ₽
  //   clearance   value 520,000 ₽: band 450,001–1,200,000 (2026) = 4,924 ₽
  //   utilization 109 hp ≤ 160, older than 3 years    =     5,200 ₽
  //   total                                           =   902,570 ₽ = 1,735,711.5 ¥ → 1,735,712 ¥
  const result = cost({});

  it('gives each line and a total they add up to', () => {
    expect(result.lines).toEqual([
      { code: 'car_price', amount: 520_000 },
      { code: 'auction_fee', amount: 13_000 },
      { code: 'agent_fee', amount: 26_000 },
      { code: 'delivery_japan', amount: 18_200 },
      { code: 'freight', amount: 80_000 },
      { code: 'customs_duty', amount: 235_246 },
      { code: 'customs_clearance_fee', amount: 4_924 },
      { code: 'utilization_fee', amount: 5_200 },
    ]);
    expect(result).toMatchObject({ currency: 'RUB', rates: RATES, total: 902_570, totalJpy: 1_735_712, missing: [] });
  });

  it('states what it assumed, in codes the route translates', () => {
    expect(result.assumptions).toEqual([
      { code: 'rates_of', params: { date: '2026-11-26' } },
      { code: 'duty_for_use', params: { use: 'personal' } },
      { code: 'car_price', params: { source: 'start' } },
      { code: 'customs_value_is_car_price', params: {} },
      { code: 'age', params: { months: 57, band: '3to5', productionMonth: '2022-03', customsDate: '2026-12-15' } },
      { code: 'portal_fees', params: {} },
      { code: 'figure_assumed', params: { line: 'customs_duty' } },
      { code: 'figure_assumed', params: { line: 'customs_clearance_fee' } },
    ]);
  });

  it('says when the car moves to the next age band', () => {
    expect(result.nextAgeBand).toEqual({ date: '2027-04-01', band: 'over5' });
    expect(result.nextChange).toBeNull(); // no version after 2026-12-15 in the default data
  });
});

describe('landedCost in other cases', () => {
  it('charges a car under 3 years the larger of 48 % and the minimum: a ¥1,800,000 Fit of 1,317 cc', () => {
    // 936,000 ₽ = 10,118.9 € → band 8,500–16,700: 48 % = 449,280 ₽ against 1,317 × 3.5 € × 92.5 = 426,378.75 ₽
    const r = cost({ priceYen: 1_800_000, priceSource: 'average', engineCc: 1317, powerHp: 98, production: { year: 2025, month: 1 } });
    expect(r.lines.find((l) => l.code === 'customs_duty')?.amount).toBe(449_280);
    expect(r.lines.find((l) => l.code === 'utilization_fee')?.amount).toBe(3_400);
  });

  it('charges the rate above the line to a 170 hp car', () => {
    const r = cost({ engineCc: 1599, powerHp: 170, production: { year: 2022, month: 6 } });
    expect(r.lines.find((l) => l.code === 'utilization_fee')?.amount).toBe(1_492_800);
  });

  it('leaves out what it cannot compute for an electric car, and says why', () => {
    const r = cost({ fuel: 'electric', engineCc: null, powerHp: 150 });
    expect(r.missing).toEqual([
      { code: 'customs_duty', reason: 'electric_not_supported' },
      { code: 'utilization_fee', reason: 'electric_not_supported' },
    ]);
    expect(r.total).toBe(r.lines.reduce((s, l) => s + l.amount, 0));
  });

  it('taxes a hybrid as a petrol car of its engine size, and says so', () => {
    const r = cost({ fuel: 'hybrid' });
    expect(r.lines.find((l) => l.code === 'customs_duty')?.amount).toBe(235_246);
    expect(r.assumptions).toContainEqual({ code: 'hybrid_as_petrol', params: { fuel: 'hybrid' } });
  });

  it('names the next tariff date and what changes on it', () => {
    const r = cost({}, '2025-12-20');
    expect(r.nextChange).toEqual({ date: '2026-01-01', what: ['customs_clearance_fee', 'utilization_fee', 'auction_fee', 'agent_fee', 'delivery_japan', 'freight'] });
    expect(r.lines.map((l) => l.code)).toEqual(['car_price', 'customs_duty', 'customs_clearance_fee', 'utilization_fee']); // the portal's fees start in 2026
    expect(r.lines.find((l) => l.code === 'customs_clearance_fee')?.amount).toBe(4_269); // the 2025 scale
  });

  it('says which lines have no figure before the tariff starts', () => {
    expect(cost({ production: { year: 2015, month: 1 } }, '2017-06-01').missing.map((m) => m.code)).toEqual([
      'customs_duty', 'customs_clearance_fee', 'utilization_fee',
    ]);
  });

  it('refuses a customs date that is not a date', () => {
    expect(() => cost({}, '2026-02-30')).toThrow(RangeError);
  });

  it.each([0, -1, Number.NaN, 0.0000004])('refuses a yen rate of %d roubles', (JPY) => {
    expect(() => landedCost({ tariff: RUSSIA_TARIFF, rates: { ...RATES, JPY }, car: FIELDER, customsDate: '2026-12-15', use: 'personal' })).toThrow(RangeError);
  });

  it('always adds the lines up to the total, in whole roubles', () => {
    const car = fc.record({
      priceYen: fc.integer({ min: 0, max: 500_000_000 }),
      engineCc: fc.option(fc.integer({ min: 1, max: 8000 })),
      powerHp: fc.option(fc.integer({ min: 1, max: 800 })),
      fuel: fc.constantFrom('petrol', 'diesel', 'hybrid', 'electric', null),
      year: fc.integer({ min: 1990, max: 2026 }),
    });
    const rate = fc.double({ min: 0.001, max: 500, noNaN: true });
    fc.assert(
      fc.property(car, rate, rate, rate, (c, jpy, eur, usd) => {
        const r = landedCost({
          tariff: RUSSIA_TARIFF, rates: { date: '2026-11-26', JPY: jpy, EUR: eur, USD: usd }, customsDate: '2026-12-15', use: 'personal',
          car: { ...c, priceSource: 'typed', production: { year: c.year, month: 1 } },
        });
        expect(r.total).toBe(r.lines.reduce((s, l) => s + l.amount, 0));
        for (const l of r.lines) expect(Number.isSafeInteger(l.amount) && l.amount >= 0).toBe(true);
      }),
    );
  });
});
