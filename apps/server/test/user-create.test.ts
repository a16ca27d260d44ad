import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLE, USER_TYPE } from '@jauc/contract';
import { users } from '../src/db/schema.js';
import { AccountInputError, createAccount, parseUserCreateArgs } from '../src/cli/create-account.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';
import { signIn } from './helpers/fixtures.js';

// Going live (issue 20 §4): an empty database, no demo data, and a command that creates the first
// manager, who can then sign in and see the clients' screens.
describe.each(ENGINES)('user:create on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());
  const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('creates a verified manager who signs in with the given password', async () => {
    const before = await count();
    const account = await createAccount(t.database.db, { role: 'manager', email: ' Ops@Provider.example ', password: 'first-pass-1', fullName: 'Kenji Sato', country: 'jp' });
    expect(account.email).toBe('ops@provider.example');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ userType: USER_TYPE.manager, roleId: ROLE.manager, fullName: 'Kenji Sato', countryId: 113 });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.passwordHash).not.toContain('first-pass-1');
    expect(await count()).toBe(before + 1);
    const cookie = await signIn(t.app, 'ops@provider.example', 'first-pass-1');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a taken address, a bad address, a short password and an unknown country, writing nothing', async () => {
    const before = await count();
    const base = { role: 'client' as const, email: 'someone@provider.example', password: 'long-enough', fullName: 'A B', country: 'RU' };
    await expect(createAccount(t.database.db, { ...base, email: 'ops@provider.example' })).rejects.toThrow(/exists already/);
    await expect(createAccount(t.database.db, { ...base, email: 'not-an-address' })).rejects.toBeInstanceOf(AccountInputError);
    await expect(createAccount(t.database.db, { ...base, password: '123' })).rejects.toThrow(/password/);
    await expect(createAccount(t.database.db, { ...base, country: 'XX' })).rejects.toThrow(/country/);
    await expect(createAccount(t.database.db, { ...base, fullName: '   ' })).rejects.toThrow(/name/);
    expect(await count()).toBe(before);
  });
});

describe('user:create arguments', () => {
  it('reads role, e-mail, name and country (JP by default)', () => {
    expect(parseUserCreateArgs(['--role', 'manager', '--email', 'a@b.example', '--name', 'A B'])).toEqual({ role: 'manager', email: 'a@b.example', fullName: 'A B', country: 'JP' });
    expect(parseUserCreateArgs(['--role=dealer', '--email=a@b.example', '--name=A', '--country=KE'])).toMatchObject({ role: 'dealer', country: 'KE' });
  });
  it('says how to call it when something is missing or unknown', () => {
    expect(() => parseUserCreateArgs(['--role', 'manager'])).toThrow(/usage: npm run user:create/);
    expect(() => parseUserCreateArgs(['--role', 'admin', '--email', 'a@b.example', '--name', 'A'])).toThrow(/--role must be one of manager, dealer, client/);
    expect(() => parseUserCreateArgs(['--role', 'manager', '--email', 'a@b.example', '--name', 'A', '--password', 'x'])).toThrow(/usage/);
  });
});
