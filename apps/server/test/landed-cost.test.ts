import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, COUNTRY_RUSSIA, USER_TYPE, landedCostResponse, tariffSettingsResponse } from '@jauc/contract';
import { sql } from 'drizzle-orm';
import { query } from '../src/db/client.js';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { RUSSIA_TARIFF } from '../src/modules/landed-cost/tariff-data.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 21 §2: the landed cost from the tariff tables, and the managers' settings. The server
// clock stands at noon Tokyo on 2026-11-27 (the customs date), whatever the real date.
const TODAY = '2026-11-27';
const RATES = { date: '2026-11-26', JPY: 0.52, EUR: 93.5, USD: 80.2 };

describe.each(ENGINES)('landed cost on %s', (engine) => {
  let t: TestApp;
  let russian: string;
  let kiwi: string;
  let dealer: string;
  let manager: string;
  let lot: { auction: number; stock: number; stats: number; noPrice: number };

  const get = (cookie: string, url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': lang } });
  const post = (cookie: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });
  const count = async (table: 'tariff_versions' | 'exchange_rates') =>
    (await query<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;
  async function user(overrides: Parameters<typeof createUser>[1] = {}) {
    const u = await createUser(t.database.db, overrides);
    return signIn(t.app, u.email, u.password);
  }

  beforeAll(async () => {
    setClockTo(new Date(`${TODAY}T03:00:00Z`));
    t = await createTestApp(engine);
    const db = t.database.db;
    const car = { year: 2022, engine: 1500, horsePower: 110, fuel: 'petrol' as const, chassisNo: 'NOPE' };
    lot = {
      auction: await insertLot(db, { ...car, startPrice: 1_000_000 }),
      stock: await insertLot(db, { ...car, kind: 'stock', auctionDate: tokyoDaysFromNow(-3), startPrice: null, soldPrice: 700_000 }),
      stats: await insertLot(db, { ...car, auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.sold, soldPrice: 900_000 }),
      noPrice: await insertLot(db, { ...car, startPrice: null }),
    };
    russian = await user({ countryId: COUNTRY_RUSSIA });
    kiwi = await user();
    const dealerId = await createUser(db, { userType: USER_TYPE.dealer, roleId: USER_TYPE.dealer, countryId: COUNTRY_RUSSIA });
    dealer = await signIn(t.app, dealerId.email, dealerId.password);
    manager = await user({ userType: USER_TYPE.manager });
  });
  afterAll(async () => {
    await t?.close();
    setClockOffset(0);
  });

  it('seeds Russia\'s tariff once, from the data files, and answers no figure before any rate', async () => {
    const parts = RUSSIA_TARIFF.personalDuty.length + RUSSIA_TARIFF.utilization.length + RUSSIA_TARIFF.clearanceFee.length + RUSSIA_TARIFF.fees.length;
    expect(await count('tariff_versions')).toBe(parts);
    const res = await get(russian, `/api/v1/car-auction/landed-cost?carId=${lot.auction}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ landedCost: null, unavailable: 'no_exchange_rates', country: { id: COUNTRY_RUSSIA } });
  });

  it('a manager enters the rates; a Russian client gets lines that add up to the total', async () => {
    const added = await post(manager, '/api/v1/landed-cost/exchange-rates', RATES);
    expect(added.statusCode, added.body).toBe(200);
    const res = await get(russian, `/api/v1/car-auction/landed-cost?carId=${lot.auction}`);
    expect(res.statusCode, res.body).toBe(200);
    const { landedCost } = landedCostResponse.parse(res.json());
    expect(landedCost).not.toBeNull();
    const lc = landedCost!;
    expect(lc.lines.map((l) => l.code)).toEqual([
      'car_price', 'auction_fee', 'agent_fee', 'delivery_japan', 'freight', 'customs_duty', 'customs_clearance_fee', 'utilization_fee',
    ]);
    expect(lc.lines.reduce((s, l) => s + l.amount, 0)).toBe(lc.total);
    expect(lc.lines[0]).toEqual({ code: 'car_price', label: 'Car price', amount: 520_000 });
    expect(lc.missing).toEqual([]);
    expect(lc.rates).toEqual(RATES);
    expect(lc.customsDate).toBe(TODAY);
    expect(lc.price).toEqual({ yen: 1_000_000, source: 'start' });
    expect(lc.assumptions.map((a) => a.code)).toEqual(expect.arrayContaining(['rates_of', 'duty_for_use', 'production_month_assumed']));
    expect(lc.nextChange).toBeNull();
  });

  it('words the lines in Russian, takes a typed price, and answers for stock and statistics', async () => {
    const ru = landedCostResponse.parse((await get(russian, `/api/v1/car-auction/landed-cost?carId=${lot.auction}&price=2000000`, 'ru')).json()).landedCost!;
    expect(ru.lines.find((l) => l.code === 'utilization_fee')?.label).toBe('Утилизационный сбор');
    expect(ru.price).toEqual({ yen: 2_000_000, source: 'typed' });
    expect(ru.lines[0]!.amount).toBe(1_040_000);
    const stock = landedCostResponse.parse((await get(russian, `/api/v1/stock/landed-cost?carId=${lot.stock}`)).json()).landedCost!;
    expect(stock.price).toEqual({ yen: 700_000, source: 'fixed' });
    const stats = landedCostResponse.parse((await get(russian, `/api/v1/stats/landed-cost?carId=${lot.stats}`)).json()).landedCost!;
    expect(stats.price).toEqual({ yen: 900_000, source: 'sold' });
    // A lot of another page type is not found there, as on the lot page.
    expect((await get(russian, `/api/v1/stock/landed-cost?carId=${lot.auction}`)).statusCode).toBe(404);
    expect((await get(russian, `/api/v1/car-auction/landed-cost?carId=${lot.noPrice}`)).json()).toMatchObject({ unavailable: 'price_unknown' });
  });

  it('the stand-alone calculator prices a car the client describes; an electric car\'s total is partial', async () => {
    const res = await get(russian, '/api/v1/landed-cost/estimate?price=1500000&year=2024&month=3&engineCc=1800&powerHp=140&fuel=hybrid');
    expect(res.statusCode, res.body).toBe(200);
    const lc = landedCostResponse.parse(res.json()).landedCost!;
    expect(lc.price).toEqual({ yen: 1_500_000, source: 'typed' });
    expect(lc.lines.reduce((s, l) => s + l.amount, 0)).toBe(lc.total);
    expect(lc.assumptions.map((a) => a.code)).toContain('hybrid_as_petrol');
    const ev = landedCostResponse.parse((await get(russian, '/api/v1/landed-cost/estimate?price=1500000&year=2024&fuel=electric')).json()).landedCost!;
    expect(ev.missing.map((m) => m.code)).toEqual(['customs_duty', 'utilization_fee']);
    expect(ev.lines.reduce((s, l) => s + l.amount, 0)).toBe(ev.total);
    expect((await get(russian, '/api/v1/landed-cost/estimate?price=1500000&year=1800')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/landed-cost/estimate?price=1&year=2020' })).statusCode).toBe(401);
  });

  it('a country without a tariff gets no figure and says why; a dealer in Russia gets one', async () => {
    expect((await get(kiwi, `/api/v1/car-auction/landed-cost?carId=${lot.auction}`)).json()).toMatchObject({ landedCost: null, unavailable: 'country_without_tariff' });
    expect((await get(dealer, `/api/v1/car-auction/landed-cost?carId=${lot.auction}`)).json().landedCost.total).toBeGreaterThan(0);
  });

  it('a version a manager adds for a future date shows as the next change', async () => {
    const body = {
      countryId: COUNTRY_RUSSIA, part: 'clearance_fee', effectiveFrom: '2027-01-01', source: 'Постановление (test): 2027 indexation',
      data: { bands: [{ upToRub: 200_000, feeRub: 1_400 }, { upToRub: null, feeRub: 80_000 }] },
    };
    const res = await post(manager, '/api/v1/landed-cost/tariff-version', body);
    expect(res.statusCode, res.body).toBe(200);
    const lc = landedCostResponse.parse((await get(russian, `/api/v1/car-auction/landed-cost?carId=${lot.auction}`)).json()).landedCost!;
    expect(lc.nextChange).toEqual({ date: '2027-01-01', what: [{ code: 'customs_clearance_fee', label: 'Customs clearance fee' }] });
    // The same part and day again is refused: a version is never rewritten.
    const again = await post(manager, '/api/v1/landed-cost/tariff-version', { ...body, source: 'other' });
    expect(again.statusCode).toBe(422);
    const settings = tariffSettingsResponse.parse((await get(manager, '/api/v1/landed-cost/settings')).json());
    const clearance = settings.versions.filter((v) => v.part === 'clearance_fee');
    expect(clearance.map((v) => [v.effectiveFrom, v.current])).toEqual([['2027-01-01', false], ['2026-01-01', true], ['2025-01-01', false]]);
    expect(clearance[0]!.createdBy).toBe('Test User');
    expect(settings.rates.map((r) => r.currency).sort()).toEqual(['EUR', 'JPY', 'USD']);
  });

  it('only managers see or change the settings', async () => {
    const before = [await count('tariff_versions'), await count('exchange_rates')];
    for (const cookie of [russian, dealer]) {
      expect((await get(cookie, '/api/v1/landed-cost/settings')).statusCode).toBe(403);
      expect((await post(cookie, '/api/v1/landed-cost/exchange-rates', RATES)).statusCode).toBe(403);
      expect((await post(cookie, '/api/v1/landed-cost/tariff-version', { countryId: COUNTRY_RUSSIA, part: 'fee', code: 'agent_fee', effectiveFrom: '2027-02-01', source: 'mine', data: { amount: 1, currency: 'JPY' } })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/landed-cost/settings' })).statusCode).toBe(401);
    expect([await count('tariff_versions'), await count('exchange_rates')]).toEqual(before);
  });

  it('bad input is a 4xx with a field and writes nothing', async () => {
    const before = [await count('tariff_versions'), await count('exchange_rates')];
    const version = { countryId: COUNTRY_RUSSIA, part: 'fee', code: 'agent_fee', effectiveFrom: '2027-02-01', source: 'portal: new commission', data: { amount: 60_000, currency: 'JPY' } };
    const cases: [string, object, string][] = [
      ['/api/v1/landed-cost/tariff-version', { ...version, effectiveFrom: '2026-11-01' }, 'effectiveFrom'],
      ['/api/v1/landed-cost/tariff-version', { ...version, data: { amount: -5, currency: 'JPY' } }, 'data'],
      ['/api/v1/landed-cost/tariff-version', { ...version, data: { amount: 5, currency: 'GBP' } }, 'data'],
      ['/api/v1/landed-cost/tariff-version', { ...version, part: 'clearance_fee', code: '', data: { bands: [{ upToRub: 5, feeRub: 1 }, { upToRub: 4, feeRub: 1 }] } }, 'data'],
      ['/api/v1/landed-cost/tariff-version', { ...version, code: '' }, 'code'],
      ['/api/v1/landed-cost/tariff-version', { ...version, countryId: 99_999 }, 'countryId'],
      ['/api/v1/landed-cost/tariff-version', { ...version, effectiveFrom: '2027-02-30' }, 'effectiveFrom'],
      ['/api/v1/landed-cost/exchange-rates', { ...RATES, JPY: 0 }, 'JPY'],
      ['/api/v1/landed-cost/exchange-rates', { ...RATES, EUR: 'x' }, 'EUR'],
      ['/api/v1/landed-cost/exchange-rates', { ...RATES, date: '2026-12-01' }, 'date'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(manager, url, payload);
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().message)).toContain(field);
    }
    expect((await get(russian, `/api/v1/car-auction/landed-cost?carId=${lot.auction}&price=-1`)).statusCode).toBe(400);
    expect((await get(russian, '/api/v1/car-auction/landed-cost?carId=abc')).statusCode).toBe(400);
    expect([await count('tariff_versions'), await count('exchange_rates')]).toEqual(before);
  });
});
