import { createRequire } from 'node:module';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, PERMISSION_NAMES, USER_TYPE } from '@jauc/contract';
import { createUser, signIn } from './helpers/fixtures.js';
import { fuzzBases, type FuzzBase, type FuzzContext } from './helpers/fuzz-bases.js';
import { brokenBody, brokenQuery, editedCursors, pathValue, queryString, type QueryInput } from './helpers/fuzz-inputs.js';
import { accepts, collectRoutes, drainWriteJournal, installWriteJournal, type FuzzRoute } from './helpers/fuzz-routes.js';
import { insertLot, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ORIGIN, type TestApp } from './helpers/test-app.js';

// Every route the app registers gets FUZZ_RUNS malformed inputs (issue 10 §2 "Bad input → 500"),
// each sent as a signed-in manager with every permission and every ANON_EVERY-th also
// anonymously. Whatever the input: never a 5xx. An input the route's contract schema refuses
// answers 4xx — 400/422 with field messages the web app translates — and writes no row.
// Inputs are reproducible: a fixed seed per route. PGlite only: the inputs exercise the
// contract, which is the same on both engines, and PostgreSQL's own checks are the same code.

// FUZZ_RUNS overrides the count (at least 300 in CI: issue 10 asks for 300 per route).
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 300);
// Files of the built web app and the API docs take no input: a few junk queries each.
const STATIC_RUNS = 10;
const ANON_EVERY = 4;
const SEED = 20261123;

const require = createRequire(import.meta.url);
const en = require('../../web/src/i18n/en.json') as Record<string, Record<string, string>>;

/** Field messages the web translates: `Errors.X` / `PlaceBid.X`, optionally `:n`, present in en.json. */
const translated = (m: unknown) => {
  const match = typeof m === 'string' ? /^(Errors|PlaceBid)\.(\w+)(?::\d+)?$/.exec(m) : null;
  return !!match && typeof en[match[1]!]?.[match[2]!] === 'string';
};

/**
 * Tables a route writes whatever its input, and why. Nothing else may be written by a request
 * its contract refuses (or, for a route without input, by any request).
 */
const WRITES_ANY_INPUT: Record<string, string[]> = {
  // They take no input: logging out revokes the caller's session, refreshing rotates it.
  'POST /api/v1/auth/logout': ['sessions'],
  'GET /api/v1/auth/update': ['sessions'],
  // Any code, malformed included, is a counted wrong attempt (share.routes.ts): a 400 would
  // cost a guesser nothing.
  ...Object.fromEntries(['car-auction', 'stock', 'stats'].map((pt) => [`GET /api/v1/share/${pt}/:id`, ['rate_limit_events']])),
};
/** Routes that end the caller's session: they get a session of their own. */
const SESSION_ROUTES = new Set(['POST /api/v1/auth/logout', 'GET /api/v1/auth/update']);

interface Sample {
  params: Record<string, string>;
  query: QueryInput;
  body?: unknown;
}

const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

const seedOf = (key: string) => [...key].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);

/** The route's path parameters (`:name`, and `*` for wildcards). */
const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

function samplesFor(route: FuzzRoute, key: string, base: FuzzBase, cursors: string[]): Sample[] {
  const names = paramNames(route.url);
  const params = Object.fromEntries(names.map((n) => [n, base.params?.[n] ?? 'x']));
  const queries = base.query ?? [{}];
  const bodies = base.body ?? [{}];
  const hasBody = !!route.body || route.method === 'POST' || route.method === 'PUT';
  const parts = fc.constantFrom(...(['query', ...(names.length ? ['params'] : []), ...(hasBody ? ['body'] : [])] as const));
  const arb = fc.tuple(
    parts,
    fc.constantFrom(...queries),
    fc.constantFrom(...bodies),
    brokenQuery(queries, keysOf(route.querystring), cursors),
    names.length ? fc.tuple(fc.constantFrom(...names), pathValue(cursors)) : fc.constant(null),
    brokenBody(bodies, keysOf(route.body)),
  ).map(([part, q, b, brokenQ, brokenP, brokenB]): Sample => ({
    params: part === 'params' && brokenP ? { ...params, [brokenP[0]]: brokenP[1] } : params,
    query: part === 'query' ? brokenQ : q,
    body: hasBody ? (part === 'body' ? brokenB : b) : undefined,
  }));
  const api = route.url.startsWith('/api/v1/') || route.url.startsWith('/media/');
  return fc.sample(arb, { seed: seedOf(key), numRuns: api ? FUZZ_RUNS : STATIC_RUNS });
}

