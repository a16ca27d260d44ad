// Auction houses, makers and models of provider rows matched to ours by name (decision 019): an
// existing one is found by `nameKey` (case, width, spaces and punctuation ignored), a new one is
// created with the normalised spelling and the next free id, so a maker that appears overnight
// is in the filters after the next sync. Creation runs under a transaction-scoped advisory lock
// and re-reads the table first: two instances syncing at once create each name once.
import { sql } from 'drizzle-orm';
import { tokyoParts } from '@jauc/contract';
import { query, type Db, type DbOrTx } from '../../db/client.js';
import { nameKey } from './name-normalize.js';

// hashtext('provider-catalog'): any constant works, it only has to be the same everywhere.
const CATALOG_LOCK = sql`pg_advisory_xact_lock(hashtext('provider-catalog'))`;

export interface CatalogNames {
  house: string;
  /** The session start of the row naming the house: a new house gets its weekday and time. */
  sessionStart: Date | null;
  maker: string;
  model: string;
}

export interface CatalogIds {
  auctionHouseId: number;
  makerId: number;
  modelId: number;
}

export interface CatalogChanges {
  houses: number;
  makers: number;
  models: number;
}

interface Maps {
  houses: Map<string, number>;
  makers: Map<string, number>;
  /** `${makerId}:${nameKey}` → model id. */
  models: Map<string, number>;
}

const modelKey = (makerId: number, name: string) => `${makerId}:${nameKey(name)}`;

async function readMaps(db: DbOrTx): Promise<Maps> {
  const [houses, makerRows, modelRows] = await Promise.all([
    query<{ id: number; name: string }>(db, sql`SELECT id, name FROM auction_houses ORDER BY id`),
    query<{ id: number; name: string }>(db, sql`SELECT id, name FROM makers ORDER BY id`),
    query<{ id: number; maker_id: number; name: string }>(db, sql`SELECT id, maker_id, name FROM models ORDER BY id`),
  ]);
  const maps: Maps = { houses: new Map(), makers: new Map(), models: new Map() };
  // The lowest id wins a shared key: the catalogue's own rows come first.
  for (const h of houses) if (!maps.houses.has(nameKey(h.name))) maps.houses.set(nameKey(h.name), h.id);
  for (const m of makerRows) if (!maps.makers.has(nameKey(m.name))) maps.makers.set(nameKey(m.name), m.id);
  for (const m of modelRows) if (!maps.models.has(modelKey(m.maker_id, m.name))) maps.models.set(modelKey(m.maker_id, m.name), m.id);
  return maps;
}

/** Our names in the provider's spelling, tidied: "USS TOKYO" stays as the provider writes it. */
const houseName = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, 60);

/**
 * The matcher of one sync run: the tables are read once, and a page naming something new takes
 * the lock, reads them again and creates what is still missing.
 */
export async function providerCatalog(db: Db) {
  let maps = await readMaps(db);
  const changes: CatalogChanges = { houses: 0, makers: 0, models: 0 };

  const lookup = (n: CatalogNames): CatalogIds | null => {
    const auctionHouseId = maps.houses.get(nameKey(n.house));
    const makerId = maps.makers.get(nameKey(n.maker));
    const modelId = makerId === undefined ? undefined : maps.models.get(modelKey(makerId, n.model));
    return auctionHouseId !== undefined && makerId !== undefined && modelId !== undefined ? { auctionHouseId, makerId, modelId } : null;
  };

  async function create(names: readonly CatalogNames[]): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT ${CATALOG_LOCK}`);
      maps = await readMaps(tx);
      for (const n of names) {
        const hk = nameKey(n.house);
        if (!maps.houses.has(hk)) {
          const start = n.sessionStart ? tokyoParts(n.sessionStart) : null;
          const [row] = await query<{ id: number }>(
            tx,
            sql`INSERT INTO auction_houses (id, name, is_uss, weekday, start_time)
                SELECT coalesce(max(id), 0) + 1, ${houseName(n.house)}, ${/^USS\b/i.test(n.house)},
                       ${start ? start.weekday : 1}, ${start ? start.time : '10:00'} FROM auction_houses
                RETURNING id`,
          );
          maps.houses.set(hk, row!.id);
          changes.houses++;
        }
        const mk = nameKey(n.maker);
        let makerId = maps.makers.get(mk);
        if (makerId === undefined) {
          const [row] = await query<{ id: number }>(
            tx,
            sql`INSERT INTO makers (id, name) SELECT coalesce(max(id), 0) + 1, ${n.maker} FROM makers RETURNING id`,
          );
          makerId = row!.id;
          maps.makers.set(mk, makerId);
          changes.makers++;
        }
        const key = modelKey(makerId, n.model);
        if (!maps.models.has(key)) {
          const [row] = await query<{ id: number }>(
            tx,
            sql`INSERT INTO models (id, maker_id, name) SELECT coalesce(max(id), 0) + 1, ${makerId}, ${n.model} FROM models RETURNING id`,
          );
          maps.models.set(key, row!.id);
          changes.models++;
        }
      }
    });
  }

  return {
    changes,
    /** The ids of each row's names, creating what is new; in the order of `names`. */
    async resolve(names: readonly CatalogNames[]): Promise<CatalogIds[]> {
      const missing = names.filter((n) => lookup(n) === null);
      if (missing.length > 0) await create(missing);
      return names.map((n) => lookup(n)!);
    },
  };
}

export type ProviderCatalog = Awaited<ReturnType<typeof providerCatalog>>;
