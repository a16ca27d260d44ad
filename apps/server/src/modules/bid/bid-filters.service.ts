import {
  BID_MILEAGE_BUCKETS, conditionRank, mileageBucketRange, type BidFilterOption, type BidFilterSet, type BidFiltersQuery,
  type BidFiltersResponse, type BidSearchResponse, type DealerClientsResponse,
} from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import * as clock from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { TextLanguage } from '../../lib/request-language.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { preSerialized } from '../../plugins/serializer.js';
import { isDealer, isManager } from '../access/access.js';
import { startOfTokyoToday } from '../lots-core/lot-query.js';
import { referenceNames } from '../listing/listing.repo.js';
import { allOf, archiveStatusSql, listKindSql, scopeSql, tabSql, type BidListKind } from './bid-list-where.js';
import { cachedTabCounts } from './bid-counts-cache.js';
import { countersOf, listViewer, totalBidsOf } from './bid-list.service.js';
import * as repo from './bid-filters.repo.js';
import type { FilterKey } from './bid-filters.repo.js';

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
// Kept as UTF-8 JSON: a manager's lists name every client who bid (5,000 at the budget's scale,
// ~200 KB), and encoding them again for each request cost more than the rest of it — first as
// objects to JSON, then as a string to the bytes sent.
const managerCaches = new WeakMap<DbOrTx, TtlCache<Buffer>>();
function managerLists(db: DbOrTx): TtlCache<Buffer> {
  let cache = managerCaches.get(db);
  if (!cache) managerCaches.set(db, (cache = new TtlCache<Buffer>({ ttlMs: () => MANAGER_LISTS_TTL_MS, maxEntries: 64 })));
  return cache;
}

type Role = 'manager' | 'dealer' | 'client';
const roleOf = (user: Pick<AuthUser, 'userType'>): Role => (isManager(user) ? 'manager' : isDealer(user) ? 'dealer' : 'client');

const FILTER_SETS: Record<Role, Record<BidListKind, readonly FilterKey[]>> = {
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
  const keys = FILTER_SETS[roleOf(user)][kind];
  const compute = async (): Promise<BidFilterSet> => {
    const [names, values] = await Promise.all([referenceNames(db), repo.filterValues(db, where, keys, MILEAGE_BOUNDS)]);
    const ints = (key: FilterKey) => (values.get(key) ?? []).map(Number);
    const people = await repo.userNames(db, [...new Set([...ints('clients'), ...ints('manager')])]);
    const byName = (ids: number[]) => ids.map((id) => ({ value: id, label: people.get(id) ?? String(id) })).sort(byLabel);
    const lists: Record<FilterKey, () => BidFilterOption[]> = {
      auctions: () => ints('auctions').map((id) => ({ value: id, label: names.houses.get(id)?.name ?? String(id) })).sort(byLabel),
      dates: () => (values.get('dates') ?? []).sort().map((d) => ({ value: d, label: d })),
      manager: () => byName(ints('manager')),
      clients: () => byName(ints('clients')),
      chassisId: () => (values.get('chassisId') ?? []).sort().map((c) => ({ value: c, label: c })),
      condition: () => (values.get('condition') ?? []).sort((a, b) => conditionRank(b) - conditionRank(a)).map((c) => ({ value: c, label: c })),
      mileage: () =>
        ints('mileage')
          .sort((a, b) => a - b)
          .flatMap((i) => {
            const bucket = BID_MILEAGE_BUCKETS[i];
            return bucket ? [{ value: bucket, label: mileageLabel(bucket, lang) }] : [];
          }),
      status: () => codes(ints('status')),
      group: () => codes(ints('group')),
      archiveStatus: () => codes(ints('archiveStatus')),
    };
    return Object.fromEntries(keys.map((k) => [k, lists[k]()]));
  };
  // A manager's lists run over every bid: the same for all managers, kept for a few seconds (the
  // counters beside them are kept under the bid-list version). Everyone else's are few and read
  // each time.
  const cacheKey = [kind, q.bidStatus ?? '', q.archiveStatus?.join(',') ?? '', startOfTokyoToday(now).toISOString(), lang].join('|');
  const [counts, filtersJson] = await Promise.all([
    cachedTabCounts(db, viewer, now, isManager(user), { common: [], archiveOnly: archiveStatusSql('archive', q.archiveStatus) }),
    isManager(user) ? managerLists(db).getOrCompute(cacheKey, async () => Buffer.from(JSON.stringify(await compute()))) : compute().then((f) => Buffer.from(JSON.stringify(f))),
  ]);
  const totalBids = totalBidsOf(counts, user);
  // The answer's JSON around the lists' (checked against the contract under the API tests).
  const head = `{"counters":${JSON.stringify(countersOf(counts, kind, user))},"filters":`;
  const tail = `${totalBids === undefined ? '' : `,"totalBids":${totalBids}`}}`;
  return preSerialized<BidFiltersResponse>(Buffer.concat([Buffer.from(head), filtersJson, Buffer.from(tail)]));
}

/** The lot-number search of the bid lists: the viewer's bids, the active list's first. */
export async function searchBids(db: DbOrTx, user: AuthUser, lotNo: string, bidStatus: number | undefined): Promise<BidSearchResponse> {
  const now = clock.now();
  const viewer = listViewer(user, 'index', undefined);
  const [rows, names] = await Promise.all([
    repo.searchLotNumbers(db, allOf([scopeSql(viewer), ...tabSql(bidStatus)]), lotNo, listKindSql('archive', now)),
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
