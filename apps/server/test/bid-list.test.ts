import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUCTION_STATUS, BID_MILEAGE_BUCKETS, BID_SORT_FIELDS, conditionRank, mileageBucketRange, BID_STATUS, bidFiltersResponse, bidListResponse, bidSearchResponse, dealerClientsResponse,
  type BidCounter, type BidListResponse,
} from '@jauc/contract';
import { archived, buildWorld, sortBids, visibleTo, type Person, type World, type WorldBid } from './helpers/bid-list-world.js';
import { createTestApp, ENGINES, type TestApp } from './helpers/test-app.js';

// The bid lists (issue 12 §1, §6): who sees what on every list call, tab counters, the records,
// filters, sorts, search, the dealer's clients and every refusal, on both engines.

const active = (bs: WorldBid[]) => bs.filter((b) => !archived(b));
const inArchive = (bs: WorldBid[]) => bs.filter((b) => archived(b));

describe.each(ENGINES)('bid lists on %s', (engine) => {
  let t: TestApp;
  let w: World;

  const get = (who: Person | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {} });
  async function list(who: Person, url: string): Promise<BidListResponse> {
    const res = await get(who, url);
    expect(res.statusCode, `${who.role} ${url}: ${res.body}`).toBe(200);
    return bidListResponse.parse(res.json());
  }
  const ids = (r: { cars: Array<{ bidId: number }> }) => r.cars.map((c) => c.bidId).sort((a, b) => a - b);
  const idsOf = (bs: WorldBid[]) => bs.map((b) => b.id).sort((a, b) => a - b);
  const counter = (counters: BidCounter[], status: BidCounter['status']) => counters.find((c) => c.status === status)?.count;

  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildWorld(t);
  });
  afterAll(async () => t?.close());

  it('the world has what the tests need: active and archived bids, a result waiting', () => {
    expect(active(w.bids).length).toBe(9);
    expect(inArchive(w.bids).length).toBe(4);
  });

  it('are described in the OpenAPI document with their query keys', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const keys = (path: string) => (paths[path]?.get?.parameters ?? []).map((p: { name: string }) => p.name);
    expect(keys('/api/v1/bid/index')).toEqual(expect.arrayContaining(['bidStatus', 'archiveStatus', 'bidType', 'user', 'pageSize', 'page', 'lotNo', 'order', 'sort', 'auctionDate', 'auction', 'bidGroups', 'chassisId', 'mileage', 'condition', 'status', 'manager', 'awaitingResult']));
    for (const path of ['my-bid', 'dealer', 'bid-history', 'filters', 'bid-history-filters', 'search', 'dealer-clients']) expect(paths).toHaveProperty(`/api/v1/bid/${path}`);
  });

  it('answers 401 without a session on every call', async () => {
    for (const url of ['/bid/index', '/bid/my-bid', '/bid/dealer', '/bid/bid-history', '/bid/filters', '/bid/bid-history-filters', '/bid/search?lotNo=1', '/bid/dealer-clients']) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
  });

  describe('who sees what', () => {
    const everyone = (): Person[] => Object.values(w.people);

    it('GET /bid/index: managers every active bid; anyone else 403 forbidden, whatever the query', async () => {
      for (const who of everyone()) {
        const res = await get(who, '/bid/index?pageSize=70');
        if (who.role.startsWith('manager')) {
          expect(res.statusCode).toBe(200);
          expect(ids(bidListResponse.parse(res.json()))).toEqual(idsOf(active(w.bids)));
        } else {
          expect(res.statusCode, who.role).toBe(403);
          expect(res.json()).toEqual({ success: false, message: 'forbidden' });
          expect((await get(who, '/bid/index?pageSize=13')).statusCode, who.role).toBe(403);
        }
      }
    });

    it('GET /bid/my-bid: everyone exactly their own active bids', async () => {
      for (const who of everyone()) {
        const r = await list(who, '/bid/my-bid?pageSize=70');
        expect(ids(r), who.role).toEqual(idsOf(active(visibleTo(w, who, 'mine'))));
      }
    });

    it('GET /bid/dealer: a dealer All / Mine / Clients; anyone else 403', async () => {
      const d = w.people.dealer;
      for (const view of ['all', 'mine', 'clients'] as const) {
        const r = await list(d, `/bid/dealer?pageSize=70&bidType=${view}`);
        expect(ids(r), view).toEqual(idsOf(active(visibleTo(w, d, view))));
        expect(r.totalBids).toBeUndefined();
      }
      expect(ids(await list(d, '/bid/dealer?pageSize=70'))).toEqual(idsOf(active(visibleTo(w, d))));
      for (const who of everyone().filter((p) => p.role !== 'dealer')) {
        expect((await get(who, '/bid/dealer')).statusCode, who.role).toBe(403);
      }
    });

    it('GET /bid/bid-history: everyone the archived bids they may see', async () => {
      for (const who of everyone()) {
        const r = await list(who, '/bid/bid-history?pageSize=70');
        expect(ids(r), who.role).toEqual(idsOf(inArchive(visibleTo(w, who))));
      }
      const d = w.people.dealer;
      expect(ids(await list(d, '/bid/bid-history?pageSize=70&bidType=clients'))).toEqual(idsOf(inArchive(visibleTo(w, d, 'clients'))));
    });

    it("another user's id in the client filter finds nothing", async () => {
      const a = w.people.clientA;
      const b = w.people.clientB;
      expect((await list(a, `/bid/my-bid?user=${b.id}`)).cars).toEqual([]);
      expect((await list(w.people.dealer, `/bid/dealer?user=${b.id}`)).cars).toEqual([]);
      expect((await list(a, `/bid/bid-history?user=${b.id}`)).cars).toEqual([]);
    });

    it('filters and search list only what the viewer may see', async () => {
      for (const who of everyone()) {
        const res = await get(who, '/bid/filters');
        expect(res.statusCode).toBe(200);
        const f = bidFiltersResponse.parse(res.json()).filters;
        const owners = new Set(active(visibleTo(w, who)).map((b) => b.userId));
        if (f.clients) expect(new Set(f.clients.map((c) => c.value)), who.role).toEqual(owners);
        const lotNos = new Set(active(visibleTo(w, who)).map((b) => b.lot.lotNo));
        for (const lotNo of new Set(w.bids.map((b) => b.lot.lotNo))) {
          const found = bidSearchResponse.parse((await get(who, `/bid/search?lotNo=${lotNo}`)).json()).cars;
          const expected = visibleTo(w, who).filter((b) => b.lot.lotNo === lotNo);
          expect(found.map((c) => c.bidId).sort((x, y) => x - y), `${who.role} ${lotNo}`).toEqual(idsOf(expected));
          if (!lotNos.has(lotNo)) expect(found.every((c) => c.archived)).toBe(true);
        }
      }
    });

    it('search takes the first digits of a lot number: the active list first, at most 10', async () => {
      const a = w.people.clientA;
      const mine = visibleTo(w, a);
      const prefix = String(mine[0]!.lot.lotNo).slice(0, 3);
      const found = bidSearchResponse.parse((await get(a, `/bid/search?lotNo=${prefix}`)).json()).cars;
      expect(found.map((c) => c.bidId).sort((x, y) => x - y)).toEqual(idsOf(mine.filter((b) => String(b.lot.lotNo).startsWith(prefix))));
      expect(found.map((c) => c.archived)).toEqual([...found.map((c) => c.archived)].sort((x, y) => Number(x) - Number(y)));
      expect(found.every((c) => c.auctionName !== '')).toBe(true);
      const manager = bidSearchResponse.parse((await get(w.people.managerA, `/bid/search?lotNo=${prefix}`)).json()).cars;
      expect(manager).toHaveLength(Math.min(10, w.bids.filter((b) => String(b.lot.lotNo).startsWith(prefix)).length));
      const tab = bidSearchResponse.parse((await get(w.people.managerA, `/bid/search?lotNo=${prefix}&bidStatus=5`)).json()).cars;
      expect(tab.map((c) => c.bidId).sort((x, y) => x - y)).toEqual(idsOf(w.bids.filter((b) => b.status === 5)));
      for (const none of ['0', '09', '99999999']) {
        expect(bidSearchResponse.parse((await get(w.people.managerA, `/bid/search?lotNo=${none}`)).json()).cars, none).toEqual([]);
      }
    });

    it('GET /bid/dealer-clients: the dealer their clients with their bids; anyone else 403', async () => {
      const res = await get(w.people.dealer, '/bid/dealer-clients');
      expect(res.statusCode).toBe(200);
      const body = dealerClientsResponse.parse(res.json());
      const dc = w.people.dealerClient;
      expect(body.clientList).toEqual([{ value: dc.id, label: 'User dealerClient', company: null, bids: w.bids.filter((b) => b.userId === dc.id).length }]);
      expect(body.pageInfo).toEqual({ page: 1, pageSize: 20, totalSearchResults: 1, totalResults: 1 });
      expect(dealerClientsResponse.parse((await get(w.people.dealer, '/bid/dealer-clients?page=2&pageSize=1')).json()).clientList).toEqual([]);
      for (const who of everyone().filter((p) => p.role !== 'dealer')) {
        expect((await get(who, '/bid/dealer-clients')).statusCode, who.role).toBe(403);
      }
    });
  });

  describe('counters', () => {
    const byStatus = (bs: WorldBid[], s: number) => bs.filter((b) => b.status === s).length;

    it('a manager: All, each status of the list, Archive, AwaitingResult and totalBids', async () => {
      const r = await list(w.people.managerA, '/bid/index');
      expect(counter(r.counters, 'All')).toBe(9);
      for (const s of Object.values(BID_STATUS)) expect(counter(r.counters, s), `status ${s}`).toBe(byStatus(active(w.bids), s));
      expect(counter(r.counters, 'Archive')).toBe(4);
      expect(counter(r.counters, 'AwaitingResult')).toBe(1);
      expect(r.totalBids).toBe(13);
      const archive = await list(w.people.managerA, '/bid/bid-history');
      for (const s of Object.values(BID_STATUS)) expect(counter(archive.counters, s), `archive ${s}`).toBe(byStatus(inArchive(w.bids), s));
      expect(counter(archive.counters, 'All')).toBe(9);
      expect(counter(archive.counters, 'Archive')).toBe(4);
      // The filters call answers the same counters.
      const f = bidFiltersResponse.parse((await get(w.people.managerA, '/bid/filters')).json());
      expect(f.counters).toEqual(r.counters);
      expect(f.totalBids).toBe(13);
    });

    it('counters follow the filters, not the tab (bid-list-filtered-counts.test.ts holds them to every tab)', async () => {
      const r = await list(w.people.managerA, `/bid/index?bidStatus=2&user=${w.people.clientB.id}`);
      expect(ids(r)).toEqual(idsOf(active(w.bids).filter((b) => b.status === 2 && b.userId === w.people.clientB.id)));
      expect(counter(r.counters, 'All')).toBe(active(w.bids).filter((b) => b.userId === w.people.clientB.id).length);
      expect(counter(r.counters, 2)).toBe(1);
      expect(r.pageInfo).toMatchObject({ totalSearchResults: 1, totalResults: 1 });
      const tab = await list(w.people.managerA, '/bid/index?bidStatus=1');
      expect(tab.pageInfo.totalResults).toBe(byStatus(active(w.bids), 1));
    });

    it('a client: no Archive and no AwaitingResult counter, totalBids of their own', async () => {
      const a = w.people.clientA;
      const r = await list(a, '/bid/my-bid');
      const mine = visibleTo(w, a);
      expect(counter(r.counters, 'All')).toBe(active(mine).length);
      expect(counter(r.counters, 'Archive')).toBeUndefined();
      expect(counter(r.counters, 'AwaitingResult')).toBeUndefined();
      expect(r.totalBids).toBe(mine.length);
      const f = bidFiltersResponse.parse((await get(a, '/bid/filters')).json());
      expect(f.counters.map((c) => c.status)).not.toContain('Archive');
    });

    it('a dealer: counters of the tab (All / Mine / Clients) with Archive, no totalBids', async () => {
      const d = w.people.dealer;
      for (const view of ['all', 'mine', 'clients'] as const) {
        const f = bidFiltersResponse.parse((await get(d, `/bid/filters?bidType=${view}`)).json());
        expect(counter(f.counters, 'All'), view).toBe(active(visibleTo(w, d, view)).length);
        expect(counter(f.counters, 'Archive'), view).toBe(inArchive(visibleTo(w, d, view)).length);
        expect(f.totalBids).toBeUndefined();
      }
    });
  });

  describe('records', () => {
    it('carry the lot, the bid and its owner; the note and the manager tools go to managers only', async () => {
      const a = w.people.clientA;
      const bid = w.bids.find((b) => b.userId === a.id && b.status === BID_STATUS.new)!;
      const asManager = (await list(w.people.managerA, `/bid/index?lotNo=${bid.lot.lotNo}&user=${a.id}`)).cars[0]!;
      expect(asManager).toMatchObject({
        bidId: bid.id, id: String(bid.lot.id), lotNo: bid.lot.lotNo, lotType: 'auction', auctionDate: bid.lot.auctionDate.toISOString(),
        auctionName: bid.lot.houseName, year: bid.lot.year, chassis: bid.lot.chassisNo, condition: '4.5', mileage: 20_000,
        startPrice: 500_000, soldPrice: null, status: AUCTION_STATUS.upcoming, bidAmount: 505_000, exportType: 1, bidGroup: 1,
        bidStatus: BID_STATUS.new, manager: 'User managerA', message: null, isRead: true, autoBid: false, adjustmentPrice: null,
        archived: false, awaitingResult: false,
      });
      expect(asManager.images).toHaveLength(4);
      expect(asManager.user).toMatchObject({
        name: 'User clientA', clientId: String(a.id), jasClientId: a.id, userLevel: 1064, balance: 300_000, creditLimit: 1_000_000,
        country: 157, note: 'pays late', carDealer: null, lastLogin: expect.any(String),
      });
      // A manager without adjustmentPriceShow does not get the adjustment price.
      const asOtherManager = (await list(w.people.managerB, `/bid/index?lotNo=${bid.lot.lotNo}&user=${a.id}`)).cars[0]!;
      expect(asOtherManager).not.toHaveProperty('adjustmentPrice');
      expect(asOtherManager.autoBid).toBe(false);
      const asOwner = (await list(a, `/bid/my-bid?lotNo=${bid.lot.lotNo}`)).cars[0]!;
      expect(asOwner.bidId).toBe(bid.id);
      expect(asOwner).not.toHaveProperty('autoBid');
      expect(asOwner).not.toHaveProperty('adjustmentPrice');
      expect(asOwner.user).not.toHaveProperty('note');
      // The dealer sees the client's record with the dealer's name on it.
      const dc = w.people.dealerClient;
      const ofClient = (await list(w.people.dealer, '/bid/dealer?bidType=clients')).cars[0]!;
      expect(ofClient.user).toMatchObject({ name: 'User dealerClient', jasClientId: dc.id, carDealer: 'User dealer' });
      expect(ofClient.user).not.toHaveProperty('note');
    });

    it('a result waiting for the manager is flagged, counted and filtered; the sold price falls back to the auction', async () => {
      const waiting = w.bids.filter((b) => b.status === BID_STATUS.bid && b.lot.status === AUCTION_STATUS.sold);
      const r = await list(w.people.managerA, '/bid/index?awaitingResult=1');
      expect(ids(r)).toEqual(idsOf(waiting));
      expect(r.cars[0]).toMatchObject({ awaitingResult: true, soldPrice: 900_000, status: AUCTION_STATUS.sold });
      // A client's own results waiting, as their dashboard tile counts them (issue 18 §2).
      const theirs = waiting.filter((b) => visibleTo(w, w.people.clientA).includes(b));
      expect(ids(await list(w.people.clientA, '/bid/my-bid?awaitingResult=1&pageSize=70'))).toEqual(idsOf(theirs));
      const win = (await list(w.people.managerA, `/bid/index?bidStatus=6`)).cars[0]!;
      expect(win.soldPrice).toBe(700_000);
    });
  });

  describe('filters', () => {
    const m = () => w.people.managerA;
    const expectFilter = async (qs: string, keep: (b: WorldBid) => boolean, kind: 'index' | 'bid-history' = 'index') => {
      const r = await list(m(), `/bid/${kind}?pageSize=70&${qs}`);
      const base = kind === 'index' ? active(w.bids) : inArchive(w.bids);
      const expected = idsOf(base.filter(keep));
      expect(ids(r), qs).toEqual(expected);
      expect(r.pageInfo.totalResults, qs).toBe(expected.length);
    };
    const day = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

    it('each filter key narrows the list to what it names', async () => {
      const p = w.people;
      const future = w.bids.find((b) => b.lot.id === w.lots.future)!.lot;
      await expectFilter(`user=${p.clientA.id},${p.clientB.id}`, (b) => [p.clientA.id, p.clientB.id].includes(b.userId));
      await expectFilter(`user=${p.clientA.id}&user=${p.clientB.id}`, (b) => [p.clientA.id, p.clientB.id].includes(b.userId));
      await expectFilter(`manager=${p.managerA.id}`, (b) => [p.clientA.id, p.dealerClient.id].includes(b.userId));
      await expectFilter(`auctionDate=${day(future.auctionDate)}`, (b) => day(b.lot.auctionDate) === day(future.auctionDate));
      await expectFilter(`auction=${future.auctionHouseId}`, (b) => b.lot.auctionHouseId === future.auctionHouseId);
      await expectFilter('bidGroups=1,2', (b) => b.bidGroup === 1 || b.bidGroup === 2);
      await expectFilter(`chassisId=${future.chassisCode}`, (b) => b.lot.chassisCode === future.chassisCode);
      await expectFilter('mileage=0-30000,150000-', (b) => b.lot.mileage < 30_000 || b.lot.mileage >= 150_000);
      await expectFilter('condition=R', (b) => b.lot.condition === 'R');
      await expectFilter(`status=${AUCTION_STATUS.sold}`, (b) => b.lot.status === AUCTION_STATUS.sold);
      await expectFilter(`lotNo=${future.lotNo}`, (b) => b.lot.lotNo === future.lotNo);
      await expectFilter('bidStatus=4', (b) => b.status === 4);
      await expectFilter('bidStatus=', () => true);
      await expectFilter(`bidStatus=5&user=${p.clientA.id}`, (b) => b.status === 5 && b.userId === p.clientA.id, 'bid-history');
      await expectFilter('archiveStatus=3,7', (b) => b.status === 3 || b.status === 7, 'bid-history');
      // archiveStatus belongs to the archive: the active list ignores it.
      await expectFilter('archiveStatus=3', () => true);
    });

    it("the filter sets of each role, with values from the viewer's own bids", async () => {
      const f = async (who: Person, path = 'filters', lang = 'en') =>
        bidFiltersResponse.parse((await t.app.inject({ method: 'GET', url: `/api/v1/bid/${path}`, headers: { cookie: who.cookie, 'accept-language': lang } })).json()).filters;
      const manager = await f(m());
      expect(Object.keys(manager).sort()).toEqual(['auctions', 'chassisId', 'clients', 'condition', 'dates', 'group', 'manager', 'mileage', 'status'].sort());
      expect(manager.manager).toEqual([{ value: w.people.managerA.id, label: 'User managerA' }, { value: w.people.managerB.id, label: 'User managerB' }]);
      expect(manager.group?.map((g) => g.value)).toEqual([1, 2]);
      const bucketOf = (km: number) => BID_MILEAGE_BUCKETS.find((b) => { const r = mileageBucketRange(b); return km >= r.from && (r.to === null || km < r.to); });
      const buckets = BID_MILEAGE_BUCKETS.filter((b) => active(w.bids).some((x) => bucketOf(x.lot.mileage) === b));
      expect(manager.mileage?.map((o) => o.value)).toEqual(buckets);
      expect(manager.mileage).toEqual(expect.arrayContaining([
        { value: '0-30000', label: '0–30,000 km' }, { value: '30000-60000', label: '30,000–60,000 km' }, { value: '150000-', label: '150,000+ km' },
      ]));
      expect((await f(m(), 'filters', 'ru')).mileage?.at(-1)?.label).toMatch(/^150\s000\+ км$/);
      const grades = manager.condition!.map((c) => String(c.value));
      expect(grades).toEqual(expect.arrayContaining(['4.5', 'R']));
      expect(grades).toEqual([...grades].sort((a, b) => conditionRank(b) - conditionRank(a)));
      const archive = await f(m(), 'bid-history-filters');
      expect(Object.keys(archive).sort()).toEqual(['archiveStatus', 'auctions', 'clients', 'dates', 'manager', 'status'].sort());
      expect(archive.archiveStatus?.map((s) => s.value)).toEqual([...new Set(inArchive(w.bids).map((b) => b.status))].sort());
      const client = await f(w.people.clientB);
      expect(Object.keys(client).sort()).toEqual(['auctions', 'chassisId', 'dates', 'group', 'mileage', 'status'].sort());
      expect(client.group).toEqual([{ value: 2, label: '2' }]);
      const mineB = active(visibleTo(w, w.people.clientB));
      expect(client.chassisId?.map((c) => c.value).sort()).toEqual([...new Set(mineB.map((b) => b.lot.chassisCode))].sort());
      expect(client.dates?.map((d) => d.value)).toEqual([...new Set(mineB.map((b) => day(b.lot.auctionDate)))].sort());
      const dealer = await f(w.people.dealer);
      expect(Object.keys(dealer)).toEqual(['clients']);
      expect(dealer.clients?.map((c) => c.value).sort()).toEqual([w.people.dealer.id, w.people.dealerClient.id].sort());
    });
  });

  describe('sort and paging', () => {
    it.each(BID_SORT_FIELDS)('sorts by %s both ways, ties by bid id', async (field) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const r = await list(w.people.managerA, `/bid/index?pageSize=70&sort=${field}&order=${order.toLowerCase()}`);
        expect(r.cars.map((c) => c.bidId), `${field} ${order}`).toEqual(sortBids(active(w.bids), field, order));
      }
    });

    it('without a sort: the active lists and the archive from the latest auction back', async () => {
      // Issue 18 §2: a bid just placed on a coming auction is on page 1 of every active list.
      const r = await list(w.people.managerA, '/bid/index?pageSize=70');
      expect(r.cars.map((c) => c.bidId)).toEqual(sortBids(active(w.bids), 'auctionDate', 'DESC'));
      for (const [who, path] of [[w.people.clientA, '/bid/my-bid'], [w.people.dealer, '/bid/dealer']] as const) {
        const own = await list(who, `${path}?pageSize=70`);
        expect(own.cars.map((c) => c.bidId), path).toEqual(sortBids(active(visibleTo(w, who)), 'auctionDate', 'DESC'));
      }
      const h = await list(w.people.managerA, '/bid/bid-history?pageSize=70');
      expect(h.cars.map((c) => c.bidId)).toEqual(sortBids(inArchive(w.bids), 'auctionDate', 'DESC'));
    });

    it('a page past the end is empty with the totals', async () => {
      const r = await list(w.people.managerA, '/bid/index?page=5');
      expect(r.cars).toEqual([]);
      expect(r.pageInfo).toEqual({ page: 5, pageSize: 20, totalSearchResults: 9, totalResults: 9 });
    });
  });

  it('refuses a bad query with 400 on its key, Errors.InvalidField', async () => {
    const cases: Array<[string, string]> = [
      ['pageSize=30', 'pageSize'], ['pageSize=100', 'pageSize'], ['page=0', 'page'], ['page=x', 'page'], ['bidStatus=8', 'bidStatus'],
      ['archiveStatus=9', 'archiveStatus'], ['bidType=others', 'bidType'], ['user=abc', 'user'], ['user=2147483648', 'user'],
      ['lotNo=12a', 'lotNo'], ['order=up', 'order'], ['sort=mileage', 'sort'], ['auctionDate=2026-02-30', 'auctionDate'],
      ['auction=-1', 'auction'], ['bidGroups=x', 'bidGroups'], ['chassisId=%00', 'chassisId'], ['mileage=1-2', 'mileage'],
      [`condition=${'x'.repeat(9)}`, 'condition'], ['status=1', 'status'], ['manager=1.5', 'manager'], ['awaitingResult=yes', 'awaitingResult'],
    ];
    for (const [qs, key] of cases) {
      for (const path of ['index', 'bid-history']) {
        const res = await get(w.people.managerA, `/bid/${path}?${qs}`);
        expect(res.statusCode, `${path}?${qs}`).toBe(400);
        expect(res.json(), qs).toEqual({ success: false, message: { [key]: 'Errors.InvalidField' } });
      }
    }
    const bad = async (who: Person, url: string, key: string) => {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toHaveProperty(key);
    };
    await bad(w.people.clientA, '/bid/my-bid?pageSize=21', 'pageSize');
    await bad(w.people.dealer, '/bid/dealer?bidType=x', 'bidType');
    await bad(w.people.clientA, '/bid/filters?bidStatus=0', 'bidStatus');
    await bad(w.people.clientA, '/bid/bid-history-filters?archiveStatus=a', 'archiveStatus');
    await bad(w.people.clientA, '/bid/search', 'lotNo');
    await bad(w.people.clientA, '/bid/search?lotNo=%20', 'lotNo');
    await bad(w.people.clientA, '/bid/search?lotNo=abc', 'lotNo');
    await bad(w.people.dealer, '/bid/dealer-clients?pageSize=0', 'pageSize');
  });
});

