import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, healthResponse } from '@jauc/contract';
import { loadConfig } from '../src/config.js';
import { query } from '../src/db/client.js';
import { setClockOffset, setClockTo } from '../src/lib/clock.js';
import { AUCTION_JOB } from '../src/modules/auction-clock/auction-clock.jobs.js';
import { runJobNow } from '../src/modules/jobs/index.js';
import { createAjesClient } from '../src/modules/provider-feed/ajes-client.js';
import { AJES_JOB, ajesJobs } from '../src/modules/provider-feed/provider-feed.jobs.js';
import { fixedTable, generatedTable, type AjesFixtureRow, type AjesTableSource } from './helpers/ajes-fixtures.js';
import { startAjesStandIn, type AjesStandIn } from './helpers/ajes-stand-in.js';
import { comingWednesday, countOf, insertBid, tokyoAt, type DayLot } from './helpers/auction-clock.js';
import { createUser, signIn } from './helpers/fixtures.js';
import { createHttpTestApp, type HttpTestApp } from './helpers/http-app.js';
import { ENGINES } from './helpers/test-app.js';

// Issue 20 §2: FEEDS=ajes against a local stand-in of the provider — coming lots upserted by the
// provider's id (bad rows skipped and counted, new makers created once, changes updated, lots gone
// from `main` marked removed, never on a failed or implausible sweep), session results through the
// results path (bids follow; not before the provider has them), late results, the statistics
// history, stock from `one`.

const MAIN_ROWS = 600;
const STATS_ROWS = 900;

/** A table with some rows changed or left out (the provider's next answer). */
function edited(source: AjesTableSource, o: { drop?: Set<number>; patch?: Map<number, AjesFixtureRow> }): AjesTableSource {
  const rows: AjesFixtureRow[] = [];
  for (let i = 0; i < source.size; i++) if (!o.drop?.has(i)) rows.push({ ...source.rowAt(i), ...o.patch?.get(i) });
  return fixedTable(rows);
}

const lotByProvider = async (t: HttpTestApp, providerId: number) =>
  (await query<DayLot & { providerId: number; photoUrls: string[] | null; imageCount: number }>(
    t.database.db,
    sql`SELECT id, auction_house_id AS house, lot_no AS "lotNo", status, start_price::float8 AS "startPrice", sold_price::float8 AS "soldPrice",
          past, provider_id::float8 AS "providerId", photo_urls AS "photoUrls", image_count AS "imageCount"
        FROM lots WHERE provider_id = ${providerId} AND kind = 'auction'`,
  ))[0];

