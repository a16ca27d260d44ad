import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, char, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Permissions } from '@jauc/contract';
import { now } from '../lib/clock.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Times of rows the app writes come from the server clock (lib/clock.ts), not PostgreSQL's now():
// with the clock moved (CLOCK_OFFSET, tests), "bids placed today" and rate-limit windows must see
// the rows written at the moved time. The SQL default stays for rows written by SQL alone.
const stamp = (name: string) => ts(name).notNull().defaultNow().$defaultFn(now);
// Money is integer yen; bigint in "number" mode is exact up to 2^53, far beyond any balance.
const yen = (name: string) => bigint(name, { mode: 'number' });

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    company: text('company'),
    countryId: integer('country_id').notNull().references(() => countries.id),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    mobile: text('mobile'),
    officePhone: text('office_phone'),
    userType: integer('user_type').notNull(),
    roleId: integer('role_id').notNull(),
    language: integer('language'),
    bidEmailNotify: boolean('bid_email_notify').notNull().default(true),
    permissions: jsonb('permissions').$type<Permissions>().notNull(),
    creditLimit: yen('credit_limit').notNull().default(0),
    dailyBidLimit: integer('daily_bid_limit').notNull().default(0),
    dailyUssLimit: integer('daily_uss_limit').notNull().default(0),
    dealerId: integer('dealer_id'),
    managerId: integer('manager_id'),
    note: text('note'),
    invoiceLink: text('invoice_link').notNull().default(''),
    emailVerifiedAt: ts('email_verified_at'),
    lastLoginAt: ts('last_login_at'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_dealer_idx').on(t.dealerId)],
);

