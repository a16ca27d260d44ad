import type { BidCounter, BidListQuery, BidListResponse, BidRecord, DealerBidType } from '@jauc/contract';
import { BID_STATUS_IDS } from '@jauc/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as clock from '../../lib/clock.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isDealer, isManager } from '../access/access.js';
import { chatSummaryOf } from '../chat/chat.repo.js';
import { viewerSide } from '../chat/chat.service.js';
import { lotImageUrls } from '../photo-proxy/lot-media-urls.js';
import { referenceNames } from '../listing/listing.repo.js';
import { countTabs, type BidCounts } from './bid-counts.js';
import { cachedTabCounts } from './bid-counts-cache.js';
import { bidListVersion, KeptUnderBidVersion, sqlKey } from './bid-list-kept.js';
import { allOf, archiveStatusSql, filtersSql, isAwaitingResult, isInArchive, listKindSql, orderSql, scopeSql, tabSql, type BidListKind, type BidListViewer } from './bid-list-where.js';
import * as repo from './bid-list.repo.js';

// The bid lists (spec 2 §2, §7): who sees what (the access module), the active list and the
// archive (bid-state.ts's rule), tab counters, filters, sort and paging.

/** The four lists and whose bids each shows (the routes check who may call which). */
export type BidListPath = 'index' | 'my-bid' | 'dealer' | 'bid-history';

export function listViewer(user: AuthUser, path: BidListPath, bidType: DealerBidType | undefined): BidListViewer {
  // My bids are the caller's own whoever calls; a dealer's lists follow their tab (All / Mine /
  // Clients); everyone else sees what the access module gives them.
  const dealerView: DealerBidType = path === 'my-bid' ? 'mine' : isDealer(user) ? (bidType ?? 'all') : 'all';
  return { user, dealerView };
}

export const listKindOf = (path: BidListPath): BidListKind => (path === 'bid-history' ? 'archive' : 'active');

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * The tab counters of a list: each bid status counted in the list's own set, All (the active
 * list), Archive (not for clients, who have no archive tab), AwaitingResult (managers).
 */
export function countersOf(counts: BidCounts, kind: BidListKind, user: Pick<AuthUser, 'userType'>): BidCounter[] {
  const own = kind === 'archive' ? counts.archive : counts.active;
  const counters: BidCounter[] = [{ status: 'All', count: sum(counts.active) }];
  for (const status of BID_STATUS_IDS) counters.push({ status, count: own.get(status) ?? 0 });
  if (isManager(user) || isDealer(user)) counters.push({ status: 'Archive', count: sum(counts.archive) });
  if (counts.awaiting !== null) counters.push({ status: 'AwaitingResult', count: counts.awaiting });
  return counters;
}

/** Every bid the viewer may see; dealers are not told (spec 2 §3). */
export const totalBidsOf = (counts: BidCounts, user: Pick<AuthUser, 'userType'>): number | undefined =>
  isDealer(user) ? undefined : counts.everyBid;


/** The ids of the pages read, under the bid-list version (decision 032). */
const keptPages = new KeptUnderBidVersion<number[]>();

/** A page's key: its statement's text and parameters (the viewer, the filters, the Tokyo day's bounds). */
const pageKey = (where: SQL, order: SQL, limit: number, offset: number): unknown[] => [...sqlKey(sql`${where} ORDER BY ${order}`), limit, offset];

