import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLE, USER_TYPE } from '@jauc/contract';
import { ledgerEntries, users } from '../src/db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoUsers } from '../src/seed/demo-users.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { signIn } from './helpers/fixtures.js';

describe.each(ENGINES)('demo accounts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('creates every demo account once, idempotently', async () => {
    const ids = await seedDemoUsers(t.database.db);
    const again = await seedDemoUsers(t.database.db);
    expect([...again]).toEqual([...ids]);
    expect(ids.size).toBe(DEMO_ACCOUNTS.length);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBe(DEMO_ACCOUNTS.length);
    const [ledger] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries).where(eq(ledgerEntries.userId, ids.get('client@demo.example')!));
    expect(ledger!.n).toBe(3);
    const [dealerClient] = await t.database.db.select().from(users).where(eq(users.email, 'dealer-client@demo.example'));
    expect(dealerClient!.dealerId).toBe(ids.get('dealer@demo.example'));
  });

  it('lets each active demo account sign in with demo-pass, and refuses the disabled one', async () => {
    for (const a of DEMO_ACCOUNTS) {
      if (a.roleId === ROLE.disabled) {
        const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: a.email, password: DEMO_PASSWORD } });
        expect(res.json()).toEqual({ success: false, message: 'invalid_credentials' });
        continue;
      }
      await signIn(t.app, a.email, DEMO_PASSWORD);
    }
  });

  it('gives the demo client its balance, limits and permissions', async () => {
    const cookie = await signIn(t.app, 'client@demo.example', DEMO_PASSWORD);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } })).json();
    expect(profile.balanceInfo).toEqual({ balance: 1_500_000, creditLimit: 2_000_000, bidAllow: 3_500_000, dailyBidLimit: 20, dailyUssLimit: 5, activeBids: 0 });
    expect(profile.permission).toMatchObject({ carAuctionsView: true, salesStatisticsView: true, onepriceView: true, biddingAllowed: true, creditLimitCheck: true, dailyBidLimitCheck: true });
    const manager = (await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie: await signIn(t.app, 'manager@demo.example', DEMO_PASSWORD) } })).json();
    expect(manager.detail).toMatchObject({ userType: USER_TYPE.manager, roleId: ROLE.manager });
    expect(manager.permission.managerBidForClient).toBe(true);
    const vip = (await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie: await signIn(t.app, 'vip@demo.example', DEMO_PASSWORD) } })).json();
    expect(vip.permission.creditLimitCheck).toBe(false);
    const restricted = (await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie: await signIn(t.app, 'restricted@demo.example', DEMO_PASSWORD) } })).json();
    expect(restricted.permission.biddingAllowed).toBe(false);
    const dealer = (await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie: await signIn(t.app, 'dealer@demo.example', DEMO_PASSWORD) } })).json();
    expect(dealer.detail).toMatchObject({ userType: USER_TYPE.dealer, roleId: ROLE.dealer });
  });
});
