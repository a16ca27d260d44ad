import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { countries, users } from '../../db/schema.js';
import type { TextLanguage } from '../../lib/request-language.js';

export async function findCountryName(db: DbOrTx, id: number, language: TextLanguage): Promise<string> {
  const [row] = await db.select({ en: countries.nameEn, ru: countries.nameRu }).from(countries).where(eq(countries.id, id));
  return row ? row[language] : '';
}

export async function listCountryNames(db: DbOrTx, ids: readonly number[], language: TextLanguage): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: countries.id, en: countries.nameEn, ru: countries.nameRu }).from(countries);
  return rows.filter((r) => ids.includes(r.id)).map((r) => ({ id: r.id, name: r[language] }));
}

/** The country a user lives in (the landed cost is worked out for it). */
export async function findUserCountry(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ countryId: users.countryId }).from(users).where(eq(users.id, userId));
  return row?.countryId ?? null;
}
