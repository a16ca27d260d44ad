// The filter data and the lot page under load at benchmark scale (issue 10 §3: the listing's
// class, >= 1,000 req/s with p99 <= 50 ms at 20 connections).
//   npx tsx bench/filters-lot-load.ts --target filters --database-url postgres://…/bench [--runs 3]
//   npx tsx bench/filters-lot-load.ts --target lot --database-url postgres://…/bench [--runs 3]
//   npx tsx bench/filters-lot-load.ts --target price-history --database-url postgres://…/bench [--runs 3]
// Starts the built server (or --server another build) on a database seeded by seed-lots.ts and
// drives with autocannon either GET /{pageType}/filters (mostly without filters, as the filter
// panel asks, some with a date, maker or range filter) or GET /{pageType}/lot/{id} over lots
// taken from all over the three listings, or GET /{pageType}/price-history?carId= over the same
// lots (issue 22 §5; a third of them each with 3, 6 and 12 months). Each run prints the machine's
// load beside it.
import { parseArgs } from 'node:util';
import type { FacetOption, ListingResponse, PageType, WeekDays } from '@jauc/contract';
import { benchServer, httpFigures, runAutocannon, serverOptions } from './lib/bench-server.js';
import { machineLoad, writeResult } from './lib/results.js';

const { values } = parseArgs({ options: { ...serverOptions, target: { type: 'string', default: 'filters' }, runs: { type: 'string', default: '3' } } });
const target = values.target;
if (target !== 'filters' && target !== 'lot' && target !== 'price-history') throw new Error('--target filters|lot|price-history');
const server = benchServer(values);
const PAGE_TYPES: PageType[] = ['car-auction', 'stats', 'stock'];

async function filterPaths(cookie: string): Promise<string[]> {
  const { dayList } = await server.get<WeekDays>(cookie, '/site/week-days');
  const makers = await server.get<FacetOption[]>(cookie, '/car-auction/maker');
  const paths: string[] = [];
  for (let i = 0; i < 60; i++) paths.push(`/api/v1/${PAGE_TYPES[i % 3]}/filters`);
  for (const day of dayList.slice(0, 5)) paths.push(`/api/v1/car-auction/filters?date=${day.value}`);
  for (const maker of makers.slice(0, 10)) paths.push(`/api/v1/${PAGE_TYPES[maker.value % 2]}/filters?maker=${maker.value}`);
  for (let year = 2000; year < 2010; year++) paths.push(`/api/v1/stats/filters?year=${year},${year + 3}&mileage=0,80000`);
  return paths;
}

async function lotPaths(cookie: string, priceHistory = false): Promise<string[]> {
  const paths: string[] = [];
  for (const pageType of PAGE_TYPES) {
    const first = await server.get<ListingResponse>(cookie, `/${pageType}/listing?pageSize=100`);
    const pages = Math.ceil(first.pageInfo.totalSearchResults / 100);
    for (let i = 0; i < 4; i++) {
      const page = 1 + Math.floor(((i * 0.29 + 0.07) % 1) * pages);
      const sort = ['auctionDate', 'year', 'mileage', 'startPrice'][i]!;
      const list = await server.get<ListingResponse>(cookie, `/${pageType}/listing?pageSize=100&page=${page}&sort=${sort}`);
      for (const [n, lot] of list.carsList.entries()) {
        paths.push(priceHistory ? `/api/v1/${pageType}/price-history?carId=${lot.id}&months=${[3, 6, 12][n % 3]}` : `/api/v1/${pageType}/lot/${lot.id}`);
      }
    }
  }
  // Interleave the page types so no connection reads one kind in a burst.
  return paths.map((p, i) => ({ p, k: (i * 7919) % paths.length })).sort((a, b) => a.k - b.k).map((e) => e.p);
}

server.start();
try {
  await server.waitForHealth();
  // Every worker's listing index loaded: the price history keeps answers only from then on.
  await server.waitForReady();
  const cookie = await server.signIn();
  const paths = target === 'filters' ? await filterPaths(cookie) : await lotPaths(cookie, target === 'price-history');
  const connections = Number(values.connections);
  console.error(`${target}: ${paths.length} paths; warming up ${values.warmup} s`);
  await runAutocannon(server.base, paths, cookie, Number(values.warmup), connections);
  const runs = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    const before = machineLoad();
    const load = await runAutocannon(server.base, paths, cookie, Number(values.duration), connections);
    const figures = { run, ...httpFigures(load), loadBefore: before.loadAverage, loadAfter: machineLoad() };
    console.error(JSON.stringify({ target, run, rps: figures.requestsPerSecond, p99: figures.latencyMs.p99, max: figures.latencyMs.max, uptime: figures.loadAfter.uptime }));
    runs.push(figures);
  }
  await server.stop();
  writeResult(`${target}-load`, {
    server: values.server,
    workers: process.env.WORKERS ?? 'default (one per core)',
    listingIndex: process.env.LISTING_INDEX ?? 'on',
    connections,
    durationSeconds: Number(values.duration),
    paths: paths.length,
    runs,
    targets: { requestsPerSecond: 1000, p99Ms: 50 },
  });
} finally {
  await server.stop();
}