describe.each(ENGINES)('AJES feed against the stand-in, on %s', (engine) => {
  let ajes: AjesStandIn;
  let t: HttpTestApp;
  let main: AjesTableSource;
  const day = comingWednesday();
  const run = (name: string) => runJobNow(t.app, name);
  const db = () => t.database.db;

  beforeAll(async () => {
    setClockTo(tokyoAt(day, '07:00'));
    ajes = await startAjesStandIn();
    main = generatedTable({ table: 'main', count: MAIN_ROWS, imageBase: ajes.origin, baseDate: day, badEvery: 50 });
    ajes.setTable('main', main);
    ajes.setTable('stats', generatedTable({ table: 'stats', count: STATS_ROWS, imageBase: ajes.origin, baseDate: day, badEvery: 100 }));
    ajes.setTable('one', generatedTable({ table: 'one', count: 40, imageBase: ajes.origin }));
    const env = { FEEDS: 'ajes', AJES_URL: ajes.url, AJES_CODE: ajes.code };
    const client = createAjesClient({ url: ajes.url, code: ajes.code, retries: 1, sleep: async () => undefined });
    t = await createHttpTestApp(engine, { env, jobs: ajesJobs(loadConfig(env), client) });
  });
  afterAll(async () => {
    setClockOffset(0);
    await t?.close();
    await ajes?.close();
  });

  it('takes every good coming lot once, skips and counts the bad ones, creates a maker once whatever its spelling', async () => {
    const summary = await run(AJES_JOB.lots);
    const bad = MAIN_ROWS / 50;
    expect(summary).toMatchObject({ offered: MAIN_ROWS, skipped: bad, inserted: MAIN_ROWS - bad, updated: 0, removed: 0 });
    expect(summary).toMatchObject({ skip_bad_year: bad / 4, skip_negative_price: bad / 4, skip_no_maker: bad / 4, skip_bad_date: bad / 4 });
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE kind = 'auction' AND provider_id IS NOT NULL`)).toBe(MAIN_ROWS - bad);
    // "MERCEDES-BENZ" and "Mercedes Benz" are one maker; "NAVY BLUE" and the rest kept as written.
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM makers WHERE regexp_replace(upper(name), '[^A-Z0-9]', '', 'g') = 'MERCEDESBENZ'`)).toBe(1);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM makers WHERE name = 'MERCEDES BENZ'`)).toBe(1);
    const first = await lotByProvider(t, main.idAt(0));
    expect(first).toMatchObject({ status: AUCTION_STATUS.upcoming, past: false });
    expect(first!.photoUrls!.length).toBe(first!.imageCount);
    expect(first!.photoUrls![0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/img\?id=\d+&n=0$/);
    // Fuel from the provider's `time` mark: PRIUS and AQUA H, LEAF E, HIACE and CX-5 D, the rest empty (petrol).
    const fuels = await query<{ model: string; fuel: string | null }>(
      db(),
      sql`SELECT DISTINCT m.name AS model, l.fuel FROM lots l JOIN models m ON m.id = l.model_id WHERE l.provider_id IS NOT NULL`,
    );
    const fuelOf = (model: string) => [...new Set(fuels.filter((f) => f.model === model).map((f) => f.fuel))];
    expect(fuelOf('PRIUS')).toEqual(['hybrid']);
    expect(fuelOf('LEAF')).toEqual(['electric']);
    expect(fuelOf('CX-5')).toEqual(['diesel']);
    expect(fuelOf('FIT')).toEqual(['petrol']);
    // A second sweep of the same answer changes nothing.
    expect(await run(AJES_JOB.lots)).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
  });

  it('the listing shows the new makers in its filter and the lots with their names', async () => {
    // A client in Russia (183): the lot page carries Japan's export check for Russia (issue 21 §1).
    const user = await createUser(db(), { email: 'feed-client@example.com', countryId: 183 });
    const cookie = await signIn(t.app, user.email, user.password);
    const makers = await t.app.inject({ method: 'GET', url: '/api/v1/car-auction/maker', headers: { cookie } });
    expect(makers.statusCode).toBe(200);
    expect((makers.json() as Array<{ label: string }>).map((m) => m.label)).toContain('MERCEDES BENZ');
    const listing = await t.app.inject({ method: 'GET', url: '/api/v1/car-auction/listing?pageSize=100', headers: { cookie } });
    expect(listing.statusCode).toBe(200);
    const rows = (listing.json() as { carsList: Array<{ id: number; maker: string; model: string; exportCheck?: { allowed: boolean; reasons: string[] } }> }).carsList;
    // Each row carries the check for the viewer's country, as the lot page does.
    expect(rows.find((r) => r.model === 'LEAF')?.exportCheck).toEqual({ country: 183, allowed: false, reasons: ['electric'] });
    expect(rows.find((r) => r.model === 'FIT')?.exportCheck).toMatchObject({ allowed: true, reasons: [] });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.maker !== '' && r.model !== '')).toBe(true);
    // The lot page names its fuel.
    const leaf = rows.find((r) => r.model === 'LEAF');
    expect(leaf, 'a LEAF on the first 100 rows').toBeDefined();
    const lot = await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/lot/${leaf!.id}`, headers: { cookie } });
    expect(lot.statusCode, lot.body).toBe(200);
    const detail = (lot.json() as { lotDetail: { carSpecification: { fuel: string }; exportCheck: unknown } }).lotDetail;
    expect(detail.carSpecification.fuel).toBe('electric');
    expect(detail.exportCheck).toEqual({ country: 183, allowed: false, reasons: ['electric'] });
    const cx5 = rows.find((r) => r.model === 'CX-5');
    expect(cx5, 'a CX-5 on the first 100 rows').toBeDefined();
    const diesel = (await t.app.inject({ method: 'GET', url: `/api/v1/car-auction/lot/${cx5!.id}`, headers: { cookie } })).json() as { lotDetail: { exportCheck: unknown } };
    expect(diesel.lotDetail.exportCheck).toEqual({ country: 183, allowed: false, reasons: ['engine_over_1900cc'] });
  });

  it('updates what changed, marks a lot gone from main before its session removed and settles its bids; never deletes', async () => {
    const user = await createUser(db(), { email: 'feed-bidder@example.com' });
    const gone = (await lotByProvider(t, main.idAt(1)))!;
    const bid = await insertBid(db(), user.id, gone, BID_STATUS.new);
    ajes.setTable('main', edited(main, { drop: new Set([1]), patch: new Map([[0, { START: '999000', IMAGES: `${ajes.origin}/img?id=1&n=9` }]]) }));
    expect(await run(AJES_JOB.lots)).toMatchObject({ inserted: 0, updated: 1, removed: 1 });
    expect(await lotByProvider(t, main.idAt(0))).toMatchObject({ startPrice: 999_000, imageCount: 1 });
    expect(await lotByProvider(t, main.idAt(1))).toMatchObject({ status: AUCTION_STATUS.removed });
    const [after] = await query<{ status: number }>(db(), sql`SELECT status FROM bids WHERE id = ${bid.id}`);
    expect(after!.status).toBe(BID_STATUS.finished);
    // Listed again before its session: it comes back.
    ajes.setTable('main', main);
    expect(await run(AJES_JOB.lots)).toMatchObject({ inserted: 0, removed: 0 });
    expect(await lotByProvider(t, main.idAt(1))).toMatchObject({ status: AUCTION_STATUS.upcoming });
  });

  it('a provider that fails or answers an implausibly small table changes nothing', async () => {
    const before = await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE status = ${AUCTION_STATUS.upcoming}`);
    ajes.failNext.push('500', '500');
    await expect(run(AJES_JOB.lots)).rejects.toThrow(/HTTP 500/);
    ajes.failNext.push('garbage', 'empty');
    await expect(run(AJES_JOB.lots)).rejects.toThrow();
    ajes.setTable('main', fixedTable([]));
    expect(await run(AJES_JOB.lots)).toMatchObject({ offered: 0, removed: 0 });
    expect(t.logs.some((l) => l.msg === 'ajes: the sweep listed too few lots to believe; nothing marked removed')).toBe(true);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE status = ${AUCTION_STATUS.upcoming}`)).toBe(before);
    expect(t.logText()).not.toContain(ajes.code);
    ajes.setTable('main', main);
  });

  it("applies a session's results only once the provider has them, through the results path (bids follow)", async () => {
    const user = await createUser(db(), { email: 'feed-winner@example.com' });
    // Rows 0..8 are the nine houses' first lots of `day` (ajes-fixtures: house = i % 9, day = ⌊i/9⌋ % 7).
    const lot = (await lotByProvider(t, main.idAt(2)))!;
    const bid = await insertBid(db(), user.id, lot, BID_STATUS.bid);
    setClockTo(tokyoAt(day, '16:00'));
    await run(AUCTION_JOB.status);
    // Nothing published yet for the session: it stays open.
    expect(await run(AUCTION_JOB.results)).toMatchObject({ sessions: 0, failed: 0 });
    expect(await lotByProvider(t, main.idAt(2))).toMatchObject({ status: AUCTION_STATUS.ongoing });
    // The provider publishes: the lot has moved to stats with its id, sold.
    const sold = { ...main.rowAt(2), STATUS: 'Sold', FINISH: '1234000' };
    ajes.setTable('stats', fixedTable([sold]));
    const applied = await run(AUCTION_JOB.results);
    expect(applied).toMatchObject({ failed: 0 });
    expect(applied.sessions).toBeGreaterThanOrEqual(1);
    expect(await lotByProvider(t, main.idAt(2))).toMatchObject({ status: AUCTION_STATUS.sold, soldPrice: 1_234_000 });
    const [b] = await query<{ status: number; sold_price: string | number | null }>(db(), sql`SELECT status, sold_price FROM bids WHERE id = ${bid.id}`);
    expect({ status: b!.status, soldPrice: Number(b!.sold_price) }).toEqual({ status: BID_STATUS.bid, soldPrice: 1_234_000 });
  });

  it('a session without results the next day closes as Unknown, and a result published later still reaches it', async () => {
    setClockTo(tokyoAt(day, '02:00', 1));
    await run(AUCTION_JOB.results);
    const late = (await lotByProvider(t, main.idAt(3)))!;
    expect(late.status).toBe(AUCTION_STATUS.unknown);
    ajes.setTable('stats', fixedTable([{ ...main.rowAt(3), STATUS: 'Not sold', FINISH: '' }]));
    const summary = await run(AJES_JOB.stats);
    expect(summary).toMatchObject({ lateResults: 1 });
    expect(await lotByProvider(t, main.idAt(3))).toMatchObject({ status: AUCTION_STATUS.notSold, soldPrice: null });
    // Asked again: nothing changes twice.
    expect(await run(AJES_JOB.stats)).toMatchObject({ lateResults: 0 });
  });

  it('fills the statistics from the results history, its sales in the average prices, then reads only what is new', async () => {
    const history = generatedTable({ table: 'stats', count: STATS_ROWS, imageBase: ajes.origin, baseDate: day, badEvery: 100, firstId: 70_000_000 });
    ajes.setTable('stats', history);
    const averagesBefore = await countOf(db(), sql`SELECT coalesce(sum(sold_count), 0)::int AS n FROM average_prices`);
    const first = await run(AJES_JOB.stats);
    // 9 bad rows (every 100th), in turn bad year, negative price, no maker, bad date: the provider's
    // own date filter (the last AJES_STATS_MONTHS) leaves out the two whose date is not a date.
    const bad = STATS_ROWS / 100;
    expect(first).toMatchObject({ offered: STATS_ROWS - 2, skipped: bad - 2, inserted: STATS_ROWS - bad, more: false });
    const sold = await countOf(
      db(),
      sql`SELECT count(*)::int AS n FROM lots WHERE provider_id >= 70000000 AND status IN (${AUCTION_STATUS.sold}, ${AUCTION_STATUS.soldNego})`,
    );
    expect(sold).toBeGreaterThan(0);
    expect(await countOf(db(), sql`SELECT coalesce(sum(sold_count), 0)::int AS n FROM average_prices`)).toBe(averagesBefore + sold);
    expect(await countOf(db(), sql`SELECT count(*)::int AS n FROM lots WHERE provider_id >= 70000000 AND NOT past`)).toBe(0);
    const again = await run(AJES_JOB.stats);
    expect(again).toMatchObject({ offered: 0, inserted: 0 });
  });

  it('takes stock cars from one at their fixed price', async () => {
    const summary = await run(AJES_JOB.stock);
    expect(summary).toMatchObject({ offered: 40, inserted: 40, skipped: 0 });
    const [row] = await query<{ n: number; priced: number }>(
      db(),
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE sold_price > 0 AND start_price IS NULL)::int AS priced FROM lots WHERE kind = 'stock'`,
    );
    expect(row).toEqual({ n: 40, priced: 40 });
  });

  it('health shows each part of the feed with its last success and lag, and its jobs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const body = healthResponse.parse(res.json());
    expect(body.feeds.map((f) => f.name)).toEqual(['ajes-main', 'ajes-one', 'ajes-stats']);
    for (const feed of body.feeds) expect(feed.lagSeconds).toBeGreaterThanOrEqual(0);
    expect(body.feeds.find((f) => f.name === 'ajes-one')?.lastSummary).toMatchObject({ inserted: 40 });
    expect(body.jobs.map((j) => j.name)).toEqual(expect.arrayContaining([AJES_JOB.lots, AJES_JOB.stock, AJES_JOB.stats, AUCTION_JOB.results]));
  });
});
