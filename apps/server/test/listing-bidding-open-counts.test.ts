import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, ROLE, USER_TYPE, facetListResponse, filtersResponse, listingResponse, type FacetOption } from '@jauc/contract';
import { query } from '../src/db/client.js';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { clearCountCache } from '../src/modules/listing/listing-counts.js';
import { lotIndexTuning } from '../src/modules/listing/lot-index/lot-index.js';
import { comingWednesday, tokyoAt } from './helpers/auction-clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 18 §2: the car-auction listing opens on the lots still taking bids (bidding=open), so the
// filters' maker and model counts must count those lots too: with every lot counted, the filter
// said "Prius (75)" over a list of 62 rows. Each count here is held to the list's own total for
// that maker or model, with and without bidding=open, for a client (deadline at the day's start)
// and a manager (BID_CLOSE_MINUTES before the session), by SQL and by the listing index, which
// answer alike. The clock stands where some of today's lots are closed and others still open.

describe.each(ENGINES)('maker and model counts of the car auctions still taking bids on %s', (engine) => {
  let t: TestApp;
  const cookies: Record<'client' | 'manager', string> = { client: '', manager: '' };
  const managerLogin = { email: '', password: '' };
  const wed = comingWednesday();
  const at0634 = tokyoAt(wed, '06:34');

  const get = async (cookie: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/${url}`, headers: { cookie } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as unknown;
  };
  const total = async (cookie: string, params: string) => listingResponse.parse(await get(cookie, `listing?pageSize=100${params}`)).pageInfo;
  const makers = async (cookie: string, bidding: string) => facetListResponse.parse(await get(cookie, `maker?${bidding}`));
  const models = async (cookie: string, maker: number, bidding: string) => facetListResponse.parse(await get(cookie, `model?id=${maker}&${bidding}`));

  /** Every maker's and model's count next to the list's total for it; answers the lists for comparing the engines' paths. */
  async function holdCountsToTheList(cookie: string, bidding: string) {
    const makerList = await makers(cookie, bidding);
    const all = await total(cookie, `&${bidding}`);
    expect(makerList.reduce((n, m) => n + m.counter, 0)).toBe(all.totalSearchResults);
    const filters = filtersResponse.parse(await get(cookie, `filters?${bidding}`));
    expect(filters.totalSearchResults).toBe(all.totalSearchResults);
    expect(filters.totalResults).toBe(all.totalResults);
    const modelLists: Record<number, FacetOption[]> = {};
    for (const maker of makerList) {
      expect(maker.counter).toBeGreaterThan(0);
      expect((await total(cookie, `&${bidding}&maker=${maker.value}`)).totalSearchResults, `maker ${maker.label}`).toBe(maker.counter);
      const list = (modelLists[maker.value] = await models(cookie, maker.value, bidding));
      expect(list.reduce((n, m) => n + m.counter, 0)).toBe(maker.counter);
      for (const model of list) {
        expect((await total(cookie, `&${bidding}&model=${model.value}`)).totalSearchResults, `model ${model.label}`).toBe(model.counter);
        expect((await total(cookie, `&${bidding}&maker=${maker.value}&model=${model.value}`)).totalSearchResults, `model ${model.label}`).toBe(model.counter);
      }
    }
    // A maker whose lots are all closed is not offered: its list would be empty.
    const listed = listingResponse.parse(await get(cookie, `listing?pageSize=100&${bidding}`)).carsList;
    expect(new Set(listed.map((r) => r.maker))).toEqual(new Set(makerList.map((m) => m.label)));
    return { makerList, modelLists, all };
  }

  /** Both paths give the same answers; the counts match the list on each. */
  async function onBothPaths(cookie: string, bidding: string) {
    const answers = [];
    for (const index of [false, true]) {
      lotIndexTuning.enabled = index;
      clearCountCache();
      answers.push(await holdCountsToTheList(cookie, bidding));
    }
    expect(answers[1]).toEqual(answers[0]);
    return answers[0]!;
  }

  beforeAll(async () => {
    setClockTo(at0634);
    t = await createTestApp(engine, { SEED: 'false' });
    const db = t.database.db;
    // BID_CLOSE_MINUTES is 30. Today: the 06:50 session closed at 06:20, the 09:00 one closes at
    // 08:30 (open for a manager, closed for a client, whose deadline was the day's start), one lot
    // is on the block and one sold. Tomorrow and later: upcoming lots, and on the day after
    // tomorrow a cancelled one (that day's lots are counted from the lots, not from the summary).
    const first = await insertLot(db, { auctionDate: tokyoAt(wed, '09:00') });
    const [car] = await query<{ makerId: number; modelId: number }>(db, sql`SELECT maker_id AS "makerId", model_id AS "modelId" FROM lots WHERE id = ${first}`);
    const same = { makerId: car!.makerId, modelId: car!.modelId };
    await insertLot(db, { auctionDate: tokyoAt(wed, '09:00'), ...same });
    await insertLot(db, { auctionDate: tokyoAt(wed, '06:50') });
    await insertLot(db, { auctionDate: tokyoAt(wed, '06:50'), ...same });
    await insertLot(db, { auctionDate: tokyoAt(wed, '06:00'), status: AUCTION_STATUS.ongoing, ...same });
    await insertLot(db, { auctionDate: tokyoAt(wed, '05:00'), status: AUCTION_STATUS.sold, soldPrice: 700_000 });
    await insertLot(db, { auctionDate: tokyoAt(wed, '09:00', 1), ...same });
    await insertLot(db, { auctionDate: tokyoAt(wed, '09:00', 1) });
    await insertLot(db, { auctionDate: tokyoAt(wed, '11:00', 1) });
    await insertLot(db, { auctionDate: tokyoAt(wed, '10:00', 2), ...same });
    await insertLot(db, { auctionDate: tokyoAt(wed, '10:00', 2), status: AUCTION_STATUS.cancelled, ...same });
    await insertLot(db, { auctionDate: tokyoAt(wed, '10:00', 2), status: AUCTION_STATUS.cancelled });
    await insertLot(db, { auctionDate: tokyoAt(wed, '13:00', 3) });
    await insertLot(db, { auctionDate: tokyoAt(wed, '13:00', 3) });
    const c = await createUser(db);
    const m = await createUser(db, { userType: USER_TYPE.manager, roleId: ROLE.manager });
    Object.assign(managerLogin, m);
    cookies.client = await signIn(t.app, c.email, c.password);
    cookies.manager = await signIn(t.app, m.email, m.password);
  });
  let savedIndex: boolean;
  beforeAll(() => {
    savedIndex = lotIndexTuning.enabled;
  });
  afterAll(async () => {
    lotIndexTuning.enabled = savedIndex;
    setClockOffset(0);
    await t?.close();
  });

  it('counts for a client the lots of the coming days only, as the list does', async () => {
    setClockTo(at0634);
    const open = await onBothPaths(cookies.client, 'bidding=open');
    // Tomorrow's 3, the day after's 1 upcoming, day 3's 2.
    expect(open.all.totalSearchResults).toBe(6);
    expect(open.all.totalResults).toBe(14);
    const every = await onBothPaths(cookies.client, 'bidding=all');
    expect(every.all.totalSearchResults).toBe(14);
    expect(every.makerList.reduce((n, m) => n + m.counter, 0)).toBeGreaterThan(open.makerList.reduce((n, m) => n + m.counter, 0));
  });

  it('counts for a manager today s sessions until they close, as the list does', async () => {
    setClockTo(at0634);
    expect((await onBothPaths(cookies.manager, 'bidding=open')).all.totalSearchResults).toBe(8);
    await onBothPaths(cookies.manager, 'bidding=all');
    // At 08:45 the 09:00 session has closed (signed in afresh: the session's token has expired by then).
    setClockTo(tokyoAt(wed, '08:45'));
    const again = await signIn(t.app, managerLogin.email, managerLogin.password);
    expect((await onBothPaths(again, 'bidding=open')).all.totalSearchResults).toBe(6);
    setClockTo(at0634);
  });

  it('counts every lot of a chosen day whatever bidding says, as the list shows them', async () => {
    setClockTo(at0634);
    for (const index of [false, true]) {
      lotIndexTuning.enabled = index;
      const day = await makers(cookies.client, `bidding=open&date=${wed}`);
      expect(day.reduce((n, m) => n + m.counter, 0)).toBe((await total(cookies.client, `&bidding=open&date=${wed}`)).totalSearchResults);
      expect(day.reduce((n, m) => n + m.counter, 0)).toBe(6);
    }
  });
});