/** One row per signed-in device. Tokens are stored only as SHA-256 hashes (DESIGN.md §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    // The hash that was current before the last rotation, accepted for a short grace period so
    // two tabs refreshing at once do not log the user out.
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: ts('rotated_at'),
    accessHash: text('access_hash').notNull(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('sessions_refresh_hash_key').on(t.refreshHash),
    uniqueIndex('sessions_access_hash_key').on(t.accessHash),
    index('sessions_previous_refresh_hash_idx').on(t.previousRefreshHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use e-mail links: kind 'verify' (24 h), 'reset' (1 h) or 'login' (15 min, decision 014). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset', 'login'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('email_tokens_user_kind_idx').on(t.userId, t.kind)],
);

/** Counted events for rate limits; kept in the database so limits hold across instances. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('rate_limit_events_key_time_idx').on(t.key, t.createdAt)],
);

/** Append-only money ledger: remittances (positive) and car purchases (negative). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type', { enum: ['remittance', 'car_purchase'] }).notNull(),
    amount: yen('amount').notNull(),
    description: text('description').notNull().default(''),
    // What booked the entry (DESIGN.md §3 "Money and purchases"): a car purchase links its bid and
    // purchased car. A correction is a new entry linked to the same cause, never an edit.
    bidId: integer('bid_id').references((): AnyPgColumn => bids.id),
    purchasedCarId: integer('purchased_car_id').references((): AnyPgColumn => purchasedCars.id),
    // One key per booking: a retried request, or a second run of the same change, cannot book twice.
    idempotencyKey: text('idempotency_key').unique('ledger_entries_idempotency_key_key'),
    // The day the money moved (a deposit's value date, YYYY-MM-DD, Japan time), which a manager may
    // record after the fact; null for bookings of the moment (Wins), read as created_at's Tokyo day.
    entryDate: date('entry_date', { mode: 'string' }),
    // Who booked it: the manager of a deposit (bookings of a Win name their bid log entry instead).
    createdBy: integer('created_by').references((): AnyPgColumn => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.createdAt), index('ledger_purchased_car_idx').on(t.purchasedCarId)],
);

export const auctionHouses = pgTable('auction_houses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isUss: boolean('is_uss').notNull(),
  weekday: smallint('weekday').notNull(),
  startTime: text('start_time').notNull(),
});

export const makers = pgTable('makers', { id: integer('id').primaryKey(), name: text('name').notNull() });

export const models = pgTable(
  'models',
  { id: integer('id').primaryKey(), makerId: integer('maker_id').notNull().references(() => makers.id), name: text('name').notNull() },
  (t) => [index('models_maker_idx').on(t.makerId)],
);

/**
 * Auction lots, past results and stock cars in one table. `kind` is 'auction' or 'stock';
 * an auction lot belongs to the car-auction page while its session is today or later and to
 * the statistics page afterwards (DESIGN.md §3).
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['auction', 'stock'] }).notNull(),
    auctionHouseId: integer('auction_house_id').notNull().references(() => auctionHouses.id),
    auctionDate: ts('auction_date').notNull(),
    lotNo: integer('lot_no').notNull(),
    makerId: integer('maker_id').notNull(),
    modelId: integer('model_id').notNull(),
    year: smallint('year').notNull(),
    engine: integer('engine').notNull(),
    chassisCode: text('chassis_code').notNull(),
    chassisNo: text('chassis_no').notNull(),
    grade: text('grade').notNull(),
    color: text('color').notNull(),
    gearbox: text('gearbox').notNull(),
    drive: text('drive').notNull(),
    horsePower: integer('horse_power'),
    mileage: integer('mileage').notNull(),
    equip: text('equip').notNull(),
    /** The equipment codes of `equip` ("AC PS PW" → {AC,PS,PW}), indexed for the quick search. */
    equipCodes: text('equip_codes')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(upper(trim(equip)), '[[:space:],/]+')`),
    condition: text('condition').notNull(),
    conditionRank: smallint('condition_rank').notNull(),
    interiorGrade: text('interior_grade'),
    startPrice: yen('start_price'),
    soldPrice: yen('sold_price'),
    status: integer('status').notNull(),
    /**
     * An auction lot whose session day (Japan time) is over: it belongs to the statistics, not
     * the car auctions (DESIGN.md §3). Set on insert by a trigger and at each Tokyo midnight by
     * `closePastAuctionDays`; leading the sort indexes, it lets each page type read only its lots.
     */
    past: boolean('past').notNull().default(false),
    /**
     * The price the listing's "price" sort orders by: the start price of an auction lot, the
     * fixed price (sold_price) of a stock car. Never null, so keyset comparisons stay simple.
     */
    priceSort: yen('price_sort')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(start_price, sold_price, 0)`),
    imageCount: smallint('image_count').notNull(),
    info: text('info').notNull().default(''),
    comment: text('comment').notNull().default(''),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    /**
     * The transaction that last wrote the row (txid_current(), set on insert by default and on
     * update by a trigger, migration 0003). Each instance's in-memory listing index reads the
     * rows changed since the oldest transaction still open at its previous look
     * (docs/decisions/005-listing-index.md).
     */
    changedTx: bigint('changed_tx', { mode: 'number' }).notNull().default(sql`txid_current()`),
    /**
     * The provider's id of a lot taken from a provider feed (FEEDS=ajes, modules/provider-feed):
     * feed rows are upserted by it (kind and id: the provider's stock ids are their own). Null for
     * the demo's lots.
     */
    providerId: bigint('provider_id', { mode: 'number' }),
    /**
     * The provider's photo URLs in its order (the auction sheet first), served from our origin by
     * the photo proxy; null: the lot's photos are generated (decision 002).
     */
    photoUrls: text('photo_urls').array(),
    /**
     * The fuel where known (export-rules `Fuel`): the demo catalog's, the provider's `time` mark
     * (decision 012), else a known hybrid or electric chassis code of the maker (hybrid-chassis.ts);
     * null where nothing says. The export check and the "exportable" filter read it (issue 21 §1).
     */
    fuel: text('fuel', { enum: ['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric'] }),
  },
  (t) => [
    index('lots_changed_tx_idx').on(t.changedTx),
    // One (kind, sort column, id) index per listing sort: a page is an index range read from a
    // keyset position, in either direction (docs/decisions/004-listing-at-scale.md).
    index('lots_kind_date_idx').on(t.kind, t.past, t.auctionDate, t.id),
    index('lots_kind_year_idx').on(t.kind, t.past, t.year, t.id),
    index('lots_kind_mileage_idx').on(t.kind, t.past, t.mileage, t.id),
    index('lots_kind_condition_idx').on(t.kind, t.past, t.conditionRank, t.id),
    index('lots_kind_price_idx').on(t.kind, t.past, t.priceSort, t.id),
    // A model (or maker) filter with the default date order reads only that model's lots.
    index('lots_model_date_idx').on(t.modelId, t.auctionDate, t.id),
    // A maker (or maker + model) filter reads only the page type's lots of that maker: without
    // `kind, past` first, maker + model read every page type's lots of the model (decision 007).
    index('lots_maker_model_idx').on(t.kind, t.past, t.makerId, t.modelId, t.auctionDate, t.id),
    index('lots_lot_no_idx').on(t.lotNo),
    index('lots_chassis_idx').on(t.chassisCode),
    // Quick search: chassis numbers by prefix, equipment by code (docs/decisions/004).
    index('lots_chassis_no_prefix_idx').using('btree', sql`upper(${t.chassisNo}) text_pattern_ops`),
    index('lots_equip_codes_idx').using('gin', t.equipCodes),
    // Average-price refresh of one model and its NOT EXISTS check (model, year, grade).
    index('lots_model_year_grade_idx').on(t.modelId, t.year, t.grade),
    // A lot number is unique within an auction session: the lots feed inserts with ON CONFLICT
    // DO NOTHING on it, so instances taking the same feed rows insert each lot once; it also
    // reads one session's lots (modules/auction-clock).
    uniqueIndex('lots_session_lot_key').on(t.auctionHouseId, t.auctionDate, t.lotNo).where(sql`kind = 'auction'`),
    // Auction lots still waiting for their result (upcoming or ongoing): the auction clock's jobs
    // find started and finished sessions here without reading the archive of results.
    index('lots_open_idx').on(t.auctionDate).where(sql`kind = 'auction' AND status IN (4531, 4532)`),
    // Price history (issue 21 §3, decision 023): a lot's comparable sales are one index range per
    // year (model, chassis code, year, date), read index-only (every column the answer needs).
    // The predicate's literals must match the query's (modules/price-history).
    index('lots_price_history_idx')
      .on(t.modelId, t.chassisCode, t.year, t.auctionDate, t.conditionRank, t.soldPrice, t.mileage, t.id, t.condition)
      .where(sql`kind = 'auction' AND status IN (4533, 4534) AND sold_price IS NOT NULL`),
    uniqueIndex('lots_provider_key').on(t.kind, t.providerId).where(sql`provider_id IS NOT NULL`),
  ],
);

