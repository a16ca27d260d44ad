import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countryListResponse, COUNTRY_RUSSIA, languageListResponse, weekDaysResponse } from '@jauc/contract';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { countries } from '../src/db/schema.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

describe.each(ENGINES)('site reference calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('lists every country, sorted by English name, with 183 the Russian Federation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site/get-country-list' });
    expect(res.statusCode).toBe(200);
    const { success, countryList } = countryListResponse.parse(res.json());
    expect(success).toBe(true);
    expect(countryList).toHaveLength(249);
    expect(countryList.find((c) => c.value === COUNTRY_RUSSIA)).toEqual({ value: 183, label: 'Russian Federation' });
    const labels = countryList.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(labels.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(new Set(countryList.map((c) => c.value)).size).toBe(249);
  });

  it('keeps the reference data idempotent', async () => {
    await ensureReferenceData(t.database.db);
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(countries);
    expect(row!.n).toBe(249);
  });

  it('lists the two languages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site/get-language' });
    expect(languageListResponse.parse(res.json())).toEqual([
      { value: 692, label: 'English' },
      { value: 693, label: 'Русский' },
    ]);
  });

  it('lists the next six auction days, Monday to Saturday, from today in Japan', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site/week-days' });
    const { dayList } = weekDaysResponse.parse(res.json());
    expect(dayList).toHaveLength(6);
    expect(dayList.map((d) => d.label).sort()).toEqual(['Fri', 'Mon', 'Sat', 'Thu', 'Tue', 'Wed']);
    const tokyoToday = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(dayList[0]!.value >= tokyoToday).toBe(true);
    for (const d of dayList) expect(d.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('documents the account calls in the OpenAPI description', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    for (const p of ['/api/v1/auth', '/api/v1/auth/update', '/api/v1/auth/signup', '/api/v1/user/view-profile', '/api/v1/site/get-country-list', '/api/v1/site/week-days']) {
      expect(paths).toHaveProperty([p]);
    }
  });
});