export async function listBids(db: DbOrTx, user: AuthUser, path: BidListPath, q: BidListQuery): Promise<BidListResponse> {
  const now = clock.now();
  const kind = listKindOf(path);
  const viewer = listViewer(user, path, q.bidType);
  const filters = filtersSql(q, kind, user, now);
  const where = allOf([scopeSql(viewer), listKindSql(kind, now), ...filters, ...tabSql(q.bidStatus)]);
  const offset = (q.page - 1) * q.pageSize;
  // The counters follow the filters (issue 18 §2): the tab's own counter is the list's total.
  const countFilters = { common: filtersSql(q, 'active', user, now), archiveOnly: archiveStatusSql('archive', q.archiveStatus) };
  const order = orderSql(kind, q.sort, q.order);
  const pageIds = () => repo.pageIds(db, where, order, q.pageSize, offset);
  // Reading or writing a chat does not move the bid-list version answers are kept under: the
  // unread filter's counters and pages are read afresh.
  const version = q.unread ? null : await bidListVersion(db);
  const [counts, ids] = await Promise.all([
    version === null ? countTabs(db, viewer, now, isManager(user), countFilters) : cachedTabCounts(db, viewer, now, isManager(user), countFilters, version),
    version === null ? pageIds() : keptPages.get(db, version, pageKey(where, order, q.pageSize, offset), pageIds),
  ]);
  // Each row with its chat's last message and the viewer's side's unread flag, in one statement.
  const [rows, names] = await Promise.all([repo.rowsOf(db, ids, viewerSide(user)), referenceNames(db)]);
  const own = kind === 'archive' ? counts.archive : counts.active;
  const total = q.bidStatus === undefined ? sum(own) : (own.get(q.bidStatus) ?? 0);
  const cars = rows.map((r) => toRecord(r, names, user, now));
  const totalBids = totalBidsOf(counts, user);
  return {
    cars,
    counters: countersOf(counts, kind, user),
    pageInfo: { page: q.page, pageSize: q.pageSize, totalSearchResults: total, totalResults: total },
    ...(totalBids === undefined ? {} : { totalBids }),
  };
}

const num = (v: number | string | null) => (v === null ? null : Number(v));
const iso = (v: Date | string) => new Date(v).toISOString();

type Names = Awaited<ReturnType<typeof referenceNames>>;

/** One row of a list as the contract has it; what a viewer may not see is left out. */
function toRecord(r: repo.BidListRow & repo.BidOwnerRow & repo.BidChatColumns, names: Names, user: AuthUser, now: Date): BidRecord {
  const manager = isManager(user);
  const chat = chatSummaryOf(r);
  const auctionDate = new Date(r.auction_date);
  const record: BidRecord = {
    bidId: r.bid_id,
    id: String(r.lot_id),
    lotNo: r.lot_no,
    lotType: r.kind,
    auctionDate: auctionDate.toISOString(),
    auctionName: names.houses.get(r.auction_house_id)?.name ?? '',
    maker: names.makers.get(r.maker_id) ?? '',
    model: names.models.get(r.model_id) ?? '',
    year: r.year,
    engine: r.engine,
    chassis: r.chassis_no,
    grade: r.grade,
    color: r.color,
    condition: r.condition,
    gearbox: r.gearbox,
    mileage: r.mileage,
    equip: r.equip,
    startPrice: num(r.start_price),
    soldPrice: num(r.bid_sold_price) ?? num(r.lot_sold_price),
    bidDate: iso(r.bid_date),
    status: r.lot_status,
    user: toBidUser(r, manager),
    bidAmount: Number(r.amount),
    exportType: r.export_type,
    bidGroup: r.bid_group,
    bidStatus: r.bid_status,
    manager: r.manager_name,
    // A bid without a chat has nothing unread.
    message: chat.message,
    isRead: chat.isRead,
    images: lotImageUrls({ id: r.lot_id, imageCount: r.image_count, photoKey: r.photo_key }),
    archived: isInArchive(r.bid_status, { kind: r.kind, auctionDate, status: r.lot_status }, now),
    awaitingResult: isAwaitingResult(r.bid_status, { kind: r.kind, status: r.lot_status, auctionDate }, now),
  };
  // The manager's tools (spec 2 §6): auto-bid for managers, the adjustment price with its permission.
  if (manager) record.autoBid = r.auto_bid;
  if (manager && user.permissions.adjustmentPriceShow) record.adjustmentPrice = num(r.adjustment_price);
  return record;
}

function toBidUser(o: repo.BidOwnerRow, manager: boolean): NonNullable<BidRecord['user']> {
  return {
    name: o.full_name,
    company: o.company,
    clientId: String(o.id),
    jasClientId: Number(o.id),
    userLevel: o.role_id,
    createdAt: iso(o.created_at),
    lastLogin: o.last_login_at === null ? null : iso(o.last_login_at),
    creditLimit: Number(o.credit_limit),
    balance: Number(o.balance),
    country: o.country_id,
    // The managers' note about a client is theirs: a client or dealer never receives it.
    ...(manager ? { note: o.note } : {}),
    carDealer: o.dealer_name,
  };
}
