import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_TYPE, userBalanceResponse } from '@jauc/contract';
import { paymentHelpers, type Who } from './helpers/payments.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 18 §2: a manager's /balance showed their own meaningless ¥0; they pick a client there
// instead, and the screen reads that client's balance (GET /user/balance?userId=), whose access
// is GET /payments/list's: a manager any client's, a dealer their clients', nobody else's.

describe.each(ENGINES)('a client s balance read by another account on %s', (engine) => {
  let t: TestApp;
  let manager: Who;
  const h = paymentHelpers(() => t);
  const { call, newUser, deposit } = h;
  const balance = (who: Who, userId?: number) => call(who, 'GET', `/user/balance${userId === undefined ? '' : `?userId=${userId}`}`);

  beforeAll(async () => {
    t = await createTestApp(engine);
    manager = await newUser({ userType: USER_TYPE.manager, roleId: ROLE.manager });
  });
  afterAll(async () => t?.close());

  it('gives a manager the chosen client s balance, totals and latest entries, as the client sees them', async () => {
    const client = await newUser({ creditLimit: 300_000 });
    expect((await deposit(manager, { userId: client.id, amount: 450_000 })).statusCode).toBe(200);
    const res = await balance(manager, client.id);
    expect(res.statusCode, res.body).toBe(200);
    const theirs = userBalanceResponse.parse(res.json());
    expect(theirs).toEqual(userBalanceResponse.parse((await balance(client)).json()));
    expect(theirs.balanceInfo).toMatchObject({ balance: 450_000, creditLimit: 300_000 });
    expect(theirs.latest.map((r) => r.amount)).toEqual([450_000]);
  });

  it('lets a dealer read their client s, and answers 404 to anyone else s and 400 to a bad id', async () => {
    const dealer = await newUser({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
    const theirs = await newUser({ dealerId: dealer.id });
    const other = await newUser();
    expect((await balance(dealer, theirs.id)).statusCode).toBe(200);
    expect((await balance(dealer, other.id)).statusCode).toBe(404);
    const res = await balance(other, theirs.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    expect((await balance(manager, 999_999_999)).statusCode).toBe(404);
    const bad = await call(manager, 'GET', '/user/balance?userId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: { userId: 'Errors.InvalidField' } });
  });
});