/** Mean sold price of past results per maker, model, year and grade, refreshed as results arrive. */
export const averagePrices = pgTable(
  'average_prices',
  {
    modelId: integer('model_id').notNull(),
    year: smallint('year').notNull(),
    grade: text('grade').notNull(),
    soldCount: integer('sold_count').notNull(),
    soldSum: yen('sold_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.year, t.grade] })],
);

/**
 * Price history's summary for listing rows (issue 21 §3, decision 023): per model, chassis code,
 * year and condition band, the count and median sold price of the comparable results of the
 * default period (year ±1, the last DEFAULT_PRICE_HISTORY_MONTHS months) — what the lot page
 * shows first. Rebuilt by the `price-summaries` job; listings only read it.
 */
export const priceSummaries = pgTable(
  'price_summaries',
  {
    modelId: integer('model_id').notNull(),
    chassisCode: text('chassis_code').notNull(),
    year: smallint('year').notNull(),
    band: text('band').notNull(),
    soldCount: integer('sold_count').notNull(),
    median: yen('median').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.chassisCode, t.year, t.band] })],
);

/**
 * Facet counts per page kind and Japan-time auction day: how many lots have each maker, model,
 * condition, gearbox, colour, chassis code, status and auction house (facet 'all' counts every
 * lot). Kept up to date by statement triggers on `lots` (migration 0002), so maker and model
 * lists, filter lists and most totals are a sum over a few hundred rows instead of a scan.
 */
export const lotFacetCounts = pgTable(
  'lot_facet_counts',
  {
    kind: text('kind').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.facet, t.value, t.day] })],
);

