import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, listingResponse, lotDetailResponse } from '@jauc/contract';
import { loadConfig } from '../src/config.js';
import { averagePrices, bidLogs, bids, lots } from '../src/db/schema.js';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { AUCTION_JOB, auctionClockJobs } from '../src/modules/auction-clock/auction-clock.jobs.js';
import { demoSessionSizes } from '../src/modules/auction-clock/demo-lots-feed.js';
import { demoResult } from '../src/modules/auction-clock/demo-results-feed.js';
import { auctionClockHooks } from '../src/modules/auction-clock/hooks.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { scheduledJobs } from '../src/server/jobs.js';
import { closeAuctionDaysJob } from '../src/modules/listing/close-auction-days-job.js';
import { comingWednesday, countOf, insertBid, lotsOfDay, tokyoAt, type DayLot } from './helpers/auction-clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createTestApp, ENGINES, ORIGIN, type TestApp } from './helpers/test-app.js';

// Issue 11 §3–§5: time moves the catalogue. The clock is set to a Wednesday 07:00 in Japan (a
// week or more ahead of the real day, so PostgreSQL's own clock never sees those lots as past)
// and moved past its sessions; the jobs run explicitly (runJobNow), as the scheduler would.

const ENV = { SEED_AUCTION_LOTS: '600', ACCESS_TOKEN_TTL_SECONDS: String(60 * 86_400) };
const CAA_TOKYO = 10; // Wednesdays 09:50
const WEDNESDAY_HOUSES = [5, 10, 14];
const WEEK_LOTS = 600;

