import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsListResponse, ROLE, updateClientResponse, USER_TYPE } from '@jauc/contract';
import { createUser } from './helpers/fixtures.js';
import { paymentHelpers, type Who } from './helpers/payments.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The managers' client page (issue 14 §2): the user-list fields of spec 1 §3, search and role
// filter, and the credit limit and note a manager sets, each change logged.

describe.each(ENGINES)('clients page on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = paymentHelpers(() => t);
  const { call, newUser, deposit, logsOf } = h;
  const list = (who: Who, qs = '', lang?: string) => call(who, 'GET', `/clients/list${qs ? `?${qs}` : ''}`, undefined, lang ? { 'accept-language': lang } : {});
  const update = (who: Who | null, body: object) => call(who, 'PUT', '/clients/update', body);
  const expectError = (res: { statusCode: number; json(): unknown; body: string }, status: number, message: unknown) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await newUser({ userType: USER_TYPE.manager, fullName: 'Mia Manager' });
  });
  afterAll(async () => t?.close());

  it('is for managers only: 401 without a session, 403 to clients and dealers', async () => {
    expect((await call(null, 'GET', '/clients/list')).statusCode).toBe(401);
    expect((await update(null, { userId: 1, creditLimit: 1 })).statusCode).toBe(401);
    const client = await newUser();
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
    for (const who of [client, dealer]) {
      expectError(await list(who), 403, 'forbidden');
      expectError(await update(who, { userId: client.id, creditLimit: 9_000_000 }), 403, 'forbidden');
    }
  });

  it('lists clients with the user-list fields, finds them by name, e-mail, company or id and filters by role', async () => {
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer, fullName: 'Dario Dealer' });
    const c = await newUser({
      fullName: 'Zelda Quokka', company: 'Quokka Motors', dealerId: dealer.id, managerId: manager.id, note: 'pays fast', creditLimit: 3_000_000,
      roleId: ROLE.vip,
    });
    await deposit(manager, { userId: c.id, amount: 120_000 });
    const found = clientsListResponse.parse((await list(manager, 'search=quokka')).json());
    expect(found.clients).toHaveLength(1);
    expect(found.clients[0]).toMatchObject({
      id: c.id, clientId: String(c.id), fullName: 'Zelda Quokka', company: 'Quokka Motors', email: c.email, country: 'New Zealand',
      userType: USER_TYPE.client, roleId: ROLE.vip, type: 'VIP', biddingAllowed: true, balance: 120_000, creditLimit: 3_000_000,
      manager: 'Mia Manager', dealer: 'Dario Dealer', note: 'pays fast',
    });
    expect(found.clients[0]!.lastLogin).not.toBeNull();
    expect(found.pageInfo).toMatchObject({ page: 1, pageSize: 20, totalSearchResults: 1 });
    for (const q of [`search=${c.id}`, `search=${encodeURIComponent(c.email)}`, 'search=MOTORS']) {
      expect(clientsListResponse.parse((await list(manager, q)).json()).clients.map((r) => r.id), q).toContain(c.id);
    }
    // LIKE wildcards are text: "%" finds only names holding a "%".
    expect(clientsListResponse.parse((await list(manager, 'search=%25')).json()).clients).toEqual([]);
    const vips = clientsListResponse.parse((await list(manager, `role=${ROLE.vip}`)).json());
    expect(vips.clients.every((r) => r.roleId === ROLE.vip)).toBe(true);
    const all = clientsListResponse.parse((await list(manager)).json());
    expect(all.clients.map((r) => r.id)).not.toContain(manager.id);
    const ru = clientsListResponse.parse((await list(manager, 'search=quokka', 'ru')).json());
    expect(ru.clients[0]).toMatchObject({ type: 'VIP', country: 'Новая Зеландия' });
    expect(ru.roleList.find((r) => r.value === ROLE.restricted)?.label).toBe('Ограниченный');
  });

  it('refuses a bad query with 400', async () => {
    for (const [qs, key] of [['role=5', 'role'], ['pageSize=7', 'pageSize'], ['page=-1', 'page'], [`search=${'x'.repeat(101)}`, 'search']] as const) {
      expectError(await list(manager, qs), 400, { [key]: 'Errors.InvalidField' });
    }
  });

  it('sets the credit limit and note, logs each change, and refuses bad input writing nothing', async () => {
    const c = await newUser({ creditLimit: 1_000_000 });
    const res = await update(manager, { userId: c.id, creditLimit: 2_500_000, note: '  Prefers Telegram ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(updateClientResponse.parse(res.json()).client).toMatchObject({ id: c.id, creditLimit: 2_500_000, note: 'Prefers Telegram' });
    // The same values again change nothing and log nothing; an empty note clears it.
    await update(manager, { userId: c.id, creditLimit: 2_500_000 });
    expect(updateClientResponse.parse((await update(manager, { userId: c.id, note: '' })).json()).client.note).toBeNull();
    expect(await logsOf(c.id)).toEqual([
      { event: 'credit_limit_changed', actorId: manager.id, oldValue: '1000000', newValue: '2500000' },
      { event: 'note_changed', actorId: manager.id, oldValue: null, newValue: 'Prefers Telegram' },
      { event: 'note_changed', actorId: manager.id, oldValue: 'Prefers Telegram', newValue: null },
    ]);
    for (const creditLimit of [-1, 1.5, '100', 10_000_000_001]) {
      expectError(await update(manager, { userId: c.id, creditLimit }), 422, { creditLimit: 'Errors.InvalidField' });
    }
    expectError(await update(manager, { userId: c.id }), 422, { creditLimit: 'Errors.Required' });
    expectError(await update(manager, { userId: c.id, note: 'x'.repeat(2001) }), 422, { note: 'Errors.MaxLength:2000' });
    expectError(await update(manager, { userId: 999_999, creditLimit: 5 }), 404, 'client_not_found');
    expectError(await update(manager, { userId: manager.id, creditLimit: 5 }), 404, 'client_not_found');
    const other = await createUser(h.db(), { userType: USER_TYPE.manager });
    expectError(await update(manager, { userId: other.id, note: 'x' }), 404, 'client_not_found');
    expect(await logsOf(c.id)).toHaveLength(3);
  });
});
