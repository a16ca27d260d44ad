import type { DbOrTx } from '../../db/client.js';
import { countries } from '../../db/schema.js';

export async function listCountries(db: DbOrTx): Promise<Array<{ id: number; nameEn: string; nameRu: string }>> {
  return db.select({ id: countries.id, nameEn: countries.nameEn, nameRu: countries.nameRu }).from(countries);
}