/** The lowest and highest mileage, engine and year per page kind and day (filter ranges). */
export const lotDayRanges = pgTable(
  'lot_day_ranges',
  {
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    minMileage: integer('min_mileage').notNull(),
    maxMileage: integer('max_mileage').notNull(),
    minEngine: integer('min_engine').notNull(),
    maxEngine: integer('max_engine').notNull(),
    minYear: smallint('min_year').notNull(),
    maxYear: smallint('max_year').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/** Deleted lot ids with the deleting transaction, for the listing index (self-pruning after a day). */
export const lotDeletions = pgTable(
  'lot_deletions',
  {
    lotId: integer('lot_id').notNull(),
    changedTx: bigint('changed_tx', { mode: 'number' }).notNull().default(sql`txid_current()`),
    deletedAt: ts('deleted_at').notNull().defaultNow(),
  },
  (t) => [index('lot_deletions_changed_tx_idx').on(t.changedTx)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').notNull().references(() => lots.id, { onDelete: 'cascade' }),
    group: char('group', { length: 1 }).notNull(),
    createdAt: stamp('created_at'),
  },
  // A lot is in at most one group per user.
  (t) => [primaryKey({ columns: [t.userId, t.lotId] }), index('favorites_user_group_idx').on(t.userId, t.group)],
);

export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    lotId: integer('lot_id').notNull().references(() => lots.id),
    amount: yen('amount').notNull(),
    status: smallint('status').notNull(),
    bidGroup: integer('bid_group'),
    exportType: smallint('export_type'),
    comment: text('comment').notNull().default(''),
    placedById: integer('placed_by_id').references(() => users.id),
    soldPrice: yen('sold_price'),
    adjustmentPrice: yen('adjustment_price'),
    autoBid: boolean('auto_bid').notNull().default(false),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
    /**
     * Copies of the lot's auction date and kind, set by a trigger on every insert (migration 0009;
     * the defaults never survive it), so the bid lists split active from archive, sort by date
     * and page on `bids` alone, without reading every bid's lot (modules/bid/bid-list.repo.ts).
     */
    lotDate: ts('lot_date').notNull().default(sql`'-infinity'`),
    lotStock: boolean('lot_stock').notNull().default(false),
    /**
     * Copies of the lot columns the bid lists filter, sort and count on, kept by the same triggers
     * (migration 0016: on insert, and from every changed lot, the results job's included), so a
     * list selects, sorts and counts its bids on `bids` alone and reads only its page's lots.
     */
    lotHouse: integer('lot_house').notNull().default(0),
    lotStatus: integer('lot_status').notNull().default(0),
    lotNo: integer('lot_no').notNull().default(0),
    lotYear: smallint('lot_year').notNull().default(0),
    lotChassisCode: text('lot_chassis_code').notNull().default(''),
    lotChassisNo: text('lot_chassis_no').notNull().default(''),
    lotCondition: text('lot_condition').notNull().default(''),
    lotConditionRank: smallint('lot_condition_rank').notNull().default(0),
    lotMileage: integer('lot_mileage').notNull().default(0),
    lotStartPrice: yen('lot_start_price'),
    lotSoldPrice: yen('lot_sold_price'),
    /**
     * The Japan-time day of lot_date, stored (migration 0024): the archive's day filter list read
     * every bid's day through lot_tokyo_day per request (188 ms at 100,000 bids, issue 18 §6).
     */
    lotDay: date('lot_day', { mode: 'string' }).generatedAlwaysAs(sql`CASE WHEN isfinite(lot_date) THEN lot_tokyo_day(lot_date) END`),
  },
  (t) => [
    // One bid per user per lot: placing again raises the existing one.
    uniqueIndex('bids_user_lot_key').on(t.userId, t.lotId),
    index('bids_lot_idx').on(t.lotId),
    // Bid lists (modules/bid/bid-list.repo.ts): by auction date for the managers' lists and the
    // archive; the statuses never archived (New, Bid, Win) on their own, so the active list
    // reads them without the archive around them; one user's bids (clients, dealers) by date.
    index('bids_lot_date_idx').on(t.lotDate, t.id),
    index('bids_unsettled_idx').on(t.lotDate, t.id).where(sql`status IN (1, 2, 6)`),
    index('bids_stock_idx').on(t.lotDate, t.id).where(sql`lot_stock`),
    index('bids_user_date_idx').on(t.userId, t.lotDate, t.id),
    // One status tab in date order, and the results waiting (status 2 on lots of today or before).
    index('bids_status_date_idx').on(t.status, t.lotDate, t.id),
    // Sorts on a lot column read these in order and stop at the page; the lot-number search,
    // the auction and chassis filters find their bids without scanning the list.
    index('bids_lot_no_idx').on(t.lotNo, t.id),
    index('bids_lot_year_idx').on(t.lotYear, t.id),
    index('bids_lot_chassis_no_idx').on(sql`lot_chassis_no COLLATE "C"`, t.id),
    index('bids_lot_rank_idx').on(t.lotConditionRank, t.id),
    index('bids_lot_start_price_idx').on(t.lotStartPrice, t.id),
    index('bids_lot_house_idx').on(t.lotHouse, t.lotDate, t.id),
    index('bids_lot_chassis_code_idx').on(t.lotChassisCode, t.id),
    // The archive in its default order (latest auction first) without walking the coming days bids.
    index('bids_settled_date_idx').on(t.lotDate, t.id).where(sql`status IN (3, 4, 5, 7)`),
    // A status tab sorted by a lot column walks that status's bids in order and stops at the page,
    // instead of walking every bid in the column's order (migration 0024).
    index('bids_status_lot_no_idx').on(t.status, t.lotNo, t.id),
    index('bids_status_year_idx').on(t.status, t.lotYear, t.id),
    index('bids_status_chassis_no_idx').on(t.status, sql`lot_chassis_no COLLATE "C"`, t.id),
    index('bids_status_rank_idx').on(t.status, t.lotConditionRank, t.id),
    index('bids_status_start_price_idx').on(t.status, t.lotStartPrice, t.id),
    index('bids_status_amount_idx').on(t.status, t.amount, t.id),
  ],
);

/**
 * Bids per status over every bid, for the managers' tab counters without counting 100,000 rows
 * per request (migration 0011). Triggers on bids append a row per change (+1 / -1 per status),
 * so writers never wait on one another for a counter row and cannot deadlock over them; the sum
 * per status is the count. Reading folds the rows into one per status once there are many
 * (bid_status_totals_fold(), modules/bid/bid-counts.ts).
 */
