import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, lotDetailResponse, moveClockResponse, tokyoParts, USER_TYPE } from '@jauc/contract';
import { clockOffsetMs, nowMs, onClockMoved, setClockOffset } from '../src/lib/clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow } from './helpers/lots.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 11 §1 "One clock": every API answer tells the server's time, PUT /dev/clock moves it
// (CLOCK_CONTROL=on, managers only), and what depends on "now" follows the moved clock.

const DAY = 86_400_000;

describe.each(ENGINES)('the server clock on %s', (engine) => {
  let t: TestApp;
  let manager: string;
  let client: string;

  const send = (cookie: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
  const moveClock = (cookie: string | null, body: object) => send(cookie, 'PUT', '/dev/clock', body);

  /** The answer's X-Server-Time, checked to lie between the server clock before and after the request. */
  async function serverTimeOf(request: () => ReturnType<typeof send>) {
    const before = nowMs();
    const res = await request();
    const after = nowMs();
    const stamped = Number(res.headers['x-server-time']);
    expect(stamped, `${res.statusCode} ${res.body}`).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(after);
    return res;
  }

  beforeAll(async () => {
    // Access cookies that outlive the moves below: moving days ahead must not sign anyone out.
    t = await createTestApp(engine, { CLOCK_CONTROL: 'on', ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
    const m = await createUser(t.database.db, { userType: USER_TYPE.manager });
    const c = await createUser(t.database.db, { dailyBidLimit: 1, creditLimit: 10_000_000 });
    manager = await signIn(t.app, m.email, m.password);
    client = await signIn(t.app, c.email, c.password);
  });
  afterEach(() => setClockOffset(0));
  afterAll(async () => t?.close());

  it('stamps every API answer with X-Server-Time, errors and refusals included, on the moved clock too', async () => {
    for (const offset of [0, 3 * DAY, -2 * 3_600_000]) {
      setClockOffset(offset);
      expect((await serverTimeOf(() => send(null, 'GET', '/health'))).statusCode).toBe(200);
      expect((await serverTimeOf(() => send(null, 'GET', '/user/view-profile'))).statusCode).toBe(401);
      expect((await serverTimeOf(() => send(null, 'GET', '/no-such-route'))).statusCode).toBe(404);
      const foreign = () => t.app.inject({ method: 'POST', url: '/api/v1/auth', headers: { origin: 'https://evil.example' }, payload: {} });
      expect((await serverTimeOf(foreign)).statusCode).toBe(403);
    }
  });

  it('answers 404 for PUT /dev/clock unless the server runs with CLOCK_CONTROL=on', async () => {
    const plain = await createTestApp(engine);
    try {
      const u = await createUser(plain.database.db, { userType: USER_TYPE.manager });
      const cookie = await signIn(plain.app, u.email, u.password);
      const res = await plain.app.inject({ method: 'PUT', url: '/api/v1/dev/clock', headers: { origin: ORIGIN, cookie }, payload: { offset: '3d' } });
      expect(res.statusCode).toBe(404);
      expect(clockOffsetMs()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('lets only managers move the clock (401 anonymous, 403 client)', async () => {
    expect((await moveClock(null, { offset: '3d' })).statusCode).toBe(401);
    const res = await moveClock(client, { offset: '3d' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'forbidden' });
    expect(clockOffsetMs()).toBe(0);
  });

  it.each([
    [{ offset: '3x' }, { offset: 'Errors.ClockOffset' }],
    [{ offset: '1.5h' }, { offset: 'Errors.ClockOffset' }],
    [{ offset: 3 }, { offset: 'Errors.ClockOffset' }],
    [{ at: '2026-11-25T12:00:00' }, { at: 'Errors.ClockAt' }],
    [{ at: '3000-01-01T00:00:00Z' }, { at: 'Errors.ClockAt' }],
    [{ at: 'tomorrow' }, { at: 'Errors.ClockAt' }],
    [{}, { body: 'Errors.ClockMove' }],
    [{ offset: '1d', at: '2026-11-25T12:00:00+09:00' }, { body: 'Errors.ClockMove' }],
  ])('refuses the body %j with 422 and translated messages, leaving the clock alone', async (body, message) => {
    const res = await moveClock(manager, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ success: false, message });
    expect(clockOffsetMs()).toBe(0);
  });

  it('moves the clock by an offset from the system clock, or to an instant, and tells the listeners', async () => {
    const heard: number[] = [];
    const stopListening = onClockMoved(() => {
      heard.push(clockOffsetMs());
    });
    // A failing listener is logged; the move and the answer stand.
    const stopFailing = onClockMoved(() => Promise.reject(new Error('listener down')));
    try {
      for (let i = 0; i < 2; i++) {
        // Twice the same offset: it counts from the system clock, it does not add up.
        const res = await serverTimeOf(() => moveClock(manager, { offset: '3d' }));
        expect(res.statusCode, res.body).toBe(200);
        const body = moveClockResponse.parse(res.json());
        expect(body.offsetMs).toBe(3 * DAY);
        expect(clockOffsetMs()).toBe(3 * DAY);
        expect(Date.parse(body.now)).toBeLessThanOrEqual(Number(res.headers['x-server-time']));
      }
      expect(heard).toEqual([3 * DAY, 3 * DAY]);

      // Noon in Tokyo five days ahead, written with its zone (within the sessions' lifetime).
      const at = `${tokyoParts(tokyoDaysFromNow(5)).date}T12:00:00+09:00`;
      const systemBefore = Date.now();
      const res = await moveClock(manager, { at });
      const systemAfter = Date.now();
      expect(res.statusCode, res.body).toBe(200);
      const { offsetMs } = moveClockResponse.parse(res.json());
      expect(offsetMs).toBe(clockOffsetMs());
      expect(offsetMs).toBeGreaterThanOrEqual(Date.parse(at) - systemAfter);
      expect(offsetMs).toBeLessThanOrEqual(Date.parse(at) - systemBefore);
      expect(heard).toHaveLength(3);

      expect((await moveClock(manager, { offset: '0' })).statusCode).toBe(200);
      expect(clockOffsetMs()).toBe(0);
    } finally {
      stopListening();
      stopFailing();
    }
  });

  it('counts the daily bid limit on the moved clock and rolls it over at Tokyo midnight', async () => {
    // Instants fixed in advance, so the test never depends on the hour it runs at.
    const noonTomorrow = tokyoDaysFromNow(1, 12);
    const justAfterMidnight = new Date(tokyoDaysFromNow(2, 0).getTime() + 60_000);
    const [a, b] = [await insertLot(t.database.db, { auctionDate: tokyoDaysFromNow(6) }), await insertLot(t.database.db, { auctionDate: tokyoDaysFromNow(6) })];
    const place = (carId: number) =>
      send(client, 'POST', '/bid/create', { amount: 500_000, carId, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '' });

    expect((await moveClock(manager, { at: noonTomorrow.toISOString() })).statusCode).toBe(200);
    expect((await place(a)).statusCode).toBe(200);
    // The first bid was placed "tomorrow" by the server clock: it counts for that Tokyo day.
    const refused = await place(b);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: 'daily_bid_limit' });

    expect((await moveClock(manager, { at: justAfterMidnight.toISOString() })).statusCode).toBe(200);
    expect((await place(b)).statusCode).toBe(200);
  });

  it('closes bidding on a lot once the clock passes its auction day', async () => {
    const id = await insertLot(t.database.db, { auctionDate: tokyoDaysFromNow(1), status: AUCTION_STATUS.upcoming });
    const lotPage = async (pageType: string) => {
      const res = await send(client, 'GET', `/${pageType}/lot/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      return lotDetailResponse.parse(res.json()).lotDetail;
    };
    expect((await lotPage('car-auction')).bidInfo.acceptBid).toBe(true);

    expect((await moveClock(manager, { at: tokyoDaysFromNow(2, 12).toISOString() })).statusCode).toBe(200);
    expect((await send(client, 'GET', `/car-auction/lot/${id}`)).statusCode).toBe(404);
    expect((await lotPage('stats')).bidInfo.acceptBid).toBe(false);
    const bid = await send(client, 'POST', '/bid/create', { amount: 500_000, carId: id, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '' });
    expect(bid.statusCode, bid.body).toBe(409);
    expect(bid.json()).toEqual({ success: false, message: 'auction_finished' });
  });
});
