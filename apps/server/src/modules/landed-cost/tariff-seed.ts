import type { DbOrTx } from '../../db/client.js';
import { RUSSIA_TARIFF } from './tariff-data.js';
import { insertRates, type NewTariffVersion, seedTariffVersions, countRates } from './tariff.repo.js';
import type { IsoDate, Tariff, Version } from './tariff-types.js';

// The tables start from the data files (decision records 013 and 022): every database, the empty
// one of going live included, has Russia's tariff from its first start, and managers add versions
// from there. A seeded version is never rewritten (ON CONFLICT DO NOTHING), so a manager's table
// stays the truth even when the files change.

function split<T extends Version>(v: T, drop: readonly string[] = []): { effectiveFrom: IsoDate; source: string; data: Record<string, unknown> } {
  const data: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (k !== 'effectiveFrom' && k !== 'source' && !drop.includes(k)) data[k] = x;
  return { effectiveFrom: v.effectiveFrom, source: v.source, data };
}

export function tariffRows(t: Tariff): NewTariffVersion[] {
  const base = { countryId: t.country, createdBy: null, code: '' };
  return [
    ...t.personalDuty.map((v) => ({ ...base, part: 'personal_duty' as const, ...split(v) })),
    ...t.utilization.map((v) => ({ ...base, part: 'utilization' as const, ...split(v) })),
    ...t.clearanceFee.map((v) => ({ ...base, part: 'clearance_fee' as const, ...split(v) })),
    ...t.fees.map((v) => ({ ...base, part: 'fee' as const, code: v.code, ...split(v, ['code']) })),
  ];
}

export async function ensureTariffs(db: DbOrTx): Promise<void> {
  await seedTariffVersions(db, tariffRows(RUSSIA_TARIFF));
}

/**
 * The demo's exchange rates (DESIGN.md §4), dated the day the demo is seeded so the calculator
 * works at once: close to the Bank of Russia's of late 2026, marked `seed` so the settings screen
 * shows they are not a manager's. A database that has any rate keeps its own.
 */
export const DEMO_RATES = { JPY: 0.52, EUR: 93.5, USD: 80.2 } as const;

export async function seedDemoRates(db: DbOrTx, date: IsoDate): Promise<void> {
  if ((await countRates(db)) === 0) await insertRates(db, date, DEMO_RATES, 'seed', null);
}