export const bidStatusTotals = pgTable('bid_status_totals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: smallint('status').notNull(),
  n: integer('n').notNull(),
});

export const bidLogs = pgTable(
  'bid_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bidId: integer('bid_id').notNull().references(() => bids.id),
    actorId: integer('actor_id').references(() => users.id),
    event: text('event').notNull(),
    status: smallint('status'),
    amount: yen('amount'),
    // The manager's changes (modules/bid/bid-manage.service.ts): the value before and after, as
    // text (a status, yen, true/false; null for "none"), and for a bid set to Don't bid by the
    // group rule, the bid whose Win caused it.
    oldValue: text('old_value'),
    newValue: text('new_value'),
    causeBidId: integer('cause_bid_id').references((): AnyPgColumn => bids.id),
    createdAt: stamp('created_at'),
  },
  (t) => [index('bid_logs_bid_idx').on(t.bidId, t.createdAt)],
);

/**
 * A car a client bought: made by the manager's Win (one per bid; a reversed Win keeps its row as
 * Purchase cancelled, 7, and a Win again reopens it). status null is Processing (spec 2 §4
 * "Purchase status"); price is the bid's sold price (the finances' car price).
 */
export const purchasedCars = pgTable(
  'purchased_cars',
  {
    id: serial('id').primaryKey(),
    bidId: integer('bid_id').notNull().references(() => bids.id),
    userId: integer('user_id').notNull().references(() => users.id),
    lotId: integer('lot_id').notNull().references(() => lots.id),
    status: smallint('status'),
    price: yen('price').notNull(),
    // Logistics (issue 14), edited by managers; purchase_date null means the lot's auction day.
    stockYard: text('stock_yard'),
    exportPort: text('export_port'),
    typeOfExport: smallint('type_of_export'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    shippingLine: text('shipping_line'),
    voyage: text('voyage'),
    destination: text('destination'),
    etd: date('etd', { mode: 'string' }),
    eta: date('eta', { mode: 'string' }),
    dischargePort: text('discharge_port'),
    // Finance lines beside the car price (= price, the sold price), integer yen.
    auctionFee: yen('auction_fee').notNull().default(0),
    agentFee: yen('agent_fee').notNull().default(0),
    deliveryFee: yen('delivery_fee').notNull().default(0),
    freight: yen('freight').notNull().default(0),
    otherFees: yen('other_fees').notNull().default(0),
    // Filled by the owner until the car ships: { fullName, address, country, port, email, telephone, documentList }.
    consignee: jsonb('consignee').$type<Record<string, string>>(),
    notifyParty: jsonb('notify_party').$type<Record<string, string>>(),
    note: text('note').notNull().default(''),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('purchased_cars_bid_key').on(t.bidId), index('purchased_cars_user_idx').on(t.userId, t.createdAt)],
);

/** Files of a purchased car (invoice, export certificate, bill of lading, other) in the storage interface. */
export const purchaseDocuments = pgTable(
  'purchase_documents',
  {
    id: serial('id').primaryKey(),
    purchasedCarId: integer('purchased_car_id').notNull().references(() => purchasedCars.id),
    kind: text('kind', { enum: ['invoice', 'export_certificate', 'bill_of_lading', 'other'] }).notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: integer('uploaded_by_id').notNull().references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [index('purchase_documents_car_idx').on(t.purchasedCarId)],
);

/** Append-only log of every change to a purchased car (status, logistics, finances, parties, note, documents). */
export const purchaseLogs = pgTable(
  'purchase_logs',
  {
    id: serial('id').primaryKey(),
    purchasedCarId: integer('purchased_car_id').notNull().references(() => purchasedCars.id),
    actorId: integer('actor_id').notNull().references(() => users.id),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('purchase_logs_car_idx').on(t.purchasedCarId, t.createdAt)],
);

/**
 * Auction sessions whose results have been applied (modules/auction-clock): one row per house
 * and Japan-time day, written in the transaction that applies the results. Its primary key is
 * what makes a session's results apply once when several instances run the results job at once.
 */
export const auctionSessions = pgTable(
  'auction_sessions',
  {
    auctionHouseId: integer('auction_house_id').notNull().references(() => auctionHouses.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** Lots that received a result. */
    lotCount: integer('lot_count').notNull(),
    resultsAppliedAt: ts('results_applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionHouseId, t.day] })],
);


/**
 * The 6-digit access code of a shared lot, one per lot and page type ('main', 'one', 'stats'),
 * made on the first request and reused (DESIGN.md §3 "Share links").
 */
export const shareCodes = pgTable(
  'share_codes',
  {
    lotId: integer('lot_id').notNull().references(() => lots.id, { onDelete: 'cascade' }),
    auctionType: text('auction_type', { enum: ['main', 'one', 'stats'] }).notNull(),
    code: char('code', { length: 6 }).notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.auctionType] })],
);

/**
 * USS photo downloads: one row per user, Tokyo day and lot. Today's rows of a user are what
 * dailyUssLimit counts, and a row is the grant that lets the user fetch that lot's zip today.
 */
export const ussDownloads = pgTable(
  'uss_downloads',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    lotId: integer('lot_id').notNull().references(() => lots.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.lotId] })],
);

