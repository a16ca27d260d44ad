import { and, sql, type SQL } from 'drizzle-orm';
import { ARCHIVE_BID_STATUSES, AUCTION_STATUS, BID_STATUS, mileageBucketRange, type BidListQuery, type BidSortField, type DealerBidType } from '@jauc/contract';
import { auctionHouses, bids, users } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isManager, visibleBidsSql } from '../access/access.js';
import { startOfTokyoToday, tokyoDayRange } from '../lots-core/lot-query.js';
import { isArchivedBid, type LotClock } from '../lots-core/bid-state.js';

// The conditions and orders of the bid lists (GET /bid/index, /bid/my-bid, /bid/dealer,
// /bid/bid-history and their filters, counters and search), as SQL on `bids` alone: each bid
// carries copies of the lot columns they read (lot_date, lot_stock, lot_status, lot_house, ...;
// migrations 0009 and 0016, kept by triggers), so no list reads a lot to select, sort or count
// (docs/decisions/009). The archive rule is bid-state.ts's (isArchivedBid), the one the
// manager's changes obey, written here on the copies; bid-list-copies.test.ts holds the two equal.

export type BidListKind = 'active' | 'archive';

/** Who looks and through which list: the access module turns it into the visible bids. */
export interface BidListViewer {
  user: Pick<AuthUser, 'id' | 'userType'>;
  dealerView: DealerBidType;
}

export const scopeSql = (viewer: BidListViewer): SQL => visibleBidsSql(viewer.user, viewer.dealerView);

/** The start of tomorrow in Japan: lots before it may have their results, lots after it cannot. */
export const tomorrowStart = (now: Date): Date => new Date(startOfTokyoToday(now).getTime() + 86_400_000);

/**
 * The archive, or everything else (the active list), on the bid's copies of its lot. `lot_date`
 * and `lot_stock` narrow both first, so PostgreSQL can read them through their indexes;
 * bid-state.ts's exact rule follows (archivedOnBidsSql). The active list can hold
 * only a status never archived (New, Bid, Win), a lot of today or later, a stock car. The archive
 * only lots of today or before (or stock): a lot of a coming day is upcoming — results arrive
 * after its session (DESIGN.md §3) — so its bids are never archived yet. Active is "not archived"
 * with the same narrowing, so every bid is in exactly one of the two, whatever a lot's status.
 */
export function listKindSql(kind: BidListKind, now: Date): SQL {
  const archived = sql`((${bids.lotDate} < ${tomorrowStart(now).toISOString()}::timestamptz OR ${bids.lotStock}) AND ${archivedOnBidsSql(now)})`;
  if (kind === 'archive') return archived;
  const todayStart = startOfTokyoToday(now).toISOString();
  const candidates = sql`(${bids.status} IN (1, 2, 6) OR ${bids.lotDate} >= ${todayStart}::timestamptz OR ${bids.lotStock})`;
  return sql`(${candidates} AND NOT ${archived})`;
}

const OPEN_STATUSES = [AUCTION_STATUS.upcoming, AUCTION_STATUS.ongoing] as const;

/**
 * bid-state.ts's archivedBidSql on the bid's copies of its lot: a settled bid (Don't bid, Cancel,
 * Finished, blank) whose lot's auction is finished — a stock car no longer offered, an auction lot
 * with a result or of a day before today.
 */
function archivedOnBidsSql(now: Date): SQL {
  const todayStart = startOfTokyoToday(now).toISOString();
  const notFinished = sql`((${bids.lotStock} AND ${bids.lotStatus} = ${AUCTION_STATUS.upcoming})
    OR (NOT ${bids.lotStock} AND ${bids.lotStatus} IN (${OPEN_STATUSES[0]}, ${OPEN_STATUSES[1]}) AND ${bids.lotDate} >= ${todayStart}::timestamptz))`;
  return sql`(${bids.status} IN (${sql.join(ARCHIVE_BID_STATUSES.map((st) => sql`${st}`), sql`, `)}) AND NOT ${notFinished})`;
}

/** listKindSql for one row: the bid is in the archive. */
export function isInArchive(bidStatus: number, lot: LotClock, now: Date): boolean {
  return (lot.kind === 'stock' || lot.auctionDate.getTime() < tomorrowStart(now).getTime()) && isArchivedBid(bidStatus, lot, now);
}

/**
 * Results waiting for the manager (DESIGN.md §3 "Auction clock"): a bid still at Bid (2) whose
 * auction lot has its result; the manager marks it Win or Finished. Results come after a session
 * starts, so only lots of today or before can have one: bids_status_date_idx finds the few
 * candidates, the lot's status (copied onto the bid) tells which have a result.
 */
export const awaitingBidSql = (now: Date): SQL =>
  sql`(${bids.status} = ${BID_STATUS.bid} AND ${bids.lotDate} < ${tomorrowStart(now).toISOString()}::timestamptz)`;
export const awaitingLotSql = (): SQL =>
  sql`(NOT ${bids.lotStock} AND ${bids.lotStatus} NOT IN (${AUCTION_STATUS.ongoing}, ${AUCTION_STATUS.upcoming}))`;
export const awaitingResultSql = (now: Date): SQL => sql`(${awaitingBidSql(now)} AND ${awaitingLotSql()})`;

/** awaitingResultSql for one row. */
export function isAwaitingResult(bidStatus: number, lot: { kind: string; status: number; auctionDate: Date }, now: Date): boolean {
  const hasResult = lot.kind === 'auction' && lot.status !== AUCTION_STATUS.ongoing && lot.status !== AUCTION_STATUS.upcoming;
  return bidStatus === BID_STATUS.bid && hasResult && lot.auctionDate.getTime() < tomorrowStart(now).getTime();
}

