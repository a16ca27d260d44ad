import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_RUSSIA, lotExportCheckResponse, USER_TYPE } from '@jauc/contract';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 21 §1: a manager sees the export check of the client they bid for, a dealer their
// client's; nobody learns another user's country.
describe.each(ENGINES)('GET /car-auction/export-check on %s', (engine) => {
  let t: TestApp;
  let bigPetrol: number;
  let smallPetrol: number;
  let cookies: Record<'manager' | 'dealer' | 'client' | 'stranger', string>;
  let ids: Record<'russian' | 'kiwi' | 'dealerClient', number>;

  const check = (as: string, carId: number | string, userId: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/car-auction/export-check?carId=${carId}&userId=${userId}`, headers: { cookie: as } });

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    bigPetrol = await insertLot(db, { engine: 2500, fuel: 'petrol' });
    smallPetrol = await insertLot(db, { engine: 1300, fuel: 'petrol' });
    const manager = await createUser(db, { userType: USER_TYPE.manager });
    const dealer = await createUser(db, { userType: USER_TYPE.dealer });
    const russian = await createUser(db, { countryId: COUNTRY_RUSSIA });
    const kiwi = await createUser(db);
    const dealerClient = await createUser(db, { countryId: COUNTRY_RUSSIA, dealerId: dealer.id });
    ids = { russian: russian.id, kiwi: kiwi.id, dealerClient: dealerClient.id };
    cookies = {
      manager: await signIn(t.app, manager.email, manager.password),
      dealer: await signIn(t.app, dealer.email, dealer.password),
      client: await signIn(t.app, russian.email, russian.password),
      stranger: await signIn(t.app, kiwi.email, kiwi.password),
    };
  });
  afterAll(async () => t?.close());

  it("answers the check for the client's country: a manager for any client, a dealer for theirs, a client for themself", async () => {
    const answer = async (as: string, carId: number, userId: number) => {
      const res = await check(as, carId, userId);
      expect(res.statusCode, res.body).toBe(200);
      return lotExportCheckResponse.parse(res.json()).exportCheck;
    };
    expect(await answer(cookies.manager, bigPetrol, ids.russian)).toEqual({ country: COUNTRY_RUSSIA, allowed: false, reasons: ['engine_over_1900cc'] });
    expect(await answer(cookies.manager, smallPetrol, ids.russian)).toEqual({ country: COUNTRY_RUSSIA, allowed: true, reasons: [] });
    expect(await answer(cookies.manager, bigPetrol, ids.kiwi)).toBeNull();
    expect((await answer(cookies.dealer, bigPetrol, ids.dealerClient))?.allowed).toBe(false);
    expect((await answer(cookies.client, bigPetrol, ids.russian))?.reasons).toEqual(['engine_over_1900cc']);
  });

  it("answers 404 client_not_found for anyone else's country, 404 for an unknown lot, 400 for bad ids, 401 signed out", async () => {
    for (const [as, userId] of [[cookies.dealer, ids.russian], [cookies.stranger, ids.russian], [cookies.client, ids.dealerClient], [cookies.manager, 2_000_000_000]] as const) {
      const res = await check(as, bigPetrol, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'client_not_found' });
    }
    expect((await check(cookies.manager, 2_000_000_000, ids.russian)).statusCode).toBe(404);
    for (const [carId, userId] of [['x', ids.russian], [bigPetrol, '-1'], [bigPetrol, ''], ['1e3', ids.russian]] as const) {
      expect((await check(cookies.manager, carId, userId)).statusCode, `${carId} ${userId}`).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/export-check?carId=${bigPetrol}&userId=${ids.russian}` })).statusCode).toBe(401);
  });
});
