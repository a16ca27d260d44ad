import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { RateCurrency, TariffPart } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { exchangeRates, tariffVersions, users } from '../../db/schema.js';
import type { ExchangeRates } from './money.js';
import type { ClearanceFee, FeeDefault, IsoDate, PersonalDuty, Tariff, Utilization } from './tariff-types.js';

// Queries of the tariff tables (decision records 013 and 022). Rows are only ever inserted: a
// version or a rate is never rewritten, so the history is the table.

export interface TariffRow {
  id: number;
  part: TariffPart;
  code: string;
  effectiveFrom: IsoDate;
  source: string;
  data: Record<string, unknown>;
  createdBy: string | null;
  createdAt: Date;
}

/** Every version of a country's tariff, newest first within each part. */
export async function listTariffRows(db: DbOrTx, countryId: number): Promise<TariffRow[]> {
  const rows = await db
    .select({
      id: tariffVersions.id, part: tariffVersions.part, code: tariffVersions.code, effectiveFrom: tariffVersions.effectiveFrom,
      source: tariffVersions.source, data: tariffVersions.data, createdBy: users.fullName, createdAt: tariffVersions.createdAt,
    })
    .from(tariffVersions)
    .leftJoin(users, eq(users.id, tariffVersions.createdBy))
    .where(eq(tariffVersions.countryId, countryId))
    .orderBy(asc(tariffVersions.part), asc(tariffVersions.code), desc(tariffVersions.effectiveFrom));
  return rows.map((r) => ({ ...r, part: r.part as TariffPart }));
}

/** The rows in the calculator's shape; null when the country has no tariff at all. */
export function tariffOf(countryId: number, rows: readonly TariffRow[]): Tariff | null {
  if (rows.length === 0) return null;
  const of = <T>(part: TariffPart) =>
    rows.filter((r) => r.part === part).map((r) => ({ ...r.data, effectiveFrom: r.effectiveFrom, source: r.source, ...(part === 'fee' ? { code: r.code } : {}) }) as T);
  return {
    country: countryId,
    personalDuty: of<PersonalDuty>('personal_duty'),
    utilization: of<Utilization>('utilization'),
    clearanceFee: of<ClearanceFee>('clearance_fee'),
    fees: of<FeeDefault>('fee'),
  };
}

export async function loadTariff(db: DbOrTx, countryId: number): Promise<Tariff | null> {
  return tariffOf(countryId, await listTariffRows(db, countryId));
}

export interface NewTariffVersion {
  countryId: number;
  part: TariffPart;
  code: string;
  effectiveFrom: IsoDate;
  source: string;
  data: Record<string, unknown>;
  createdBy: number | null;
}

/** Inserts a version; null when one of the same part and code already starts that day. */
export async function insertTariffVersion(db: DbOrTx, v: NewTariffVersion): Promise<number | null> {
  const [row] = await db.insert(tariffVersions).values(v).onConflictDoNothing().returning({ id: tariffVersions.id });
  return row?.id ?? null;
}

/** Versions seeded from the data files: ON CONFLICT DO NOTHING, so a start never rewrites one. */
export async function seedTariffVersions(db: DbOrTx, versions: readonly NewTariffVersion[]): Promise<void> {
  if (versions.length > 0) await db.insert(tariffVersions).values([...versions]).onConflictDoNothing();
}

/**
 * The rates in force on `date`: for each currency the latest row dated on or before it (a later
 * correction of the same date wins). `date` of the answer is the oldest of the three, the date
 * the screen states. Null while any currency has none.
 */
export async function ratesOn(db: DbOrTx, date: IsoDate): Promise<ExchangeRates | null> {
  const found: Partial<Record<RateCurrency, { date: string; rate: number }>> = {};
  for (const currency of ['JPY', 'EUR', 'USD'] as const) {
    const [row] = await db
      .select({ date: exchangeRates.date, rate: exchangeRates.rubPerUnit })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.date, date)))
      .orderBy(desc(exchangeRates.date), desc(exchangeRates.id))
      .limit(1);
    if (!row) return null;
    found[currency] = { date: row.date, rate: Number(row.rate) };
  }
  const { JPY, EUR, USD } = found as Record<RateCurrency, { date: string; rate: number }>;
  const oldest = [JPY.date, EUR.date, USD.date].sort()[0]!;
  return { date: oldest, JPY: JPY.rate, EUR: EUR.rate, USD: USD.rate };
}

export async function insertRates(db: DbOrTx, date: IsoDate, rates: Record<RateCurrency, number>, origin: 'manual' | 'fetched' | 'seed', enteredBy: number | null): Promise<number> {
  const rows = await db
    .insert(exchangeRates)
    .values((['JPY', 'EUR', 'USD'] as const).map((currency) => ({ date, currency, rubPerUnit: rates[currency], origin, enteredBy })))
    .returning({ id: exchangeRates.id });
  return rows[0]!.id;
}

/** The latest rate rows (history), newest first. */
export async function listRates(db: DbOrTx, limit = 60) {
  const rows = await db
    .select({
      id: exchangeRates.id, date: exchangeRates.date, currency: exchangeRates.currency, rubPerUnit: exchangeRates.rubPerUnit,
      origin: exchangeRates.origin, enteredBy: users.fullName, createdAt: exchangeRates.createdAt,
    })
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.enteredBy))
    .orderBy(desc(exchangeRates.date), desc(exchangeRates.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, currency: r.currency as RateCurrency, rubPerUnit: Number(r.rubPerUnit) }));
}

export async function countRates(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(exchangeRates);
  return row?.n ?? 0;
}

/** The countries that have a tariff (for the settings screen's choice). */
export async function tariffCountries(db: DbOrTx): Promise<number[]> {
  const rows = await db.selectDistinct({ id: tariffVersions.countryId }).from(tariffVersions);
  return rows.map((r) => r.id);
}

/** Whether a fetch already brought the rates of `date` (the fetch job stays idempotent). */
export async function hasFetchedRates(db: DbOrTx, date: IsoDate): Promise<boolean> {
  const [row] = await db
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.date, date), eq(exchangeRates.origin, 'fetched')))
    .limit(1);
  return row !== undefined;
}
