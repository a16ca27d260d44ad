import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponse, listingResponse, type ListingResponse } from '@jauc/contract';
import { lotIndexTuning } from '../src/modules/listing/lot-index/lot-index.js';
import { lotIndexFor, warmLotIndex } from '../src/modules/listing/lot-index/indexed-page.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { generateTestLots } from './helpers/lot-numbers.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 18 §6: on PGlite /health answered only after 31.6 s at 1,000,000 lots, as loading the
// listing index held its one connection. The load now goes in chunks with requests let through
// between them; until it is done /health says "warming" and listings are answered by SQL. The
// test holds the load between two chunks (the tuning's hook) instead of timing a large load.

describe.each(ENGINES)('listing index warming up on %s', (engine) => {
  let t: TestApp;
  let cookie: string;
  const tuned = { ...lotIndexTuning };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await generateTestLots(t.database.db, { auction: 900, stats: 1_800, stock: 150, seed: 31 });
    const user = await createUser(t.database.db);
    cookie = await signIn(t.app, user.email, user.password);
  });
  afterAll(async () => {
    Object.assign(lotIndexTuning, tuned);
    await t?.close();
  });

  const health = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    return healthResponse.parse(res.json());
  };
  const listing = async (query: string): Promise<ListingResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/stats/listing?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return listingResponse.parse(res.json());
  };
  const shape = (r: ListingResponse) => ({ ids: r.carsList.map((l) => l.id), total: r.pageInfo.totalSearchResults, all: r.pageInfo.totalResults });

  it('answers /health ("warming") and listings (by SQL) while the index loads, then from the index', async () => {
    lotIndexTuning.enabled = false;
    const bySql = { plain: shape(await listing('pageSize=20&sort=mileage')), searched: shape(await listing('pageSize=20&search=a&sort=year')) };
    lotIndexTuning.enabled = true;

    // The load stops after its third chunk until the test lets it go on.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    let chunks = 0;
    Object.assign(lotIndexTuning, {
      loadBatch: 400,
      betweenLoadChunks: async () => {
        if (++chunks === 3) {
          holding();
          await gate;
        }
      },
    });
    const warming = warmLotIndex(t.database.db);
    await held;

    expect((await health()).status).toBe('warming');
    expect(lotIndexFor(t.database.db).lots).toBe(0);
    expect(shape(await listing('pageSize=20&sort=mileage'))).toEqual(bySql.plain);
    expect(shape(await listing('pageSize=20&search=a&sort=year'))).toEqual(bySql.searched);
    const filters = await t.app.inject({ method: 'GET', url: '/api/v1/stats/filters', headers: { cookie } });
    expect(filters.statusCode).toBe(200);

    release();
    await warming;
    expect(chunks).toBeGreaterThan(7);
    expect((await health()).status).toBe('ok');
    expect(lotIndexFor(t.database.db).lots).toBe(2_850);
    expect(shape(await listing('pageSize=20&sort=mileage'))).toEqual(bySql.plain);
    expect(shape(await listing('pageSize=20&search=a&sort=year'))).toEqual(bySql.searched);
  });
});