/**
 * Month of production by chassis number: one row per chassis code and production month with
 * the block of serial numbers built that month (spec 2 §3 "Month of production result").
 * Inside a block the serial cycles through colours (colour_count) and then through the chassis'
 * grade and gearbox variants (variant_count), see production_variants.
 */
export const productionMonths = pgTable(
  'production_months',
  {
    chassisCode: text('chassis_code').notNull(),
    serialFrom: integer('serial_from').notNull(),
    serialTo: integer('serial_to').notNull(),
    /** The maker's name normalised (upper case letters and digits), to refuse another maker's code. */
    makerKey: text('maker_key').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    modelName: text('model_name').notNull(),
    engineNo: text('engine_no').notNull(),
    /** The emissions prefix of the model code in that year (DBA, DAA, 6BA, ...). */
    modelPrefix: text('model_prefix').notNull(),
    colorCount: smallint('color_count').notNull(),
    variantCount: smallint('variant_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chassisCode, t.serialFrom] })],
);

/** The grade and gearbox variants of a chassis code (variant_no 0 .. variant_count - 1). */
export const productionVariants = pgTable(
  'production_variants',
  {
    chassisCode: text('chassis_code').notNull(),
    variantNo: smallint('variant_no').notNull(),
    gradeCode: text('grade_code').notNull(),
    transmission: text('transmission').notNull(),
    modelSuffix: text('model_suffix').notNull(),
    trimCode: text('trim_code').notNull(),
    catalogNo: text('catalog_no').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chassisCode, t.variantNo] })],
);

/** Body colour codes by their place in the serial cycle (color_no 0 .. color_count - 1). */
export const productionColors = pgTable('production_colors', {
  colorNo: smallint('color_no').primaryKey(),
  code: text('code').notNull(),
});

/**
 * One row per scheduled job (modules/jobs): its last run's outcome for GET /health, and the
 * due slot claimed last. Claiming a slot is an update of this row guarded by `next_run_at`, so of
 * several instances ticking at once exactly one enqueues each slot. Times are the server clock's.
 */
/**
 * Where each provider feed stands (modules/provider-feed): the highest result id read from the
 * provider's `stats` (its results only grow), and when each part last succeeded, for /health.
 * Failures are the feed jobs' own (job_runs).
 */
export const providerFeedState = pgTable('provider_feed_state', {
  name: text('name').primaryKey(),
  cursor: bigint('cursor', { mode: 'number' }).notNull().default(0),
  lastSuccessAt: ts('last_success_at'),
  /** When a sweep last read the whole table (only a whole sweep may mark lots removed). */
  lastFullSweepAt: ts('last_full_sweep_at'),
  lastSummary: jsonb('last_summary').$type<Record<string, number | string | boolean>>(),
});

export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** The end of the last claimed slot: the job is next due then. Null until first claimed. */
  nextRunAt: ts('next_run_at'),
  lastStartedAt: ts('last_started_at'),
  lastFinishedAt: ts('last_finished_at'),
  lastOutcome: text('last_outcome', { enum: ['ok', 'failed'] }),
  lastError: text('last_error'),
  lastSummary: jsonb('last_summary').$type<Record<string, number | string | boolean>>(),
  runs: integer('runs').notNull().default(0),
  failuresInRow: integer('failures_in_row').notNull().default(0),
});

