import type { Fuel } from '../export-rules/export-rules-types.js';
// Writing provider lots (decision 019): upserted by the provider's id, one statement per page and
// kind of write. A row that changed (start price, photos, info…) is updated; a row that did not
// is not touched, so the listing index (which reloads changed rows, decision 005) and the facet
// triggers only see real changes. Results are not written here: an auction lot's status and sold
// price move through the auction clock's results path (modules/auction-clock), which settles bids.
import { sql, type SQL } from 'drizzle-orm';
import { AUCTION_STATUS } from '@jauc/contract';
import { query, type DbOrTx } from '../../db/client.js';
import { now as clockNow } from '../../lib/clock.js';
import { salesIntoAveragePrices } from '../auction-clock/auction-clock.repo.js';

export interface ProviderLotRow {
  kind: 'auction' | 'stock';
  providerId: number;
  auctionHouseId: number;
  auctionDate: Date;
  lotNo: number;
  makerId: number;
  modelId: number;
  year: number;
  engine: number;
  chassisCode: string;
  chassisNo: string;
  grade: string;
  color: string;
  gearbox: string;
  drive: string;
  horsePower: number | null;
  mileage: number;
  equip: string;
  condition: string;
  conditionRank: number;
  interiorGrade: string | null;
  startPrice: number | null;
  soldPrice: number | null;
  status: number;
  imageCount: number;
  info: string;
  photoUrls: string[];
  fuel: Fuel | null;
}

type Column = [keyof ProviderLotRow, string];
const COLUMNS: Column[] = [
  ['kind', 'text'], ['providerId', 'bigint'], ['auctionHouseId', 'int'], ['auctionDate', 'timestamptz'], ['lotNo', 'int'],
  ['makerId', 'int'], ['modelId', 'int'], ['year', 'smallint'], ['engine', 'int'], ['chassisCode', 'text'], ['chassisNo', 'text'],
  ['grade', 'text'], ['color', 'text'], ['gearbox', 'text'], ['drive', 'text'], ['horsePower', 'int'], ['mileage', 'int'],
  ['equip', 'text'], ['condition', 'text'], ['conditionRank', 'smallint'], ['interiorGrade', 'text'], ['startPrice', 'bigint'],
  ['soldPrice', 'bigint'], ['status', 'int'], ['imageCount', 'smallint'], ['info', 'text'], ['photoUrls', 'text'], ['fuel', 'text'],
];
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// URLs never hold a line break (ajes-values.ts keeps http(s) URLs without whitespace), so a
// lot's list travels as one text and unnest keeps one row per lot.
const URL_SEPARATOR = '\n';

function values(rows: readonly ProviderLotRow[], name: keyof ProviderLotRow): unknown[] {
  return rows.map((r) => {
    const v = r[name];
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.join(URL_SEPARATOR);
    return v;
  });
}

/** The page as a relation `u` with our column names (photo_urls as text[]). */
function pageRelation(rows: readonly ProviderLotRow[]): SQL {
  const arrays = sql.join(COLUMNS.map(([name, type]) => sql`${sql.param(values(rows, name))}::${sql.raw(type)}[]`), sql`, `);
  const names = sql.raw(COLUMNS.map(([name]) => (name === 'photoUrls' ? 'photo_text' : snake(name))).join(', '));
  return sql`(SELECT u.*, string_to_array(u.photo_text, ${URL_SEPARATOR}) AS photo_urls FROM unnest(${arrays}) AS u(${names}))`;
}

// What a changed feed row may rewrite. The session (house, start, number) stays: it is the key of
// the lot's bids and of the results path, and a lot moved to another session is another lot.
const UPDATED = [
  'maker_id', 'model_id', 'year', 'engine', 'chassis_code', 'chassis_no', 'grade', 'color', 'gearbox', 'drive', 'horse_power',
  'mileage', 'equip', 'condition', 'condition_rank', 'interior_grade', 'start_price', 'image_count', 'info', 'photo_urls', 'fuel',
] as const;

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Inserts the page's new lots and updates the changed ones. Stock rows also update their price
 * (a stock car's sold_price is its fixed price) and come back from Removed when the provider
 * lists them again; an auction lot that was marked removed and is listed again before its
 * session comes back too.
 */
export async function upsertProviderLots(db: DbOrTx, rows: readonly ProviderLotRow[], o: { insertOnly?: boolean } = {}): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const at = clockNow().toISOString();
  const updated = o.insertOnly ? 0 : await updateChanged(db, rows, at);
  return { inserted: await insertNew(db, rows, at), updated };
}

async function updateChanged(db: DbOrTx, rows: readonly ProviderLotRow[], at: string): Promise<number> {
  const changed = sql.join(UPDATED.map((c) => sql`l.${sql.raw(c)} IS DISTINCT FROM u.${sql.raw(c)}`), sql` OR `);
  const assign = sql.join(UPDATED.map((c) => sql`${sql.raw(c)} = u.${sql.raw(c)}`), sql`, `);
  const open = sql.raw(`${AUCTION_STATUS.upcoming}, ${AUCTION_STATUS.ongoing}`);
  const [updated] = await query<{ n: number }>(
    db,
    sql`WITH changed AS (
          UPDATE lots l SET ${assign},
            sold_price = CASE WHEN l.kind = 'stock' THEN u.sold_price ELSE l.sold_price END,
            status = CASE WHEN l.status = ${AUCTION_STATUS.removed} AND (l.kind = 'stock' OR l.auction_date > ${at}::timestamptz)
                          THEN u.status ELSE l.status END,
            updated_at = ${at}::timestamptz
          FROM ${pageRelation(rows)} u
          WHERE l.kind = u.kind AND l.provider_id = u.provider_id
            AND (l.kind = 'stock' OR l.status IN (${open}) OR (l.status = ${AUCTION_STATUS.removed} AND l.auction_date > ${at}::timestamptz))
            AND (${changed} OR (l.kind = 'stock' AND l.sold_price IS DISTINCT FROM u.sold_price)
                 OR (l.status = ${AUCTION_STATUS.removed} AND (l.kind = 'stock' OR l.auction_date > ${at}::timestamptz)))
          RETURNING 1)
        SELECT count(*)::int AS n FROM changed`,
  );
  return updated?.n ?? 0;
}

