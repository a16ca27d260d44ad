import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, priceHistoryResponse } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { getPriceHistory } from '../src/modules/price-history/price-history.service.js';
import type { AuthUser } from '../src/plugins/auth-context.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The price history's kept answers (issue 22 §5, price-history-cache.ts) are what a fresh
// computation gives, after any series of writes to the sales it compares and the runs it lists:
// new sales, prices, statuses, chassis numbers, models and codes changed, lots deleted, and
// writes to lots it does not depend on.

const CODES = ['PKT10', 'PKT20'];
const CHASSIS_NOS = ['PKT10-1000001', 'PKT10-1000002', 'PKT20-1000003'];
const SOLD_STATUSES = [AUCTION_STATUS.sold, AUCTION_STATUS.soldNego, AUCTION_STATUS.notSold, AUCTION_STATUS.cancelled];

describe.each(ENGINES)('kept price history on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  let models: Array<{ id: number; maker_id: number }>;
  /** The lots whose price history is asked for. */
  const viewed: Array<{ id: number; pageType: 'car-auction' | 'stats' }> = [];
  /** Lots the writes pick from. */
  const written: number[] = [];
  const manager = { id: 1, permissions: Object.fromEntries(Object.keys(PERMISSION_TEMPLATES.manager).map((k) => [k, true])) } as unknown as AuthUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    models = await query<{ id: number; maker_id: number }>(t.database.db, sql`SELECT id, maker_id FROM models ORDER BY id LIMIT 3`);
    const db = t.database.db;
    const car = (m: number, code: string, chassisNo: string) => ({ makerId: models[m]!.maker_id, modelId: models[m]!.id, chassisCode: code, chassisNo, year: 2015, condition: '4.5', conditionRank: 9 });
    viewed.push(
      { id: await insertLot(db, car(0, 'PKT10', CHASSIS_NOS[0]!)), pageType: 'car-auction' },
      { id: await insertLot(db, car(0, 'PKT20', CHASSIS_NOS[2]!)), pageType: 'car-auction' },
      { id: await insertLot(db, car(1, 'PKT10', CHASSIS_NOS[1]!)), pageType: 'car-auction' },
      { id: await insertLot(db, { ...car(0, 'PKT10', CHASSIS_NOS[1]!), auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.sold, soldPrice: 1_300_000 }), pageType: 'stats' },
    );
    for (let i = 0; i < 4; i++) {
      written.push(await insertLot(db, { ...car(i % 2, CODES[i % 2]!, CHASSIS_NOS[i % 3]!), auctionDate: tokyoDaysFromNow(-5 - i * 20), status: AUCTION_STATUS.sold, soldPrice: 1_000_000 + i * 100_000 }));
    }
    const u = await createUser(t.database.db);
    cookie = await signIn(t.app, u.email, u.password);
  });
  afterAll(async () => t?.close());

  async function expectKeptIsFresh() {
    for (const lot of viewed) {
      for (const months of [3, 12]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/v1/${lot.pageType}/price-history?carId=${lot.id}&months=${months}`, headers: { cookie } });
        expect(res.statusCode, res.body).toBe(200);
        const fresh = await getPriceHistory(t.database.db, manager, { carId: lot.id, months });
        expect(priceHistoryResponse.parse(res.json()).priceHistory, `lot ${lot.id}, ${months} months`).toEqual(fresh);
      }
    }
  }

  const pick = fc.nat({ max: 1_000 });
  const write = fc.oneof(
    fc.record({
      op: fc.constant('sale' as const),
      model: fc.nat({ max: 1 }),
      code: fc.constantFrom(...CODES),
      chassisNo: fc.constantFrom(...CHASSIS_NOS, 'PKT10-9999999'),
      year: fc.integer({ min: 2014, max: 2016 }),
      daysAgo: fc.integer({ min: 1, max: 200 }),
      price: fc.integer({ min: 1, max: 50 }).map((n) => n * 100_000),
      status: fc.constantFrom(...SOLD_STATUSES),
    }),
    fc.record({ op: fc.constant('price' as const), lot: pick, price: fc.integer({ min: 1, max: 50 }).map((n) => n * 100_000) }),
    fc.record({ op: fc.constant('status' as const), lot: pick, status: fc.constantFrom(...SOLD_STATUSES) }),
    fc.record({ op: fc.constant('chassisNo' as const), lot: pick, chassisNo: fc.constantFrom(...CHASSIS_NOS) }),
    fc.record({ op: fc.constant('key' as const), lot: pick, model: fc.nat({ max: 1 }), code: fc.constantFrom(...CODES) }),
    fc.record({ op: fc.constant('delete' as const), lot: pick }),
    fc.record({ op: fc.constant('elsewhere' as const), price: fc.integer({ min: 1, max: 50 }).map((n) => n * 100_000) }),
  );

  it('answers what a fresh computation gives after any series of writes', async () => {
    const db = t.database.db;
    await expectKeptIsFresh();
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 5 }), async (writes) => {
        for (const w of writes) {
          const target = 'lot' in w && written.length > 0 ? written[w.lot % written.length]! : null;
          if (w.op === 'sale') {
            const m = models[w.model]!;
            written.push(
              await insertLot(db, {
                makerId: m.maker_id, modelId: m.id, chassisCode: w.code, chassisNo: w.chassisNo, year: w.year, condition: '4.5', conditionRank: 9,
                auctionDate: tokyoDaysFromNow(-w.daysAgo), status: w.status, soldPrice: w.price,
              }),
            );
          } else if (w.op === 'elsewhere') {
            // A lot of a model no viewed lot compares, with its own chassis number.
            await insertLot(db, { makerId: models[2]!.maker_id, modelId: models[2]!.id, chassisCode: 'PKT90', chassisNo: 'PKT90-1000009', auctionDate: tokyoDaysFromNow(-3), status: AUCTION_STATUS.sold, soldPrice: w.price });
          } else if (target !== null) {
            if (w.op === 'price') await query(db, sql`UPDATE lots SET sold_price = ${w.price} WHERE id = ${target}`);
            else if (w.op === 'status') await query(db, sql`UPDATE lots SET status = ${w.status} WHERE id = ${target}`);
            else if (w.op === 'chassisNo') await query(db, sql`UPDATE lots SET chassis_no = ${w.chassisNo} WHERE id = ${target}`);
            else if (w.op === 'key') await query(db, sql`UPDATE lots SET model_id = ${models[w.model]!.id}, maker_id = ${models[w.model]!.maker_id}, chassis_code = ${w.code} WHERE id = ${target}`);
            else if (w.op === 'delete') {
              await query(db, sql`DELETE FROM lots WHERE id = ${target}`);
              written.splice(written.indexOf(target), 1);
            }
          }
          await expectKeptIsFresh();
        }
      }),
      { numRuns: 12 },
    );
  });
});
