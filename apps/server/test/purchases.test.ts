import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseDetailResponse, purchaseListResponse } from '@jauc/contract';
import { lots, purchasedCars } from '../src/db/schema.js';
import { purchaseLogsOf } from '../src/modules/purchases/purchases.repo.js';
import { colourName } from '../src/modules/site/colours.js';
import type { Who } from './helpers/bid-desk.js';
import { purchaseWorld } from './helpers/purchase-world.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Purchased cars (issue 14 §1, §5; DESIGN.md §3 "Money and purchases"): the list and details for
// whoever may see a car, the managers' changes (status, logistics, finances, note), the owner's
// consignee and notify party until shipping, each change logged, and bad input refused with a
// translated code and nothing written.

describe.each(ENGINES)('purchased cars on %s', (engine) => {
  let t: TestApp;
  const w = purchaseWorld(() => t);
  let p: Awaited<ReturnType<typeof w.people>>;
  let cars: { a: number; b: number; dealer: number; dealerClient: number };

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await w.people();
    cars = {
      a: await w.buy(p.manager, p.clientA, 650_000, 3),
      b: await w.buy(p.manager, p.clientB, 820_000, 1),
      dealer: await w.buy(p.manager, p.dealer, 500_000, 2),
      dealerClient: await w.buy(p.manager, p.dealerClient, 700_000, 2),
    };
  });
  afterAll(async () => t?.close());

  const get = (who: Who | null, url: string) => w.inject(who, 'GET', url);
  const put = (who: Who | null, url: string, body: object) => w.inject(who, 'PUT', url, body);
  const listIds = async (who: Who, query = '') => {
    const res = await get(who, `/purchased-cars/list${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = purchaseListResponse.parse(res.json());
    return body.cars.map((c) => c.id).sort((x, y) => x - y);
  };
  const row = async (id: number) => (await t.database.db.select().from(purchasedCars).where(eq(purchasedCars.id, id)))[0]!;

  describe('who sees which car', () => {
    it('a client their own, a dealer their own and their clients\', a manager all, a restricted account none', async () => {
      expect(await listIds(p.clientA)).toEqual([cars.a]);
      expect(await listIds(p.clientB)).toEqual([cars.b]);
      expect(await listIds(p.dealer)).toEqual([cars.dealer, cars.dealerClient].sort((x, y) => x - y));
      expect(await listIds(p.dealerClient)).toEqual([cars.dealerClient]);
      expect(await listIds(p.restricted)).toEqual([]);
      expect(await listIds(p.manager)).toEqual(expect.arrayContaining(Object.values(cars)));
    });

    it('details answer those who see the car and 404 to everyone else', async () => {
      const matrix: Array<[keyof typeof p, keyof typeof cars, number]> = [
        ['clientA', 'a', 200], ['clientA', 'b', 404], ['clientA', 'dealerClient', 404],
        ['clientB', 'b', 200], ['clientB', 'a', 404],
        ['dealer', 'dealer', 200], ['dealer', 'dealerClient', 200], ['dealer', 'a', 404],
        ['dealerClient', 'dealerClient', 200], ['dealerClient', 'dealer', 404],
        ['restricted', 'a', 404], ['manager', 'a', 200], ['manager', 'dealerClient', 200],
      ];
      for (const [who, car, code] of matrix) {
        for (const url of [`/purchased-cars/${cars[car]}`, `/purchased-cars/${cars[car]}/invoice`, `/purchased-cars/download-images?id=${cars[car]}`,
          `/purchased-cars/download-images/${cars[car]}/images.zip`]) {
          const res = await get(p[who], url);
          expect(res.statusCode, `${who} ${url}`).toBe(code);
          if (code === 404) expect(res.json()).toEqual({ success: false, message: 'not_found' });
        }
      }
      expect((await get(p.manager, '/purchased-cars/99999999')).statusCode).toBe(404);
    });

    it('answers 401 without a session', async () => {
      for (const url of ['/purchased-cars/list', `/purchased-cars/${cars.a}`, `/purchased-cars/${cars.a}/invoice`]) {
        expect((await get(null, url)).statusCode).toBe(401);
      }
      expect((await put(null, `/purchased-cars/${cars.a}/status`, { status: 1 })).statusCode).toBe(401);
    });
  });

  describe('details and list', () => {
    it('shows the car, finances with the sold price, logistics, photos, parties and what the caller may do', async () => {
      const res = await get(p.clientA, `/purchased-cars/${cars.a}`);
      expect(res.statusCode, res.body).toBe(200);
      const d = purchaseDetailResponse.parse(res.json());
      expect(d.carDetail.id).toBe(cars.a);
      // The chassis number as the listings show it (chassis_no holds code and serial).
      const [car] = await t.database.db.select({ lotId: purchasedCars.lotId }).from(purchasedCars).where(eq(purchasedCars.id, cars.a));
      const [lot] = await t.database.db.select({ chassisNo: lots.chassisNo }).from(lots).where(eq(lots.id, car!.lotId));
      expect(d.carDetail.chassis).toBe(lot!.chassisNo);
      expect(d.finances.fields.map((f) => f.key)).toEqual(['carPrice', 'auctionFee', 'agentFee', 'delivery', 'freight', 'otherFees']);
      expect(d.finances.fields[0]).toMatchObject({ value: 650_000, label: 'Car price' });
      expect(d.finances.total).toBe(650_000);
      expect(d.logistics).toMatchObject({ status: null, statusLabel: 'Processing', typeOfExport: 1, typeOfExportLabel: 'Whole car' });
      expect(d.logistics.purchaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.lotImages.images.length).toBeGreaterThan(0);
      expect(d.invoiceUrl).toBe(`/api/v1/purchased-cars/${cars.a}/invoice`);
      expect(d).toMatchObject({ canManage: false, canEditParties: true, note: '', documents: [] });
      expect(d.consignee.fullName).toBe('');
      const asDealer = purchaseDetailResponse.parse((await get(p.dealer, `/purchased-cars/${cars.dealerClient}`)).json());
      expect(asDealer).toMatchObject({ canManage: false, canEditParties: false });
      const asManager = purchaseDetailResponse.parse((await get(p.manager, `/purchased-cars/${cars.a}`)).json());
      expect(asManager).toMatchObject({ canManage: true, canEditParties: true });
    });

    it('speaks the request\'s language', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/purchased-cars/${cars.a}`, headers: { cookie: p.clientA.cookie, 'accept-language': 'ru' } });
      const d = purchaseDetailResponse.parse(res.json());
      expect(d.logistics.statusLabel).toBe('В обработке');
      expect(d.finances.fields[0]!.label).toBe('Цена автомобиля');
      // The lot's colour too (site/colours.ts): the English detail has it as stored, the Russian one translated.
      const english = purchaseDetailResponse.parse((await get(p.clientA, `/purchased-cars/${cars.a}`)).json());
      expect(d.carDetail.color).toBe(colourName(english.carDetail.color, 'ru'));
      const list = purchaseListResponse.parse((await t.app.inject({ method: 'GET', url: '/api/v1/purchased-cars/list', headers: { cookie: p.clientA.cookie, 'accept-language': 'ru' } })).json());
      expect(list.statusList).toHaveLength(9);
      expect(list.statusList[4]).toEqual({ value: 4, label: 'В пути' });
    });

    it('filters by status (0 Processing) and purchase date, pages, and refuses bad filters', async () => {
      const m = p.manager;
      expect(await listIds(m, '?status=0')).toEqual(expect.arrayContaining(Object.values(cars)));
      expect(await listIds(m, '?status=5')).toEqual([]);
      const d = purchaseDetailResponse.parse((await get(m, `/purchased-cars/${cars.a}`)).json());
      const day = d.carDetail.purchaseDate;
      expect(await listIds(m, `?dateFrom=${day}&dateTo=${day}`)).toContain(cars.a);
      expect(await listIds(m, `?dateFrom=${day}&dateTo=${day}`)).not.toContain(cars.b);
      expect(await listIds(m, `?dateFrom=${day}`)).toEqual(expect.arrayContaining([cars.a, cars.b]));
      expect(await listIds(m, `?dateTo=${day}`)).not.toContain(cars.b);
      expect(await listIds(m, '?dateFrom=&dateTo=')).toHaveLength(4);
      const paged = purchaseListResponse.parse((await get(m, '/purchased-cars/list?page=2&pageSize=20')).json());
      expect(paged.cars).toEqual([]);
      expect(paged.pageInfo).toMatchObject({ page: 2, pageSize: 20, totalSearchResults: 4 });
      const first = purchaseListResponse.parse((await get(m, '/purchased-cars/list')).json());
      expect(first.pageInfo.totalSearchResults).toBe(4);
      expect(first.cars[0]).toMatchObject({ sku: expect.stringMatching(/^P-\d{6}$/), totalPrice: expect.any(Number), statusLabel: 'Processing' });
      for (const [q, key] of [['dateFrom=2026-13-01', 'dateFrom'], ['dateTo=20261101', 'dateTo'], ['dateFrom=2026-11-02&dateTo=2026-11-01', 'dateTo'],
        ['status=9', 'status'], ['status=x', 'status'], ['pageSize=13', 'pageSize'], ['page=0', 'page']] as const) {
        const res = await get(m, `/purchased-cars/list?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().message).toEqual({ [key]: 'Errors.InvalidField' });
      }
    });
  });

  describe('manager changes', () => {
    const MANAGER_CALLS: Array<[string, object]> = [
      ['status', { status: 1 }],
      ['logistics', { stockYard: 'Yokohama yard' }],
      ['finances', { auctionFee: 1, agentFee: 2, delivery: 3, freight: 4, otherFees: 5 }],
      ['note', { note: 'x' }],
    ];

    it('clients, dealers and restricted accounts get 403 on their own cars and others\', and nothing changes', async () => {
      for (const who of ['clientA', 'clientB', 'dealer', 'dealerClient', 'restricted'] as const) {
        for (const car of Object.values(cars)) {
          for (const [call, body] of MANAGER_CALLS) expect((await put(p[who], `/purchased-cars/${car}/${call}`, body)).statusCode, `${who} ${call}`).toBe(403);
        }
      }
      expect(await row(cars.a)).toMatchObject({ status: null, stockYard: null, auctionFee: 0, note: '' });
      expect(await purchaseLogsOf(t.database.db, cars.a)).toEqual([]);
    });

    it('status: Processing to 1–6 and 8 and back, logged; 7 and a cancelled purchase refused', async () => {
      const id = await w.buy(p.manager, p.clientA);
      for (const s of [1, 2, 3, 4, 5, 6, 8, 0]) {
        const res = await put(p.manager, `/purchased-cars/${id}/status`, { status: s });
        expect(res.statusCode, res.body).toBe(200);
        expect((await row(id)).status).toBe(s === 0 ? null : s);
      }
      expect((await purchaseLogsOf(t.database.db, id)).map((l) => [l.field, l.oldValue, l.newValue, l.actorId])).toEqual([
        ['status', null, '1', p.manager.id], ['status', '1', '2', p.manager.id], ['status', '2', '3', p.manager.id], ['status', '3', '4', p.manager.id],
        ['status', '4', '5', p.manager.id], ['status', '5', '6', p.manager.id], ['status', '6', '8', p.manager.id], ['status', '8', null, p.manager.id],
      ]);
      const seven = await put(p.manager, `/purchased-cars/${id}/status`, { status: 7 });
      expect(seven.statusCode).toBe(409);
      expect(seven.json()).toEqual({ success: false, message: 'purchase_cancelled' });
      // Taken back on the bid: Purchase cancelled, with the price credited; the status stays.
      const bidId = (await row(id)).bidId;
      expect((await w.send(p.manager, '/bid/update-bid-status', { bidId, status: 5 })).statusCode).toBe(200);
      expect((await row(id)).status).toBe(7);
      expect((await put(p.manager, `/purchased-cars/${id}/status`, { status: 1 })).json()).toEqual({ success: false, message: 'purchase_cancelled' });
      for (const bad of [9, -1, 1.5, '1', null]) {
        const res = await put(p.manager, `/purchased-cars/${id}/status`, { status: bad });
        expect(res.statusCode, String(bad)).toBe(422);
        expect(res.json().message).toEqual({ status: 'Errors.InvalidField' });
      }
    });

    it('logistics: every field saved, dates checked, unchanged fields not logged', async () => {
      const id = await w.buy(p.manager, p.clientB);
      const body = {
        stockYard: 'Yokohama yard', exportPort: 'Yokohama', typeOfExport: 2, purchaseDate: '2026-10-01', shippingLine: 'MOL', voyage: 'V-123',
        destination: 'Vladivostok', etd: '2026-10-10', eta: '2026-10-20', dischargePort: 'Vladivostok',
      };
      expect((await put(p.manager, `/purchased-cars/${id}/logistics`, body)).statusCode).toBe(200);
      const d = purchaseDetailResponse.parse((await get(p.clientB, `/purchased-cars/${id}`)).json());
      // Boris reads Russian (his profile's language, the request names none).
      expect(d.logistics).toMatchObject({ ...body, typeOfExportLabel: 'Конструктор' });
      expect(d.carDetail.purchaseDate).toBe('2026-10-01');
      expect(await listIds(p.clientB, '?dateFrom=2026-10-01&dateTo=2026-10-01')).toEqual([id]);
      const logs = await purchaseLogsOf(t.database.db, id);
      expect(logs.map((l) => l.field).sort()).toEqual(Object.keys(body).sort());
      expect((await put(p.manager, `/purchased-cars/${id}/logistics`, { ...body, voyage: 'V-124' })).statusCode).toBe(200);
      expect((await purchaseLogsOf(t.database.db, id)).slice(logs.length).map((l) => [l.field, l.oldValue, l.newValue])).toEqual([['voyage', 'V-123', 'V-124']]);
      for (const [field, value] of [['etd', '2026/10/10'], ['eta', '2026-02-30'], ['purchaseDate', 'yesterday'], ['typeOfExport', 5], ['voyage', 'x'.repeat(61)]] as const) {
        const res = await put(p.manager, `/purchased-cars/${id}/logistics`, { ...body, [field]: value });
        expect(res.statusCode, field).toBe(422);
        expect(Object.keys(res.json().message)).toEqual([field]);
      }
      expect((await row(id)).voyage).toBe('V-124');
    });

    it('finances: integer yen fee lines, total follows; negative, fractional or text refused', async () => {
      const id = await w.buy(p.manager, p.clientA, 1_000_000);
      const fees = { auctionFee: 20_000, agentFee: 30_000, delivery: 15_000, freight: 120_000, otherFees: 5_000 };
      expect((await put(p.manager, `/purchased-cars/${id}/finances`, fees)).statusCode).toBe(200);
      const d = purchaseDetailResponse.parse((await get(p.clientA, `/purchased-cars/${id}`)).json());
      expect(d.finances.fields.map((f) => f.value)).toEqual([1_000_000, 20_000, 30_000, 15_000, 120_000, 5_000]);
      expect(d.finances.total).toBe(1_190_000);
      const item = purchaseListResponse.parse((await get(p.clientA, '/purchased-cars/list')).json()).cars.find((c) => c.id === id);
      expect(item?.totalPrice).toBe(1_190_000);
      for (const bad of [-1, 1.5, '100', null, 100_000_001]) {
        const res = await put(p.manager, `/purchased-cars/${id}/finances`, { ...fees, freight: bad });
        expect(res.statusCode, String(bad)).toBe(422);
        expect(res.json().message).toEqual({ freight: 'Errors.InvalidField' });
      }
      expect((await row(id)).freight).toBe(120_000);
      expect((await purchaseLogsOf(t.database.db, id)).map((l) => l.field)).toEqual(['auctionFee', 'agentFee', 'delivery', 'freight', 'otherFees']);
    });

    it('note: saved as typed, read by the owner, logged', async () => {
      const id = await w.buy(p.manager, p.dealerClient);
      expect((await put(p.manager, `/purchased-cars/${id}/note`, { note: '  Keys: 2\nPaid in full  ' })).statusCode).toBe(200);
      expect(purchaseDetailResponse.parse((await get(p.dealerClient, `/purchased-cars/${id}`)).json()).note).toBe('  Keys: 2\nPaid in full  ');
      expect((await put(p.manager, `/purchased-cars/${id}/note`, { note: 'x'.repeat(2001) })).statusCode).toBe(422);
      expect((await purchaseLogsOf(t.database.db, id)).map((l) => l.field)).toEqual(['note']);
    });

    it('changes to a car that does not exist answer 404', async () => {
      expect((await put(p.manager, '/purchased-cars/99999999/status', { status: 1 })).statusCode).toBe(404);
      expect((await put(p.manager, '/purchased-cars/abc/status', { status: 1 })).statusCode).toBe(400);
    });
  });

  describe('consignee and notify party', () => {
    const party = { fullName: 'Ivan Petrov', address: '1 Lenina St', country: 'Russia', port: 'Vladivostok', email: 'ivan@example.com', telephone: '+7 (914) 555-01-23', documentList: 'Original B/L' };

    it('the owner and a manager fill them before shipping; a dealer reads a client\'s; others get 404', async () => {
      const id = await w.buy(p.manager, p.dealerClient);
      expect((await put(p.dealerClient, `/purchased-cars/${id}/consignee`, party)).statusCode).toBe(200);
      expect((await put(p.manager, `/purchased-cars/${id}/notify-party`, { ...party, fullName: 'Agent Smith' })).statusCode).toBe(200);
      const d = purchaseDetailResponse.parse((await get(p.dealer, `/purchased-cars/${id}`)).json());
      expect(d.consignee).toEqual(party);
      expect(d.notifyParty.fullName).toBe('Agent Smith');
      const dealerTry = await put(p.dealer, `/purchased-cars/${id}/consignee`, { ...party, fullName: 'Someone' });
      expect(dealerTry.statusCode).toBe(403);
      for (const who of ['clientA', 'clientB', 'restricted'] as const) expect((await put(p[who], `/purchased-cars/${id}/consignee`, party)).statusCode).toBe(404);
      // The dealer's own car is theirs to fill.
      expect((await put(p.dealer, `/purchased-cars/${cars.dealer}/consignee`, party)).statusCode).toBe(200);
      expect((await row(id)).consignee).toEqual(party);
      const logs = await purchaseLogsOf(t.database.db, id);
      expect(logs.filter((l) => l.field.startsWith('consignee.')).map((l) => l.actorId)).toEqual(Array(7).fill(p.dealerClient.id));
      expect(logs.filter((l) => l.field.startsWith('notifyParty.'))).toHaveLength(7);
    });

    it('once the car is in transit (4) and after, 409 purchase_shipped and nothing written', async () => {
      const id = await w.buy(p.manager, p.clientA);
      for (const s of [1, 2, 3]) {
        await put(p.manager, `/purchased-cars/${id}/status`, { status: s });
        expect((await put(p.clientA, `/purchased-cars/${id}/consignee`, { ...party, port: `Port ${s}` })).statusCode).toBe(200);
      }
      await put(p.manager, `/purchased-cars/${id}/status`, { status: 4 });
      const res = await put(p.clientA, `/purchased-cars/${id}/notify-party`, party);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'purchase_shipped' });
      expect(purchaseDetailResponse.parse((await get(p.clientA, `/purchased-cars/${id}`)).json())).toMatchObject({ canEditParties: false });
      expect((await put(p.manager, `/purchased-cars/${id}/consignee`, party)).statusCode).toBe(409);
      expect((await row(id)).consignee).toMatchObject({ port: 'Port 3' });
      expect((await row(id)).notifyParty).toBeNull();
    });

    it('refuses a bad e-mail, phone or too long a field with the field\'s message', async () => {
      for (const [field, value, message] of [['email', 'not-an-email', 'Errors.Email'], ['telephone', 'call me', 'Errors.Phone'], ['address', 'x'.repeat(301), 'Errors.MaxLength:300']] as const) {
        const res = await put(p.clientA, `/purchased-cars/${cars.a}/consignee`, { ...party, [field]: value });
        expect(res.statusCode, field).toBe(422);
        expect(res.json().message).toEqual({ [field]: message });
      }
      expect((await row(cars.a)).consignee).toBeNull();
    });
  });
});