/**
 * Bids whose chat holds a message of the other side that `side` has not read (chat.repo's
 * chatSummaries rule, the row's unread dot): driven by chat_messages, few rows next to bids.
 * The dashboard's "Unread chats" counts it and the list's `unread` filter lists it.
 */
export const unreadChatSql = (side: 'owner' | 'manager'): SQL => sql`${bids.id} IN (
  SELECT m.bid_id FROM chat_messages m
  WHERE m.side <> ${side}
    AND m.id > coalesce((SELECT r.last_read_message_id FROM bid_chat_reads r WHERE r.bid_id = m.bid_id AND r.side = ${side}), 0))`;

const inList = (column: SQL, values: readonly (number | string)[]) =>
  sql`${column} IN (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/**
 * The query's filters (not the tab). Keys that belong to another role or list are ignored, as
 * the contract says: manager for managers only, archiveStatus in the archive.
 */
export function filtersSql(q: BidListQuery, kind: BidListKind, user: Pick<AuthUser, 'userType'>, now: Date): SQL[] {
  const where: SQL[] = [];
  const manager = isManager(user);
  if (q.user) where.push(inList(sql`${bids.userId}`, q.user));
  if (manager && q.manager) where.push(sql`${bids.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${inList(sql`${users.managerId}`, q.manager)})`);
  if (q.auctionDate) {
    const days = q.auctionDate.map((day) => {
      const { start, end } = tokyoDayRange(day);
      return sql`(${bids.lotDate} >= ${start.toISOString()}::timestamptz AND ${bids.lotDate} < ${end.toISOString()}::timestamptz)`;
    });
    where.push(sql`(${sql.join(days, sql` OR `)})`);
  }
  if (q.auction) where.push(inList(sql`${bids.lotHouse}`, q.auction));
  if (q.bidGroups) where.push(inList(sql`${bids.bidGroup}`, q.bidGroups));
  if (q.chassisId) where.push(inList(sql`${bids.lotChassisCode}`, q.chassisId));
  if (q.mileage) {
    const ranges = q.mileage.map((bucket) => {
      const { from, to } = mileageBucketRange(bucket);
      return to === null ? sql`${bids.lotMileage} >= ${from}` : sql`(${bids.lotMileage} >= ${from} AND ${bids.lotMileage} < ${to})`;
    });
    where.push(sql`(${sql.join(ranges, sql` OR `)})`);
  }
  if (q.condition) where.push(inList(sql`${bids.lotCondition}`, q.condition));
  if (q.status) where.push(inList(sql`${bids.lotStatus}`, q.status));
  if (q.lotNo !== undefined) where.push(sql`${bids.lotNo} = ${q.lotNo}`);
  where.push(...archiveStatusSql(kind, q.archiveStatus));
  if (q.awaitingResult) where.push(awaitingResultSql(now));
  if (q.unread) where.push(unreadChatSql(manager ? 'manager' : 'owner'));
  return where;
}

/** The archive page's bid-status filter (ignored on the active lists). */
export const archiveStatusSql = (kind: BidListKind, statuses: number[] | undefined): SQL[] =>
  kind === 'archive' && statuses ? [inList(sql`${bids.status}`, statuses)] : [];

export const tabSql = (bidStatus: number | undefined): SQL[] => (bidStatus === undefined ? [] : [sql`${bids.status} = ${bidStatus}`]);

export const allOf = (parts: SQL[]): SQL => and(...parts) ?? sql`TRUE`;

const SORT_SQL: Record<BidSortField, SQL> = {
  lotNo: sql`${bids.lotNo}`,
  auctionDate: sql`${bids.lotDate}`,
  // Text columns in byte order ("C"): the same order on every database whatever its locale. The
  // auction houses (a few dozen) are put in name order once per query (an InitPlan), and each
  // bid takes its house's place in it: no lookup per bid.
  auctionName: sql`array_position((SELECT array_agg(${auctionHouses.id} ORDER BY ${auctionHouses.name} COLLATE "C", ${auctionHouses.id}) FROM ${auctionHouses}), ${bids.lotHouse})`,
  year: sql`${bids.lotYear}`,
  // Matches bids_lot_chassis_no_idx.
  chassis: sql`${bids.lotChassisNo} COLLATE "C"`,
  condition: sql`${bids.lotConditionRank}`,
  status: sql`${bids.lotStatus}`,
  startPrice: sql`${bids.lotStartPrice}`,
  // What the row shows: the manager's sold price, else the auction's.
  soldPrice: sql`coalesce(${bids.soldPrice}, ${bids.lotSoldPrice})`,
  bidAmount: sql`${bids.amount}`,
};

const NULLABLE_SORTS: readonly BidSortField[] = ['startPrice', 'soldPrice'];

/**
 * ORDER BY of a page. Without a sort, every list runs from the latest auction back (issue 18 §2:
 * the active lists used to open on the oldest, so a bid just placed on a coming auction was pages
 * away; the newest come first, then today, then the results still waiting). Ties break on the
 * bid id in the same direction (the latest bid first), so pages never repeat or skip a row;
 * empty prices come last either way.
 */
export function orderSql(_kind: BidListKind, sort: BidSortField | undefined, order: 'ASC' | 'DESC' | undefined): SQL {
  const dir = order ?? (sort === undefined ? 'DESC' : 'ASC');
  const field = sort ?? 'auctionDate';
  const d = sql.raw(dir);
  // NULLS LAST only where a value may be empty: on a NOT NULL column it would stop PostgreSQL
  // from reading an index backwards for DESC (the archive's default order reads bids_lot_date_idx).
  const nulls = NULLABLE_SORTS.includes(field) ? sql.raw(' NULLS LAST') : sql.raw('');
  return sql`${SORT_SQL[field]} ${d}${nulls}, ${bids.id} ${d}`;
}
