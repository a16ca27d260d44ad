import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { makeAnOrderResponse, MSG, myOrdersResponse, ordersListResponse, ROLE, updateOrderResponse, USER_TYPE } from '@jauc/contract';
import { makers, orders, users } from '../src/db/schema.js';
import { paymentHelpers, type Who } from './helpers/payments.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The orders desk (issue 18 §2): an order sent from "Spec your car" reaches the managers' list as
// new; managers set its status, assignee and note; a client sees their own orders and status only;
// everyone else is refused and a refused change writes nothing.

describe.each(ENGINES)('orders desk on %s', (engine) => {
  let t: TestApp;
  let maker: { id: number; name: string };
  let manager: Who;
  let otherManager: Who;
  let disabledManager: Who;
  const h = paymentHelpers(() => t);
  const order = async (who: Who, body: Record<string, unknown> = {}) => {
    const res = await h.call(who, 'POST', '/site/make-an-order', { makerId: maker.id, budget: 2_000_000, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return makeAnOrderResponse.parse(res.json()).orderId;
  };
  const list = async (who: Who, query = '') => {
    const res = await h.call(who, 'GET', `/orders/list${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ordersListResponse.parse(res.json());
  };
  const mine = async (who: Who) => {
    const res = await h.call(who, 'GET', '/orders/my');
    expect(res.statusCode, res.body).toBe(200);
    return myOrdersResponse.parse(res.json());
  };
  const update = (who: Who | null, body: Record<string, unknown>) => h.call(who, 'POST', '/orders/update', body);
  const row = async (id: number) => (await h.db().select().from(orders).where(eq(orders.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [maker] = (await h.db().select({ id: makers.id, name: makers.name }).from(makers).orderBy(asc(makers.id)).limit(1)) as [{ id: number; name: string }];
    manager = await h.newUser({ userType: USER_TYPE.manager, fullName: 'Desk Manager' });
    otherManager = await h.newUser({ userType: USER_TYPE.manager, fullName: 'Other Manager' });
    disabledManager = await h.newUser({ userType: USER_TYPE.manager });
    await h.db().update(users).set({ roleId: ROLE.disabled }).where(eq(users.id, disabledManager.id));
  });
  afterAll(async () => t?.close());

  it('shows a new order to managers as new, newest first, and filters by status', async () => {
    const client = await h.newUser({ fullName: 'Desk Client' });
    const first = await order(client, { model: 'PRIUS', yearFrom: 2015, yearTo: 2019, comment: 'white' });
    const second = await order(client, { budget: 900_000 });

    const all = await list(manager);
    expect(all.items.slice(0, 2).map((o) => o.id)).toEqual([second, first]);
    expect(all.items[1]).toMatchObject({
      id: first, status: 'new', makerName: maker.name, model: 'PRIUS', yearFrom: 2015, yearTo: 2019, budget: 2_000_000, comment: 'white',
      userId: client.id, clientName: 'Desk Client', clientEmail: client.email, assigneeId: null, assigneeName: null, note: null,
    });
    expect(all.managers.map((m) => m.id)).toEqual(expect.arrayContaining([manager.id, otherManager.id]));
    expect(all.managers.map((m) => m.id)).not.toContain(disabledManager.id);
    expect((await list(manager, '?status=new')).items.map((o) => o.id)).toEqual(expect.arrayContaining([first, second]));
    expect((await list(manager, '?status=done')).items.map((o) => o.id)).not.toContain(first);
  });

  it('lets a manager set status, assignee and note, and clear them again', async () => {
    const client = await h.newUser();
    const id = await order(client);
    const res = await update(manager, { id, status: 'in_work', assigneeId: otherManager.id, note: ' call on Monday ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(updateOrderResponse.parse(res.json()).order).toMatchObject({ id, status: 'in_work', assigneeId: otherManager.id, assigneeName: 'Other Manager', note: 'call on Monday' });
    expect(await row(id)).toMatchObject({ status: 'in_work', assigneeId: otherManager.id, note: 'call on Monday' });
    expect((await list(manager, '?status=in_work')).items.map((o) => o.id)).toContain(id);
    expect((await list(manager, '?status=new')).items.map((o) => o.id)).not.toContain(id);

    // Only the fields sent change.
    const done = await update(otherManager, { id, status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'done', assigneeId: otherManager.id, note: 'call on Monday' });

    const cleared = await update(manager, { id, assigneeId: null, note: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'done', assigneeId: null, note: null });
  });

  it('shows a client their own orders and status, never the note or anyone else’s', async () => {
    const client = await h.newUser();
    const other = await h.newUser();
    const own = await order(client, { model: 'AQUA' });
    const foreign = await order(other);
    await update(manager, { id: own, status: 'in_work', note: 'internal note' });

    const res = await mine(client);
    expect(res.items.map((o) => o.id)).toEqual([own]);
    expect(res.items[0]).toMatchObject({ status: 'in_work', model: 'AQUA', makerName: maker.name });
    expect(JSON.stringify(res)).not.toContain('internal note');
    expect((await mine(other)).items.map((o) => o.id)).toEqual([foreign]);
  });

  it('refuses the desk to clients, dealers and visitors and writes nothing', async () => {
    const client = await h.newUser();
    const dealer = await h.newUser({ userType: USER_TYPE.dealer });
    const id = await order(client);
    const before = await row(id);
    for (const who of [client, dealer]) {
      const res = await h.call(who, 'GET', '/orders/list');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'forbidden' });
      const upd = await update(who, { id, status: 'done' });
      expect(upd.statusCode).toBe(403);
      expect(upd.json()).toEqual({ success: false, message: 'forbidden' });
    }
    for (const [method, url] of [['GET', '/orders/list'], ['GET', '/orders/my'], ['POST', '/orders/update']] as const) {
      const res = await h.call(null, method, url, method === 'POST' ? { id, status: 'done' } : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'unauthorized' });
    }
    expect(await row(id)).toEqual(before);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const client = await h.newUser();
    const id = await order(client);
    const before = await row(id);
    const cases: Array<[Record<string, unknown>, number, unknown]> = [
      [{ id: 2_000_000_000, status: 'done' }, 404, 'not_found'],
      [{ id: 999_999, status: 'done' }, 404, 'not_found'],
      [{ id, status: 'closed' }, 422, { status: MSG.invalidField }],
      [{ id: 'x', status: 'done' }, 422, { id: MSG.invalidField }],
      [{ status: 'done' }, 422, { id: MSG.invalidField }],
      [{ id, assigneeId: client.id }, 422, { assigneeId: MSG.invalidField }],
      [{ id, assigneeId: disabledManager.id }, 422, { assigneeId: MSG.invalidField }],
      [{ id, assigneeId: 0 }, 422, { assigneeId: MSG.invalidField }],
      [{ id, status: 'done', note: 'n'.repeat(2001) }, 422, { note: MSG.maxLength(2000) }],
      [{ id, status: 'done', note: 'a\u0000b' }, 422, { note: MSG.invalidField }],
    ];
    for (const [body, status, message] of cases) {
      const res = await update(manager, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json(), JSON.stringify(body)).toEqual({ success: false, message });
    }
    expect(await row(id)).toEqual(before);

    for (const q of ['?status=closed', '?page=0', '?page=abc']) {
      const res = await h.call(manager, 'GET', `/orders/list${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
