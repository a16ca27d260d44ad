// The demo's purchased cars (DESIGN.md §4 "won cars in each purchase status with documents";
// issue 14 §4): the Wins of the demo client and the dealer's client, recorded by demo-bids.ts,
// moved along the purchase statuses as a manager would have — the newest still Processing, older
// ones further on — with logistics, finances, the parties and, for some, an invoice and an export
// certificate as PDF documents. Each also has a Win taken back on the bid (Purchase cancelled, 7),
// its price credited in the ledger like the manager's correction does.
import { eq, sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, FINANCE_KEYS, PURCHASE_STATUS, type DocumentKind } from '@jauc/contract';
import { query, type Tx } from '../db/client.js';
import { newStorageKey, type FileStorage } from '../lib/storage.js';
import { lockBidWithLot } from '../modules/bid/bid-manage.repo.js';
import { applyWin, reverseWin } from '../modules/bid/win.js';
import { bidLogs, bids, purchasedCars } from '../db/schema.js';
import * as clock from '../lib/clock.js';
import * as repo from '../modules/purchases/purchases.repo.js';
import { exportCertificatePdf, invoicePdf } from '../modules/purchases/purchase-pdf.js';
import { financeLabel } from '../modules/purchases/purchase-texts.js';
import { financeTotal, financeValues, ownerLanguage, pdfCar } from '../modules/purchases/purchase-view.js';
import { createRng, type Rng } from './rng.js';
import { settleCar } from '../modules/payments/car-ledger.js';

const DAY = 86_400_000;
/** Newest first: the two newest wait, then one car per status, the rest delivered or at sea. */
const STATUS_BY_AGE: Array<number | null> = [null, null, 1, 2, 3, 4, 5, 6, 8];
const YARDS = ['Yokohama Daikoku yard', 'Nagoya Tobishima yard', 'Kobe Rokko yard', 'Osaka Nanko yard'];
const PORTS = ['Yokohama', 'Nagoya', 'Kobe', 'Osaka'];
const LINES = ['MOL ACE', 'NYK Line', 'Hoegh Autoliners', 'Armacup'];
// Destination ports of the demo accounts' countries; a city of its own elsewhere.
const PORT_OF: Record<string, string> = { NZ: 'Auckland', KE: 'Mombasa', AE: 'Jebel Ali', RU: 'Vladivostok', TZ: 'Dar es Salaam' };

interface Owner { id: number; full_name: string; email: string; address: string; city: string; mobile: string | null; country: string; code: string }

/** Gives the demo client's and the dealer's client's Wins their purchase story. */
export async function seedDemoPurchases(tx: Tx, userIds: ReadonlyMap<string, number>, storage: FileStorage, seed: number): Promise<{ cars: number; documents: number }> {
  const managerId = userIds.get('manager@demo.example');
  if (!managerId) return { cars: 0, documents: 0 };
  const rng = createRng(seed + 14);
  let cars = 0;
  let documents = 0;
  for (const email of ['client@demo.example', 'dealer-client@demo.example']) {
    const userId = userIds.get(email);
    if (!userId) continue;
    const [owner] = await query<Owner>(tx, sql`
      SELECT u.id, u.full_name, u.email, u.address, u.city, u.mobile, c.name_en AS country, c.code
      FROM users u JOIN countries c ON c.id = u.country_id WHERE u.id = ${userId}`);
    const purchases = await query<{ id: number; bid_id: number }>(tx, sql`
      SELECT id, bid_id FROM purchased_cars WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`);
    if (!owner || purchases.length === 0) continue;
    for (const [i, p] of purchases.entries()) {
      const status = i < STATUS_BY_AGE.length ? STATUS_BY_AGE[i]! : i % 3 === 0 ? 4 : 5;
      // Documents for the cars of the story's first steps only (about 50 ms a PDF): seeding stays quick.
      documents += await tellStory(tx, storage, rng, managerId, owner, p, status, i < STATUS_BY_AGE.length);
      cars++;
    }
    const cancelled = await cancelledWin(tx, managerId, userId);
    if (cancelled) {
      await tellStory(tx, storage, rng, managerId, owner, cancelled, PURCHASE_STATUS.purchaseCancelled, false);
      cars++;
    }
  }
  return { cars, documents };
}

