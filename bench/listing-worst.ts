// The worst listing shapes at benchmark scale (DESIGN.md §5: no listing request of any shape over
// 1 s at 1,000,000 lots): quick search with every filter, deep pages in every sort and order,
// pageSize=100, the SQL path's uncommon filter combinations.
//   npx tsx bench/listing-worst.ts --database-url postgres://…/bench [--repeat 3] [--burst 9]
// Starts the built server (or --server another build; LISTING_INDEX=off answers every listing by
// SQL) and sends each request of a shape `repeat` times one after another (the first is cold: no
// cached count or anchors), then the worst shape `burst` times at once. Prints max / p99 / p50
// per shape, with the machine's load. --shapes <regex> runs only the shapes it names.
import { parseArgs } from 'node:util';
import type { FacetOption, FiltersResponse, ListingResponse, PageType, WeekDays } from '@jauc/contract';
import { benchServer, serverOptions } from './lib/bench-server.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({
  options: { ...serverOptions, repeat: { type: 'string', default: '3' }, burst: { type: 'string', default: '9' }, timeout: { type: 'string', default: '120000' }, shapes: { type: 'string', default: '' } },
});
const server = benchServer(values);
const repeat = Number(values.repeat);
type Query = Record<string, string | number>;

const SORTS = ['auctionDate', 'year', 'condition', 'mileage', 'startPrice'] as const;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

async function timed(cookie: string, path: string): Promise<{ ms: number; status: number; body: ListingResponse | null }> {
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(Number(values.timeout)) }).catch(() => null);
  const body = res?.ok ? ((await res.json()) as ListingResponse) : null;
  if (res && !res.ok) await res.text();
  return { ms: performance.now() - started, status: res?.status ?? 0, body };
}

const pathOf = (pageType: PageType, q: Query) =>
  `/api/v1/${pageType}/listing?${new URLSearchParams(Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])))}`;

