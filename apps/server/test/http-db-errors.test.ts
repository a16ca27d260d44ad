import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { isBadInputDataError, isDatabaseUnavailable } from '../src/lib/db-errors.js';
import { sessionCacheTuning } from '../src/modules/identity/session-cache.js';
import { ENGINES, ORIGIN } from './helpers/test-app.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';

// Issue 10 §2: a database outage answers 503 with Retry-After, the same with or without a
// session, and recovers by itself; values PostgreSQL refuses as data answer 400, not 500.

// Every request resolves its session from the database, so an outage shows on the cookie path too.
sessionCacheTuning.ttlMs = 0;

const pgError = (code: string) => Object.assign(new Error('boom'), { code });

describe('classifying driver errors', () => {
  it('knows an unreachable or departing database', () => {
    for (const e of [
      pgError('ECONNREFUSED'),
      pgError('57P01'),
      pgError('57P03'),
      pgError('08006'),
      pgError('08001'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new Error('Failed query: select 1\nparams: ', { cause: pgError('ECONNRESET') }),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(e), e.message).toBe(true);
    }
    for (const e of [pgError('23505'), pgError('22P02'), new Error('syntax error'), null, 'text']) expect(isDatabaseUnavailable(e)).toBe(false);
  });

  it('knows the data errors that only bad input reaches', () => {
    for (const code of ['22P05', '22003', '22007', '22008', '22P02', '22021']) {
      expect(isBadInputDataError(new Error('Failed query', { cause: pgError(code) })), code).toBe(true);
    }
    for (const code of ['23505', '42P01', '40001']) expect(isBadInputDataError(pgError(code)), code).toBe(false);
  });
});

describe.each(ENGINES)('values PostgreSQL refuses as data, on %s', (engine) => {
  let t: HttpTestApp;
  beforeAll(async () => {
    t = await createHttpTestApp(engine, {
      extend: (app) => {
        // Stand-ins for a schema that lets a bad value through to a query.
        app.get<{ Querystring: { v: string; as: string } }>('/api/v1/test/cast', async (request) => {
          const { v, as } = request.query;
          const cast = { int: sql`${v}::int`, date: sql`${v}::date`, text: sql`${v}::text` }[as]!;
          return query(app.deps.database.db, sql`SELECT ${cast} AS value`);
        });
      },
    });
  });
  afterAll(async () => t?.close());

  it('answers 400 invalid_input instead of 500', async () => {
    const cases = [
      { v: '2147483648', as: 'int' },
      { v: 'abc', as: 'int' },
      { v: '0000-01-01', as: 'date' },
      { v: '2024-13-45', as: 'date' },
      ...(engine === 'postgres' ? [{ v: 'a\u0000b', as: 'text' }] : []),
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/test/cast', query: c });
      expect(res.statusCode, `${JSON.stringify(c)}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'invalid_input' });
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/v1/test/cast', query: { v: '12', as: 'int' } });
    expect(ok.json()).toEqual([{ value: 12 }]);
  });
});

/** Calls that need the database, without and with a session. */
async function expectOutage(t: HttpTestApp, cookie: string) {
  const calls = [
    { method: 'GET' as const, url: '/api/v1/health' },
    { method: 'GET' as const, url: '/api/v1/user/view-profile' },
    { method: 'GET' as const, url: '/api/v1/car-auction/listing' },
    { method: 'GET' as const, url: '/api/v1/share/car-auction/1?code=123456' },
    { method: 'POST' as const, url: '/api/v1/auth', payload: { email: 'someone@test.example', password: 'secret-pass' } },
  ];
  for (const call of calls) {
    for (const withCookie of call.url.includes('/user/') || call.url.includes('/listing') ? [true] : [false, true]) {
      const res = await t.app.inject({ ...call, headers: { origin: ORIGIN, ...(withCookie ? { cookie } : {}) } });
      const what = `${call.method} ${call.url} ${withCookie ? 'with' : 'without'} cookie: ${res.body}`;
      expect(res.statusCode, what).toBe(503);
      expect(res.headers['retry-after'], what).toBe('5');
      if (call.url.endsWith('/health')) expect(res.json(), what).toMatchObject({ status: 'degraded', database: { ok: false } });
      else expect(res.json(), what).toEqual({ success: false, message: 'service_unavailable' });
    }
  }
  // Calls that need no database still answer, session or not; the app keeps its session.
  for (const headers of [{}, { cookie }]) {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/site/get-language', headers })).statusCode).toBe(200);
  }
}

describe.runIf(ENGINES.includes('postgres'))('a PostgreSQL outage', () => {
  let t: HttpTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createHttpTestApp('postgres');
    const u = await createUser(t.database.db);
    cookie = await signIn(t.app, u.email, u.password);
  });
  afterAll(async () => t?.close());

  it('answers 503 with Retry-After to everyone, logs no 500, and recovers when the database is back', async () => {
    const profile = () => t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } });
    expect((await profile()).statusCode).toBe(200);

    await t.relay!.down();
    await expectOutage(t, cookie);
    expect(t.logs.filter((l) => l.msg === 'request failed')).toEqual([]);

    await t.relay!.up();
    // The pool opens new connections by itself: the very next requests succeed.
    expect((await profile()).statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { cookie } });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { ok: true } });
  });
});

describe('a closed PGlite', () => {
  it('answers 503 with Retry-After like a PostgreSQL outage', async () => {
    const t = await createHttpTestApp('pglite');
    try {
      const u = await createUser(t.database.db);
      const cookie = await signIn(t.app, u.email, u.password);
      await t.database.close();
      await expectOutage(t, cookie);
    } finally {
      await t.close();
    }
  });
});