/**
 * A Win of its own for the cancelled car: a bid without a group on a lot sold a few days ago
 * (nobody else bid on it), won at the sold price and taken back the next day. Its debit and credit
 * cancel out, so the demo balances and the other Wins' payments stay as demo-bids.ts made them.
 */
async function cancelledWin(tx: Tx, managerId: number, userId: number): Promise<{ id: number; bid_id: number } | null> {
  const [lot] = await query<{ id: number; auction_date: string | Date; sold_price: number }>(tx, sql`
    SELECT l.id, l.auction_date, l.sold_price::float8 AS sold_price FROM lots l
    WHERE l.kind = 'auction' AND l.status = ${AUCTION_STATUS.sold} AND l.sold_price % 5000 = 0 AND l.start_price <= l.sold_price
      AND l.auction_date < ${new Date(clock.now().getTime() - 3 * DAY).toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = l.id)
    ORDER BY l.auction_date DESC, l.id LIMIT 1`);
  if (!lot) return null;
  const auctionAt = new Date(lot.auction_date).getTime();
  const at = (hours: number) => new Date(auctionAt + hours * 3_600_000);
  const [bid] = await tx.insert(bids).values({
    userId, lotId: lot.id, amount: lot.sold_price, status: BID_STATUS.bid, exportType: 1, placedById: userId, createdAt: at(-20), updatedAt: at(-20),
  }).returning({ id: bids.id });
  await tx.insert(bidLogs).values({ bidId: bid!.id, actorId: userId, event: 'created', status: BID_STATUS.bid, amount: lot.sold_price, createdAt: at(-20) });
  await applyWin(tx, { id: managerId }, (await lockBidWithLot(tx, bid!.id))!, lot.sold_price);
  await reverseWin(tx, { id: managerId }, (await lockBidWithLot(tx, bid!.id))!, BID_STATUS.finished, 'status_changed');
  // Dated like the rest of the demo history: won after the session, taken back the next day.
  await tx.execute(sql`UPDATE bid_logs SET created_at = CASE WHEN event = 'won' THEN ${at(3).toISOString()}::timestamptz ELSE ${at(26).toISOString()}::timestamptz END
    WHERE bid_id = ${bid!.id} AND event <> 'created'`);
  await tx.execute(sql`UPDATE ledger_entries SET created_at = CASE WHEN amount < 0 THEN ${at(3).toISOString()}::timestamptz ELSE ${at(26).toISOString()}::timestamptz END
    WHERE bid_id = ${bid!.id}`);
  await tx.execute(sql`UPDATE bids SET updated_at = ${at(26).toISOString()}::timestamptz WHERE id = ${bid!.id}`);
  const [car] = await query<{ id: number }>(tx, sql`UPDATE purchased_cars SET created_at = ${at(3).toISOString()}::timestamptz, updated_at = ${at(26).toISOString()}::timestamptz
    WHERE bid_id = ${bid!.id} RETURNING id`);
  return car ? { id: car.id, bid_id: bid!.id } : null;
}