describe.each(ENGINES)('the auction clock on %s', (engine) => {
  let t: TestApp;
  const wed = comingWednesday();
  const db = () => t.database.db;
  const run = (name: string) => runJobNow(t.app, name);
  const send = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
  const place = (cookie: string, lot: DayLot, amount: number) =>
    send(cookie, 'POST', '/bid/create', { amount, carId: lot.id, bidType: 1, bidGroup: '--', confirm: 1, lotType: 'auction', comment: '' });
  const total = async (cookie: string, pageType: string) => {
    const res = await send(cookie, 'GET', `/${pageType}/listing?pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    return listingResponse.parse(res.json()).pageInfo.totalSearchResults;
  };
  const openLotsOverdue = (at: Date) =>
    countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE kind = 'auction' AND status IN (4531, 4532)
      AND auction_date <= ${new Date(at.getTime() - 6 * 3_600_000).toISOString()}::timestamptz`);

  beforeAll(async () => {
    setClockTo(tokyoAt(wed, '07:00'));
    const config = loadConfig({ ...ENV, SEED: 'false' });
    t = await createTestApp(engine, ENV, { jobs: [...auctionClockJobs(config), closeAuctionDaysJob] });
  });
  afterEach(() => {
    auctionClockHooks.afterDayTaken = undefined;
    auctionClockHooks.afterResultsWritten = undefined;
  });
  afterAll(async () => {
    setClockOffset(0);
    await t?.close();
  });

  it('is what the server schedules', () => {
    const names = scheduledJobs(loadConfig({ SEED: 'false' })).map((j) => j.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(AUCTION_JOB)));
    expect(scheduledJobs(loadConfig({ SEED: 'false', FEEDS: 'off' })).map((j) => j.name)).not.toContain(AUCTION_JOB.results);
  });

  it('fills the coming week at the demo density, each lot once however often it runs', async () => {
    setClockTo(tokyoAt(wed, '07:00'));
    expect(await run(AUCTION_JOB.lots)).toMatchObject({ inserted: WEEK_LOTS, skipped: 0 });
    expect(await run(AUCTION_JOB.lots)).toMatchObject({ inserted: 0 });
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots`)).toBe(WEEK_LOTS);
    const caa = await lotsOfDay(db(), wed, CAA_TOKYO);
    expect(caa).toHaveLength(demoSessionSizes(600).get(CAA_TOKYO)!);
    expect(caa.every((l) => l.status === AUCTION_STATUS.upcoming && !l.past)).toBe(true);
  });

  it('moves a session: Ongoing at its start, results after it, New bids finished, Bid bids waiting, nothing to bid on', async () => {
    // Clients bid until the auction day begins in Japan (bidDeadlineCheck): the evening before.
    setClockTo(tokyoAt(wed, '20:00', -1));
    const u = await createUser(db(), { creditLimit: 1_000_000_000, dailyBidLimit: 100 });
    const cookie = await signIn(t.app, u.email, u.password);
    const caa = await lotsOfDay(db(), wed, CAA_TOKYO);
    // New bids through the API on two lots; Bid bids (as a manager would set them) on the rest.
    const newBids: number[] = [];
    for (const lot of caa.slice(0, 2)) {
      const res = await place(cookie, lot, Math.ceil(lot.startPrice / 5000) * 5000);
      expect(res.statusCode, res.body).toBe(200);
      newBids.push(res.json().bidId as number);
    }
    const placed = await Promise.all(caa.slice(2).map((lot) => insertBid(db(), u.id, lot)));

    // 10:00: every Wednesday session has started.
    setClockTo(tokyoAt(wed, '10:00'));
    expect((await run(AUCTION_JOB.status)).started).toBe((await lotsOfDay(db(), wed)).length);
    expect((await lotsOfDay(db(), wed)).every((l) => l.status === AUCTION_STATUS.ongoing)).toBe(true);
    expect((await place(cookie, caa[0]!, 10_000_000)).json()).toMatchObject({ message: 'bidding_closed' });
    expect((await send(cookie, 'PUT', '/bid/update-bid-status', { bidId: newBids[0], status: 4 })).statusCode).toBe(409);
    // Not over yet: CAA Tokyo ends 15:50, USS Kyushu 16:00.
    expect(await run(AUCTION_JOB.results)).toMatchObject({ sessions: 0 });

    setClockTo(tokyoAt(wed, '16:01'));
    const summary = await run(AUCTION_JOB.results);
    expect(summary).toMatchObject({ sessions: 3, finishedBids: 2, awaitingBids: placed.length, failed: 0 });
    const day = await lotsOfDay(db(), wed);
    expect(day.every((l) => l.status >= AUCTION_STATUS.sold && l.status <= AUCTION_STATUS.unknown)).toBe(true);
    expect(day.every((l) => (l.soldPrice !== null) === (l.status === AUCTION_STATUS.sold || l.status === AUCTION_STATUS.soldNego))).toBe(true);
    // The results are the demo feed's for those lots.
    const after = await lotsOfDay(db(), wed, CAA_TOKYO);
    after.slice(0, 2).forEach((l) => {
      expect({ status: l.status, soldPrice: l.soldPrice }).toEqual(
        (({ status, soldPrice }) => ({ status, soldPrice }))(demoResult(CAA_TOKYO, wed, { lotNo: l.lotNo, startPrice: l.startPrice, bidAmount: null })),
      );
    });
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM auction_sessions WHERE day = ${wed}::date`)).toBe(3);

    // New bids: Finished, logged with the reason, no actor.
    for (const id of newBids) {
      const [bid] = await db().select().from(bids).where(eq(bids.id, id));
      expect(bid!.status).toBe(BID_STATUS.finished);
      const logs = await db().select().from(bidLogs).where(and(eq(bidLogs.bidId, id), eq(bidLogs.event, 'auction_finished')));
      expect(logs).toMatchObject([{ actorId: null, status: BID_STATUS.finished }]);
    }
    // Bid bids wait for the manager with the lot's sold price; some were won at or below the bid.
    const waiting = await db().select().from(bids).where(eq(bids.status, BID_STATUS.bid));
    expect(waiting).toHaveLength(placed.length);
    const wins = waiting.filter((b) => {
      const lot = after.find((l) => l.id === b.lotId)!;
      expect(b.soldPrice).toBe(lot.soldPrice);
      return lot.soldPrice !== null && lot.soldPrice <= b.amount;
    });
    expect(wins.length).toBeGreaterThan(0);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM bid_logs WHERE event = 'auction_result'`)).toBe(placed.length);

    // Average prices hold every sale of the day.
    const sold = day.filter((l) => l.soldPrice !== null);
    const [avg] = await db().select({ n: sql<number>`sum(sold_count)::int`, sum: sql<number>`sum(sold_sum)::float8` }).from(averagePrices);
    expect(Number(avg!.n)).toBe(sold.length);
    expect(Number(avg!.sum)).toBe(sold.reduce((s, l) => s + l.soldPrice!, 0));

    // The lot page shows the result, the sold price and the viewer's bid status; no bidding.
    const won = after.find((l) => l.id === wins[0]!.lotId)!;
    const page = lotDetailResponse.parse((await send(cookie, 'GET', `/car-auction/lot/${won.id}`)).json()).lotDetail;
    expect(page.lotInfo.status).toBe(won.status);
    expect(page.bidInfo).toMatchObject({ soldPrice: won.soldPrice, auctionFinished: true, acceptBid: false, bidStatusId: BID_STATUS.bid, cancellationAllowed: false });
    expect((await place(cookie, won, wins[0]!.amount + 5000)).json()).toMatchObject({ message: 'auction_finished' });
    expect((await place(cookie, caa[0]!, 10_000_000)).json()).toMatchObject({ message: 'auction_finished' });
    expect((await send(cookie, 'PUT', '/bid/update-bid-status', { bidId: wins[0]!.id, status: 4 })).statusCode).toBe(409);

    // Applied once: a second run finds nothing and writes nothing.
    const logsBefore = await countOf(db(), sql`SELECT count(*)::int AS n FROM bid_logs`);
    expect(await run(AUCTION_JOB.results)).toMatchObject({ sessions: 0 });
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM bid_logs`)).toBe(logsBefore);

    // After Tokyo midnight the day's lots are statistics, no longer car auctions.
    setClockTo(tokyoAt(wed, '00:30', 1));
    await run('close-past-auction-days');
    const cookie2 = await signIn(t.app, u.email, u.password);
    expect((await lotsOfDay(db(), wed)).every((l) => l.past)).toBe(true);
    expect(await total(cookie2, 'stats')).toBe(day.length);
    expect(await total(cookie2, 'car-auction')).toBe(WEEK_LOTS - day.length);
    const statsPage = lotDetailResponse.parse((await send(cookie2, 'GET', `/stats/lot/${won.id}`)).json()).lotDetail;
    expect(statsPage.bidInfo).toMatchObject({ soldPrice: won.soldPrice, bidStatusId: BID_STATUS.bid });
  });

  it('rolls the daily bid limit over at Tokyo midnight on the moved clock', async () => {
    setClockTo(tokyoAt(wed, '08:00', 1)); // Thursday
    const u = await createUser(db(), { creditLimit: 1_000_000_000, dailyBidLimit: 1 });
    const cookie = await signIn(t.app, u.email, u.password);
    // Saturday's lots take bids until Saturday begins.
    const saturday = await lotsOfDay(db(), tokyoAt(wed, '12:00', 3).toISOString().slice(0, 10));
    const bid = (lot: DayLot) => place(cookie, lot, Math.ceil(lot.startPrice / 5000) * 5000);
    expect((await bid(saturday[0]!)).statusCode).toBe(200);
    const refused = await bid(saturday[1]!);
    expect(refused.statusCode, refused.body).toBe(429);
    setClockTo(tokyoAt(wed, '23:59', 1));
    expect((await bid(saturday[1]!)).statusCode).toBe(429);
    setClockTo(tokyoAt(wed, '00:01', 2)); // Friday
    const next = await bid(saturday[1]!);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('a week later: new lots present, the car-auction listing full, nothing stale', async () => {
    const later = tokyoAt(wed, '07:00', 7);
    setClockTo(later);
    await run(AUCTION_JOB.status);
    await run(AUCTION_JOB.results);
    await run(AUCTION_JOB.lots);
    await run('close-past-auction-days');
    expect(await openLotsOverdue(later)).toBe(0);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE kind = 'auction' AND past = false
      AND auction_date < ${tokyoAt(wed, '00:00', 7).toISOString()}::timestamptz`)).toBe(0);
    // Every session of the first week has its results; the new week is there in full.
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM auction_sessions`)).toBe(18);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE auction_date >= ${later.toISOString()}::timestamptz`)).toBe(WEEK_LOTS);
    const u = await createUser(db());
    const cookie = await signIn(t.app, u.email, u.password);
    expect(await total(cookie, 'car-auction')).toBe(WEEK_LOTS);
    expect(await total(cookie, 'stats')).toBe(WEEK_LOTS);
  });

  it('a run killed half way leaves no half-applied work; the rerun ends as one clean run would', async () => {
    const start = tokyoAt(wed, '07:00', 14);
    setClockTo(start);
    // The second week's sessions are over: their results first, so only this day's are left below.
    await run(AUCTION_JOB.status);
    await run(AUCTION_JOB.results);
    // The lots feed dies after its first day.
    auctionClockHooks.afterDayTaken = () => {
      throw new Error('killed');
    };
    await expect(run(AUCTION_JOB.lots)).rejects.toThrow('killed');
    auctionClockHooks.afterDayTaken = undefined;
    const firstDay = (await lotsOfDay(db(), tokyoAt(wed, '12:00', 14).toISOString().slice(0, 10))).length;
    expect(firstDay).toBeGreaterThan(0);
    expect(await run(AUCTION_JOB.lots)).toMatchObject({ inserted: WEEK_LOTS - firstDay });

    // The results die inside the first session's transaction, after its lots were written.
    const end = tokyoAt(wed, '16:01', 14);
    setClockTo(end);
    await run(AUCTION_JOB.status);
    const day = tokyoAt(wed, '12:00', 14).toISOString().slice(0, 10);
    const u = await createUser(db());
    const newBid = await insertBid(db(), u.id, (await lotsOfDay(db(), day, CAA_TOKYO))[0]!, BID_STATUS.new);
    let calls = 0;
    auctionClockHooks.afterResultsWritten = () => {
      if (calls++ === 0) throw new Error('killed');
    };
    await expect(run(AUCTION_JOB.results)).rejects.toThrow();
    auctionClockHooks.afterResultsWritten = undefined;
    // One session failed and was rolled back whole; the others went through.
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM auction_sessions WHERE day = ${day}::date`)).toBe(2);
    const rerun = await run(AUCTION_JOB.results);
    expect(rerun).toMatchObject({ sessions: 1, failed: 0 });
    for (const house of WEDNESDAY_HOUSES) {
      for (const l of await lotsOfDay(db(), day, house)) {
        // No Bid bids on this day: every lot has its plain demo result.
        const expected = demoResult(house, day, { lotNo: l.lotNo, startPrice: l.startPrice, bidAmount: null });
        expect({ status: l.status, soldPrice: l.soldPrice }).toEqual({ status: expected.status, soldPrice: expected.soldPrice });
      }
    }
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM auction_sessions WHERE day = ${day}::date`)).toBe(3);
    const [bid] = await db().select().from(bids).where(eq(bids.id, newBid.id));
    expect(bid!.status).toBe(BID_STATUS.finished);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM bid_logs WHERE bid_id = ${newBid.id} AND event = 'auction_finished'`)).toBe(1);
    // The summary counts every sale once.
    const [avg] = await db().select({ n: sql<number>`sum(sold_count)::int` }).from(averagePrices);
    expect(Number(avg!.n)).toBe(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE status IN (4533, 4534)`));
    expect(await db().select({ id: lots.id }).from(lots).where(eq(lots.status, AUCTION_STATUS.unknown))).toEqual([]);
  });
});
