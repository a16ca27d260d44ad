import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { redactUrl } from '../src/plugins/logging.js';
import { ENGINES, ORIGIN } from './helpers/test-app.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';

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
