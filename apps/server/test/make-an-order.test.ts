import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { makeAnOrderResponse, MSG, ORDER_FLOOD_LIMIT, ORDER_MSG, ROLE, USER_TYPE } from '@jauc/contract';
import { makers, orders, users } from '../src/db/schema.js';
import { outboxFiles } from './helpers/fixtures.js';
import { paymentHelpers, type Who } from './helpers/payments.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// POST /site/make-an-order (issue 14 §3): stored and mailed to every active manager, signed-in
// users only, each field refused with its translated message, five orders an hour per user;
// every refusal writes nothing.

describe.each(ENGINES)('make an order on %s', (engine) => {
  let t: TestApp;
  let maker: { id: number; name: string };
  let managers: Who[];
  let disabledManager: Who;
  const h = paymentHelpers(() => t);
  const order = (who: Who | null, body: Record<string, unknown>) => h.call(who, 'POST', '/site/make-an-order', { makerId: maker.id, budget: 2_000_000, ...body });
  const ordersOf = (userId: number) => h.db().select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const expectError = (res: { statusCode: number; json(): unknown; body: string }, status: number, message: unknown) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    [maker] = await h.db().select({ id: makers.id, name: makers.name }).from(makers).orderBy(asc(makers.id)).limit(1) as [{ id: number; name: string }];
    managers = [await h.newUser({ userType: USER_TYPE.manager }), await h.newUser({ userType: USER_TYPE.manager })];
    disabledManager = await h.newUser({ userType: USER_TYPE.manager });
    await h.db().update(users).set({ roleId: ROLE.disabled }).where(eq(users.id, disabledManager.id));
  });
  afterAll(async () => t?.close());

  it('stores the order and mails its details and the client to every active manager', async () => {
    const client = await h.newUser({ fullName: 'Order Client' });
    const res = await order(client, { model: ' PRIUS ', yearFrom: 2015, yearTo: 2019, budget: 1_500_000, comment: 'White, <b>low</b> mileage' });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = makeAnOrderResponse.parse(res.json());
    expect(await ordersOf(client.id)).toEqual([
      expect.objectContaining({ id: orderId, makerId: maker.id, model: 'PRIUS', yearFrom: 2015, yearTo: 2019, budget: 1_500_000, comment: 'White, <b>low</b> mileage' }),
    ]);
    await t.app.mailer.idle();
    for (const m of managers) {
      const files = outboxFiles(t.dataDir, m.email, 'order');
      expect(files).toHaveLength(1);
      const mail = fs.readFileSync(files[0]!, 'utf8').replace(/=\r?\n/g, '');
      expect(mail).toContain(`Subject: Order #${orderId}`);
      for (const s of [maker.name, 'PRIUS', '2015 to 2019', 'Order Client', client.email, `client ID ${client.id}`, '&lt;b&gt;low&lt;/b&gt;']) expect(mail).toContain(s);
      expect(mail).toMatch(/1.500.000/);
    }
    expect(outboxFiles(t.dataDir, disabledManager.email, 'order')).toEqual([]);
    expect(outboxFiles(t.dataDir, client.email, 'order')).toEqual([]);

    // Only the maker and the budget are needed.
    const bare = await order(client, { budget: 1 });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await ordersOf(client.id)).at(-1)).toMatchObject({ model: null, yearFrom: null, yearTo: null, budget: 1, comment: null });
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = await h.db().select().from(orders);
    expectError(await order(null, {}), 401, 'unauthorized');
    expect(await h.db().select().from(orders)).toHaveLength(before.length);
  });

  it('refuses each bad field with its message and stores nothing', async () => {
    const client = await h.newUser();
    await t.app.mailer.idle();
    const mailsBefore = managers.map((m) => outboxFiles(t.dataDir, m.email, 'order').length);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ makerId: undefined }, { makerId: MSG.required }],
      [{ makerId: 'x' }, { makerId: MSG.invalidField }],
      [{ makerId: 0 }, { makerId: MSG.invalidField }],
      [{ makerId: 2_000_000_000 }, { makerId: MSG.invalidField }],
      [{ model: 'm'.repeat(101) }, { model: MSG.maxLength(100) }],
      [{ model: 'a\u0000b' }, { model: MSG.invalidField }],
      [{ yearFrom: 1949 }, { yearFrom: ORDER_MSG.year }],
      [{ yearTo: 2101 }, { yearTo: ORDER_MSG.year }],
      [{ yearFrom: 2010.5 }, { yearFrom: ORDER_MSG.year }],
      [{ yearFrom: '2010' }, { yearFrom: ORDER_MSG.year }],
      [{ yearFrom: 2020, yearTo: 2019 }, { yearTo: ORDER_MSG.yearOrder }],
      [{ budget: undefined }, { budget: MSG.required }],
      [{ budget: 0 }, { budget: ORDER_MSG.budget }],
      [{ budget: -5 }, { budget: ORDER_MSG.budget }],
      [{ budget: 1.5 }, { budget: ORDER_MSG.budget }],
      [{ budget: 1_000_000_001 }, { budget: ORDER_MSG.budget }],
      [{ comment: 'c'.repeat(2001) }, { comment: MSG.maxLength(2000) }],
      [{ comment: 'bell\u0007' }, { comment: MSG.invalidField }],
    ];
    for (const [body, message] of cases) {
      const res = await order(client, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ success: false, message });
    }
    // A maker id of the right form that is not a maker.
    expectError(await order(client, { makerId: 999_999 }), 422, { makerId: MSG.invalidField });
    expect(await ordersOf(client.id)).toEqual([]);
    await t.app.mailer.idle();
    expect(managers.map((m) => outboxFiles(t.dataDir, m.email, 'order').length)).toEqual(mailsBefore);
  });

  it(`refuses more than ${ORDER_FLOOD_LIMIT} orders an hour from one user (429 order_flood), storing nothing`, async () => {
    const client = await h.newUser();
    const other = await h.newUser();
    // Refused input does not count.
    expect((await order(client, { budget: 0 })).statusCode).toBe(422);
    for (let i = 0; i < ORDER_FLOOD_LIMIT; i++) expect((await order(client, { comment: `order ${i}` })).statusCode).toBe(200);
    expectError(await order(client, { comment: 'one too many' }), 429, 'order_flood');
    expect(await ordersOf(client.id)).toHaveLength(ORDER_FLOOD_LIMIT);
    // The limit is per user.
    expect((await order(other, {})).statusCode).toBe(200);
  });
});
