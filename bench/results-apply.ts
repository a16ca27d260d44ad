// One auction day's results applied at benchmark scale while the listing is under load
// (DESIGN.md §5: a day's results, 20,000 lots, in <= 30 s without doubling the listing's p99).
//   npx tsx bench/seed-lots.ts --lots 1000000 --database-url postgres://…/bench   (once)
//   npx tsx bench/results-apply.ts --database-url postgres://…/bench [--lots 20000] [--duration 30]
// It starts the built server (npm run build) with FEEDS=off, so only this script applies results,
// adds one auction day of `--lots` ongoing lots (the day before the oldest lot in the database,
// so every run brings a day of its own, with bids of two demo clients on a tenth of them), drives
// the listing mix of listing-load.ts for `--duration` seconds as a baseline, then drives it again
// while the day's sessions get their results through the results job's own code
// (modules/auction-clock/apply-results.ts, the demo results feed). Prints the apply time and the
// listing p99 without and with the apply.
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { AUCTION_STATUS, BID_STATUS, BID_STEP_YEN } from '@jauc/contract';
import { openDatabase, query, type DbOrTx } from '../apps/server/src/db/client.js';
import { applySessionResults, resultsTuning } from '../apps/server/src/modules/auction-clock/apply-results.js';
import { createDemoResultsFeed } from '../apps/server/src/modules/auction-clock/demo-results-feed.js';
import { housesOn } from '../apps/server/src/modules/auction-clock/sessions.js';
import { AUCTION_HOUSES } from '../apps/server/src/seed/catalog-auctions.js';
import { sessionLots } from '../apps/server/src/seed/lots-generator.js';
import { insertNewLots, type LotSeedRow } from '../apps/server/src/seed/lots-insert.js';
import { allocate } from '../apps/server/src/seed/lots-schedule.js';
import { createRng } from '../apps/server/src/seed/rng.js';
import { benchServer, httpFigures, runAutocannon, serverOptions } from './lib/bench-server.js';
import { buildMix } from './lib/listing-mix.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({ options: { ...serverOptions, lots: { type: 'string', default: '20000' }, duty: { type: 'string', default: String(resultsTuning.duty) } } });
// --duty 1 applies at full speed (no rests between chunks), for a side-by-side comparison.
resultsTuning.duty = Number(values.duty);
const lotCount = Number(values.lots);
if (!Number.isInteger(lotCount) || lotCount <= 0) throw new Error('--lots must be a positive integer');
if (!values['database-url']) throw new Error('--database-url postgres://… is required: the budget is PostgreSQL’s');

const DAY_MS = 86_400_000;
// Above any seeded lot number (results below 20,000, stock from 50,000), so nothing collides.
const LOT_NO_BASE = 100_000;

