import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BID_STATUS, bidListResponse, bidTypeResponse, countryListResponse, filtersResponse, LANGUAGE, listingResponse, lotDetailResponse, productionMonthResponse } from '@jauc/contract';
import { bids, lots } from '../src/db/schema.js';
import { seedProductionMonths } from '../src/seed/production-months.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// DESIGN.md §2: the texts the server sends follow the request's Accept-Language, then the
// signed-in profile's language, then English.
describe.each(ENGINES)('server texts in the request language on %s', (engine) => {
  let t: TestApp;
  let lotId: number;
  let english: string;
  let russian: string;
  let enId: number;

  const get = (url: string, lang: string | null, cookie: string | null = english) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(cookie ? { cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    lotId = await insertLot(db, { color: 'DARK BLUE', info: 'A1 front bumper, U2 left rear door. One owner, Spare key' });
    const en = await createUser(db, { language: LANGUAGE.en });
    const ru = await createUser(db, { language: LANGUAGE.ru });
    enId = en.id;
    english = await signIn(t.app, en.email, en.password);
    russian = await signIn(t.app, ru.email, ru.password);
  });
  afterAll(async () => t?.close());

  it('names the bid types in the asked language, else the profile language', async () => {
    const ru = bidTypeResponse.parse((await get('/bid/type', 'ru')).json());
    expect(ru[0]).toMatchObject({ label: 'Целиком', description: expect.stringMatching(/^Автомобиль/) });
    const en = bidTypeResponse.parse((await get('/bid/type', 'en', russian)).json());
    expect(en[0]?.label).toBe('Whole car');
    expect(bidTypeResponse.parse((await get('/bid/type', null, russian)).json())[0]?.label).toBe('Целиком');
    expect(bidTypeResponse.parse((await get('/bid/type', 'de-DE,ru;q=0.8,en;q=0.5')).json())[0]?.label).toBe('Целиком');
    expect(bidTypeResponse.parse((await get('/bid/type', 'fr')).json())[0]?.label).toBe('Whole car');
  });

  it('lists the countries in Russian, sorted in Russian, to a visitor', async () => {
    const ru = countryListResponse.parse((await get('/site/get-country-list', 'ru-RU', null)).json()).countryList;
    const en = countryListResponse.parse((await get('/site/get-country-list', 'en', null)).json()).countryList;
    expect(ru).toHaveLength(en.length);
    expect(ru.length).toBeGreaterThan(240);
    expect(ru.find((c) => c.value === 183)?.label).toBe('Россия');
    expect(en.find((c) => c.value === 183)?.label).toBe('Russian Federation');
    expect(ru[0]?.label).toBe('Австралия');
    expect(en[0]?.label).toBe('Afghanistan');
    const collator = new Intl.Collator('ru');
    expect(ru.map((c) => c.label)).toEqual([...ru.map((c) => c.label)].sort(collator.compare));
  });

  it("translates the lot's remarks and colour, in the listing and its colour filter too", async () => {
    const ru = lotDetailResponse.parse((await get(`/car-auction/lot/${lotId}`, 'ru')).json()).lotDetail;
    expect(ru.carCommonDetail.info).toBe('A1 передний бампер, U2 левая задняя дверь. Один владелец, Запасной ключ');
    expect(ru.carSpecification.color).toBe('Тёмно-синий');
    const en = lotDetailResponse.parse((await get(`/car-auction/lot/${lotId}`, 'en', russian)).json()).lotDetail;
    expect(en.carCommonDetail.info).toBe('A1 front bumper, U2 left rear door. One owner, Spare key');
    expect(en.carSpecification.color).toBe('DARK BLUE');

    const row = (lang: string) => get('/car-auction/listing?pageSize=100', lang).then((r) => listingResponse.parse(r.json()).carsList.find((l) => l.id === lotId));
    expect((await row('ru'))?.color).toBe('Тёмно-синий');
    expect((await row('en'))?.color).toBe('DARK BLUE');

    const colours = filtersResponse.parse((await get('/car-auction/filters', 'ru')).json()).color;
    expect(colours).toContainEqual(expect.objectContaining({ value: 'DARK BLUE', label: 'Тёмно-синий' }));
    const coloursEn = filtersResponse.parse((await get('/car-auction/filters', 'en')).json()).color;
    expect(coloursEn).toContainEqual(expect.objectContaining({ value: 'DARK BLUE', label: 'DARK BLUE' }));
  });

  // Issue 18 §3: one source names colours, gearboxes and drives wherever a lot's car is shown.
  it('names the colour, gearbox and drive in Russian on the lot page, the listing and every bid list', async () => {
    const db = t.database.db;
    const car = await insertLot(db, { color: 'PEARL', gearbox: 'CVT', drive: '4WD' });
    await db.insert(bids).values({ userId: enId, lotId: car, amount: 510_000, status: BID_STATUS.new, exportType: 1, placedById: enId });

    const page = (lang: string) => get(`/car-auction/lot/${car}`, lang).then((r) => lotDetailResponse.parse(r.json()).lotDetail.carSpecification);
    expect(await page('ru')).toMatchObject({ color: 'Перламутровый', transmission: 'Вариатор', drive: 'Полный привод (4WD)' });
    expect(await page('en')).toMatchObject({ color: 'PEARL', transmission: 'CVT', drive: '4WD' });

    const row = (lang: string) => get('/car-auction/listing?pageSize=100', lang).then((r) => listingResponse.parse(r.json()).carsList.find((l) => l.id === car));
    expect(await row('ru')).toMatchObject({ color: 'Перламутровый', gearbox: 'Вариатор', priv: 'Полный привод (4WD)' });
    expect(await row('en')).toMatchObject({ color: 'PEARL', gearbox: 'CVT', priv: '4WD' });
    const gearboxes = filtersResponse.parse((await get('/car-auction/filters', 'ru')).json()).gearbox;
    expect(gearboxes).toContainEqual(expect.objectContaining({ value: 'CVT', label: 'Вариатор' }));

    const mine = (lang: string) => get('/bid/my-bid?pageSize=70', lang).then((r) => bidListResponse.parse(r.json()).cars.find((c) => c.id === String(car)));
    expect(await mine('ru')).toMatchObject({ color: 'Перламутровый', gearbox: 'Вариатор' });
    expect(await mine('en')).toMatchObject({ color: 'PEARL', gearbox: 'CVT' });
  });

  it('describes the month-of-production variant in Russian', async () => {
    await seedProductionMonths(t.database.db);
    const [row] = await t.database.db.select().from(lots).where(eq(lots.id, lotId));
    const page = lotDetailResponse.parse((await get(`/car-auction/lot/${lotId}`, 'en')).json()).lotDetail;
    const look = (lang: string) =>
      get(`/car-auction/production-month?maker=${encodeURIComponent(page.carInfo.maker)}&chassis=${row!.chassisNo}&carId=${lotId}`, lang).then(
        (r) => productionMonthResponse.parse(r.json()).carInfo,
      );
    const en = await look('en');
    const ru = await look('ru');
    expect(en?.description).toMatch(/\d+cc (AT|CVT|MT|FA)/);
    expect(ru?.description).toMatch(/\d+ см³, (АКПП|вариатор|МКПП)/);
    expect(ru?.description).not.toMatch(/cc|\b(AT|CVT|MT|FA)\b/);
    expect({ ...ru, description: '' }).toEqual({ ...en, description: '' });
  });
});
