// A realistic, deterministic mix of listing requests, built from what the seeded database holds
// (makers, models, days, lot numbers) through the API itself.
import type { FacetOption, FiltersResponse, ListingResponse, PageType, WeekDays } from '@jauc/contract';

export interface MixEntry {
  kind: string;
  pageType: PageType;
  query: Record<string, string>;
  path: string;
}

/** mulberry32: a small seeded generator, so every run drives the same mix. */
function rng(seed: number) {
  let a = seed;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! };
}

const SORTS = ['auctionDate', 'year', 'condition', 'mileage', 'startPrice'] as const;

export async function buildMix(base: string, cookie: string): Promise<MixEntry[]> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await fetch(`${base}/api/v1${url}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const r = rng(20_261_122);
  const entries: MixEntry[] = [];
  const add = (kind: string, pageType: PageType, query: Record<string, string | number>) => {
    const q = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    entries.push({ kind, pageType, query: q, path: `/api/v1/${pageType}/listing?${new URLSearchParams(q)}` });
  };
  const sortOf = (): Record<string, string> => (r.next() < 0.4 ? {} : { sort: r.pick(SORTS), order: r.next() < 0.5 ? 'ASC' : 'DESC' });
  const pageSize = () => r.pick([20, 20, 20, 50, 100]);

  const auctionMakers = await get<FacetOption[]>('/car-auction/maker');
  const statsMakers = await get<FacetOption[]>('/stats/maker');
  const popular = (list: FacetOption[]) => [...list].sort((a, b) => b.counter - a.counter).slice(0, 12);
  const { dayList } = await get<WeekDays>('/site/week-days');
  const lists = await get<FiltersResponse>('/stats/filters');
  const values = (list: FiltersResponse['color'], n: number) => [...list].slice(0, n).map((o) => String(o.value));
  const first = await get<ListingResponse>('/car-auction/listing?pageSize=100');
  const statsFirst = await get<ListingResponse>('/stats/listing?pageSize=100');

  for (let i = 0; i < 60; i++) add('browse', r.pick(['car-auction', 'car-auction', 'stats', 'stock'] as const), { page: 1 + Math.floor(r.next() * 5), pageSize: pageSize(), ...sortOf() });
  for (let i = 0; i < 40; i++) {
    const stats = r.next() < 0.4;
    const maker = r.pick(popular(stats ? statsMakers : auctionMakers));
    add('maker', stats ? 'stats' : 'car-auction', { maker: maker.value, page: 1 + Math.floor(r.next() * 3), pageSize: pageSize(), ...sortOf() });
  }
  for (let i = 0; i < 20; i++) {
    const maker = r.pick(popular(auctionMakers));
    const models = await get<FacetOption[]>(`/car-auction/model?id=${maker.value}`);
    if (models.length === 0) continue;
    add('maker+model', 'car-auction', { maker: maker.value, model: r.pick(models).value, pageSize: 20, ...sortOf() });
  }
  for (let i = 0; i < 20; i++) add('date', 'car-auction', { date: r.pick(dayList).value, pageSize: pageSize(), ...sortOf() });
  for (let i = 0; i < 20; i++) {
    const from = 1995 + Math.floor(r.next() * 20);
    add('ranges', r.pick(['car-auction', 'stats'] as const), {
      year: `${from},${from + 3 + Math.floor(r.next() * 5)}`,
      mileage: `0,${r.pick([30_000, 60_000, 100_000])}`,
      pageSize: 20,
      ...sortOf(),
    });
  }
  for (let i = 0; i < 10; i++) {
    add('lists', r.pick(['car-auction', 'stats'] as const), {
      condition: r.pick(values(lists.condition, 6)),
      gearbox: r.pick(values(lists.gearbox, 4)),
      color: r.pick(values(lists.color, 5)),
      pageSize: 20,
      ...sortOf(),
    });
  }
  for (let i = 0; i < 10; i++) add('search', r.next() < 0.5 ? 'car-auction' : 'stats', { search: String(r.pick(r.next() < 0.5 ? first.carsList : statsFirst.carsList).lotNo), pageSize: 20 });
  // Deep page jumps: far into the results, by page number only (links, the last page button).
  for (let i = 0; i < 16; i++) {
    const stats = r.next() < 0.6;
    const total = stats ? statsFirst.pageInfo.totalSearchResults : first.pageInfo.totalSearchResults;
    const pages = Math.ceil(total / 20);
    const page = r.next() < 0.25 ? pages : 1 + Math.floor(r.next() * pages);
    add('deep-jump', stats ? 'stats' : 'car-auction', { page, pageSize: 20, ...sortOf() });
  }
  // Next pages from the page on screen, with its cursor (numbered pagination, infinite scroll).
  for (let i = 0; i < 24; i++) {
    const pageType = r.pick(['car-auction', 'stats'] as const);
    const query: Record<string, string> = { pageSize: '20', page: String(1 + Math.floor(r.next() * 200)), ...sortOf() };
    const from = await get<ListingResponse>(`/${pageType}/listing?${new URLSearchParams(query)}`);
    if (!from.pageInfo.nextCursor) continue;
    add('cursor', pageType, { ...query, page: Number(query.page) + 1, cursor: from.pageInfo.nextCursor });
  }
  // Shuffle so no connection runs one kind in a burst.
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  return entries;
}
