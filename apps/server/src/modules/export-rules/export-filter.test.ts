import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportCheck } from './export-check.js';
import { exportFilterOf, passesExportFilter } from './export-filter.js';
import { EXPORT_RULES } from './export-rules-data.js';
import { FUELS, type CountryRules } from './export-rules-types.js';

const RUSSIA = 183;

describe('exportFilterOf: the rules folded into the listing filter', () => {
  it("folds Russia's rules in force, and nothing before they were", () => {
    expect(exportFilterOf(EXPORT_RULES, RUSSIA, '2026-11-27')).toEqual({
      engineLimits: [{ limitCc: 1900, fuels: ['diesel', 'petrol'] }],
      fuels: ['electric', 'hybrid', 'mild_hybrid', 'plugin_hybrid'],
      priceLimitYen: 6_000_000,
    });
    expect(exportFilterOf(EXPORT_RULES, RUSSIA, '2023-08-08')).toEqual({ engineLimits: [], fuels: [], priceLimitYen: 6_000_000 });
    expect(exportFilterOf(EXPORT_RULES, 157, '2026-11-27')).toBeNull();
  });

  it('keeps a lot exactly when exportCheck allows it, for any lot, day and rule set', () => {
    const extra: CountryRules = {
      country: 7,
      rules: [
        { kind: 'engine_over_cc', limitCc: 1500, fuels: ['diesel'], effectiveFrom: '2024-01-01', source: 'test' },
        { kind: 'engine_over_cc', limitCc: 3000, fuels: ['petrol', 'hybrid'], effectiveFrom: '2025-01-01', effectiveTo: '2026-01-01', source: 'test' },
        { kind: 'price_over_yen', limitYen: 2_000_000, effectiveFrom: '2024-06-01', source: 'test' },
        { kind: 'price_over_yen', limitYen: 3_000_000, effectiveFrom: '2023-01-01', source: 'test' },
        { kind: 'fuel', fuels: ['electric'], effectiveFrom: '2024-01-01', source: 'test' },
      ],
    };
    const rules = [...EXPORT_RULES, extra];
    const day = fc.constantFrom('2022-04-04', '2022-04-05', '2023-08-08', '2023-08-09', '2024-05-31', '2024-06-01', '2025-06-01', '2026-01-01', '2026-11-27');
    const lot = fc.record({
      engine: fc.oneof(fc.constantFrom(0, 1500, 1501, 1900, 1901, 3000, 3001), fc.integer({ min: 0, max: 8000 })),
      fuel: fc.constantFrom(null, ...FUELS),
      price: fc.oneof(fc.constant(null), fc.constantFrom(2_000_000, 2_000_001, 6_000_000, 6_000_001), fc.integer({ min: 1, max: 20_000_000 })),
    });
    fc.assert(
      fc.property(lot, day, fc.constantFrom(RUSSIA, 7), (row, onDate, country) => {
        const filter = exportFilterOf(rules, country, onDate);
        const check = exportCheck(rules, { engineCc: row.engine > 0 ? row.engine : null, fuel: row.fuel, priceYen: row.price }, country, onDate);
        expect(filter === null ? true : passesExportFilter(filter, row)).toBe(check?.allowed ?? true);
      }),
      { numRuns: 2000 },
    );
  });
});
