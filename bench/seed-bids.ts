// Fills the benchmark database with bids at scale (DESIGN.md §5: 100,000 bids of 5,000 clients)
// and prints the figures as JSON.
//   npx tsx bench/seed-lots.ts --lots 1000000 --database-url postgres://…/bench   (first)
//   npx tsx bench/seed-bids.ts --database-url postgres://…/bench [--bids 100000] [--clients 5000]
// The demo accounts are created too (the load benchmarks sign in as manager@demo.example), plus
// bench managers, dealers and clients (client-00001@bench.example …, password demo-pass). The bids
// come from the demo generator (apps/server/src/seed/demo-bids*.ts): every status, groups, results
// waiting for the manager, Wins with their purchased car and debit, a bid log per bid. A database
// whose bench clients already bid is left as it is.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, query } from '../apps/server/src/db/client.js';
import { ensureReferenceData } from '../apps/server/src/db/reference-data.js';
import { seedBids } from '../apps/server/src/seed/demo-bids.js';
import { seedDemoUsers } from '../apps/server/src/seed/demo-users.js';
import { BENCH_DOMAIN, seedBenchUsers } from './lib/bench-users.js';
import { writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: {
    bids: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '5000' },
    dealers: { type: 'string', default: '100' },
    managers: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'data-dir': { type: 'string', default: './bench-data' },
    seed: { type: 'string', default: '11' },
  },
});
const count = (name: 'bids' | 'clients' | 'dealers' | 'managers') => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
};

const database = await openDatabase({ databaseUrl: values['database-url'] || null, dataDir: values['data-dir'] });
try {
  await ensureReferenceData(database.db);
  const [lots] = await query<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM lots`);
  if (!lots?.n) throw new Error('no lots: run bench/seed-lots.ts on this database first');
  const [already] = await query<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM bids b JOIN users u ON u.id = b.user_id WHERE u.email LIKE ${`%@${BENCH_DOMAIN}`}`,
  );
  if (already?.n) {
    console.error(`the bench clients already have ${already.n} bids: nothing to do (seed a fresh database for clean figures)`);
  } else {
    const started = performance.now();
    const seeded = await database.db.transaction(async (tx) => {
      const demo = await seedDemoUsers(tx);
      const usersStarted = performance.now();
      const users = await seedBenchUsers(tx, { managers: count('managers'), dealers: count('dealers'), clients: count('clients') }, Number(values.seed));
      const usersMs = Math.round(performance.now() - usersStarted);
      const bidders = [...users.clients.map((id) => ({ id, weight: 1 })), ...users.dealers.map((id) => ({ id, weight: 2 }))];
      const managers = [...users.managers, demo.get('manager@demo.example')!, demo.get('manager2@demo.example')!];
      const bids = await seedBids(tx, { count: count('bids'), seed: Number(values.seed), bidders, managers });
      return { usersMs, bids };
    });
    const vacuumStarted = performance.now();
    await database.db.execute(sql`VACUUM ANALYZE`);
    const vacuumAnalyzeMs = Math.round(performance.now() - vacuumStarted);
    const [totals] = await query<Record<string, number>>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM bids) AS bids, (SELECT count(*)::int FROM bid_logs) AS "bidLogs",
                 (SELECT count(*)::int FROM purchased_cars) AS "purchasedCars", (SELECT count(*)::int FROM users) AS users,
                 (SELECT count(DISTINCT user_id)::int FROM bids) AS bidders`,
    );
    const byStatus = await query<{ status: number; n: number }>(database.db, sql`SELECT status::int AS status, count(*)::int AS n FROM bids GROUP BY 1 ORDER BY 1`);
    writeResult('seed-bids', {
      engine: database.engine,
      requested: { bids: count('bids'), clients: count('clients'), dealers: count('dealers'), managers: count('managers') },
      totals,
      byStatus: Object.fromEntries(byStatus.map((s) => [s.status, s.n])),
      usersMs: seeded.usersMs,
      bids: seeded.bids,
      vacuumAnalyzeMs,
      totalMs: Math.round(performance.now() - started),
    });
  }
} finally {
  await database.close();
}
