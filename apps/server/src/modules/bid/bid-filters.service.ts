import {
  BID_MILEAGE_BUCKETS, conditionRank, mileageBucketRange, type BidFilterOption, type BidFilterSet, type BidFiltersQuery,
  type BidFiltersResponse, type BidSearchResponse, type DealerClientsResponse,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import * as clock from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isDealer, isManager } from '../access/access.js';
import { startOfTokyoToday } from '../listing/listing-query.js';
import { referenceNames } from '../listing/listing.repo.js';
import { allOf, archiveStatusSql, listKindSql, scopeSql, tabSql, type BidListKind } from './bid-list-where.js';
import { countTabs } from './bid-counts.js';
import { countersOf, listViewer, totalBidsOf } from './bid-list.service.js';
import { archivedBidSql } from './bid-state.js';
import * as repo from './bid-filters.repo.js';

// GET /bid/filters and /bid/bid-history-filters (spec 2 §3 "Filter sets per role"), GET
// /bid/search and GET /bid/dealer-clients. Every value list comes from the bids the viewer may
// see in that list, so no one learns another client's auctions, chassis codes or name.

const byLabel = (a: BidFilterOption, b: BidFilterOption) => a.label.localeCompare(b.label);
const codes = (values: number[]): BidFilterOption[] => [...values].sort((a, b) => a - b).map((v) => ({ value: v, label: String(v) }));

const KM = { en: 'km', ru: 'км' } as const;
function mileageLabel(bucket: (typeof BID_MILEAGE_BUCKETS)[number], lang: TextLanguage): string {
  const { from, to } = mileageBucketRange(bucket);
  const n = (v: number) => v.toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-US');
  return to === null ? `${n(from)}+ ${KM[lang]}` : `${n(from)}–${n(to)} ${KM[lang]}`;
}
const MILEAGE_BOUNDS = BID_MILEAGE_BUCKETS.slice(1).map((b) => mileageBucketRange(b).from);

const MANAGER_LISTS_TTL_MS = 10_000;
// One cache per database: tests run several apps, each on its own database, in one process.
const managerCaches = new WeakMap<DbOrTx, TtlCache<BidFilterSet>>();
function managerLists(db: DbOrTx): TtlCache<BidFilterSet> {
  let cache = managerCaches.get(db);
  if (!cache) managerCaches.set(db, (cache = new TtlCache<BidFilterSet>({ ttlMs: () => MANAGER_LISTS_TTL_MS, maxEntries: 64 })));
  return cache;
}

type Role = 'manager' | 'dealer' | 'client';
const roleOf = (user: Pick<AuthUser, 'userType'>): Role => (isManager(user) ? 'manager' : isDealer(user) ? 'dealer' : 'client');

const FILTER_SETS: Record<Role, Record<BidListKind, ReadonlyArray<keyof BidFilterSet>>> = {
  manager: {
    active: ['auctions', 'dates', 'manager', 'clients', 'chassisId', 'condition', 'mileage', 'status', 'group'],
    archive: ['dates', 'auctions', 'status', 'archiveStatus', 'manager', 'clients'],
  },
  client: {
    active: ['auctions', 'dates', 'chassisId', 'mileage', 'status', 'group'],
    archive: ['auctions', 'dates', 'chassisId', 'mileage', 'status', 'group'],
  },
  dealer: { active: ['clients'], archive: ['clients'] },
};

