import { sql, type SQL } from 'drizzle-orm';
import {
  partiesEditable, PURCHASE_STATUS, type FinanceKey, type PurchaseDetailResponse, type PurchaseListQuery, type PurchaseListResponse, type UpdateFinancesBody,
  type UpdateLogisticsBody, type UpdatePartyBody,
} from '@jauc/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { purchasedCars } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import * as clock from '../../lib/clock.js';
import { canChange, canSee, isDealer, isManager } from '../access/access.js';
import { feesKey, lockCarOwner, settleCar } from '../payments/car-ledger.js';
import * as repo from './purchases.repo.js';
import { statusList } from './purchase-texts.js';
import { detailView, listItem, partyOf } from './purchase-view.js';

type Caller = Pick<AuthUser, 'id' | 'userType'>;

/** The purchases `user` may see (access.ts: own, a dealer's clients', a manager all), as SQL on pc/u. */
function visibleSql(user: Caller): SQL {
  if (isManager(user)) return sql`TRUE`;
  if (isDealer(user)) return sql`(pc.user_id = ${user.id} OR u.dealer_id = ${user.id})`;
  return sql`pc.user_id = ${user.id}`;
}

export async function listPurchasedCars(db: Db, user: Caller, q: PurchaseListQuery, lang: TextLanguage): Promise<PurchaseListResponse> {
  const where = [visibleSql(user)];
  if (q.status === PURCHASE_STATUS.processing) where.push(sql`pc.status IS NULL`);
  else if (q.status !== undefined) where.push(sql`pc.status = ${q.status}`);
  if (q.dateFrom) where.push(sql`${repo.purchaseDateSql} >= ${q.dateFrom}::date`);
  if (q.dateTo) where.push(sql`${repo.purchaseDateSql} <= ${q.dateTo}::date`);
  const { rows, total } = await repo.listPurchases(db, sql.join(where, sql` AND `), q.pageSize, (q.page - 1) * q.pageSize);
  return {
    success: true,
    cars: rows.map((r) => listItem(r, lang)),
    statusList: statusList(lang),
    pageInfo: { page: q.page, pageSize: q.pageSize, totalSearchResults: total, totalResults: total },
  };
}

const owner = (r: repo.PurchaseRow) => ({ id: r.user_id, dealerId: r.owner_dealer_id });

/** A purchase the user may see, else 404 (another client's car is as good as missing). */
export async function seeablePurchase(db: DbOrTx, user: Caller, id: number, lock = false): Promise<repo.PurchaseRow> {
  const row = await repo.findPurchase(db, id, lock);
  if (!row || !canSee(user, owner(row))) throw notFound();
  return row;
}

export async function purchaseDetail(db: Db, user: Caller, id: number, lang: TextLanguage): Promise<PurchaseDetailResponse> {
  const row = await seeablePurchase(db, user, id);
  const docs = await repo.documentsOf(db, id);
  return detailView(row, docs, lang, { manage: isManager(user), change: canChange(user, row.user_id) });
}

type Change = Partial<typeof purchasedCars.$inferInsert>;
type FieldChange = { field: string; column: keyof Change; before: unknown; after: unknown };
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * One change of a purchase in a transaction holding its row lock: `decide` reads the locked row
 * and names, per logged field, its column and the values before and after; only fields that
 * differ are written and logged, so a form saved twice logs once. `extra` adds columns whose
 * value is built from several fields (a party is one JSON column of seven logged fields).
 */
async function change(
  db: Db, user: Caller, id: number, decide: (row: repo.PurchaseRow) => { fields: FieldChange[]; extra?: Change },
  then?: (tx: DbOrTx, row: repo.PurchaseRow, changed: FieldChange[], logIds: number[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // A change that moves money takes the owner's row lock before the car's, in the order a Win
    // takes them (modules/bid/win.ts), so the two never deadlock and bid checks see it whole.
    if (then) await lockCarOwner(tx, (await seeablePurchase(tx, user, id)).user_id);
    const row = await seeablePurchase(tx, user, id, true);
    const { fields, extra } = decide(row);
    const changed = fields.filter((c) => text(c.before) !== text(c.after));
    if (changed.length === 0) return;
    const set: Change = extra ?? Object.fromEntries(changed.map((c) => [c.column, c.after]));
    await repo.updatePurchase(tx, id, { ...set, updatedAt: clock.now() });
    const logIds = await repo.insertPurchaseLogs(tx, id, user.id, changed.map((c) => ({ field: c.field, oldValue: text(c.before), newValue: text(c.after) })));
    await then?.(tx, row, changed, logIds);
  });
}

