import { AUCTION_STATUS, tokyoParts } from '@jauc/contract';
import { exportCheck } from './export-check.js';
import { EXPORT_RULES } from './export-rules-data.js';
import type { ExportCheck, Fuel } from './export-rules-types.js';

/** What the export check reads of a lot row. */
export interface ExportLot {
  kind: 'auction' | 'stock';
  engine: number;
  fuel: Fuel | null;
  status: number;
  startPrice: number | null;
  soldPrice: number | null;
}

/**
 * May this lot be exported to the viewer's country under the rules in force today (Japan time)?
 * Null where the country has no rules. The fuel is the stored one: every write fills it from the
 * source or, failing that, from a known hybrid or electric chassis code of the maker (the demo
 * catalog, the feeds, migration 0033), so this check and the listing's "exportable" filter
 * (export-filter.ts) read the same column and always agree. The value is what the car costs: a
 * stock car's fixed price, a sale's price, else the start price.
 */
export function lotExportCheck(lot: ExportLot, countryId: number, now: Date): ExportCheck | null {
  // Most viewers' countries have no rules: no chassis lookup for them (listing rows call this per row).
  if (!EXPORT_RULES.some((c) => c.country === countryId)) return null;
  const sold = lot.status === AUCTION_STATUS.sold || lot.status === AUCTION_STATUS.soldNego;
  const priceYen = lot.kind === 'stock' || sold ? lot.soldPrice : lot.startPrice;
  return exportCheck(EXPORT_RULES, { engineCc: lot.engine > 0 ? lot.engine : null, fuel: lot.fuel, priceYen }, countryId, tokyoParts(now).date);
}
