import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AUCTION_STATUS, BID_STEP_YEN, BID_STATUS, FAVORITE_GROUPS } from '@jauc/contract';
import type { Config } from '../config.js';
import { query, type Database, type DbOrTx } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { bidLogs, bids, favorites } from '../db/schema.js';
import { refreshAveragePrices } from '../modules/listing/average-prices.repo.js';
import { startOfTokyoToday } from '../modules/lots-core/lot-query.js';
import { seedDemoBids } from './demo-bids.js';
import { seedDemoPurchases } from './demo-purchases.js';
import { completeDemoLedger } from './demo-ledger.js';
import { seedDemoChats } from './demo-chats.js';
import { seedDemoPaymentAccounts } from './demo-payment-accounts.js';
import { createLocalStorage } from '../lib/storage.js';
import { DEMO_BID_CLIENTS } from './demo-bids-clients.js';
import { DEMO_ACCOUNTS, seedDemoUsers } from './demo-users.js';
import { generateLots } from './lots-generator.js';
import { seedProductionMonths } from './production-months.js';
import { createRng } from './rng.js';
import * as clock from '../lib/clock.js';
import { seedDemoRates } from '../modules/landed-cost/tariff-seed.js';
import { tokyoParts } from '@jauc/contract';

/** The demo data is the same on every machine for a given day. */
export const DEMO_SEED = 20_240_501;
const SEED_LOCK = 724_312; // advisory-lock key: one instance seeds, the others wait and skip

/**
 * Fills an empty database (no users yet) with the deterministic demo data (DESIGN.md §4):
 * accounts, lots, results, stock, average prices, some bids and favorites of the demo client,
 * and the bid desk's bids of every client (demo-bids.ts). One transaction under an advisory
 * lock, so a failed seed leaves nothing behind and instances starting together on one
 * PostgreSQL seed once.
 */
export async function seedIfEmpty(database: Database, config: Config, log: FastifyBaseLogger) {
  const started = performance.now();
  await ensureReferenceData(database.db);
  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await query<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM users`);
    if ((row?.n ?? 0) > 0) return null;
    const userIds = await seedDemoUsers(tx, [...DEMO_ACCOUNTS, ...DEMO_BID_CLIENTS]);
    const lots = await generateLots(tx, {
      auction: config.seedAuctionLots,
      stats: config.seedStatsLots,
      stock: config.seedStockLots,
      seed: DEMO_SEED,
    });
    await seedProductionMonths(tx);
    const avgStarted = performance.now();
    await refreshAveragePrices(tx);
    const averagesMs = Math.round(performance.now() - avgStarted);
    const client = userIds.get('client@demo.example');
    if (client) await seedDemoActivity(tx, client);
    const bids = await seedDemoBids(tx, userIds, DEMO_SEED);
    const purchasesStarted = performance.now();
    const purchases = await seedDemoPurchases(tx, userIds, createLocalStorage(config.dataDir), DEMO_SEED);
    await completeDemoLedger(tx);
    const manager = userIds.get('manager@demo.example');
    if (manager) await seedDemoChats(tx, manager);
    await seedDemoRates(tx, tokyoParts(clock.now()).date);
    await seedDemoPaymentAccounts(tx, manager ?? null);
    return { lots, averagesMs, bids, purchases: { ...purchases, ms: Math.round(performance.now() - purchasesStarted) } };
  });
  const ms = Math.round(performance.now() - started);
  if (seeded) {
    const { lots, averagesMs, bids, purchases } = seeded;
    log.info({
      lots: lots.inserted, lotsMs: lots.ms, averagesMs, bids: bids.bids, wins: bids.wins, bidsMs: bids.ms, bidPlanMs: bids.planMs, bidInsertMs: bids.insertMs,
      bidWinsMs: bids.winsMs, purchases: purchases.cars, purchaseDocuments: purchases.documents, purchasesMs: purchases.ms, totalMs: ms,
    }, 'demo data seeded');
  } else {
    log.info({ ms }, 'database already has users: demo data not seeded');
  }
}

/**
 * A few bids (new and placed) and favorites of the demo client on lots of the coming days, so
 * "my bid" and the wishlist show in the listing and the lot page. Lots from the day after
 * tomorrow on: cancelling is allowed until 21:00 Tokyo the day before the auction, so the demo
 * bids can be cancelled whatever the hour the demo starts.
 */
export async function seedDemoActivity(db: DbOrTx, userId: number): Promise<void> {
  const fromDay = new Date(startOfTokyoToday(clock.now()).getTime() + 2 * 86_400_000);
  const candidates = await query<{ id: number; start_price: number }>(
    db,
    sql`SELECT id, start_price::float8 AS start_price FROM lots
        WHERE kind = 'auction' AND status = ${AUCTION_STATUS.upcoming} AND start_price IS NOT NULL
          AND auction_date >= ${fromDay.toISOString()}::timestamptz
        ORDER BY auction_date, id LIMIT 500`,
  );
  if (candidates.length === 0) return;
  // The demo bids hold at most a third of what the client may bid (balance + credit limit), so
  // the demo client can still place bids of their own through the lot page.
  const [money] = await query<{ allowance: number }>(
    db,
    sql`SELECT (u.credit_limit + coalesce((SELECT sum(amount) FROM ledger_entries WHERE user_id = u.id), 0))::float8 AS allowance
        FROM users u WHERE u.id = ${userId}`,
  );
  let budget = Math.floor((money?.allowance ?? 0) / 3);
  const rng = createRng(DEMO_SEED);
  // Up to 60 distinct lots in a seeded order: the affordable first six get bids, others favorites.
  const chosen = [...new Map(Array.from({ length: 60 }, () => rng.pick(candidates)).map((c) => [c.id, c])).values()];
  const bidLots: typeof chosen = [];
  for (const lot of chosen) {
    if (bidLots.length === 6) break;
    const amount = Math.ceil(lot.start_price / BID_STEP_YEN) * BID_STEP_YEN;
    if (amount > budget / (6 - bidLots.length)) continue;
    bidLots.push(lot);
    budget -= amount;
  }
  const favoriteOnly = chosen.filter((lot) => !bidLots.includes(lot));
  for (const [i, lot] of bidLots.entries()) {
    // A positive multiple of the bid step, at least the start price (DESIGN.md §3 Bids).
    const amount = Math.ceil(lot.start_price / BID_STEP_YEN) * BID_STEP_YEN;
    const status = i % 2 === 0 ? BID_STATUS.new : BID_STATUS.bid;
    const [bid] = await db
      .insert(bids)
      .values({ userId, lotId: lot.id, amount, status, bidGroup: i < 2 ? 1 : null, exportType: 1, placedById: userId })
      .returning({ id: bids.id });
    if (bid) await db.insert(bidLogs).values({ bidId: bid.id, actorId: userId, event: 'created', status, amount });
  }
  const favoriteLots = [...bidLots.slice(0, 2), ...favoriteOnly.slice(0, 8)];
  await db.insert(favorites).values(favoriteLots.map((lot, i) => ({ userId, lotId: lot.id, group: FAVORITE_GROUPS[i % 3]! })));
}
