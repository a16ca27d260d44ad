import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponse } from '@jauc/contract';
import { lotIndexTuning } from '../src/modules/listing/lot-index/lot-index.js';
import { lotIndexFor, warmLotIndex } from '../src/modules/listing/lot-index/indexed-page.js';
import { nowMs } from '../src/lib/clock.js';
import type { App } from '../src/app.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 20 §4: load balancers ask GET /api/v1/health/ready, which says "ready" only when the
// instance can answer listings from its index: 503 with Retry-After while the index loads, while
// the database does not answer and once the instance shuts down. /health stays as it was.

const ready = async (app: App) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
  const body = readinessResponse.parse(res.json());
  if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
  expect(res.headers['cache-control']).toBe('no-store');
  return { status: res.statusCode, ...body };
};

describe.each(ENGINES)('readiness on %s', (engine) => {
  let t: TestApp;
  const tuned = { ...lotIndexTuning };
  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 60, stats: 60, stock: 10, seed: 7 });
  });
  afterAll(async () => {
    Object.assign(lotIndexTuning, tuned);
    await t?.close();
  });

  it('is ready when the database answers and the listing index is loaded', async () => {
    expect(await ready(t.app)).toEqual({ status: 200, ready: true, reason: null });
  });

  /** Holds the next load of the listing index after its second chunk, until `release`. */
  const holdLoad = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let chunks = 0;
    Object.assign(lotIndexTuning, {
      loadBatch: 20,
      betweenLoadChunks: async () => {
        if (++chunks === 2) {
          holding();
          await gate;
        }
      },
    });
    return { held, release };
  };

  it('answers 503 "warming" while the listing index loads, where /health says warming with 200', async () => {
    const { held, release } = holdLoad();
    const warming = warmLotIndex(t.database.db);
    await held;
    expect(await ready(t.app)).toEqual({ status: 503, ready: false, reason: 'warming' });
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'warming' });
    release();
    await warming;
    expect(await ready(t.app)).toEqual({ status: 200, ready: true, reason: null });
  });

  it('stays ready while the index loads again after a long pause (every instance would at once)', async () => {
    const { held, release } = holdLoad();
    const reloading = lotIndexFor(t.database.db).fresh(nowMs() + 13 * 3_600_000);
    await held;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).json()).toMatchObject({ status: 'warming' });
    expect(await ready(t.app)).toEqual({ status: 200, ready: true, reason: null });
    release();
    await reloading;
  });

  it('is in the OpenAPI description next to /health', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths).toHaveProperty('/api/v1/health/ready');
    expect(paths).toHaveProperty('/api/v1/health');
  });

  it('answers 503 "stopping" from the moment the shutdown begins', async () => {
    t.app.lifecycle.beginStopping();
    expect(await ready(t.app)).toEqual({ status: 503, ready: false, reason: 'stopping' });
    // /health is for people: it still shows the state of the database and the jobs.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('readiness while the database does not answer', () => {
  it.runIf(ENGINES.includes('postgres'))('PostgreSQL away: 503 "database", ready again when it is back', async () => {
    const t: HttpTestApp = await createHttpTestApp('postgres');
    try {
      expect(await ready(t.app)).toMatchObject({ status: 200, ready: true });
      await t.relay!.down();
      expect(await ready(t.app)).toEqual({ status: 503, ready: false, reason: 'database' });
      await t.relay!.up();
      expect(await ready(t.app)).toEqual({ status: 200, ready: true, reason: null });
    } finally {
      await t.close();
    }
  });

  it('a closed PGlite: 503 "database"', async () => {
    const t = await createHttpTestApp('pglite');
    try {
      await t.database.close();
      expect(await ready(t.app)).toEqual({ status: 503, ready: false, reason: 'database' });
    } finally {
      await t.close();
    }
  });
});