function urlOf(route: FuzzRoute, s: Sample) {
  const path = route.url.replace(/:(\w+)|\*/g, (_m, name?: string) => encodeURIComponent(s.params[name ?? '*'] ?? ''));
  return path + queryString(s.query);
}

describe('route fuzzing (issue 10 §2): malformed input never answers 5xx and writes nothing', () => {
  let t: TestApp;
  let routes: FuzzRoute[];
  let ctx: FuzzContext;
  let cookie: string;
  const spareCookies = new Map<string, string>();

  beforeAll(async () => {
    const collected = await collectRoutes(() => createTestApp('pglite', { LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent' }));
    t = collected.built;
    routes = collected.routes;
    const db = t.database.db;
    const send = (c: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, cookie: c }, ...(payload ? { payload } : {}) });

    const past = { auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.notSold };
    const stock = { kind: 'stock' as const, auctionDate: tokyoDaysFromNow(-3), startPrice: null, soldPrice: 700_000 };
    const lots = {
      auction: await insertLot(db),
      auction2: await insertLot(db),
      uss: await insertLot(db, { houseId: USS_HOUSE }),
      stats: await insertLot(db, past),
      stats2: await insertLot(db, past),
      stock: await insertLot(db, stock),
      stock2: await insertLot(db, stock),
    };
    const all = Object.fromEntries(PERMISSION_NAMES.map((p) => [p, true]));
    const manager = await createUser(db, { userType: USER_TYPE.manager, permissions: all as never, dailyUssLimit: 1_000_000, creditLimit: 1e9 });
    cookie = await signIn(t.app, manager.email, manager.password);
    const client = await createUser(db, { creditLimit: 100_000_000, dailyBidLimit: 100 });
    const clientCookie = await signIn(t.app, client.email, client.password);
    for (const carId of [lots.auction, lots.stats, lots.stock]) await send(cookie, 'POST', '/favorite/add', { carId, group: 'A' });
    const placed = await send(clientCookie, 'POST', '/bid/create', { amount: 600_000, carId: lots.auction2, confirm: 1, lotType: 'auction', bidType: 1 });
    expect(placed.statusCode, placed.body).toBe(200);
    const code = await send(cookie, 'GET', `/car-auction/password?carId=${lots.auction}&auctionType=main`);
    expect(code.statusCode, code.body).toBe(200);

    const cursors: FuzzContext['cursors'] = {};
    for (const pt of ['car-auction', 'stock', 'stats']) {
      const cursor = async (extra: string) => {
        const res = await send(cookie, 'GET', `/${pt}/listing?page=1&pageSize=1${extra}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ pageInfo: { nextCursor: string } }>().pageInfo.nextCursor;
      };
      cursors[pt] = { plain: await cursor(''), favorite: await cursor('&favorite=A') };
    }
    const lot = await send(cookie, 'GET', `/car-auction/lot/${lots.auction}`);
    expect(lot.statusCode, lot.body).toBe(200);
    const makers = await send(cookie, 'GET', '/car-auction/maker');
    ctx = {
      lots,
      clientId: client.id,
      bidId: placed.json<{ bidId: number }>().bidId,
      makerId: makers.json<Array<{ value: number }>>()[0]!.value,
      shareCode: code.json<{ password: string }>().password,
      cursors,
    };
    for (const key of SESSION_ROUTES) {
      const spare = await createUser(db);
      spareCookies.set(key, await signIn(t.app, spare.email, spare.password));
    }
    await installWriteJournal(db);
  }, 600_000);
  afterAll(async () => t?.close());

  it('finds every route of the app, with a base input for each route that takes input', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toContain('GET /api/v1/car-auction/listing');
    expect(keys).toContain('POST /api/v1/auth/signup');
    const bases = fuzzBases(ctx);
    const missing = routes.filter((r) => (r.body || r.querystring || r.params) && !bases[`${r.method} ${r.url}`]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const [key, base] of Object.entries(bases)) {
      const route = routes.find((r) => `${r.method} ${r.url}` === key);
      expect(route, key).toBeDefined();
      for (const q of base.query ?? []) expect(accepts(route!.querystring, q), `${key} ${JSON.stringify(q)}`).toBe(true);
      for (const b of base.body ?? []) expect(accepts(route!.body, b), `${key} ${JSON.stringify(b)}`).toBe(true);
      if (base.params) expect(accepts(route!.params, base.params), key).toBe(true);
    }
  });

  it(`answers ${FUZZ_RUNS} malformed inputs per route without a 5xx, refuses what the contract refuses and writes nothing`, async () => {
    const db = t.database.db;
    const bases = fuzzBases(ctx);
    const failures: string[] = [];
    const serverErrors = new Map<string, number>();
    let sent = 0;
    // Writes the fixtures and warm-up left behind are not the fuzzer's.
    await drainWriteJournal(db);

    // FUZZ_ONLY=/api/v1/user narrows a run to the routes under a path while working on them.
    for (const route of routes.filter((r) => !process.env.FUZZ_ONLY || r.url.startsWith(process.env.FUZZ_ONLY))) {
      const key = `${route.method} ${route.url}`;
      const pageType = /^\/api\/v1\/([\w-]+)\//.exec(route.url)?.[1] ?? '';
      const real = ctx.cursors[pageType];
      const cursors = real ? [...editedCursors(real.plain), ...editedCursors(real.favorite)] : [];
      const samples = samplesFor(route, key, bases[key] ?? {}, cursors);
      const own = spareCookies.get(key) ?? cookie;
      for (const [n, s] of samples.entries()) {
        const valid = accepts(route.querystring, s.query) && accepts(route.params, s.params) && accepts(route.body, s.body === undefined ? undefined : JSON.parse(JSON.stringify(s.body)));
        for (const who of n % ANON_EVERY === 0 ? [own, null] : [own]) {
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: urlOf(route, s),
            headers: { origin: ORIGIN, ...(who ? { cookie: who } : {}) },
            ...(s.body === undefined ? {} : { payload: JSON.stringify(s.body), headers: { origin: ORIGIN, 'content-type': 'application/json', ...(who ? { cookie: who } : {}) } }),
          });
          sent++;
          // Work the request left to the outbox queue (mails, their rate-limit rows) is its own.
          await t.app.mailer.idle();
          const written = (await drainWriteJournal(db)).filter((tbl) => !(WRITES_ANY_INPUT[key] ?? []).includes(tbl));
          const what = `${key} ${who ? 'signed-in' : 'anonymous'} ${urlOf(route, s).slice(0, 300)} ${JSON.stringify(s.body ?? null).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          // A bare `invalid_input` 400 is the error handler's answer to a value PostgreSQL refused
          // (NUL, out of range, year 0): a 500 but for that safety net. The contract must refuse it.
          const refusedByDatabase = res.statusCode === 400 && res.json<{ message: unknown }>().message === 'invalid_input';
          if (res.statusCode >= 500 || refusedByDatabase) {
            serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1);
            failures.push(`${refusedByDatabase ? 'refused by the database' : '5xx'}: ${what}`);
          }
          const takesInput = !!(route.body || route.querystring || route.params);
          if ((!valid || !takesInput) && written.length) failures.push(`wrote ${written.join(', ')}: ${what}`);
          if (!valid && res.statusCode < 400) failures.push(`accepted what the contract refuses: ${what}`);
          if (!valid && (res.statusCode === 400 || res.statusCode === 422)) {
            const message = res.json<{ message: unknown }>().message;
            const fine = typeof message === 'string' ? message === 'invalid_input' || message === 'wrong_code' : Object.values(message as object).every(translated);
            if (!fine) failures.push(`untranslated message: ${what}`);
          }
        }
      }
    }
    const total = [...serverErrors.values()].reduce((a, b) => a + b, 0);
    // The before/after figure of issue 10 §2.
    console.info(`fuzz: ${routes.length} routes, ${sent} requests, ${total} answered 5xx or were refused by the database`, Object.fromEntries(serverErrors));
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  }, 3_600_000);
});
