// Quick-search mixes for listing-load.ts (--mix …): one kind of search at a time, so its
// throughput can be set beside the SQL path's and the realistic mix's (issue 18 §6: a lot number
// through the listing index ran at 55 req/s, p99 2.5 s, against 640 req/s, p99 171 ms by SQL).
// Every term is taken from lots the seeded database holds, so each search finds something.
import type { FacetOption, ListingResponse, PageType } from '@jauc/contract';
import type { MixEntry } from './listing-mix.js';

export const SEARCH_MIXES = ['search-lot', 'search-chassis', 'search-equip', 'search-model', 'search-text+maker'] as const;
export type SearchMix = (typeof SEARCH_MIXES)[number];

const SORTS = ['auctionDate', 'year', 'condition', 'mileage', 'startPrice'] as const;

export async function buildSearchMix(base: string, cookie: string, mix: SearchMix): Promise<MixEntry[]> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(`${base}/api/v1${url}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const entries: MixEntry[] = [];
  const add = (kind: string, pageType: PageType, query: Record<string, string | number>) => {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    entries.push({ kind, pageType, query: q, path: `/api/v1/${pageType}/listing?${new URLSearchParams(q)}` });
  };
  for (const pageType of ['car-auction', 'stats'] as const) {
    // Lots far apart in the default order: the first page, and pages deep in two sorts.
    const lots = [
      ...(await get<ListingResponse>(`/${pageType}/listing?pageSize=100`)).carsList,
      ...(await get<ListingResponse>(`/${pageType}/listing?pageSize=100&sort=mileage&page=50`)).carsList,
      ...(await get<ListingResponse>(`/${pageType}/listing?pageSize=100&sort=year&order=DESC&page=120`)).carsList,
    ];
    const makers = (await get<FacetOption[]>(`/${pageType}/maker`)).sort((a, b) => b.counter - a.counter).slice(0, 8);
    for (const [i, lot] of lots.entries()) {
      const sort: Record<string, string> = i % 3 === 0 ? {} : { sort: SORTS[i % SORTS.length]!, order: i % 2 === 0 ? 'ASC' : 'DESC' };
      const page: Record<string, string | number> = { pageSize: i % 4 === 0 ? 100 : 20, ...sort };
      if (mix === 'search-lot') add(mix, pageType, { search: lot.lotNo, ...page });
      if (mix === 'search-chassis') add(mix, pageType, { search: lot.chassis.slice(0, 4 + (i % 5)), ...page });
      if (mix === 'search-equip') add(mix, pageType, { search: lot.equip.split(/[\s,]+/).filter(Boolean)[i % 3] ?? 'AC', ...page });
      if (mix === 'search-model') add(mix, pageType, { search: lot.model.slice(0, 3 + (i % 4)), ...page });
      if (mix === 'search-text+maker') {
        const text = i % 2 === 0 ? lot.model.slice(0, 3) : lot.chassis.slice(0, 3);
        add(mix, pageType, { search: text, maker: makers[i % makers.length]?.value ?? 1, ...page });
      }
    }
  }
  return entries;
}
