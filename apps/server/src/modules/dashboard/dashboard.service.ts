import {
  BID_STATUS, DASHBOARD_LIST_SIZE, bidListQuery, type DepositsListQuery, type DepositsListResponse, purchaseListQuery, tokyoParts, type BidRecord, type DashboardDeadline, type DashboardResponse,
  type ManagerDashboard, type OwnerDashboard,
} from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as clock from '../../lib/clock.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isDealer, isManager } from '../access/access.js';
import { viewerSide } from '../chat/chat.service.js';
import { countBids } from '../bid/bid-list.repo.js';
import { listBids, listViewer, type BidListPath } from '../bid/bid-list.service.js';
import { cachedTabCounts } from '../bid/bid-counts-cache.js';
import { allOf, awaitingResultSql, listKindSql, scopeSql } from '../bid/bid-list-where.js';
import { biddingState } from '../lots-core/bid-state.js';
import { referenceNames } from '../listing/listing.repo.js';
import { tokyoDayRange } from '../lots-core/lot-query.js';
import { balanceInfoOf } from '../payments/balance.js';
import { listPurchasedCars } from '../purchases/purchases.service.js';
import { findUserById } from '../identity/user.repo.js';
import * as repo from './dashboard.repo.js';

// GET /dashboard (issue 14 §3). Each figure is computed by the service of the list its tile links
// to, with that list's own query, so the two always agree; dashboard.repo holds only what no list
// counts (unread chats, today's auctions, the latest deposits across accounts).

export interface DashboardDeps {
  db: Db;
  /** BID_CLOSE_MINUTES: bids stop this long before the session. */
  closeMinutes: number;
}

/** The days the deadlines are looked for in: today and the coming fortnight (lots are listed ~2 weeks ahead). */
const DEADLINE_DAYS = 14;
const DAY_MS = 86_400_000;

export async function dashboard(deps: DashboardDeps, user: AuthUser, lang: TextLanguage): Promise<DashboardResponse> {
  return { success: true, dashboard: isManager(user) ? await managerView(deps, user) : await ownerView(deps, user, lang) };
}

async function ownerView({ db, closeMinutes }: DashboardDeps, user: AuthUser, lang: TextLanguage): Promise<OwnerDashboard> {
  const row = await findUserById(db, user.id);
  if (!row) throw notFound();
  const now = clock.now();
  // A dealer's dashboard covers their clients too, as their bid list (/dealer-bids) does.
  const path: BidListPath = isDealer(user) ? 'dealer' : 'my-bid';
  const viewer = listViewer(user, path, undefined);
  const [balanceInfo, list, awaitingResults, purchases, unreadChats, nextDeadlines] = await Promise.all([
    balanceInfoOf(db, row, now),
    listBids(db, user, path, bidListQuery.parse({ pageSize: '20' })),
    countBids(db, allOf([scopeSql(viewer), listKindSql('active', now), awaitingResultSql(now)])),
    listPurchasedCars(db, user, purchaseListQuery.parse({ pageSize: '20' }), lang),
    // The chats the list opened with `unread` shows: those of the active list (issue 18 §2).
    repo.countUnreadChats(db, allOf([scopeSql(viewer), listKindSql('active', now)]), viewerSide(user)),
    deadlines(db, user, path, now, { closeMinutes, deadlineCheck: user.permissions.bidDeadlineCheck }),
  ]);
  return {
    kind: isDealer(user) ? 'dealer' : 'client',
    balanceInfo,
    activeBids: list.counters.filter((c) => c.status !== 'Archive' && c.status !== 'AwaitingResult'),
    nextDeadlines,
    awaitingResults,
    recentPurchases: purchases.cars.slice(0, DASHBOARD_LIST_SIZE),
    unreadChats,
  };
}

/**
 * The bids that can still change before their lot's deadline (New and Bid on an auction lot
 * still taking bids), soonest deadline first: each status's page of the bid list sorted by
 * auction date over the coming days, the deadline by the rule the bid check applies.
 */
