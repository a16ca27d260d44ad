import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { redactUrl } from '../src/plugins/logging.js';
import { ENGINES, ORIGIN } from './helpers/test-app.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';
import { createUser, readOutbox } from './helpers/fixtures.js';

// Issue 10 §2 "Secrets in logs": tokens in URLs, SQL parameters and driver details never reach the log.

const SECRET_EMAIL = 'leak-check@secret.example';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$notARealHashButSecret';

describe('redactUrl', () => {
  it('hides the values of secret-looking query parameters only', () => {
    expect(redactUrl('/api/v1/auth/verify-email?token=abc123')).toBe('/api/v1/auth/verify-email?token=[redacted]');
    expect(redactUrl('/reset-password?x=1&resetToken=abc&code=123456&page=2')).toBe('/reset-password?x=1&resetToken=[redacted]&code=[redacted]&page=2');
    expect(redactUrl('/api/v1/auth/reset-password?email=a%40b.example')).toBe('/api/v1/auth/reset-password?email=[redacted]');
    expect(redactUrl('/api/v1/car-auction/listing?page=2&maker=4')).toBe('/api/v1/car-auction/listing?page=2&maker=4');
    expect(redactUrl('/a?%74oken=abc')).toBe('/a?%74oken=[redacted]');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});

describe.each(ENGINES)('what the log keeps, on %s', (engine) => {
  let t: HttpTestApp;
  beforeAll(async () => {
    t = await createHttpTestApp(engine, {
      extend: (app) => {
        const { db } = app.deps.database;
        // A failing query with secrets among its parameters: the 500 path of any real bug.
        app.get('/api/v1/test/fail', async () =>
          query(db, sql`SELECT * FROM no_such_table WHERE email = ${SECRET_EMAIL} AND password_hash = ${SECRET_HASH}`),
        );
        app.get('/api/v1/test/duplicate', async () => {
          await query(db, sql`CREATE TABLE IF NOT EXISTS leak_check (email text PRIMARY KEY)`);
          await query(db, sql`INSERT INTO leak_check VALUES (${SECRET_EMAIL}) ON CONFLICT DO NOTHING`);
          return query(db, sql`INSERT INTO leak_check VALUES (${SECRET_EMAIL})`);
        });
        app.get('/api/v1/test/cast', async () => query(db, sql`SELECT ${SECRET_EMAIL}::int AS n`));
        app.get('/api/v1/test/headers', async (request) => {
          request.log.info({ headers: request.headers }, 'headers seen');
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => t?.close());

  it('logs request URLs without tokens', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/reset-password-token-verify?token=SECRET-RESET-TOKEN-1' });
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email?token=SECRET-VERIFY-TOKEN-2', headers: { origin: ORIGIN } });
    const urls = t.logs.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/api/v1/auth/reset-password-token-verify?token=[redacted]');
    expect(urls).toContain('/api/v1/auth/verify-email?token=[redacted]');
    expect(t.logText()).not.toMatch(/SECRET-(RESET|VERIFY)-TOKEN/);
  });

  it('logs a 500 with its SQL state but without parameters, details or values', async () => {
    for (const url of ['/api/v1/test/fail', '/api/v1/test/duplicate']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'internal_error' });
    }
    const failures = t.logs.filter((l) => l.msg === 'request failed');
    expect(failures.map((l) => (l.err as { cause?: { code?: string } }).cause?.code)).toEqual(['42P01', '23505']);
    expect(JSON.stringify(failures)).toContain('params: [redacted]');
    const cast = await t.app.inject({ method: 'GET', url: '/api/v1/test/cast' });
    expect(cast.statusCode).toBe(400);
    expect(t.logText()).not.toContain(SECRET_EMAIL);
    expect(t.logText()).not.toContain('notARealHashButSecret');
    expect(t.logText()).not.toContain('leak-check');
  });

  it('censors cookie and authorization headers', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/test/headers', headers: { cookie: 'access_token=SECRET-COOKIE', authorization: 'Bearer SECRET-BEARER' } });
    const line = t.logs.find((l) => l.msg === 'headers seen')!;
    expect(line.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
    expect(t.logText()).not.toMatch(/SECRET-(COOKIE|BEARER)/);
  });
});

// Issue 18 §4: without SMTP the outbox mails' links (live reset and verification tokens) were
// logged at info level. The log names the outbox file; DEV_LOG_LINKS=1 prints links for local work.
describe.each(ENGINES)('outbox mails in the log, on %s', (engine) => {
  const apps: HttpTestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  async function mailsOf(env: Record<string, string>) {
    const t = await createHttpTestApp(engine, { env });
    apps.push(t);
    const u = await createUser(t.app.deps.database.db, { verified: false });
    await t.app.inject({ method: 'GET', url: `/api/v1/auth/reset-password?email=${encodeURIComponent(u.email)}` });
    // The right password of an unverified account sends a fresh verification link.
    await t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: ORIGIN }, payload: { email: u.email, password: u.password } });
    await t.app.mailer.idle();
    const tokens = [(await readOutbox(t.app.deps.config.dataDir, u.email, 'reset')).token, (await readOutbox(t.app.deps.config.dataDir, u.email, 'verify')).token];
    return { t, tokens, written: t.logs.filter((l) => l.msg === 'mail written to outbox') };
  }

  it('logs that a mail was written to the outbox, not its link', async () => {
    const { t, tokens, written } = await mailsOf({});
    expect(written.map((l) => l.kind).sort()).toEqual(['reset', 'verify']);
    for (const line of written) expect(line.file).toMatch(/\.eml$/);
    for (const token of tokens) expect(t.logText()).not.toContain(token);
    expect(t.logText()).not.toMatch(/token=/);
  });

  it('prints the links with DEV_LOG_LINKS=1', async () => {
    const { tokens, written } = await mailsOf({ DEV_LOG_LINKS: '1' });
    expect(written.map((l) => String(l.link))).toEqual(expect.arrayContaining(tokens.map((token) => expect.stringContaining(`token=${token}`))));
  });
});

// Issue 18 §4: behind a proxy nobody listed in TRUST_PROXY, all clients share one address.
describe('X-Forwarded-For from an address not in TRUST_PROXY', () => {
  let t: HttpTestApp;
  beforeAll(async () => {
    t = await createHttpTestApp('pglite', { env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => t?.close());

  it('is warned about once; a listed proxy and requests without the header are not', async () => {
    const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/site/get-language', remoteAddress, headers });
    await get('10.0.0.5');
    await get('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    // A client on the listed proxy's own host: the header names the socket's address.
    await get('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    // An unlisted proxy with its client on the same host cannot be told from a listed one.
    await get('10.0.0.5', { 'x-forwarded-for': '10.0.0.5' });
    const warnings = () => t.logs.filter((l) => String(l.msg).startsWith('X-Forwarded-For ignored'));
    expect(warnings()).toHaveLength(0);
    await get('10.0.0.5', { 'x-forwarded-for': '203.0.113.9' });
    await get('10.0.0.6', { 'x-forwarded-for': '203.0.113.10' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ level: 40, from: '10.0.0.5' });
  });
});