/** PUT /purchased-cars/{id}/status (managers; 7 only through the bid, see the contract). */
export async function changeStatus(db: Db, user: Caller, id: number, status: number): Promise<void> {
  await change(db, user, id, (row) => {
    if (row.status === PURCHASE_STATUS.purchaseCancelled || status === PURCHASE_STATUS.purchaseCancelled) throw new AppError(409, 'purchase_cancelled');
    const after = status === PURCHASE_STATUS.processing ? null : status;
    return { fields: [{ field: 'status', column: 'status', before: row.status, after }] };
  });
}

export async function changeLogistics(db: Db, user: Caller, id: number, b: UpdateLogisticsBody): Promise<void> {
  await change(db, user, id, (row) => ({
    fields: [
      { field: 'stockYard', column: 'stockYard', before: row.stock_yard, after: b.stockYard },
      { field: 'exportPort', column: 'exportPort', before: row.export_port, after: b.exportPort },
      { field: 'typeOfExport', column: 'typeOfExport', before: row.type_of_export, after: b.typeOfExport ?? row.type_of_export },
      { field: 'purchaseDate', column: 'purchaseDate', before: row.own_purchase_date, after: b.purchaseDate },
      { field: 'shippingLine', column: 'shippingLine', before: row.shipping_line, after: b.shippingLine },
      { field: 'voyage', column: 'voyage', before: row.voyage, after: b.voyage },
      { field: 'destination', column: 'destination', before: row.destination, after: b.destination },
      { field: 'etd', column: 'etd', before: row.etd, after: b.etd },
      { field: 'eta', column: 'eta', before: row.eta, after: b.eta },
      { field: 'dischargePort', column: 'dischargePort', before: row.discharge_port, after: b.dischargePort },
    ],
  }));
}

/**
 * The fee lines; what they add to the car's Total reaches the ledger in the same transaction
 * (payments/car-ledger.ts), as its own Car Purchase entry keyed by the change's first log entry.
 */
export async function changeFinances(db: Db, user: Caller, id: number, b: UpdateFinancesBody): Promise<void> {
  await change(db, user, id, (row) => ({
    fields: [
      { field: 'auctionFee', column: 'auctionFee', before: Number(row.auction_fee), after: b.auctionFee },
      { field: 'agentFee', column: 'agentFee', before: Number(row.agent_fee), after: b.agentFee },
      { field: 'delivery', column: 'deliveryFee', before: Number(row.delivery_fee), after: b.delivery },
      { field: 'freight', column: 'freight', before: Number(row.freight), after: b.freight },
      { field: 'otherFees', column: 'otherFees', before: Number(row.other_fees), after: b.otherFees },
    ],
  }), async (tx, row, changed, logIds) => {
    const car = {
      id: row.id, userId: row.user_id, bidId: row.bid_id, status: row.status, price: Number(row.price),
      auctionFee: b.auctionFee, agentFee: b.agentFee, deliveryFee: b.delivery, freight: b.freight, otherFees: b.otherFees,
    };
    await settleCar(tx, car, feesKey(`purchase-log:${logIds[0]}`, changed.map((c) => c.field as FinanceKey)));
  });
}

export async function changeNote(db: Db, user: Caller, id: number, note: string): Promise<void> {
  await change(db, user, id, (row) => ({ fields: [{ field: 'note', column: 'note', before: row.note, after: note }] }));
}

/**
 * The owner's consignee or notify party (a manager may fill it too): a dealer who follows a
 * client's car reads it (403 here); once the car ships (status 4 and on) 409 purchase_shipped.
 */
export async function changeParty(db: Db, user: Caller, id: number, which: 'consignee' | 'notifyParty', b: UpdatePartyBody): Promise<void> {
  await change(db, user, id, (row) => {
    if (!canChange(user, row.user_id)) throw forbidden();
    if (!partiesEditable(row.status)) throw new AppError(409, 'purchase_shipped');
    const before = partyOf(which === 'consignee' ? row.consignee : row.notify_party);
    const fields = (Object.keys(b) as Array<keyof UpdatePartyBody>).map((k) => ({ field: `${which}.${k}`, column: which, before: before[k], after: b[k] }));
    return { fields, extra: { [which]: { ...b } } };
  });
}
