import type { DbOrTx } from './client.js';
import { sql } from 'drizzle-orm';
import { auctionHouses, countries, makers, models } from './schema.js';
import { COUNTRIES } from '../modules/site/countries.js';
import { AUCTION_HOUSES } from '../seed/catalog-auctions.js';
import { MAKERS } from '../seed/catalog-index.js';
import { ensureTariffs } from '../modules/landed-cost/tariff-seed.js';

/**
 * Reference rows every database needs before the first user or lot can be written (users point
 * at countries). Runs at every start, after the migrations: idempotent (ON CONFLICT),
 * so several instances starting together and databases created empty (tests, SEED=false) are
 * all fine. Other reference tables (auction houses, makers) are added here the same way.
 */
export async function ensureReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRIES.map(([id, code, nameEn, nameRu]) => ({ id, code, nameEn, nameRu })))
    // Names follow the table (upsert), so a corrected or newly translated name reaches old databases.
    .onConflictDoUpdate({
      target: countries.id,
      set: { code: sql`excluded.code`, nameEn: sql`excluded.name_en`, nameRu: sql`excluded.name_ru` },
      // Unchanged rows are left alone: no dead tuples at every start.
      setWhere: sql`(${countries.code}, ${countries.nameEn}, ${countries.nameRu}) IS DISTINCT FROM (excluded.code, excluded.name_en, excluded.name_ru)`,
    });
  await ensureCatalogReferenceData(db);
  // Russia's import tariff, seeded once from the data files (decision records 013 and 022).
  await ensureTariffs(db);
}

/**
 * Auction houses, makers and models from the demo catalog. Ids are stable across releases;
 * names and schedules follow the catalog (upsert), so a corrected name reaches old databases.
 */
async function ensureCatalogReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(auctionHouses)
    .values(AUCTION_HOUSES.map((h) => ({ id: h.id, name: h.name, isUss: h.isUss, weekday: h.weekday, startTime: h.startTime })))
    .onConflictDoUpdate({
      target: auctionHouses.id,
      set: { name: sql`excluded.name`, isUss: sql`excluded.is_uss`, weekday: sql`excluded.weekday`, startTime: sql`excluded.start_time` },
    });
  await db
    .insert(makers)
    .values(MAKERS.map((m) => ({ id: m.id, name: m.name })))
    .onConflictDoUpdate({ target: makers.id, set: { name: sql`excluded.name` } });
  await db
    .insert(models)
    .values(MAKERS.flatMap((m) => m.models.map((x) => ({ id: x.id, makerId: m.id, name: x.name }))))
    .onConflictDoUpdate({ target: models.id, set: { makerId: sql`excluded.maker_id`, name: sql`excluded.name` } });
}