export async function bidFilters(
  db: DbOrTx, user: AuthUser, kind: BidListKind, q: BidFiltersQuery, lang: TextLanguage,
): Promise<BidFiltersResponse> {
  const now = clock.now();
  const viewer = listViewer(user, kind === 'archive' ? 'bid-history' : 'index', q.bidType);
  const where = allOf([scopeSql(viewer), listKindSql(kind, now), ...tabSql(q.bidStatus), ...archiveStatusSql(kind, q.archiveStatus)]);
  const names = await referenceNames(db);
  const lists: Record<keyof BidFilterSet, () => Promise<BidFilterOption[]>> = {
    auctions: async () =>
      (await repo.auctionHouseIds(db, where)).map((id) => ({ value: id, label: names.houses.get(id)?.name ?? String(id) })).sort(byLabel),
    dates: async () => (await repo.auctionDays(db, where)).sort().map((d) => ({ value: d, label: d })),
    manager: async () => (await repo.ownersManagers(db, where)).map((m) => ({ value: Number(m.id), label: m.name })),
    clients: async () => (await repo.owners(db, where)).map((o) => ({ value: Number(o.id), label: o.name })),
    chassisId: async () => (await repo.chassisCodes(db, where)).sort().map((c) => ({ value: c, label: c })),
    condition: async () =>
      (await repo.conditions(db, where)).sort((a, b) => conditionRank(b) - conditionRank(a)).map((c) => ({ value: c, label: c })),
    mileage: async () =>
      (await repo.mileageBuckets(db, where, MILEAGE_BOUNDS))
        .sort((a, b) => a - b)
        .flatMap((i) => {
          const bucket = BID_MILEAGE_BUCKETS[Number(i)];
          return bucket ? [{ value: bucket, label: mileageLabel(bucket, lang) }] : [];
        }),
    status: async () => codes((await repo.lotStatuses(db, where)).map(Number)),
    group: async () => codes((await repo.bidGroups(db, where)).map(Number)),
    archiveStatus: async () => codes((await repo.bidStatuses(db, where)).map(Number)),
  };
  const keys = FILTER_SETS[roleOf(user)][kind];
  const compute = async (): Promise<BidFilterSet> => {
    const values = await Promise.all(keys.map((k) => lists[k]()));
    return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
  };
  // A manager's lists run over every bid: the same for all managers, kept for a few seconds (the
  // counters beside them are always counted fresh). Everyone else's are few and read each time.
  const cacheKey = [kind, q.bidStatus ?? '', q.archiveStatus?.join(',') ?? '', startOfTokyoToday(now).toISOString(), lang].join('|');
  const [counts, filters] = await Promise.all([
    countTabs(db, viewer, now, isManager(user)),
    isManager(user) ? managerLists(db).getOrCompute(cacheKey, compute) : compute(),
  ]);
  const totalBids = totalBidsOf(counts, user);
  return { counters: countersOf(counts, kind, user), filters, ...(totalBids === undefined ? {} : { totalBids }) };
}

/** The lot-number search of the bid lists: the viewer's bids, the active list's first. */
export async function searchBids(db: DbOrTx, user: AuthUser, lotNo: string, bidStatus: number | undefined): Promise<BidSearchResponse> {
  const now = clock.now();
  const viewer = listViewer(user, 'index', undefined);
  const [rows, names] = await Promise.all([
    repo.searchLotNumbers(db, allOf([scopeSql(viewer), ...tabSql(bidStatus)]), lotNo, archivedBidSql(now)),
    referenceNames(db),
  ]);
  return {
    cars: rows.map((r) => ({
      bidId: Number(r.bid_id),
      lotNo: Number(r.lot_no),
      auctionName: names.houses.get(Number(r.auction_house_id))?.name ?? '',
      auctionDate: new Date(r.auction_date).toISOString(),
      archived: Boolean(r.archived),
    })),
  };
}

export async function dealerClientList(db: DbOrTx, dealer: AuthUser, page: number, pageSize: number): Promise<DealerClientsResponse> {
  const { rows, total } = await repo.dealerClients(db, dealer.id, pageSize, (page - 1) * pageSize);
  return {
    clientList: rows.map((r) => ({ value: Number(r.id), label: r.name, company: r.company, bids: Number(r.bids) })),
    pageInfo: { page, pageSize, totalSearchResults: total, totalResults: total },
  };
}