async function insertNew(db: DbOrTx, rows: readonly ProviderLotRow[], at: string): Promise<number> {
  const columns = sql.raw(COLUMNS.map(([name]) => snake(name)).join(', '));
  // The clock for the "past" trigger (migration 0010), as seed/lots-insert.ts sets it.
  const [inserted] = await query<{ n: number }>(
    db,
    sql`WITH clock AS (SELECT set_config('jauc.clock_now', ${at}, true)),
        added AS (
          INSERT INTO lots (${columns})
          SELECT ${columns} FROM clock, ${pageRelation(rows)} u
          WHERE NOT EXISTS (SELECT 1 FROM lots l WHERE l.kind = u.kind AND l.provider_id = u.provider_id)
          ON CONFLICT DO NOTHING
          RETURNING model_id, year, grade, status, sold_price),
        -- Past results taken from the provider's statistics join the average prices as the
        -- results path's sales do (a stock car is inserted available, never sold: it adds nothing).
        sales AS (
          ${salesIntoAveragePrices(sql.raw('added'))})
        SELECT count(*)::int AS n FROM added`,
  );
  return inserted?.n ?? 0;
}

/**
 * After a whole sweep of `main` (or `one`): the provider's lots we hold that it no longer lists
 * are marked Removed — auction lots only before their session starts (after it, a lot leaves
 * `main` because it has a result), stock cars whenever. Never deleted: bids, favourites and
 * purchases keep pointing at them. Answers the ids marked.
 */
export async function markMissingRemoved(db: DbOrTx, kind: 'auction' | 'stock', seen: readonly number[], at: Date): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db,
    sql`UPDATE lots SET status = ${AUCTION_STATUS.removed}, updated_at = ${at.toISOString()}::timestamptz
        WHERE kind = ${kind} AND provider_id IS NOT NULL
          AND status = ${AUCTION_STATUS.upcoming}
          ${kind === 'auction' ? sql`AND auction_date > ${at.toISOString()}::timestamptz` : sql``}
          AND NOT (provider_id = ANY(${sql.param(seen)}::bigint[]))
        RETURNING id`,
  );
  return rows.map((r) => r.id);
}

/** How many lots of `kind` from the provider we hold in the state a sweep could mark removed. */
export async function removableCount(db: DbOrTx, kind: 'auction' | 'stock', at: Date): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM lots WHERE kind = ${kind} AND provider_id IS NOT NULL AND status = ${AUCTION_STATUS.upcoming}
        ${kind === 'auction' ? sql`AND auction_date > ${at.toISOString()}::timestamptz` : sql``}`,
  );
  return row?.n ?? 0;
}

/**
 * Results the provider published after their session was closed as Unknown (4538): each such lot
 * takes its result (only while still Unknown, so a second run changes nothing) and its sale joins
 * the average prices, as the results path does (auction-clock.repo.ts writeResults). Answers the
 * ids of the lots that changed, whose bids the caller settles.
 */
export async function writeLateResults(
  tx: DbOrTx,
  results: ReadonlyArray<{ id: number; status: number; soldPrice: number | null }>,
  at: Date,
): Promise<number[]> {
  if (results.length === 0) return [];
  const rows = await query<{ id: number }>(
    tx,
    sql`WITH done AS (
          UPDATE lots l SET status = r.status, sold_price = r.sold_price, updated_at = ${at.toISOString()}::timestamptz
          FROM unnest(${sql.param(results.map((r) => r.id))}::int[], ${sql.param(results.map((r) => r.status))}::int[],
                      ${sql.param(results.map((r) => r.soldPrice))}::bigint[]) AS r(id, status, sold_price)
          WHERE l.id = r.id AND l.kind = 'auction' AND l.status = ${AUCTION_STATUS.unknown}
          RETURNING l.id, l.model_id, l.year, l.grade, l.status, l.sold_price),
        sales AS (
          ${salesIntoAveragePrices(sql.raw('done'))})
        SELECT id FROM done`,
  );
  return rows.map((r) => r.id);
}

/** Our provider lots closed as Unknown in the last `days` days (at most `limit`), to ask again. */
export async function unknownResultLots(db: DbOrTx, at: Date, days: number, limit: number): Promise<Array<{ id: number; providerId: number }>> {
  const rows = await query<{ id: number; provider_id: number | string }>(
    db,
    sql`SELECT id, provider_id FROM lots
        WHERE kind = 'auction' AND provider_id IS NOT NULL AND status = ${AUCTION_STATUS.unknown}
          AND auction_date >= ${new Date(at.getTime() - days * 86_400_000).toISOString()}::timestamptz
        ORDER BY auction_date DESC LIMIT ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, providerId: Number(r.provider_id) }));
}