describe.each(ENGINES)('bid list paging on %s', (engine) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp(engine);
    w = await buildWorld(t);
    const { bids } = await import('../src/db/schema.js');
    const { insertLot, tokyoDaysFromNow } = await import('./helpers/lots.js');
    for (let i = 0; i < 45; i++) {
      const lotId = await insertLot(t.database.db, { auctionDate: tokyoDaysFromNow(1 + (i % 3)) });
      await t.database.db.insert(bids).values({ userId: w.people.clientB.id, lotId, status: 1, amount: 500_000 + (i % 4) * 5000 });
    }
  });
  afterAll(async () => t?.close());

  it('pages of 20, 50 and 70 cover the list once, in order, with the totals', async () => {
    const get = async (qs: string) =>
      bidListResponse.parse((await t.app.inject({ method: 'GET', url: `/api/v1/bid/my-bid?${qs}`, headers: { cookie: w.people.clientB.cookie } })).json());
    const all = (await get('pageSize=70&sort=bidAmount&order=desc')).cars.map((c) => c.bidId);
    expect(all).toHaveLength(45 + active(visibleTo(w, w.people.clientB)).length);
    const paged: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await get(`pageSize=20&page=${page}&sort=bidAmount&order=desc`);
      expect(r.pageInfo).toEqual({ page, pageSize: 20, totalSearchResults: all.length, totalResults: all.length });
      paged.push(...r.cars.map((c) => c.bidId));
    }
    expect(paged).toEqual(all);
    const fifty = await get('pageSize=50&page=1&sort=bidAmount&order=desc');
    expect(fifty.cars.map((c) => c.bidId)).toEqual(all.slice(0, 50));
  });
});