server.start();
try {
  await server.waitForHealth();
  await server.waitForReady();
  const cookie = await server.signIn();
  const get = <T>(url: string) => server.get<T>(cookie, url);
  const { dayList } = await get<WeekDays>('/site/week-days');
  const shapes = new Map<string, Array<[PageType, Query]>>();
  const add = (name: string, pageType: PageType, q: Query) => {
    if (!shapes.has(name)) shapes.set(name, []);
    shapes.get(name)!.push([pageType, q]);
  };
  for (const pageType of ['car-auction', 'stats', 'stock'] as const) {
    const makers = (await get<FacetOption[]>(`/${pageType}/maker`)).sort((a, b) => b.counter - a.counter);
    const lists = await get<FiltersResponse>(`/${pageType}/filters`);
    const top = makers[0]!;
    const models = (await get<FacetOption[]>(`/${pageType}/model?id=${top.value}`)).sort((a, b) => b.counter - a.counter);
    // At most the contract's list length (MAX_LIST_ITEMS) per filter.
    const all = (list: Array<{ value: string | number }>) => list.slice(0, 50).map((o) => String(o.value)).join(',');
    const one = (list: Array<{ value: string | number }>) => String(list[0]?.value ?? '');
    const date: Query = pageType === 'car-auction' ? { date: dayList.map((d) => d.value).join(',') } : {};
    // Every filter, each letting through as much as it can: the search decides alone.
    const broad: Query = {
      maker: makers.slice(0, 50).map((m) => m.value).join(','), year: '1900,2100', mileage: '0,9999999', engine: '0,99999',
      condition: all(lists.condition), gearbox: all(lists.gearbox), color: all(lists.color), chassis: all(lists.chassis),
      status: all(lists.status), auction: all(lists.auction), ...date,
    };
    // Every filter with one value: few matches, far apart in every order.
    const narrow: Query = {
      maker: top.value, model: models[0]?.value ?? 0, year: '2005,2015', mileage: '0,150000', engine: '0,4000',
      condition: one(lists.condition), gearbox: one(lists.gearbox), color: one(lists.color), status: one(lists.status), auction: one(lists.auction),
    };
    for (const search of ['8', '1', '12', '123', 'AC', 'a', 'PS PW', 'ZZZ9']) {
      add('search', pageType, { search });
      add('search+maker', pageType, { search, maker: top.value });
      add('search+every filter (broad)', pageType, { search, ...broad });
      add('search+every filter (narrow)', pageType, { search, ...narrow });
      add('search, pageSize=100, price sort', pageType, { search, pageSize: 100, sort: 'startPrice', order: 'DESC' });
      add('search, last page', pageType, { search, page: 'last' });
      add('search, middle page', pageType, { search, page: 'middle', sort: 'mileage' });
    }
    // Terms of lots the database holds (issue 18 §6): a lot number, a chassis prefix, an equipment
    // code, a model term, and text with a maker, in every sort.
    const held = (await get<ListingResponse>(`/${pageType}/listing?pageSize=100&sort=mileage&page=40`)).carsList.slice(0, SORTS.length);
    for (const [i, lot] of held.entries()) {
      const sort = SORTS[i]!;
      add('search lot number, every sort', pageType, { search: lot.lotNo, sort, order: 'DESC' });
      add('search chassis prefix, every sort', pageType, { search: lot.chassis.slice(0, 5), sort });
      add('search equipment code, every sort', pageType, { search: lot.equip.split(/[\s,]+/).filter(Boolean)[0] ?? 'AC', sort });
      add('search model term, every sort', pageType, { search: lot.model.slice(0, 4), sort, order: 'DESC' });
      add('search text+maker, every sort', pageType, { search: lot.model.slice(0, 3), maker: top.value, sort });
    }
    for (const sort of SORTS) {
      for (const order of ['ASC', 'DESC'] as const) {
        add('pageSize=100, every sort', pageType, { sort, order, pageSize: 100 });
        add('deep page (middle), every sort', pageType, { sort, order, page: 'middle' });
        add('last page, every sort', pageType, { sort, order, page: 'last', pageSize: 100 });
        add('every filter (narrow), every sort', pageType, { ...narrow, sort, order });
        add('every filter (broad), deep page, every sort', pageType, { ...broad, sort, order, page: 'middle' });
      }
    }
    add('maker+model, deep page', pageType, { maker: top.value, model: models[0]?.value ?? 0, page: 'middle', sort: 'year' });
  }

  const results: Record<string, { requests: number; failed: number; maxMs: number; p99Ms: number; p50Ms: number; worst: string }> = {};
  let worstPath = '';
  let worstMs = 0;
  const only = values.shapes ? new RegExp(values.shapes) : null;
  for (const [name, list] of shapes) {
    if (only && !only.test(name)) continue;
    const times: number[] = [];
    let failed = 0;
    let worst = '';
    let shapeMax = 0;
    for (const [pageType, raw] of list) {
      let q = raw;
      if (raw.page === 'last' || raw.page === 'middle') {
        const first = await timed(cookie, pathOf(pageType, { ...raw, page: 1 }));
        times.push(first.ms);
        const pages = Math.max(1, Math.ceil((first.body?.pageInfo.totalSearchResults ?? 0) / Number(raw.pageSize ?? 20)));
        q = { ...raw, page: raw.page === 'last' ? pages : Math.max(1, Math.floor(pages / 2)) };
      }
      const path = pathOf(pageType, q);
      for (let i = 0; i < repeat; i++) {
        const r = await timed(cookie, path);
        if (r.status !== 200) failed++;
        times.push(r.ms);
        if (r.ms > shapeMax) [shapeMax, worst] = [r.ms, path];
      }
    }
    if (shapeMax > worstMs) [worstMs, worstPath] = [shapeMax, worst];
    const sorted = times.sort((a, b) => a - b);
    results[name] = { requests: sorted.length, failed, maxMs: round(sorted.at(-1)!), p99Ms: round(percentile(sorted, 99)), p50Ms: round(percentile(sorted, 50)), worst };
    console.error(`${name.padEnd(45)} n=${String(sorted.length).padStart(4)} max=${round(sorted.at(-1)!)} p99=${round(percentile(sorted, 99))} p50=${round(percentile(sorted, 50))} ms  (${machineLoad().uptime})`);
  }
  // The slowest request, several at once (a user retrying, or several users).
  const burst = await Promise.all(Array.from({ length: Number(values.burst) }, () => timed(cookie, worstPath)));
  const burstMs = burst.map((b) => b.ms).sort((a, b) => a - b);
  await server.stop();
  writeResult('listing-worst', {
    server: values.server,
    workers: process.env.WORKERS ?? 'default (one per core)',
    listingIndex: process.env.LISTING_INDEX ?? 'on',
    repeat,
    shapes: results,
    burst: { path: worstPath, at: burstMs.length, maxMs: round(burstMs.at(-1) ?? 0), p50Ms: round(percentile(burstMs, 50)) },
    overallMaxMs: round(Math.max(...Object.values(results).map((r) => r.maxMs))),
    target: { maxMs: 1000 },
  });
} finally {
  await server.stop();
}
