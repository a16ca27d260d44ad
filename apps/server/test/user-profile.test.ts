import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, LANGUAGE, profileResponse, ROLE } from '@jauc/contract';
import { auctionHouses, bids, ledgerEntries, lots, sessions, users } from '../src/db/schema.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { takeLotNumbers } from './helpers/lot-numbers.js';

const HOUSE_ID = 9001;

describe.each(ENGINES)('profile calls on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.database.db
      .insert(auctionHouses)
      .values({ id: HOUSE_ID, name: 'Test Auction', isUss: false, weekday: 1, startTime: '10:00' })
      .onConflictDoNothing();
  });
  afterAll(async () => t?.close());

  const get = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile', headers: { cookie } });
  const send = (method: 'PUT' | 'POST', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie, origin: ORIGIN }, payload });

  const addLot = async (kind: 'auction' | 'stock', status: number) => {
    const [row] = await t.database.db
      .insert(lots)
      .values({
        kind, auctionHouseId: HOUSE_ID, auctionDate: new Date(), lotNo: (await takeLotNumbers(t.database.db, 1))[0]!, makerId: 1, modelId: 1,
        year: 2015, engine: 1800, chassisCode: 'ZVW30', chassisNo: '1234567', grade: 'S', color: 'white', gearbox: 'AT', drive: '2WD',
        mileage: 50_000, equip: 'AC', condition: '4', conditionRank: 5, startPrice: 100_000, status, imageCount: 0,
      })
      .returning({ id: lots.id });
    return row!.id;
  };

  it('answers the profile with balance figures from the ledger and active bids', async () => {
    const u = await createUser(t.database.db, { creditLimit: 2_000_000, dailyBidLimit: 20, dailyUssLimit: 5, company: 'Bennett Motors', invoiceLink: 'https://x.example/i' });
    await t.database.db.insert(ledgerEntries).values([
      { userId: u.id, type: 'remittance', amount: 500_000 },
      { userId: u.id, type: 'remittance', amount: 1_000_000 },
      { userId: u.id, type: 'car_purchase', amount: -300_000 },
    ]);
    const other = await createUser(t.database.db);
    const upcoming = await addLot('auction', AUCTION_STATUS.upcoming);
    const ongoing = await addLot('auction', AUCTION_STATUS.ongoing);
    const stock = await addLot('stock', AUCTION_STATUS.upcoming);
    const sold = await addLot('auction', AUCTION_STATUS.sold);
    await t.database.db.insert(bids).values([
      { userId: u.id, lotId: upcoming, amount: 200_000, status: BID_STATUS.new },
      { userId: u.id, lotId: ongoing, amount: 150_000, status: BID_STATUS.bid },
      { userId: u.id, lotId: stock, amount: 50_000, status: BID_STATUS.new },
      // Not active: finished auction, or a bid that is no longer New/Bid, or another user's bid.
      { userId: u.id, lotId: sold, amount: 999_000, status: BID_STATUS.bid },
      { userId: other.id, lotId: upcoming, amount: 777_000, status: BID_STATUS.new },
    ]);
    const extra = await addLot('auction', AUCTION_STATUS.upcoming);
    await t.database.db.insert(bids).values({ userId: u.id, lotId: extra, amount: 10_000, status: BID_STATUS.cancel });

    const cookie = await signIn(t.app, u.email, u.password);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    const body = profileResponse.parse(res.json());
    expect(body.balanceInfo).toEqual({
      balance: 1_200_000,
      creditLimit: 2_000_000,
      bidAllow: 1_200_000 + 2_000_000 - 400_000,
      dailyBidLimit: 20,
      dailyUssLimit: 5,
      activeBids: 3,
    });
    expect(body.detail).toMatchObject({
      userId: u.id, email: u.email, userType: 2, roleId: ROLE.client, userLevel: ROLE.client, countryId: 157, company: 'Bennett Motors',
      language: LANGUAGE.en, bidEmailNotify: true, invoiceLink: 'https://x.example/i', officePhone: null,
    });
    expect(body.detail.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.permission).toMatchObject({ carAuctionsView: true, biddingAllowed: true, creditLimitCheck: true, managerBidForClient: false });
  });

  it('answers zero balance for a user without ledger entries, and 401 without a session', async () => {
    const u = await createUser(t.database.db, { roleId: ROLE.restricted });
    const res = await get(await signIn(t.app, u.email, u.password));
    expect(res.json().balanceInfo).toMatchObject({ balance: 0, creditLimit: 0, bidAllow: 0, activeBids: 0 });
    expect(res.json().permission.biddingAllowed).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/view-profile' })).statusCode).toBe(401);
  });

  it('updates the profile but never the e-mail', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const res = await send('PUT', '/user/update-profile', cookie, {
      fullName: '  Jane Doe ', email: 'hijack@test.example', mobile: '+1 (234) 567-89-01', officePhone: '', company: 'Doe Cars',
      city: 'Boston', address: '1 Main St', countryId: 238,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ email: u.email, fullName: 'Jane Doe', mobile: '+1 (234) 567-89-01', officePhone: null, company: 'Doe Cars', city: 'Boston', address: '1 Main St', countryId: 238 });
  });

  it('validates the profile form (422 per field, nothing written) and needs a session first', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const res = await send('PUT', '/user/update-profile', cookie, { fullName: '', mobile: '', city: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ success: false, message: { fullName: 'Errors.Required', mobile: 'Errors.Required' } });
    const badCountry = await send('PUT', '/user/update-profile', cookie, { fullName: 'A B', mobile: '+1 234 567 8901', city: 'X', countryId: 4242 });
    expect(badCountry.json()).toEqual({ success: false, message: { countryId: 'Errors.InvalidField' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.fullName).toBe('Test User');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/v1/user/update-profile', headers: { origin: ORIGIN }, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('updates the settings', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const res = await send('PUT', '/user/update-setting', cookie, { bidEmailNotify: false, language: LANGUAGE.ru });
    expect(res.json()).toEqual({ success: true });
    const profile = (await get(cookie)).json();
    expect(profile.detail).toMatchObject({ bidEmailNotify: false, language: LANGUAGE.ru });
    const bad = await send('PUT', '/user/update-setting', cookie, { bidEmailNotify: 'yes', language: 1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ success: false, message: { bidEmailNotify: 'Errors.InvalidField', language: 'Errors.InvalidField' } });
  });

  it('changes the password: wrong old password is 422, success ends the other sessions only', async () => {
    const u = await createUser(t.database.db);
    const here = await signIn(t.app, u.email, u.password);
    const elsewhere = await signIn(t.app, u.email, u.password);
    const wrong = await send('POST', '/user/change-password', here, { oldPassword: 'not-my-pass', newPassword: 'next-pass-1', confirmNewPassword: 'next-pass-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ success: false, message: { oldPassword: 'Errors.WrongPassword' } });
    const mismatch = await send('POST', '/user/change-password', here, { oldPassword: u.password, newPassword: 'next-pass-1', confirmNewPassword: 'next-pass-2' });
    expect(mismatch.json()).toEqual({ success: false, message: { confirmNewPassword: 'Errors.PasswordMatch' } });

    const ok = await send('POST', '/user/change-password', here, { oldPassword: u.password, newPassword: 'next-pass-1', confirmNewPassword: 'next-pass-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
    expect((await get(here)).statusCode).toBe(200);
    expect((await get(elsewhere)).statusCode).toBe(401);
    const live = await t.database.db.select().from(sessions).where(and(eq(sessions.userId, u.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(1);
    await expect(signIn(t.app, u.email, u.password)).rejects.toThrow(/400/);
    await signIn(t.app, u.email, 'next-pass-1');
  });

  it('limits wrong old passwords to 10 per 15 minutes', async () => {
    const u = await createUser(t.database.db);
    const cookie = await signIn(t.app, u.email, u.password);
    const attempt = () => send('POST', '/user/change-password', cookie, { oldPassword: 'guess-pass', newPassword: 'next-pass-1', confirmNewPassword: 'next-pass-1' });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