/**
 * The notices outbox (DESIGN.md §3 "Chat, live updates and notices"; modules/notices): one row per
 * user, channel and cause, queued in the transaction of the change it tells about. `key` names
 * the cause and the channel (bid-result:<bidLogId>:email, chat:<messageId>:<userId>:telegram) and
 * is unique, so a cause is never queued twice. The notice job claims due pending rows with
 * FOR UPDATE SKIP LOCKED (two instances never take one row), sends, and marks them sent; a failed
 * send waits `next_attempt_at` (back-off) and keeps its error. Times are the server clock's.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'telegram'] }).notNull(),
    kind: text('kind', { enum: ['bid_result', 'chat', 'saved_search'] }).notNull(),
    /** The bid told about; null for a saved-search alert (issue 21 §4), which carries `payload`. */
    bidId: integer('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    /** bid_result: the status the bid got (Win, Finished, Don't bid). */
    bidStatus: smallint('bid_status'),
    /** chat: the message that was not read in time. */
    chatMessageId: bigint('chat_message_id', { mode: 'number' }),
    /**
     * saved_search: the message as written when queued, in the recipient's language (modules/saved-search
     * stands above notices, so the sender cannot compose it; decision 024).
     */
    payload: jsonb('payload').$type<{ subject: string; text: string; html: string; link: string }>(),
    state: text('state', { enum: ['pending', 'sent', 'failed', 'skipped'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('notices_key_key').on(t.key), index('notices_due_idx').on(t.nextAttemptAt).where(sql`state = 'pending'`)],
);

/** A user's linked Telegram chat (modules/telegram): notices go there too. Unlinking deletes it. */
export const telegramLinks = pgTable('telegram_links', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  chatId: bigint('chat_id', { mode: 'number' }).notNull(),
  linkedAt: stamp('linked_at'),
});

/**
 * One-time codes a user sends to the bot (`/start CODE`) to link a chat. Stored only as SHA-256
 * hashes like every token (DESIGN.md §3); single-use and short-lived; a new code voids older ones.
 */
export const telegramLinkCodes = pgTable(
  'telegram_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('telegram_link_codes_user_idx').on(t.userId)],
);

/**
 * Where reading the bot's updates (getUpdates) goes on: the next update id. Kept in the database so
 * whichever instance runs the poll job next neither reads an update twice nor skips one.
 */
export const telegramPoll = pgTable('telegram_poll', {
  id: smallint('id').primaryKey(),
  nextOffset: bigint('next_offset', { mode: 'number' }).notNull(),
});

/**
 * The bid chat (modules/chat; DESIGN.md §3): one chat per bid between its owner and the managers.
 * `side` is the writer's side: owner (the bid's owner) or manager (any manager). Text is stored
 * as written (trimmed), shown as text. Times are the server clock's.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bidId: integer('bid_id').notNull().references(() => bids.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => users.id),
    side: text('side', { enum: ['owner', 'manager'] }).notNull(),
    text: text('text').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('chat_messages_bid_idx').on(t.bidId, t.id)],
);

/**
 * Unread is kept per side (the managers read as one desk): the last message a side has read.
 * A side has unread messages when the other side wrote one after it.
 */
export const bidChatReads = pgTable(
  'bid_chat_reads',
  {
    bidId: integer('bid_id').notNull().references(() => bids.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['owner', 'manager'] }).notNull(),
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.side] })],
);

/**
 * Live events (modules/events): written in the transaction of the change they tell about
 * (chat by the chat service, bids and lot results by triggers, migration 0013) and announced
 * with pg_notify('jauc_events', id) on commit; every instance sends them to the open streams
 * allowed to see them. The rows back resumable streams (Last-Event-ID = id) and are pruned by
 * age. audience: 'bid', whoever may see the bid of owner_id (access.canSee); 'managers'; 'user',
 * owner_id alone. created_at is the database's clock_timestamp(): only pruning reads it.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    audience: text('audience', { enum: ['bid', 'managers', 'user'] }).notNull(),
    ownerId: integer('owner_id'),
    bidId: integer('bid_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('events_owner_idx').on(t.ownerId, t.id), index('events_created_idx').on(t.createdAt)],
);

/**
 * Append-only log of changes to an account that are not a bid's (modules/payments, modules/clients):
 * a restricted account made active by its first deposit, a credit limit or note set by a manager.
 * Old and new values as text; actor null for the system.
 */
export const userLogs = pgTable(
  'user_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    actorId: integer('actor_id').references(() => users.id),
    event: text('event').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('user_logs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Requests to find a car (POST /site/make-an-order, issue 14 §3): what a signed-in user asked
 * the managers for. Stored before the managers are e-mailed, so a lost mail loses no order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    makerId: integer('maker_id').notNull().references(() => makers.id),
    model: text('model'),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    budget: yen('budget').notNull(),
    comment: text('comment'),
    createdAt: stamp('created_at'),
    /** The managers' desk (issue 18 §2): new → in_work → done (ORDER_STATUSES), who works on it, their note. */
    status: text('status').notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id),
    note: text('note'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_status_check', sql`${t.status} in ('new', 'in_work', 'done')`),
  ],
);

