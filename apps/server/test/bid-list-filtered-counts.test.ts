import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_STATUS, BID_MILEAGE_BUCKETS, BID_STATUS, bidListResponse, tokyoParts, type BidCounter, type BidListResponse } from '@jauc/contract';
import { archived, buildWorld, visibleTo, type Person, type World } from './helpers/bid-list-world.js';
import { USS_HOUSE } from './helpers/lots.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// Issue 18 §2: the tab counters follow the list's other filters — a "New 180" tab over 24 rows
// is wrong. For a client, a dealer and a manager, over several filter combinations, each
// status's counter is the list's total with that tab chosen, All the active list's total,
// Archive the archive's, AwaitingResult the total with that filter; and the tab chosen does not
// change the counters.

const STATUSES = Object.values(BID_STATUS);

describe.each(ENGINES)('tab counters under filters on %s', (engine) => {
  let t: TestApp;
  let w: World;

  async function list(who: Person, path: string, query: string): Promise<BidListResponse> {
    const url = `/api/v1${path}${path.includes('?') ? '&' : '?'}pageSize=70${query ? `&${query}` : ''}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(res.statusCode, `${who.role} ${url}: ${res.body}`).toBe(200);
    return bidListResponse.parse(res.json());
  }
  const counter = (r: BidListResponse, status: BidCounter['status']) => r.counters.find((c) => c.status === status)?.count;
  const and = (...parts: string[]) => parts.filter(Boolean).join('&');

  /** Every counter of the active list (and of the archive, when the viewer has one) against the totals its tabs show. */
  async function expectCountersMatchTotals(who: Person, activePath: string, archivePath: string | null, filter: string) {
    const what = `${who.role} ${activePath} ${filter}`;
    const act = await list(who, activePath, filter);
    expect(counter(act, 'All'), what).toBe(act.pageInfo.totalResults);
    for (const s of STATUSES) {
      const tab = await list(who, activePath, and(filter, `bidStatus=${s}`));
      expect(counter(act, s), `${what} status ${s}`).toBe(tab.pageInfo.totalResults);
      expect(tab.counters, `${what} tab ${s}`).toEqual(act.counters);
    }
    if (who.role.startsWith('manager')) {
      const waiting = await list(who, activePath, and(filter, 'awaitingResult=true'));
      expect(counter(act, 'AwaitingResult'), what).toBe(waiting.pageInfo.totalResults);
    }
    if (archivePath === null) return act;
    const arc = await list(who, archivePath, filter);
    expect(counter(act, 'Archive'), what).toBe(arc.pageInfo.totalResults);
    expect(counter(arc, 'Archive'), what).toBe(arc.pageInfo.totalResults);
    expect(counter(arc, 'All'), what).toBe(act.pageInfo.totalResults);
    for (const s of STATUSES) {
      const tab = await list(who, archivePath, and(filter, `bidStatus=${s}`));
      expect(counter(arc, s), `${what} archive status ${s}`).toBe(tab.pageInfo.totalResults);
    }
    return act;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildWorld(t);
  });
  afterAll(async () => t?.close());

  const day = (lotId: number) => tokyoParts(w.bids.find((b) => b.lot.id === lotId)!.lot.auctionDate).date;
  const filters = () => [
    '',
    `auction=${USS_HOUSE}`,
    `auctionDate=${day(w.lots.future)},${day(w.lots.past)}`,
    `user=${w.people.clientA.id}`,
    `mileage=${BID_MILEAGE_BUCKETS[0]},${BID_MILEAGE_BUCKETS[3]}`,
    'bidGroups=1',
    `status=${AUCTION_STATUS.sold}`,
    `lotNo=${w.bids.find((b) => b.lot.id === w.lots.older)!.lot.lotNo}`,
    `auction=${USS_HOUSE}&user=${w.people.clientB.id}`,
  ];

  it('a manager: on the active list and the archive, with the manager and archive-status filters too', async () => {
    const m = w.people.managerA;
    for (const filter of [...filters(), `manager=${m.id}`, `archiveStatus=${BID_STATUS.finished}`, `manager=${m.id}&auctionDate=${day(w.lots.older)}`]) {
      await expectCountersMatchTotals(m, '/bid/index', '/bid/bid-history', filter);
    }
    // And against the world: the USS lot's bids are all active and all on the coming lot.
    const uss = await list(m, '/bid/index', `auction=${USS_HOUSE}`);
    const onUss = w.bids.filter((b) => b.lot.auctionHouseId === USS_HOUSE);
    expect(counter(uss, 'All')).toBe(onUss.filter((b) => !archived(b)).length);
    expect(counter(uss, 'Archive')).toBe(onUss.filter(archived).length);
    expect(counter(uss, BID_STATUS.new)).toBe(onUss.filter((b) => !archived(b) && b.status === BID_STATUS.new).length);
    // totalBids stays every bid the manager may see.
    expect(uss.totalBids).toBe(w.bids.length);
  });

  it('a dealer: on each of All / Mine / Clients and the archive', async () => {
    const d = w.people.dealer;
    for (const view of ['all', 'mine', 'clients'] as const) {
      for (const filter of [...filters(), `user=${w.people.dealerClient.id}`]) {
        await expectCountersMatchTotals(d, `/bid/dealer?bidType=${view}`, view === 'all' ? '/bid/bid-history' : null, filter);
      }
    }
    const clients = await list(d, '/bid/dealer?bidType=clients', 'bidGroups=3');
    expect(counter(clients, 'Archive')).toBe(visibleTo(w, d, 'clients').filter((b) => b.bidGroup === 3 && archived(b)).length);
  });

  it('a client: on their list, totalBids still every bid of theirs', async () => {
    const c = w.people.clientA;
    for (const filter of filters()) {
      const r = await expectCountersMatchTotals(c, '/bid/my-bid', null, filter);
      expect(r.totalBids).toBe(visibleTo(w, c).length);
    }
    const grouped = await list(c, '/bid/my-bid', 'bidGroups=1');
    expect(counter(grouped, 'All')).toBe(visibleTo(w, c).filter((b) => b.bidGroup === 1 && !archived(b)).length);
    expect(counter(grouped, BID_STATUS.dontBid)).toBe(0);
  });
});