async function deadlines(
  db: Db,
  user: AuthUser,
  path: BidListPath,
  now: Date,
  rule: { closeMinutes: number; deadlineCheck: boolean },
): Promise<DashboardDeadline[]> {
  const days = Array.from({ length: DEADLINE_DAYS }, (_, i) => tokyoParts(new Date(now.getTime() + i * DAY_MS)).date);
  const pages = await Promise.all(
    [BID_STATUS.new, BID_STATUS.bid].map((status) =>
      listBids(db, user, path, bidListQuery.parse({ bidStatus: String(status), sort: 'auctionDate', order: 'ASC', pageSize: '20', auctionDate: days.join(',') })),
    ),
  );
  const open: DashboardDeadline[] = [];
  for (const bid of pages.flatMap((p) => p.cars)) {
    const state = biddingState({ kind: bid.lotType, status: bid.status, auctionDate: new Date(bid.auctionDate) }, rule, now);
    if (state.accepting && state.deadline) open.push(deadlineOf(bid, state.deadline));
  }
  return open.sort((a, b) => a.deadline.localeCompare(b.deadline) || a.bidId - b.bidId).slice(0, DASHBOARD_LIST_SIZE);
}

const deadlineOf = (bid: BidRecord, deadline: Date): DashboardDeadline => ({
  bidId: bid.bidId,
  lotId: bid.id,
  lotNo: bid.lotNo,
  auctionName: bid.auctionName,
  maker: bid.maker,
  model: bid.model,
  bidAmount: bid.bidAmount,
  bidStatus: bid.bidStatus,
  deadline: deadline.toISOString(),
});

async function managerView({ db }: DashboardDeps, user: AuthUser): Promise<ManagerDashboard> {
  const now = clock.now();
  const today = tokyoParts(now).date;
  const { start, end } = tokyoDayRange(today);
  // The bid manager's New tab on today's auctions: its total is the new bids. The results waiting
  // are the manager's Results-to-confirm counter without filters (the list's counters follow its
  // filters, so the day filter would leave out the results of earlier days).
  const [newToday, tabs, houses, names, unreadChats, deposits] = await Promise.all([
    listBids(db, user, 'index', bidListQuery.parse({ bidStatus: String(BID_STATUS.new), auctionDate: today, pageSize: '20' })),
    cachedTabCounts(db, listViewer(user, 'index', undefined), now, true),
    repo.auctionsOfDay(db, start, end),
    referenceNames(db),
    repo.countUnreadChats(db, allOf([scopeSql(listViewer(user, 'index', undefined)), listKindSql('active', now)]), viewerSide(user)),
    repo.latestDeposits(db, DASHBOARD_LIST_SIZE),
  ]);
  return {
    kind: 'manager',
    today,
    newBidsToday: newToday.pageInfo.totalResults ?? 0,
    resultsToConfirm: tabs.awaiting ?? 0,
    todayAuctions: houses.map((h) => ({ id: Number(h.house), name: names.houses.get(Number(h.house))?.name ?? '', bids: Number(h.n) })),
    unreadChats,
    recentDeposits: deposits.map((d) => ({ id: d.id, userId: d.user_id, clientName: d.full_name, amount: Number(d.amount), date: d.day })),
  };
}

/** GET /payments/deposits (managers): every client's remittances, newest first, a page at a time. */
export async function listDeposits(db: Db, q: DepositsListQuery): Promise<DepositsListResponse> {
  const rows = await repo.latestDeposits(db, q.pageSize, (q.page - 1) * q.pageSize);
  const total = rows.length > 0 ? Number(rows[0]!.total) : await repo.countDeposits(db);
  return {
    success: true,
    deposits: rows.map((d) => ({ id: d.id, userId: d.user_id, clientName: d.full_name, amount: Number(d.amount), date: d.day, description: d.description })),
    pageInfo: { page: q.page, pageSize: q.pageSize, totalSearchResults: total, totalResults: total },
  };
}
