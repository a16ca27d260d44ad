// Shapes of the export rules (decision record 013). Rules are data: each carries the date it came
// into force and where it comes from, so a manager can check it and a later table can hold its history.

/**
 * What moves the car. `mild_hybrid` is kept apart from `hybrid` because whether Japan's ban covers
 * mild hybrids is disputed (decision record 013); the rule data decides, not the code.
 */
export const FUELS = ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric'] as const;
export type Fuel = (typeof FUELS)[number];

/** A calendar date, YYYY-MM-DD (Japan time where it matters; string order is date order). */
export type IsoDate = string;

interface RuleBase {
  /** First day the rule applies (inclusive). */
  effectiveFrom: IsoDate;
  /** First day it no longer applies, if it was lifted. */
  effectiveTo?: IsoDate;
  /** Document, date and address it was taken from; `assumption: …` where it is not verified. */
  source: string;
}

/** Cars of these fuels with an engine over `limitCc` may not go (1,900 cc itself may). */
export interface EngineOverCcRule extends RuleBase {
  kind: 'engine_over_cc';
  limitCc: number;
  fuels: readonly Fuel[];
}

/** Cars of these fuels may not go at all. */
export interface FuelRule extends RuleBase {
  kind: 'fuel';
  fuels: readonly Fuel[];
}

/** Cars worth over `limitYen` per unit may not go (exactly the limit may). */
export interface PriceOverYenRule extends RuleBase {
  kind: 'price_over_yen';
  limitYen: number;
}

export type ExportRule = EngineOverCcRule | FuelRule | PriceOverYenRule;

export interface CountryRules {
  /** Country id as the portal numbers countries (183 = Russian Federation, COUNTRY_RUSSIA). */
  country: number;
  rules: readonly ExportRule[];
}

/** What the check knows of a lot; null where the lot does not say. */
export interface LotForExport {
  engineCc: number | null;
  fuel: Fuel | null;
  /** The value the export is declared at, per car, in yen (the lot's price stands in for it). */
  priceYen: number | null;
}

/** Reason codes: `engine_over_<limit>cc` (e.g. engine_over_1900cc), `hybrid`, `electric`, `price_over_limit`. */
export type ExportReason = `engine_over_${number}cc` | 'hybrid' | 'electric' | 'price_over_limit';

export interface ExportCheck {
  country: number;
  allowed: boolean;
  reasons: ExportReason[];
}
