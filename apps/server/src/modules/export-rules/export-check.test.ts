import { describe, expect, it } from 'vitest';
import { exportCheck } from './export-check.js';
import { EXPORT_RULES } from './export-rules-data.js';
import type { CountryRules, Fuel, LotForExport } from './export-rules-types.js';

// Table-driven from the sources in decision record 013: the ban on cars over ¥6,000,000 from
// 2022-04-05; petrol and diesel over 1,900 cc, hybrids and electric cars from 2023-08-09.

const RUSSIA = 183;
const TODAY = '2026-11-26';
const lot = (engineCc: number | null, fuel: Fuel | null, priceYen: number | null = 1_000_000): LotForExport => ({ engineCc, fuel, priceYen });

describe('exportCheck for Russia, with the rules in force today', () => {
  it.each([
    ['petrol 1,900 cc', lot(1900, 'petrol'), []],
    ['petrol 1,901 cc', lot(1901, 'petrol'), ['engine_over_1900cc']],
    ['diesel 1,900 cc', lot(1900, 'diesel'), []],
    ['diesel 1,901 cc', lot(1901, 'diesel'), ['engine_over_1900cc']],
    ['kei petrol 660 cc', lot(660, 'petrol'), []],
    ['hybrid 1,500 cc', lot(1500, 'hybrid'), ['hybrid']],
    ['hybrid 2,500 cc (the engine rule names petrol and diesel only)', lot(2500, 'hybrid'), ['hybrid']],
    ['plug-in hybrid 1,800 cc', lot(1800, 'plugin_hybrid'), ['hybrid']],
    ['mild hybrid 660 cc', lot(660, 'mild_hybrid'), ['hybrid']],
    ['electric, no engine', lot(null, 'electric'), ['electric']],
    ['electric with an engine size of 0', lot(0, 'electric'), ['electric']],
    ['unknown fuel 1,900 cc', lot(1900, null), []],
    ['unknown fuel 1,901 cc', lot(1901, null), ['engine_over_1900cc']],
    ['unknown fuel and engine', lot(null, null), []],
    ['price ¥6,000,000', lot(1500, 'petrol', 6_000_000), []],
    ['price ¥6,000,001', lot(1500, 'petrol', 6_000_001), ['price_over_limit']],
    ['unknown price', lot(1500, 'petrol', null), []],
    ['every reason at once, in the order of the rules', lot(2000, 'petrol', 7_000_000), ['price_over_limit', 'engine_over_1900cc']],
    ['expensive hybrid', lot(2500, 'hybrid', 9_000_000), ['price_over_limit', 'hybrid']],
  ])('%s', (_name, car, reasons) => {
    expect(exportCheck(EXPORT_RULES, car, RUSSIA, TODAY)).toEqual({ country: RUSSIA, allowed: reasons.length === 0, reasons });
  });
});

describe('exportCheck by date: a rule binds from its first day', () => {
  it.each([
    ['2022-04-04', lot(2500, 'petrol', 7_000_000), []],
    ['2022-04-05', lot(2500, 'petrol', 7_000_000), ['price_over_limit']],
    ['2023-08-08', lot(2500, 'petrol'), []],
    ['2023-08-09', lot(2500, 'petrol'), ['engine_over_1900cc']],
    ['2023-08-08', lot(1500, 'hybrid'), []],
    ['2023-08-09', lot(1500, 'hybrid'), ['hybrid']],
    ['2023-08-08', lot(null, 'electric'), []],
    ['2023-08-09', lot(null, 'electric'), ['electric']],
  ])('on %s', (onDate, car, reasons) => {
    expect(exportCheck(EXPORT_RULES, car, RUSSIA, onDate)?.reasons).toEqual(reasons);
  });

  it('drops a rule from the day it is lifted', () => {
    const lifted: CountryRules[] = [{ country: 7, rules: [{ kind: 'fuel', fuels: ['electric'], effectiveFrom: '2024-01-01', effectiveTo: '2025-01-01', source: 'test' }] }];
    expect(exportCheck(lifted, lot(null, 'electric'), 7, '2024-12-31')?.allowed).toBe(false);
    expect(exportCheck(lifted, lot(null, 'electric'), 7, '2025-01-01')?.allowed).toBe(true);
  });
});

describe('exportCheck elsewhere', () => {
  it('answers null for a country without rules', () => {
    expect(exportCheck(EXPORT_RULES, lot(3000, 'hybrid', 9_000_000), 76, TODAY)).toBeNull();
  });

  it('takes a different limit from the data, and names the reason after it', () => {
    const stricter: CountryRules[] = [
      { country: 9, rules: [{ kind: 'engine_over_cc', limitCc: 1500, fuels: ['petrol'], effectiveFrom: '2020-01-01', source: 'test' }] },
    ];
    expect(exportCheck(stricter, lot(1501, 'petrol'), 9, TODAY)).toEqual({ country: 9, allowed: false, reasons: ['engine_over_1500cc'] });
    expect(exportCheck(stricter, lot(1500, 'petrol'), 9, TODAY)?.allowed).toBe(true);
  });

  it('allows everything when no rule is in force yet', () => {
    expect(exportCheck(EXPORT_RULES, lot(4000, 'hybrid', 20_000_000), RUSSIA, '2021-01-01')).toEqual({ country: RUSSIA, allowed: true, reasons: [] });
  });
});

describe('the rule data', () => {
  it('gives every rule a date and a source', () => {
    for (const country of EXPORT_RULES) {
      for (const rule of country.rules) {
        expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(rule.source.length).toBeGreaterThan(20);
      }
    }
  });
});
