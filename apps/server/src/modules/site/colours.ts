import type { TextLanguage } from '../../lib/request-language.js';
import { colourName, vehicleTerm, withVehicleTerms, type VehicleTerm } from './vehicle-terms.js';

// Colours, gearboxes and drives are translated from one table (vehicle-terms.ts).
export { colourName };

/** Listing rows with their colour, gearbox and drive in the reader's language (the rows are built language-free, so caches stay shared). */
export function withColourNames<T extends { color: string; gearbox?: string; priv?: string | null }>(rows: readonly T[], language: TextLanguage): T[] {
  return language === 'en' ? [...rows] : rows.map((r) => withVehicleTerms(r, language));
}

/** Colour (or gearbox) filter options labelled in the reader's language; the value stays the stored name. */
export function withColourLabels<T extends { label: string; value: string | number }>(options: readonly T[], language: TextLanguage, kind: VehicleTerm = 'colour'): T[] {
  if (language === 'en') return [...options];
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return options.map((o) => ({ ...o, label: vehicleTerm(kind, String(o.value), language) })).sort((a, b) => collator.compare(a.label, b.label));
}