async function tellStory(
  tx: Tx, storage: FileStorage, rng: Rng, managerId: number, owner: Owner, p: { id: number; bid_id: number }, status: number | null, withDocuments: boolean,
): Promise<number> {
  const row = (await repo.findPurchase(tx, p.id))!;
  const purchaseDay = new Date(`${row.purchase_date}T00:00:00Z`).getTime();
  const day = (offset: number) => new Date(purchaseDay + offset * DAY).toISOString().slice(0, 10);
  const n = status ?? 0;
  const port = PORTS[row.id % PORTS.length]!;
  const destination = PORT_OF[owner.code] ?? owner.city;
  const etd = 6 + rng.int(0, 5);
  const party = {
    fullName: owner.full_name, address: `${owner.address || owner.city}`.trim(), country: owner.country, port: destination,
    email: owner.email, telephone: owner.mobile ?? '', documentList: 'Original B/L, export certificate, invoice',
  };
  await repo.updatePurchase(tx, row.id, {
    stockYard: n >= 1 ? YARDS[row.id % YARDS.length]! : null,
    exportPort: n >= 1 ? port : null,
    shippingLine: n >= 2 ? LINES[row.id % LINES.length]! : null,
    voyage: n >= 3 ? `V${100 + rng.int(0, 899)}${['E', 'W', 'S'][row.id % 3]}` : null,
    destination: n >= 2 ? destination : null,
    dischargePort: n >= 2 ? destination : null,
    etd: n >= 3 ? day(etd) : null,
    eta: n >= 3 ? day(etd + 18 + rng.int(0, 12)) : null,
    auctionFee: 15_000 + rng.int(0, 10) * 1000,
    agentFee: 30_000,
    deliveryFee: n >= 1 ? 8_000 + rng.int(0, 17) * 1000 : 0,
    freight: n >= 2 ? 90_000 + rng.int(0, 14) * 5000 : 0,
    otherFees: rng.int(0, 1) * 5000,
    consignee: n >= 1 || rng.int(0, 1) ? party : null,
    notifyParty: n >= 2 ? { ...party, fullName: owner.code === 'KE' ? 'Coast Cars Kenya' : party.fullName } : null,
    note: n >= 4 ? 'Keys: 2. Service book inside the car.' : '',
  });
  const log: repo.PurchaseLogEntry[] = [];
  for (let s = 1; s <= Math.min(n, 5) && n !== PURCHASE_STATUS.purchaseCancelled; s++) {
    log.push({ field: 'status', oldValue: s === 1 ? null : String(s - 1), newValue: String(s) });
  }
  if (n === 6 || n === 8) log.push({ field: 'status', oldValue: null, newValue: String(n) });
  await repo.insertPurchaseLogs(tx, row.id, managerId, log);
  await bookDemoFees(tx, row.id, p.bid_id);
  // The cancelled car has its status from the reversal (cancelledWin).
  if (n === PURCHASE_STATUS.purchaseCancelled) return 0;
  await repo.updatePurchase(tx, row.id, { status });
  // PDFs for the cars at sea and beyond (a few per account keeps seeding quick).
  if (!withDocuments || n < 3 || n > 5) return 0;
  const done = (await repo.findPurchase(tx, row.id))!;
  const lang = ownerLanguage(done);
  const values = financeValues(done);
  const lines = FINANCE_KEYS.map((key) => ({ label: financeLabel(key, lang), value: values[key] }));
  const files: Array<[DocumentKind, string, Buffer]> = [['invoice', `invoice-${row.id}.pdf`, await invoicePdf(pdfCar(done, lang), lines, financeTotal(done), lang)]];
  if (n >= 4) files.push(['export_certificate', `export-certificate-${row.id}.pdf`, await exportCertificatePdf(pdfCar(done, lang), lang)]);
  for (const [kind, name, pdf] of files) {
    // Written before the seed's transaction commits: a failed seed may leave a file no row names.
    const key = newStorageKey(`purchases/${row.id}`, 'pdf');
    await storage.put(key, pdf);
    await repo.insertDocument(tx, { purchasedCarId: row.id, kind, originalName: name, storageKey: key, contentType: 'application/pdf', size: pdf.length, uploadedById: managerId });
  }
  return files.length;
}

/**
 * The fee lines reach the ledger as the manager's change would book them (car-ledger.settleCar:
 * the car's entries add up to minus its Total), and the demo remittance that paid the car's invoice
 * (demo-bids.ts) pays that Total, so the demo balances stay what they were.
 */
async function bookDemoFees(tx: Tx, purchasedCarId: number, bidId: number): Promise<void> {
  const [car] = await tx.select().from(purchasedCars).where(eq(purchasedCars.id, purchasedCarId));
  const fees = await settleCar(tx, car!, `demo-purchase:${purchasedCarId}:fees:${FINANCE_KEYS.slice(1).join('+')}`);
  if (fees !== 0) await tx.execute(sql`UPDATE ledger_entries SET amount = amount - ${fees} WHERE idempotency_key = ${`demo-payment:${bidId}`}`);
}
