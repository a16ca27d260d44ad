import type { CountryRules, ExportCheck, ExportReason, ExportRule, Fuel, IsoDate, LotForExport } from './export-rules-types.js';

// The export check is pure: rules in, lot in, answer out. The route (issue 21, later) passes the
// viewer's country and today's date in Japan; listing rows, cards and lot pages show the answer.

/** A rule binds on `onDate` when it has come into force and has not been lifted. */
export function ruleInForce(rule: ExportRule, onDate: IsoDate): boolean {
  return rule.effectiveFrom <= onDate && (rule.effectiveTo === undefined || onDate < rule.effectiveTo);
}

const FUEL_REASON: Readonly<Record<Fuel, ExportReason | null>> = {
  petrol: null,
  diesel: null,
  hybrid: 'hybrid',
  plugin_hybrid: 'hybrid',
  mild_hybrid: 'hybrid',
  electric: 'electric',
};

/**
 * The reason a rule stops the lot, or null when it does not. The engine reason is built from the
 * rule's own limit, so the 1,900 cc rule reads `engine_over_1900cc` and a future 1,500 cc rule would
 * read `engine_over_1500cc` without a code change (the label takes the number from the code).
 *
 * An unknown fuel counts as one the engine rule names: under Russia's rules a car over the limit is
 * stopped whatever it runs on (hybrids and electric cars at any size), so the guess cannot stop a car
 * that may go. The fuel rule needs to know the fuel and never fires on a guess.
 */
function reasonOf(rule: ExportRule, lot: LotForExport): ExportReason | null {
  switch (rule.kind) {
    case 'engine_over_cc': {
      const fuelCovered = lot.fuel === null || rule.fuels.includes(lot.fuel);
      return fuelCovered && lot.engineCc !== null && lot.engineCc > rule.limitCc ? `engine_over_${rule.limitCc}cc` : null;
    }
    case 'fuel':
      return lot.fuel !== null && rule.fuels.includes(lot.fuel) ? FUEL_REASON[lot.fuel] : null;
    case 'price_over_yen':
      return lot.priceYen !== null && lot.priceYen > rule.limitYen ? 'price_over_limit' : null;
  }
}

/**
 * May the lot be exported to `countryId` on `onDate`? Null where the country has no rules (the
 * screens show nothing then); rules not yet in force on the date do not count.
 */
export function exportCheck(rules: readonly CountryRules[], lot: LotForExport, countryId: number, onDate: IsoDate): ExportCheck | null {
  const country = rules.find((c) => c.country === countryId);
  if (!country) return null;
  const reasons: ExportReason[] = [];
  for (const rule of country.rules) {
    if (!ruleInForce(rule, onDate)) continue;
    const reason = reasonOf(rule, lot);
    if (reason !== null && !reasons.includes(reason)) reasons.push(reason);
  }
  return { country: countryId, allowed: reasons.length === 0, reasons };
}
