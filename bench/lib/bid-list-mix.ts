// The requests of the bid desk at scale (bench/bid-list-load.ts): what a manager's bid manager
// sends as they switch tabs, filter, sort and page (each change also asks for the counters and
// filters), the archive and the lot search, and what clients' My bids send. Built from the
// filter values the server offers, with a seeded generator: every run drives the same mix.
import type { BidFiltersResponse, BidListResponse } from '@jauc/contract';
import { createRng, type Rng } from '../../apps/server/src/seed/rng.js';

export interface BidMixEntry {
  kind: string;
  /** Whose session sends it: the manager, or the index of a signed-in client. */
  as: 'manager' | number;
  path: string;
}

type Get = <T>(cookie: string, url: string) => Promise<T>;

const SORTS = ['lotNo', 'auctionDate', 'auctionName', 'year', 'chassis', 'condition', 'status', 'startPrice', 'soldPrice', 'bidAmount'] as const;
/** Tabs as managers use them: All and New most, then Bid, the results waiting, the others. */
const TABS = ['', '1', '2', '3', '4', '5', '6', 'awaiting'] as const;
const TAB_WEIGHTS = [30, 22, 16, 4, 3, 5, 6, 14];

export async function buildBidMix(get: Get, managerCookie: string, clientCookies: string[], size = 600): Promise<BidMixEntry[]> {
  const rng = createRng(20_261_126);
  const { filters } = await get<BidFiltersResponse>(managerCookie, '/bid/filters');
  const values = (list: Array<{ value: string | number }> | undefined) => (list ?? []).map((o) => String(o.value));
  const pool = {
    auctions: values(filters.auctions), dates: values(filters.dates), managers: values(filters.manager), clients: values(filters.clients),
    chassis: values(filters.chassisId), conditions: values(filters.condition), mileage: values(filters.mileage), status: values(filters.status),
    groups: values(filters.group),
  };
  const sample = await get<BidListResponse>(managerCookie, '/bid/index?pageSize=70');
  const lotNos = sample.cars.map((c) => c.lotNo);
  const entries: BidMixEntry[] = [];
  const add = (kind: string, as: BidMixEntry['as'], path: string, query: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
    entries.push({ kind, as, path: `/api/v1${path}${q.size ? `?${q}` : ''}` });
  };
  const tab = () => {
    const t = rng.weighted(TABS, TAB_WEIGHTS);
    return t === 'awaiting' ? { awaitingResult: 1 } : { bidStatus: t };
  };
  const paging = (deep: boolean) => ({ pageSize: rng.weighted([20, 50, 70], [70, 20, 10]), page: deep ? rng.int(2, 15) : rng.weighted([1, 2, 3], [80, 12, 8]) });
  const sorted = () => ({ sort: rng.pick(SORTS), order: rng.chance(0.5) ? 'asc' : 'desc' });
  const some = (list: string[], max: number) => (list.length ? [...new Set(Array.from({ length: rng.int(1, max) }, () => rng.pick(list)))].join(',') : undefined);
  const filter = (): Record<string, string | undefined> => {
    const pick = rng.weighted(['auctionDate', 'auction', 'manager', 'user', 'chassisId', 'condition', 'mileage', 'status', 'bidGroups'], [30, 20, 12, 12, 6, 6, 5, 5, 4]);
    const from: Record<string, string[]> = {
      auctionDate: pool.dates, auction: pool.auctions, manager: pool.managers, user: pool.clients, chassisId: pool.chassis,
      condition: pool.conditions, mileage: pool.mileage, status: pool.status, bidGroups: pool.groups,
    };
    return { [pick]: some(from[pick]!, pick === 'auctionDate' || pick === 'user' ? 1 : 3) };
  };

  for (let i = 0; i < size; i++) {
    const kind = rng.weighted(
      ['manager-tab', 'manager-filter', 'manager-sort', 'manager-page', 'manager-filters', 'manager-archive', 'manager-archive-filters', 'manager-search', 'my-bids', 'my-filters'],
      [18, 18, 12, 6, 18, 5, 3, 2, 12, 6],
    );
    const client = () => rng.int(0, clientCookies.length - 1);
    switch (kind) {
      case 'manager-tab': add(kind, 'manager', '/bid/index', { ...tab(), ...paging(false) }); break;
      case 'manager-filter': add(kind, 'manager', '/bid/index', { ...tab(), ...filter(), ...(rng.chance(0.4) ? filter() : {}), ...(rng.chance(0.3) ? sorted() : {}), ...paging(false) }); break;
      case 'manager-sort': add(kind, 'manager', '/bid/index', { ...tab(), ...sorted(), ...paging(false) }); break;
      case 'manager-page': add(kind, 'manager', '/bid/index', { ...tab(), ...(rng.chance(0.5) ? sorted() : {}), ...paging(true) }); break;
      case 'manager-filters': add(kind, 'manager', '/bid/filters', tab()); break;
      case 'manager-archive': add(kind, 'manager', '/bid/bid-history', { ...(rng.chance(0.3) ? filter() : {}), ...(rng.chance(0.5) ? sorted() : {}), ...paging(rng.chance(0.2)) }); break;
      case 'manager-archive-filters': add(kind, 'manager', '/bid/bid-history-filters', {}); break;
      case 'manager-search': add(kind, 'manager', '/bid/search', { lotNo: lotNos.length ? rng.pick(lotNos) : rng.int(100, 9000) }); break;
      case 'my-bids': add(kind, client(), '/bid/my-bid', { ...clientTab(rng), ...(rng.chance(0.3) ? sorted() : {}), page: rng.weighted([1, 2], [85, 15]) }); break;
      case 'my-filters': add(kind, client(), '/bid/filters', clientTab(rng)); break;
    }
  }
  return entries;
}

function clientTab(rng: Rng) {
  return { bidStatus: rng.weighted(['', '1', '2', '6'], [60, 20, 10, 10]) };
}
