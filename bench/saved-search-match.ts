// Saved-search alerts at scale (issue 21 §4, decision 024): --searches saved searches of --users
// users matched against a day of --lots new lots, as one alert run after a feed run does it.
//   npx tsx bench/saved-search-match.ts [--searches 10000] [--lots 20000] [--users 2000] [--database-url postgres://…]
// Without --database-url it runs on PGlite in memory. Small scale for a quick look:
//   npx tsx bench/saved-search-match.ts --searches 500 --lots 1000 --users 100
// Figures: the insert of the day's lots (with the arrivals trigger), the alert run (take the
// arrivals, match every search by the listing's SQL, record the new pairs, queue the notices),
// and a second run that finds nothing; peak memory of this process.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, query } from '../apps/server/src/db/client.js';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.js';
import { runSavedSearchAlerts } from '../apps/server/src/modules/saved-search/alerts.js';
import { MAKERS } from '../apps/server/src/seed/catalog.js';
import { createRng } from '../apps/server/src/seed/rng.js';
import { createUser } from '../apps/server/test/helpers/fixtures.js';
import { generateTestLots } from '../apps/server/test/helpers/lot-numbers.js';
import { writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '10000' },
    lots: { type: 'string', default: '20000' },
    users: { type: 'string', default: '2000' },
    'database-url': { type: 'string', default: '' },
  },
});
const searchCount = Number(values.searches);
const lotCount = Number(values.lots);
const userCount = Math.min(Number(values.users), searchCount);

const database = await openDatabase({ databaseUrl: values['database-url'] || null, dataDir: ':memory:', poolSize: 4 });
const db = database.db;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const rng = createRng(21);

/** A listing query as people save them: a maker (often a model), a range or two, sometimes a word. */
function randomQuery(): { pageType: string; query: string } {
  const p = new URLSearchParams();
  const maker = rng.pick(MAKERS);
  p.set('maker', String(maker.id));
  if (rng.chance(0.6)) p.set('model', String(rng.pick(maker.models).id));
  if (rng.chance(0.5)) p.set('year', `${rng.int(2005, 2018)},0`);
  if (rng.chance(0.4)) p.set('mileage', `0,${rng.int(3, 15) * 10_000}`);
  if (rng.chance(0.1)) p.set('search', rng.pick(['hybrid', 'AC', 'PRIUS', '4WD']));
  const pageType = rng.weighted(['car-auction', 'stock', 'stats'], [8, 1, 1]);
  if (pageType === 'car-auction' && rng.chance(0.5)) p.set('bidding', 'all');
  return { pageType, query: p.toString() };
}

try {
  await ensureReferenceData(db);
  const [existing] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lots`);
  if ((existing?.n ?? 0) > 0) throw new Error('the database already holds lots: give the bench an empty one');
  const users: number[] = [];
  for (let i = 0; i < userCount; i++) users.push((await createUser(db, { language: i % 2 ? 693 : 692 })).id);
  const rows = Array.from({ length: searchCount }, (_, i) => ({ userId: users[i % users.length]!, ...randomQuery(), notify: rng.weighted(['email', 'telegram', 'none'], [6, 2, 2]) }));
  for (let i = 0; i < rows.length; i += 1000) {
    const part = rows.slice(i, i + 1000);
    await db.execute(sql`INSERT INTO saved_searches (user_id, name, page_type, query, notify)
      SELECT * FROM unnest(${sql.param(part.map((r) => r.userId))}::int[], ${sql.param(part.map((_, j) => `search ${i + j}`))}::text[],
        ${sql.param(part.map((r) => r.pageType))}::text[], ${sql.param(part.map((r) => r.query))}::text[], ${sql.param(part.map((r) => r.notify))}::text[])`);
  }
  console.error(`${searchCount} searches of ${userCount} users saved; inserting ${lotCount} lots`);

  let t0 = performance.now();
  // A day of a feed: mostly coming auction lots, some stock and results.
  await generateTestLots(db, { auction: Math.round(lotCount * 0.8), stock: Math.round(lotCount * 0.1), stats: lotCount - Math.round(lotCount * 0.8) - Math.round(lotCount * 0.1), seed: 5 });
  const insertMs = Math.round(performance.now() - t0);
  const [arrivals] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lot_arrivals`);

  const deps = { publicUrl: 'https://portal.example', closeMinutes: 30 };
  t0 = performance.now();
  const first = await runSavedSearchAlerts(db, deps, new Date());
  const alertMs = Math.round(performance.now() - t0);
  t0 = performance.now();
  const second = await runSavedSearchAlerts(db, deps, new Date());
  const emptyRunMs = Math.round(performance.now() - t0);

  writeResult('saved-search-match', {
    engine: values['database-url'] ? 'postgres' : 'pglite',
    searches: searchCount,
    users: userCount,
    lots: lotCount,
    arrivals: arrivals?.n ?? 0,
    insertMs,
    alertRun: { ms: alertMs, ...first, searchesPerSecond: Math.round((searchCount / alertMs) * 1000) },
    secondRun: { ms: emptyRunMs, ...second },
    peakRssMiB: Math.round(peakRss / 2 ** 20),
  });
} finally {
  clearInterval(sampler);
  await database.close();
}
