import { tokyoParts } from '@jauc/contract';
import { ruleInForce } from './export-check.js';
import { EXPORT_RULES } from './export-rules-data.js';
import type { CountryRules, Fuel, IsoDate } from './export-rules-types.js';

/**
 * The rules of one country in force on one day, folded into what a listing filter tests per row:
 * the listing's "exportable to my country" keeps exactly the lots `exportCheck` allows (issue 21
 * §1). Plain data, so it is part of the listing's cache keys (another country or day, another key).
 */
export interface ExportFilter {
  /** A lot of one of `fuels`, or of an unknown fuel, with an engine over `limitCc` may not go. */
  engineLimits: { limitCc: number; fuels: Fuel[] }[];
  /** A lot known to run on one of these may not go. */
  fuels: Fuel[];
  /** A lot whose price (exportPriceOf) is over this may not go; null: no price rule. */
  priceLimitYen: number | null;
}

/** The filter for `countryId` on `onDate`; null where the country has no rules (every lot may go). */
export function exportFilterOf(rules: readonly CountryRules[], countryId: number, onDate: IsoDate): ExportFilter | null {
  const country = rules.find((c) => c.country === countryId);
  if (!country) return null;
  const filter: ExportFilter = { engineLimits: [], fuels: [], priceLimitYen: null };
  for (const rule of country.rules) {
    if (!ruleInForce(rule, onDate)) continue;
    if (rule.kind === 'engine_over_cc') filter.engineLimits.push({ limitCc: rule.limitCc, fuels: [...rule.fuels].sort() });
    else if (rule.kind === 'fuel') filter.fuels = [...new Set([...filter.fuels, ...rule.fuels])].sort();
    else filter.priceLimitYen = Math.min(filter.priceLimitYen ?? Infinity, rule.limitYen);
  }
  return filter;
}

/** The filter of the viewer's country today in Japan, from the portal's rules. */
export const viewerExportFilter = (countryId: number | null, now: Date): ExportFilter | null =>
  countryId === null ? null : exportFilterOf(EXPORT_RULES, countryId, tokyoParts(now).date);

/** Does any rule exist for this country (the screens offer the filter only then)? */
export const hasExportRules = (countryId: number | null): boolean => countryId !== null && EXPORT_RULES.some((c) => c.country === countryId);

/** One lot as the filter reads it; the same values `lotExportCheck` passes to `exportCheck`. */
export interface ExportFilterRow {
  /** cc; 0 where unknown. */
  engine: number;
  fuel: Fuel | null;
  /** Yen; null where the lot has no price. */
  price: number | null;
}

/** The filter's test of one lot (the index's and the tests' reference for the SQL condition). */
export function passesExportFilter(f: ExportFilter, row: ExportFilterRow): boolean {
  for (const e of f.engineLimits) {
    if (row.engine > e.limitCc && (row.fuel === null || e.fuels.includes(row.fuel))) return false;
  }
  if (row.fuel !== null && f.fuels.includes(row.fuel)) return false;
  return !(f.priceLimitYen !== null && row.price !== null && row.price > f.priceLimitYen);
}
