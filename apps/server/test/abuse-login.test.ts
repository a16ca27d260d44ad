import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../src/lib/rate-limit.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, mergeCookies, outboxFiles, readOutbox } from './helpers/fixtures.js';
import { advanceClock, clockOffsetMs, setClockOffset } from '../src/lib/clock.js';

// Login limits (DESIGN.md §3; issue 10 §2 "Login limit bypass"; issue 18 §4 "Login lockout as a
// weapon"; docs/decisions/014): 10 failures per account and per client network within 15
// minutes, then every attempt answers 429 login_locked whatever the password, and a right
// password mails the account a one-time sign-in link. A network the account signed in from keeps
// its own budget. Whatever addresses the client claims, unless it comes through TRUST_PROXY.

const LOCKED = JSON.stringify({ success: false, message: 'login_locked' });

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
  const startOffset = clockOffsetMs();
  afterEach(() => setClockOffset(startOffset));

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
  const answerOf = (res: Awaited<ReturnType<typeof login>>) => ({ status: res.statusCode, body: res.body, cookies: res.cookies.length });
  const loginLinks = async (email: string) => {
    await t.app.mailer.idle();
    return outboxFiles(t.dataDir, email, 'login').length;
  };
  const useLink = (token: string, ip = '203.0.113.99') =>
    t.app.inject({ method: 'POST', url: `/api/v1/auth/login-link?token=${token}`, remoteAddress: ip, headers: { origin: ORIGIN } });

  it('100 wrong passwords from rotating addresses: 10 answered 400, then 429 login_locked for the account', async () => {
    const u = await createUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await login(u.email, `wrong-${i}-pass`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(90).fill(429));
    // The right password (from an address the account never signed in from, whatever the case
    // of the address typed) is answered exactly as a wrong one: no cookies, nothing to learn.
    const right = await login(u.email.toUpperCase(), u.password);
    expect(answerOf(right)).toEqual({ status: 429, body: LOCKED, cookies: 0 });
    expect(answerOf(right)).toEqual(answerOf(await login(u.email, 'wrong-again')));
    // Once the failures are older than 15 minutes (server clock) the password alone works again.
    advanceClock(16 * 60_000);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('a locked account: the right password mails a one-time sign-in link, so the owner gets in at once', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 10; i++) expect((await login(u.email, `wrong-${i}-pass`)).statusCode).toBe(400);
    // Wrong passwords while locked mail nothing.
    for (let i = 0; i < 3; i++) expect(answerOf(await login(u.email, `still-wrong-${i}`))).toEqual({ status: 429, body: LOCKED, cookies: 0 });
    expect(await loginLinks(u.email)).toBe(0);
    expect(answerOf(await login(u.email, u.password))).toEqual({ status: 429, body: LOCKED, cookies: 0 });
    expect(await loginLinks(u.email)).toBe(1);
    const mail = await readOutbox(t.dataDir, u.email, 'login');
    expect(mail.subject).toBe('Your sign-in link');
    expect(mail.link).toMatch(new RegExp(`^${ORIGIN}/auth/login-link\\?token=[A-Za-z0-9_-]{43}$`));
    const signedIn = await useLink(mail.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie: mergeCookies('', signedIn) } });
    expect(profile.statusCode).toBe(200);
    // Single use.
    expect((await useLink(mail.token)).json()).toEqual({ success: false, message: 'link_expired' });
  });

  it('a sign-in link expires after 15 minutes (server clock)', async () => {
    const u = await createUser(t.database.db);
    for (let i = 0; i < 10; i++) await login(u.email, `wrong-${i}-pass`);
    await login(u.email, u.password);
    const mail = await readOutbox(t.dataDir, u.email, 'login');
    advanceClock(16 * 60_000);
    const late = await useLink(mail.token);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ success: false, message: 'link_expired' });
  });

  it('a locked login of a disabled or unknown account answers the same and mails nothing', async () => {
    const disabled = await createUser(t.database.db, { roleId: 982 });
    const answers = [];
    for (const [email, password] of [[disabled.email, disabled.password], ['no-such-owner@test.example', 'secret-pass']] as const) {
      for (let i = 0; i < 10; i++) await login(email, `wrong-${i}-pass`);
      answers.push(answerOf(await login(email, password)));
    }
    expect(answers).toEqual([{ status: 429, body: LOCKED, cookies: 0 }, { status: 429, body: LOCKED, cookies: 0 }]);
    expect(await loginLinks(disabled.email)).toBe(0);
  });

  it('a 429 does not tell whether the account exists', async () => {
    const u = await createUser(t.database.db);
    const answers = [];
    for (const email of [u.email, 'no-such-user@test.example']) {
      for (let i = 0; i < 10; i++) expect((await login(email, `wrong-${i}-pass`)).statusCode).toBe(400);
      answers.push(answerOf(await login(email, 'wrong-again')));
    }
    expect(answers[0]).toEqual({ status: 429, body: LOCKED, cookies: 0 });
    expect(answers[1]).toEqual(answers[0]);
  });

  it('parallel guesses stop at the limit', async () => {
    const u = await createUser(t.database.db);
    const statuses = (await Promise.all(Array.from({ length: 25 }, (_, i) => login(u.email, `burst-${i}-pass`)))).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it('one address spraying many accounts is locked too; its accounts still get in by link, other addresses as usual', async () => {
    const accounts = await Promise.all(Array.from({ length: 12 }, () => createUser(t.database.db)));
    const statuses: number[] = [];
    for (const a of accounts) statuses.push((await login(a.email, 'summer2026', '192.0.2.50')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const owner = accounts[11]!;
    expect(answerOf(await login(owner.email, owner.password, '192.0.2.50'))).toEqual({ status: 429, body: LOCKED, cookies: 0 });
    expect(await loginLinks(owner.email)).toBe(1);
    expect((await login(owner.email, owner.password, '192.0.2.51')).statusCode).toBe(200);
  });

  it('a network the account signed in from keeps its own budget past the network limit as well', async () => {
    const [regular, other] = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    const office = '192.0.2.80';
    expect((await login(regular.email, regular.password, office)).statusCode).toBe(200);
    // Someone else in the office (one shared address) fails 10 times on other accounts.
    for (let i = 0; i < 10; i++) expect((await login(`guess-${i}@test.example`, 'summer2026', office)).statusCode).toBe(400);
    expect((await login(other.email, other.password, office)).statusCode).toBe(429);
    // The account that signs in from there goes on as usual.
    expect((await login(regular.email, regular.password, office)).statusCode).toBe(200);
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
    // The owner's network: its own allowance of 10 failures, then locked as well (link only).
    expect((await login(u.email, u.password, '192.0.2.70')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(u.email, `typo-${i}-pass`, '192.0.2.70')).statusCode).toBe(400);
    expect(answerOf(await login(u.email, u.password, '192.0.2.70'))).toEqual({ status: 429, body: LOCKED, cookies: 0 });
    // A network the owner signed in from by link counts as theirs from then on.
    const mail = await readOutbox(t.dataDir, u.email, 'login');
    expect((await useLink(mail.token, '198.51.100.33')).statusCode).toBe(200);
    expect((await login(u.email, u.password, '198.51.100.33')).statusCode).toBe(200);
  });
});

// Behind a reverse proxy every client arrives from the proxy's address: with TRUST_PROXY naming
// the proxy, the limits count the real client (X-Forwarded-For, its right-most untrusted entry).
describe('login limits behind a proxy (TRUST_PROXY set-ups)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });
  const open = async (env: Record<string, string>) => {
    const t = await createTestApp('pglite', env);
    apps.push(t);
    return t;
  };
  const via = (t: TestApp, proxy: string, forwardedFor: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth', remoteAddress: proxy, headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor }, payload: { email, password } });

  it.each([
    // nginx or Caddy on the same host.
    { name: 'a proxy on the same host', env: { TRUST_PROXY: '127.0.0.1' }, proxy: '127.0.0.1', chain: (client: string) => client },
    // Docker or Kubernetes: the ingress is somewhere in a private range, one hop.
    { name: 'a proxy in a private network', env: { TRUST_PROXY: '10.0.0.0/8' }, proxy: '10.4.0.7', chain: (client: string) => client },
    // A CDN or load balancer, then nginx: both hops listed.
    { name: 'two proxies', env: { TRUST_PROXY: '127.0.0.1, 172.16.0.0/12' }, proxy: '127.0.0.1', chain: (client: string) => `${client}, 172.20.0.5` },
  ])('$name: one client failing does not lock the others, a forged X-Forwarded-For gains nothing', async ({ env, proxy, chain }) => {
    const t = await open(env);
    const [a, b] = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    // Client 203.0.113.1 sprays, forging a new left-most address each time: still one client.
    for (let i = 0; i < 12; i++) await via(t, proxy, `198.51.100.${i}, ${chain('203.0.113.1')}`, `spray-${i}@test.example`, 'summer2026');
    expect((await via(t, proxy, chain('203.0.113.1'), a.email, a.password)).statusCode).toBe(429);
    // Another client behind the same proxy signs in.
    expect((await via(t, proxy, chain('203.0.113.2'), b.email, b.password)).statusCode).toBe(200);
  });

  it('without TRUST_PROXY every client behind a proxy shares its address, and still gets in by link', async () => {
    const t = await open({});
    const [a, b] = await Promise.all([createUser(t.database.db), createUser(t.database.db)]);
    expect((await via(t, '10.4.0.7', '203.0.113.60', a.email, a.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) await via(t, '10.4.0.7', `203.0.113.${i}`, `spray-${i}@test.example`, 'summer2026');
    // An account never signed in through the proxy: locked, and its right password mails a link.
    expect((await via(t, '10.4.0.7', '203.0.113.50', b.email, b.password)).statusCode).toBe(429);
    await t.app.mailer.idle();
    expect(outboxFiles(t.dataDir, b.email, 'login')).toHaveLength(1);
    // One that signed in through it before keeps its own budget there.
    expect((await via(t, '10.4.0.7', '203.0.113.61', a.email, a.password)).statusCode).toBe(200);
  });
});
