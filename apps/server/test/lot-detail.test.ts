import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_STATUS, lotDetailResponse, ROLE, USER_TYPE, type LotDetail } from '@jauc/contract';
import { bidLogs, bids, favorites, ussDownloads } from '../src/db/schema.js';
import { PERMISSION_TEMPLATES } from '../src/modules/identity/permission-templates.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { insertLot, tokyoDaysFromNow, USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

describe.each(ENGINES)('lot detail on %s', (engine) => {
  let t: TestApp;
  let lot: { upcoming: number; uss: number; stats: number; stock: number; today: number };
  let client: { id: number; cookie: string };
  let manager: { id: number; cookie: string };

  const get = (cookie: string | null, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });
  async function detail(cookie: string, url: string): Promise<LotDetail> {
    const res = await get(cookie, url);
    expect(res.statusCode, res.body).toBe(200);
    return lotDetailResponse.parse(res.json()).lotDetail;
  }
  async function newUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const u = await createUser(t.database.db, overrides);
    return { id: u.id, cookie: await signIn(t.app, u.email, u.password) };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { BID_CLOSE_MINUTES: '0' });
    const db = t.database.db;
    lot = {
      upcoming: await insertLot(db, { startPrice: 480_000, imageCount: 6 }),
      uss: await insertLot(db, { houseId: USS_HOUSE }),
      stats: await insertLot(db, { auctionDate: tokyoDaysFromNow(-2), status: AUCTION_STATUS.sold, soldPrice: 900_000 }),
      stock: await insertLot(db, { kind: 'stock', auctionDate: tokyoDaysFromNow(-5), startPrice: null, soldPrice: 1_250_000 }),
      // The last second of today in Tokyo: past a client's deadline (the day has begun), still
      // open to a manager (BID_CLOSE_MINUTES is 0 in this file).
      today: await insertLot(db, { auctionDate: new Date(tokyoDaysFromNow(1, 0).getTime() - 1000) }),
    };
    client = await newUser({ dailyBidLimit: 5, dailyUssLimit: 3 });
    manager = await newUser({ userType: USER_TYPE.manager });
  });
  afterAll(async () => t?.close());

  it('answers 401 without a session and 403 without the page view permission', async () => {
    expect((await get(null, `/car-auction/lot/${lot.upcoming}`)).statusCode).toBe(401);
    const blind = await newUser({ permissions: { ...PERMISSION_TEMPLATES.client, carAuctionsView: false } });
    const res = await get(blind.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: 'forbidden' });
  });

  it('answers 404 lot_not_found for an unknown lot and a lot of another page type, 400 for a bad id', async () => {
    for (const url of [`/car-auction/lot/999999`, `/stats/lot/${lot.upcoming}`, `/car-auction/lot/${lot.stats}`, `/car-auction/lot/${lot.stock}`, `/stock/lot/${lot.upcoming}`]) {
      const res = await get(client.cookie, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'lot_not_found' });
    }
    expect((await get(client.cookie, '/car-auction/lot/abc')).statusCode).toBe(400);
  });

  it('shows an upcoming auction lot with its photos, sheet, zoom and open bidding', async () => {
    const d = await detail(client.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(d.carCommonDetail).toMatchObject({
      id: lot.upcoming,
      isUss: false,
      allowDownloadPhotos: true,
      info: 'Test lot',
      auctionSheet: `/media/lots/${lot.upcoming}/sheet-ja.svg`,
      comment: '',
      commentEditable: false,
    });
    expect(d.lotImages.images).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/media/lots/${lot.upcoming}/${n}.svg`));
    expect(d.lotImages.thumbnails).toHaveLength(6);
    expect(d.mopDeail).toEqual({
      auctionSheet: `/media/lots/${lot.upcoming}/sheet-ja.svg`,
      backgroundSize: '137.93%',
      backgroundPosition: '9.09% 10.42%',
      aspectRatio: '580 / 140',
    });
    expect(d.lotInfo.status).toBe(AUCTION_STATUS.upcoming);
    expect(d.bidInfo).toMatchObject({
      bidGroupShow: true,
      exportTypeShow: true,
      exportTypeOptional: true,
      startPrice: 480_000,
      soldPrice: null,
      bidLimitReached: false,
      myBid: false,
      jasId: null,
      myBidAmount: null,
      acceptBid: true,
      cancellationAllowed: false,
      auctionFinished: false,
      bidStatusId: null,
    });
    // The client's deadline: the Tokyo midnight that starts the auction day (bidDeadlineCheck).
    expect(d.bidInfo.biddingDeadline).toBe(tokyoDaysFromNow(3, 0).toISOString());
    expect(d.ussCounter).toBeUndefined();
    expect(d.wishList.every((w) => !w.value)).toBe(true);
  });

  it("shows the viewer's bid, favorite group and daily limit", async () => {
    const me = await newUser({ dailyBidLimit: 1 });
    const db = t.database.db;
    const [bid] = await db.insert(bids).values({ userId: me.id, lotId: lot.upcoming, amount: 600_000, status: BID_STATUS.bid, placedById: me.id }).returning();
    const [log] = await db.insert(bidLogs).values({ bidId: bid!.id, actorId: me.id, event: 'created', status: BID_STATUS.bid, amount: 600_000 }).returning();
    const placedAt = log!.createdAt;
    // A manager's later change moves the bid's updated_at, not when it was placed.
    await db.update(bids).set({ updatedAt: new Date(placedAt.getTime() + 3_600_000) }).where(eq(bids.id, bid!.id));
    await db.insert(favorites).values({ userId: me.id, lotId: lot.upcoming, group: 'C' });
    const d = await detail(me.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(d.bidInfo).toMatchObject({
      myBid: true,
      jasId: bid!.id,
      myBidAmount: 600_000,
      myBidDate: placedAt.toISOString(),
      bidStatusId: BID_STATUS.bid,
      cancellationAllowed: true,
      bidLimitReached: true,
    });
    expect(d.wishList.filter((w) => w.value)).toEqual([{ group: 'C', value: true }]);
    // Another client sees nothing of it.
    const other = await detail(client.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(other.bidInfo.myBid).toBe(false);
    expect(other.wishList.some((w) => w.value)).toBe(false);
  });

  it('a bid without its log (older than bid_logs) reads as placed when it was created', async () => {
    const me = await newUser();
    const [bid] = await t.database.db.insert(bids).values({ userId: me.id, lotId: lot.upcoming, amount: 600_000, status: BID_STATUS.new, placedById: me.id }).returning();
    await t.database.db.update(bids).set({ updatedAt: new Date(bid!.createdAt.getTime() + 3_600_000) }).where(eq(bids.id, bid!.id));
    const d = await detail(me.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(d.bidInfo).toMatchObject({ myBid: true, jasId: bid!.id, myBidDate: bid!.createdAt.toISOString() });
  });

  it('a cancelled bid is not shown as my bid', async () => {
    const me = await newUser();
    await t.database.db.insert(bids).values({ userId: me.id, lotId: lot.upcoming, amount: 600_000, status: BID_STATUS.cancel });
    const d = await detail(me.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(d.bidInfo).toMatchObject({ myBid: false, jasId: null, myBidAmount: null, bidStatusId: null, cancellationAllowed: false });
  });

  it('a USS lot counts the downloads left today and allows no zip download', async () => {
    const d = await detail(client.cookie, `/car-auction/lot/${lot.uss}`);
    expect(d.carCommonDetail.isUss).toBe(true);
    expect(d.carCommonDetail.allowDownloadPhotos).toBe(false);
    expect(d.ussCounter).toEqual({ ussLimit: 3 });
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    await t.database.db.insert(ussDownloads).values({ userId: client.id, day: today, lotId: lot.uss });
    expect((await detail(client.cookie, `/car-auction/lot/${lot.uss}`)).ussCounter).toEqual({ ussLimit: 2 });
  });

  it("today's lot is past a client's deadline; a manager (no deadline check) may still bid", async () => {
    const d = await detail(client.cookie, `/car-auction/lot/${lot.today}`);
    expect(d.bidInfo).toMatchObject({ acceptBid: false, auctionFinished: false });
    const m = await detail(manager.cookie, `/car-auction/lot/${lot.today}`);
    expect(m.bidInfo.acceptBid).toBe(true);
    expect(m.carCommonDetail.commentEditable).toBe(true);
  });

  it('a past result is on the statistics page: finished, no bidding, no production-month block', async () => {
    const d = await detail(client.cookie, `/stats/lot/${lot.stats}`);
    expect(d.bidInfo).toMatchObject({ auctionFinished: true, acceptBid: false, soldPrice: 900_000, bidGroupShow: true });
    expect(d.carCommonDetail.allowDownloadPhotos).toBe(false);
    expect(d.mopDeail).toBeUndefined();
  });

  it('a stock car shows its price, no bid group and no deadline', async () => {
    const d = await detail(client.cookie, `/stock/lot/${lot.stock}`);
    expect(d.bidInfo).toMatchObject({ soldPrice: 1_250_000, startPrice: null, bidGroupShow: false, biddingDeadline: null, acceptBid: true, auctionFinished: false });
    expect(d.mopDeail).toBeDefined();
  });

  it('a restricted client sees the lot (the page shows the restricted notice)', async () => {
    const r = await newUser({ roleId: ROLE.restricted });
    const d = await detail(r.cookie, `/car-auction/lot/${lot.upcoming}`);
    expect(d.bidInfo.acceptBid).toBe(true);
    expect(d.carCommonDetail.allowDownloadPhotos).toBe(false);
  });
});
