import { AUCTION_STATUS, tokyoParts } from '@jauc/contract';
import { exportCheck } from './export-check.js';
import { EXPORT_RULES } from './export-rules-data.js';
import type { ExportCheck, Fuel } from './export-rules-types.js';
import { fuelFromChassis } from './hybrid-chassis.js';

/** What the export check reads of a lot row. */
export interface ExportLot {
  kind: 'auction' | 'stock';
  engine: number;
  fuel: Fuel | null;
  chassisCode: string;
  status: number;
  startPrice: number | null;
  soldPrice: number | null;
}

/**
 * May this lot be exported to the viewer's country under the rules in force today (Japan time)?
 * Null where the country has no rules. The fuel is the lot's own (a provider's `time` mark) or,
 * where the lot does not say, a known hybrid or electric chassis code of its maker; the value is
 * what the car costs: a stock car's fixed price, a sale's price, else the start price.
 */
export function lotExportCheck(lot: ExportLot, makerName: string, countryId: number, now: Date): ExportCheck | null {
  // Most viewers' countries have no rules: no chassis lookup for them (listing rows call this per row).
  if (!EXPORT_RULES.some((c) => c.country === countryId)) return null;
  const sold = lot.status === AUCTION_STATUS.sold || lot.status === AUCTION_STATUS.soldNego;
  const priceYen = lot.kind === 'stock' || sold ? lot.soldPrice : lot.startPrice;
  const fuel = lot.fuel ?? fuelFromChassis(makerName, lot.chassisCode);
  return exportCheck(EXPORT_RULES, { engineCc: lot.engine > 0 ? lot.engine : null, fuel, priceYen }, countryId, tokyoParts(now).date);
}
