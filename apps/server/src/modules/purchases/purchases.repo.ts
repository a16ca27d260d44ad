import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { query, type DbOrTx } from '../../db/client.js';
import { purchaseDocuments, purchaseLogs, purchasedCars } from '../../db/schema.js';
import { photoKeySql } from '../photo-proxy/lot-media-urls.js';

// Queries of purchased cars. Reads join the lot, its names and the owner in one statement; the
// purchase date is the manager's when set, else the lot's auction day in Japan time.

export const purchaseDateSql = sql`coalesce(pc.purchase_date, (l.auction_date AT TIME ZONE 'Asia/Tokyo')::date)`;

export interface PurchaseRow {
  id: number; bid_id: number; user_id: number; lot_id: number; status: number | null; price: number;
  stock_yard: string | null; export_port: string | null; type_of_export: number | null; purchase_date: string; own_purchase_date: string | null;
  shipping_line: string | null; voyage: string | null; destination: string | null; etd: string | null; eta: string | null; discharge_port: string | null;
  auction_fee: number; agent_fee: number; delivery_fee: number; freight: number; other_fees: number;
  consignee: Record<string, string> | null; notify_party: Record<string, string> | null; note: string;
  lot_no: number; year: number; chassis_code: string; chassis_no: string; mileage: number; engine: number; color: string; grade: string;
  image_count: number; photo_key: string | null; maker: string; model: string; auction: string;
  owner_name: string; owner_dealer_id: number | null; owner_language: number | null;
}

const COLUMNS = sql`
  pc.id, pc.bid_id, pc.user_id, pc.lot_id, pc.status, pc.price::float8 AS price,
    pc.stock_yard, pc.export_port, coalesce(pc.type_of_export, (SELECT b.export_type FROM bids b WHERE b.id = pc.bid_id))::int AS type_of_export, to_char(${purchaseDateSql}, 'YYYY-MM-DD') AS purchase_date,
    to_char(pc.purchase_date, 'YYYY-MM-DD') AS own_purchase_date,
    pc.shipping_line, pc.voyage, pc.destination, to_char(pc.etd, 'YYYY-MM-DD') AS etd, to_char(pc.eta, 'YYYY-MM-DD') AS eta, pc.discharge_port,
    pc.auction_fee::float8 AS auction_fee, pc.agent_fee::float8 AS agent_fee, pc.delivery_fee::float8 AS delivery_fee,
    pc.freight::float8 AS freight, pc.other_fees::float8 AS other_fees, pc.consignee, pc.notify_party, pc.note,
    l.lot_no, l.year, l.chassis_code, l.chassis_no, l.mileage, l.engine, l.color, l.grade, l.image_count, ${photoKeySql(sql`l.photo_urls`)} AS photo_key,
    mk.name AS maker, md.name AS model, ah.name AS auction,
    u.full_name AS owner_name, u.dealer_id AS owner_dealer_id, u.language AS owner_language`;
const FROM = sql`
  FROM purchased_cars pc
  JOIN lots l ON l.id = pc.lot_id
  JOIN makers mk ON mk.id = l.maker_id
  JOIN models md ON md.id = l.model_id
  JOIN auction_houses ah ON ah.id = l.auction_house_id
  JOIN users u ON u.id = pc.user_id`;

/** One purchased car with its lot and owner; `lock` takes the row lock for a change. */
export async function findPurchase(db: DbOrTx, id: number, lock = false): Promise<PurchaseRow | null> {
  const [row] = await query<PurchaseRow>(db, sql`SELECT ${COLUMNS} ${FROM} WHERE pc.id = ${id} ${lock ? sql`FOR NO KEY UPDATE OF pc` : sql``}`);
  return row ?? null;
}

/** A page of the purchases matching `where`, newest first, with the number of all matches. */
export async function listPurchases(db: DbOrTx, where: SQL, limit: number, offset: number): Promise<{ rows: PurchaseRow[]; total: number }> {
  // The count rides along with the page (a client has a few dozen cars, a manager a few thousand);
  // a page past the end has no row to carry it, so it is counted apart.
  const rows = await query<PurchaseRow & { total: number }>(db, sql`
    SELECT ${COLUMNS}, count(*) OVER ()::int AS total ${FROM} WHERE ${where}
    ORDER BY pc.created_at DESC, pc.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countPurchases(db, where) : 0;
  return { rows, total };
}

async function countPurchases(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await query<{ n: number }>(db, sql`
    SELECT count(*)::int AS n FROM purchased_cars pc JOIN lots l ON l.id = pc.lot_id JOIN users u ON u.id = pc.user_id WHERE ${where}`);
  return Number(row?.n ?? 0);
}

export async function updatePurchase(db: DbOrTx, id: number, values: Partial<typeof purchasedCars.$inferInsert>): Promise<void> {
  await db.update(purchasedCars).set(values).where(eq(purchasedCars.id, id));
}

export type PurchaseLogEntry = { field: string; oldValue: string | null; newValue: string | null };

export async function insertPurchaseLogs(db: DbOrTx, purchasedCarId: number, actorId: number, entries: PurchaseLogEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const rows = await db.insert(purchaseLogs).values(entries.map((e) => ({ purchasedCarId, actorId, ...e }))).returning({ id: purchaseLogs.id });
  return rows.map((r) => r.id);
}

export const purchaseLogsOf = (db: DbOrTx, purchasedCarId: number) =>
  db.select().from(purchaseLogs).where(eq(purchaseLogs.purchasedCarId, purchasedCarId)).orderBy(asc(purchaseLogs.id));

export type DocumentRow = typeof purchaseDocuments.$inferSelect;

export const documentsOf = (db: DbOrTx, purchasedCarId: number): Promise<DocumentRow[]> =>
  db.select().from(purchaseDocuments).where(eq(purchaseDocuments.purchasedCarId, purchasedCarId)).orderBy(asc(purchaseDocuments.id));

export async function findDocument(db: DbOrTx, purchasedCarId: number, id: number): Promise<DocumentRow | null> {
  const [row] = await db.select().from(purchaseDocuments).where(and(eq(purchaseDocuments.id, id), eq(purchaseDocuments.purchasedCarId, purchasedCarId)));
  return row ?? null;
}

export async function insertDocument(db: DbOrTx, values: typeof purchaseDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await db.insert(purchaseDocuments).values(values).returning();
  return row!;
}

export async function deleteDocument(db: DbOrTx, id: number): Promise<void> {
  await db.delete(purchaseDocuments).where(eq(purchaseDocuments.id, id));
}