/**
 * A destination's import tariff (issue 21 §2, decision records 013 and 022): one row per version of
 * a part (`personal_duty`, `utilization`, `clearance_fee`, `fee` with its `code`), a whole scale as
 * the sources publish it, validated by the contract (landed-cost/tariff-data.ts) before it is
 * written. History is kept by never rewriting a row: a change is a new version with a later
 * `effective_from`. Seeded once from the data files (modules/landed-cost/tariff-data.ts).
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id').notNull().references(() => countries.id),
    part: text('part').notNull(),
    /** The fee's code for `fee` rows, '' for the other parts (so the unique key holds). */
    code: text('code').notNull().default(''),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('tariff_versions_key').on(t.countryId, t.part, t.code, t.effectiveFrom),
    check('tariff_versions_part_check', sql`${t.part} in ('personal_duty', 'utilization', 'clearance_fee', 'fee')`),
  ],
);

/**
 * Roubles for one unit of a currency on a date, as managers enter them (or a fetch brings them).
 * Never updated: a correction is a new row, and the latest row of a currency and date wins.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rubPerUnit: numeric('rub_per_unit', { precision: 12, scale: 6, mode: 'number' }).notNull(),
    origin: text('origin').notNull().default('manual'),
    enteredBy: integer('entered_by').references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('exchange_rates_currency_date_idx').on(t.currency, t.date, t.id),
    check('exchange_rates_currency_check', sql`${t.currency} in ('JPY', 'EUR', 'USD')`),
    check('exchange_rates_origin_check', sql`${t.origin} in ('manual', 'fetched', 'seed')`),
    check('exchange_rates_positive_check', sql`${t.rubPerUnit} > 0`),
  ],
);

/**
 * The seller's and bank's details clients pay to, per currency (issue 21 §5), set by managers on
 * the payment-details screen. Append-only: a change is a new row, the newest row of a currency is
 * the current one (an `active` false row withdraws the currency), and the older rows are the
 * history of who changed what and when.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    currency: text('currency', { enum: ['JPY', 'USD', 'EUR', 'RUB'] }).notNull(),
    active: boolean('active').notNull().default(true),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull(),
    bankName: text('bank_name').notNull(),
    bankAddress: text('bank_address').notNull(),
    swift: text('swift').notNull(),
    accountNumber: text('account_number').notNull(),
    accountHolder: text('account_holder').notNull(),
    note: text('note').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('payment_accounts_currency_idx').on(t.currency, t.id),
    check('payment_accounts_currency_check', sql`${t.currency} in ('JPY', 'USD', 'EUR', 'RUB')`),
  ],
);

/**
 * A client's proof of payment (a bank slip, PDF or image) waiting for a manager, who records the
 * deposit from it (the ledger entry it booked is linked) or rejects it with a reason.
 */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    purchasedCarId: integer('purchased_car_id').references(() => purchasedCars.id),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedById: integer('uploaded_by_id').notNull().references(() => users.id),
    state: text('state', { enum: ['waiting', 'recorded', 'rejected'] }).notNull().default('waiting'),
    ledgerEntryId: integer('ledger_entry_id').references(() => ledgerEntries.id),
    rejectReason: text('reject_reason'),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: ts('decided_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [
    index('payment_proofs_user_idx').on(t.userId, t.createdAt),
    index('payment_proofs_waiting_idx').on(t.createdAt).where(sql`state = 'waiting'`),
    uniqueIndex('payment_proofs_ledger_entry_key').on(t.ledgerEntryId),
    check('payment_proofs_state_check', sql`${t.state} in ('waiting', 'recorded', 'rejected')`),
  ],
);

/**
 * A user's saved listing filters (issue 21 §4, decision 024): the listing's URL query of one page
 * type, validated by the listing's own parsing. `openedAt` is when the user last opened it:
 * `newCount` counts the matches found after it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pageType: text('page_type', { enum: ['car-auction', 'stock', 'stats'] }).notNull(),
    query: text('query').notNull(),
    notify: text('notify', { enum: ['email', 'telegram', 'none'] }).notNull(),
    openedAt: stamp('opened_at'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.id)],
);

/**
 * Each lot a saved search matched when it arrived: at most once per (search, lot), so an alert
 * never tells of one lot twice; `newCount` counts these after the search's `opened_at`.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: integer('search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').notNull(),
    matchedAt: stamp('matched_at'),
  },
  (t) => [primaryKey({ columns: [t.searchId, t.lotId] }), index('saved_search_hits_time_idx').on(t.searchId, t.matchedAt)],
);

/**
 * The outbox of lots added to a listing (migration 0031's triggers on lots: inserted, or moved
 * into the statistics), written only while any saved search exists; the saved-search alerts take
 * and delete them (FOR UPDATE SKIP LOCKED) in the transaction that records the matches.
 */
export const lotArrivals = pgTable('lot_arrivals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  lotId: integer('lot_id').notNull(),
});
