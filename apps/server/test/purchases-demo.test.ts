import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { purchaseDetailResponse, purchaseListResponse } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/seed/demo-users.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { signIn } from './helpers/fixtures.js';
import { pdfText } from './helpers/pdf-text.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The demo's purchased cars (issue 14 §4): the demo client's and the dealer's client's Wins in
// every purchase status, with logistics, finances and PDF documents that download; the cancelled
// one credited in the ledger, so each account's car purchases still equal its Wins.

const SIZES = { seedAuctionLots: 400, seedStatsLots: 900, seedStockLots: 40 };

describe.each(ENGINES)('demo purchased cars on %s', (engine) => {
  let t: TestApp;
  const rows = <T>(statement: ReturnType<typeof sql>) => query<T>(t.database.db, statement);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedIfEmpty(t.database, { ...t.config, ...SIZES }, t.app.log);
  });
  afterAll(async () => t?.close());

  for (const email of ['client@demo.example', 'dealer-client@demo.example']) {
    it(`${email} has a car in every purchase status, with logistics, finances and documents`, async () => {
      const cookie = await signIn(t.app, email, DEMO_PASSWORD);
      const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
      const statuses = new Set<number | null>();
      for (const status of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
        const list = purchaseListResponse.parse((await get(`/purchased-cars/list?status=${status}`)).json());
        expect(list.cars.length, `status ${status}`).toBeGreaterThan(0);
        for (const car of list.cars) statuses.add(car.status);
      }
      expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, null]);
      const shipped = purchaseListResponse.parse((await get('/purchased-cars/list?status=4')).json()).cars[0]!;
      expect(shipped).toMatchObject({ exportPort: expect.any(String), voyage: expect.any(String), etd: expect.any(String), eta: expect.any(String) });
      const withDocs = await rows<{ id: number }>(sql`
        SELECT DISTINCT pc.id FROM purchased_cars pc JOIN users u ON u.id = pc.user_id JOIN purchase_documents d ON d.purchased_car_id = pc.id
        WHERE u.email = ${email} ORDER BY pc.id`);
      expect(withDocs.length).toBeGreaterThanOrEqual(2);
      const detail = purchaseDetailResponse.parse((await get(`/purchased-cars/${withDocs[0]!.id}`)).json());
      expect(detail.finances.fields.filter((f) => f.value > 0).length).toBeGreaterThanOrEqual(3);
      expect(detail.consignee.fullName).not.toBe('');
      const invoice = detail.documents.find((d) => d.kind === 'invoice')!;
      const file = await get(invoice.path.replace('/api/v1', ''));
      expect(file.statusCode).toBe(200);
      expect(pdfText(file.rawPayload)).toContain(`¥${detail.finances.total.toLocaleString('en').replace(/,/g, ' ')}`);
    });
  }

  it('keeps the ledger in step: car purchases net to minus the Totals (car and fees) of the Wins, the cancelled car credited', async () => {
    const money = await rows<{ email: string; net: number; wins: number; cancelled: number }>(sql`
      SELECT u.email,
        (SELECT coalesce(sum(e.amount), 0)::float8 FROM ledger_entries e WHERE e.user_id = u.id AND e.type = 'car_purchase') AS net,
        (SELECT coalesce(sum(p.price + p.auction_fee + p.agent_fee + p.delivery_fee + p.freight + p.other_fees), 0)::float8
          FROM purchased_cars p JOIN bids b ON b.id = p.bid_id WHERE p.user_id = u.id AND b.status = 6) AS wins,
        (SELECT count(*)::int FROM purchased_cars p WHERE p.user_id = u.id AND p.status = 7) AS cancelled
      FROM users u WHERE u.email IN ('client@demo.example', 'dealer-client@demo.example') ORDER BY 1`);
    for (const m of money) expect(m).toMatchObject({ net: -m.wins, cancelled: 1 });
    // Every car's own entries add up to minus the Total its page shows (0 once cancelled).
    const off = await rows<{ id: number }>(sql`
      SELECT p.id FROM purchased_cars p
      WHERE coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.purchased_car_id = p.id AND e.type = 'car_purchase'), 0)
        <> CASE WHEN p.status = 7 THEN 0 ELSE -(p.price + p.auction_fee + p.agent_fee + p.delivery_fee + p.freight + p.other_fees) END`);
    expect(off).toEqual([]);
    const stored = await rows<{ storage_key: string }>(sql`SELECT storage_key FROM purchase_documents`);
    for (const d of stored) expect(fs.existsSync(path.join(t.dataDir, 'files', d.storage_key))).toBe(true);
  });
});
