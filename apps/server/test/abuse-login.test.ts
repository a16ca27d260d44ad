import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { rateLimitEvents } from '../src/db/schema.js';
import { clientNetwork } from '../src/lib/rate-limit.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser } from './helpers/fixtures.js';
import { nowMs } from '../src/lib/clock.js';

// Login limits (DESIGN.md §3; issue 10 §2 "Login limit bypass"): 10 failures per account and
// per client network within 15 minutes, then 429, whatever addresses the client claims.

describe('clientNetwork', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:0:0:b')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe.each(ENGINES)('login limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  let n = 0;
  /** A fresh client address for every call unless one is given: an attacker rotating IPs. */
  const login = (email: string, password: string, ip = `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      remoteAddress: ip,
      // Claimed addresses change nothing: forwarded headers are believed only from TRUST_PROXY.
      headers: { origin: ORIGIN, 'x-forwarded-for': `198.51.100.${n % 250}` },
      payload: { email, password },
    });
  const ageEvents = (pattern: string, minutes: number) =>
    t.database.db.update(rateLimitEvents).set({ createdAt: new Date(nowMs() - minutes * 60_000) }).where(like(rateLimitEvents.key, pattern));

  it('100 wrong passwords from rotating addresses: 10 answered 400, then 429 for the account', async () => {
    const u = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await login(u.email, `wrong-${i}-pass`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(90).fill(429));
    // Refused even with the right password (from an address the account never signed in from),
    // and whatever the case of the address typed.
    const right = await login(u.email.toUpperCase(), u.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: false, message: 'too_many_requests' });
    // Once the failures are older than 15 minutes the account opens again.
    await ageEvents(`login:account:${u.email}`, 16);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('a 429 does not tell whether the account exists', async () => {
    const u = await createUser(t.database.db);
    const answers = [];
    for (const email of [u.email, 'no-such-user@test.example']) {
      for (let i = 0; i < 10; i++) expect((await login(email, `wrong-${i}-pass`)).statusCode).toBe(400);
      const res = await login(email, 'wrong-again');
      answers.push({ status: res.statusCode, body: res.body, cookies: res.cookies.length });
    }
    expect(answers[0]).toEqual({ status: 429, body: JSON.stringify({ success: false, message: 'too_many_requests' }), cookies: 0 });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('parallel guesses stop at the limit', async () => {
    const u = await createUser(t.database.db);
    const statuses = (await Promise.all(Array.from({ length: 25 }, (_, i) => login(u.email, `burst-${i}-pass`)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('one address spraying many accounts is limited too, other addresses are not', async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, () => createUser(t.database.db)));
    const statuses: number[] = [];
    for (const a of accounts) statuses.push((await login(a.email, 'summer2026', '192.0.2.50')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    expect((await login(accounts[11]!.email, accounts[11]!.password, '192.0.2.50')).statusCode).toBe(429);
    expect((await login(accounts[11]!.email, accounts[11]!.password, '192.0.2.51')).statusCode).toBe(200);
  });

  it('counts an IPv6 client per /64', async () => {
    const accounts = await Promise.all(Array.from({ length: 11 }, () => createUser(t.database.db)));
    for (let i = 0; i < 10; i++) expect((await login(accounts[i]!.email, 'wrong-pass', `2001:db8:77:1::${i + 1}`)).statusCode).toBe(400);
    expect((await login(accounts[10]!.email, accounts[10]!.password, '2001:db8:77:1::ffff')).statusCode).toBe(429);
    expect((await login(accounts[10]!.email, accounts[10]!.password, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('successful logins do not count', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 12; i++) expect((await login(u.email, u.password, '192.0.2.60')).statusCode).toBe(200);
  });

  it('an account locked by a stranger still opens from a network its owner signed in from', async () => {
    const u = await createUser(t.database.db);
    expect((await login(u.email, u.password, '192.0.2.70')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(u.email, `wrong-${i}-pass`)).statusCode).toBe(400);
    expect((await login(u.email, u.password)).statusCode).toBe(429);
    // The owner's network: its own allowance of 10 failures, then locked as well.
    expect((await login(u.email, u.password, '192.0.2.70')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(u.email, `typo-${i}-pass`, '192.0.2.70')).statusCode).toBe(400);
    expect((await login(u.email, u.password, '192.0.2.70')).statusCode).toBe(429);
  });
});