/** The Monday-to-Saturday day before the oldest lot in the database, YYYY-MM-DD. */
async function freeDay(db: DbOrTx): Promise<string> {
  const [row] = await query<{ oldest: string | null }>(db, sql`SELECT to_char(min(lot_tokyo_day(auction_date)), 'YYYY-MM-DD') AS oldest FROM lots`);
  let at = Date.parse(`${row?.oldest ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`) - DAY_MS;
  while (new Date(at).getUTCDay() === 0) at -= DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

/** The day's sessions filled with ongoing lots, and bids of two demo clients on a tenth of them. */
async function addDay(db: DbOrTx, day: string): Promise<{ lots: number; bids: number }> {
  const houses = await housesOn(db, day);
  const sessions = houses.map((h) => ({ house: AUCTION_HOUSES.find((a) => a.id === h.auctionHouseId)!, day, start: h.start }));
  const counts = allocate(lotCount, sessions);
  const rng = createRng(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  let inserted = 0;
  for (const [i, session] of sessions.entries()) {
    const rows: LotSeedRow[] = [];
    for (const row of sessionLots(rng, 'auction', session, counts[i] ?? 0, session.start)) {
      rows.push({ ...row, lotNo: LOT_NO_BASE + row.lotNo, status: AUCTION_STATUS.ongoing });
      if (rows.length === 2000) inserted += await insertNewLots(db, rows.splice(0));
    }
    inserted += await insertNewLots(db, rows);
  }
  const start = new Date(Date.parse(`${day}T00:00:00+09:00`));
  const step = sql.raw(`${BID_STEP_YEN}.0`);
  const bids = await query<{ n: number }>(
    db,
    sql`WITH bidders AS (
          SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users WHERE email IN ('client@demo.example', 'vip@demo.example')),
        picked AS (
          SELECT l.id, l.start_price, row_number() OVER (ORDER BY l.id) AS r FROM lots l
          WHERE l.kind = 'auction' AND l.lot_no > ${LOT_NO_BASE} AND l.auction_date >= ${start.toISOString()}::timestamptz
            AND l.auction_date < ${new Date(start.getTime() + DAY_MS).toISOString()}::timestamptz),
        placed AS (
          INSERT INTO bids (user_id, lot_id, amount, status, export_type, placed_by_id)
          SELECT b.id, p.id, (ceil(p.start_price / ${step}) * ${step} + ${step} * (p.r % 20))::bigint,
                 (CASE WHEN b.k = 0 THEN ${BID_STATUS.new} ELSE ${BID_STATUS.bid} END)::smallint, 1, b.id
          FROM picked p JOIN bidders b ON b.k = (p.r / 10) % 2
          WHERE p.r % 10 = 0
          ON CONFLICT DO NOTHING RETURNING 1)
        SELECT count(*)::int AS n FROM placed`,
  );
  return { lots: inserted, bids: bids[0]?.n ?? 0 };
}

/** The listing mix until `until` settles (and at least `minSeconds`), for the p99 beside the apply. */
function loadUntil(base: string, paths: string[], cookie: string, connections: number, until: Promise<unknown>, minSeconds: number) {
  let next = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: 3600,
        headers: { cookie },
        requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[next++ % paths.length]! }) }],
      },
      (err: unknown, result: autocannon.Result) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(result)),
    );
    const minimum = new Promise((r) => setTimeout(r, minSeconds * 1000));
    void Promise.allSettled([until, minimum]).then(() => instance.stop());
  });
}

const server = benchServer(values, { FEEDS: 'off' });
server.start();
const database = await openDatabase({ databaseUrl: values['database-url'], dataDir: '', poolSize: 4 });
try {
  await server.waitForHealth();
  const cookie = await server.signIn();
  const day = await freeDay(database.db);
  console.error(`adding ${lotCount} ongoing lots on ${day}`);
  const added = await addDay(database.db, day);
  const mix = await buildMix(server.base, cookie);
  const paths = mix.map((m) => m.path);
  const connections = Number(values.connections);
  console.error(`mix: ${mix.length} requests; warming up ${values.warmup} s`);
  await runAutocannon(server.base, paths, cookie, Number(values.warmup), connections);

  console.error(`baseline: ${values.duration} s at ${connections} connections`);
  const baseline = httpFigures(await runAutocannon(server.base, paths, cookie, Number(values.duration), connections));

  console.error('applying the results under the same load');
  const feed = createDemoResultsFeed();
  const log = { warn: console.warn, error: console.error };
  // The results are asked for the evening of the auction day.
  const now = new Date(Date.parse(`${day}T18:00:00+09:00`));
  let applyMs = 0;
  const sessions: Array<{ house: number; lots: number; ms: number }> = [];
  const apply = (async () => {
    await new Promise((r) => setTimeout(r, 2000)); // the load first reaches its pace
    const started = performance.now();
    for (const house of await housesOn(database.db, day)) {
      const t0 = performance.now();
      const applied = await applySessionResults(database.db, feed, { auctionHouseId: house.auctionHouseId, day }, now, log);
      sessions.push({ house: house.auctionHouseId, lots: applied?.lots ?? 0, ms: Math.round(performance.now() - t0) });
    }
    applyMs = Math.round(performance.now() - started);
  })();
  const during = httpFigures(await loadUntil(server.base, paths, cookie, connections, apply, 5));
  await apply;

  writeResult('results-apply', {
    engine: 'postgres',
    server: values.server,
    day,
    added,
    applyMs,
    sessions,
    listing: {
      baseline,
      duringApply: during,
      p99Ratio: baseline.latencyMs.p99 > 0 ? Math.round((during.latencyMs.p99 / baseline.latencyMs.p99) * 100) / 100 : null,
    },
    loadAfter: machineLoad(),
    targets: { applyMs: 30_000, p99Ratio: 2 },
  });
} finally {
  await server.stop();
  await database.close();
}
