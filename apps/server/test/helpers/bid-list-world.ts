import { AUCTION_STATUS, BID_STATUS, ROLE, USER_TYPE, type BidSortField } from '@jauc/contract';
import { bids, lots, auctionHouses, ledgerEntries } from '../../src/db/schema.js';
import { now } from '../../src/lib/clock.js';
import { isInArchive } from '../../src/modules/bid/bid-list-where.js';
import { PERMISSION_TEMPLATES } from '../../src/modules/identity/permission-templates.js';
import { createUser, signIn } from './fixtures.js';
import { insertLot, OTHER_HOUSE, tokyoDaysFromNow, USS_HOUSE } from './lots.js';
import type { TestApp } from './test-app.js';

// A small world of bids for the bid-list tests, and an oracle that answers from it what each
// viewer should see: who owns what, which bids are archived, how each column sorts.

export type Role = 'managerA' | 'managerB' | 'clientA' | 'clientB' | 'dealer' | 'dealerClient' | 'restricted';
export interface Person { id: number; cookie: string; role: Role }

export interface WorldBid {
  id: number;
  userId: number;
  status: number;
  amount: number;
  bidGroup: number | null;
  soldPrice: number | null;
  lot: typeof lots.$inferSelect & { houseName: string };
}

const DAYS = { future: 3, tomorrow: 1, today: 0, past: -2, older: -5 } as const;

export async function buildWorld(t: TestApp) {
  const db = t.database.db;
  const person = async (role: Role, overrides: Parameters<typeof createUser>[1]): Promise<Person> => {
    const u = await createUser(db, { fullName: `User ${role}`, creditLimit: 1_000_000, ...overrides });
    return { id: u.id, cookie: await signIn(t.app, u.email, u.password), role };
  };
  const managerA = await person('managerA', { userType: USER_TYPE.manager });
  const managerB = await person('managerB', { userType: USER_TYPE.manager, permissions: { ...PERMISSION_TEMPLATES.manager, adjustmentPriceShow: false } });
  const dealer = await person('dealer', { userType: USER_TYPE.dealer, roleId: ROLE.dealer });
  const people = {
    managerA,
    managerB,
    dealer,
    clientA: await person('clientA', { managerId: managerA.id, note: 'pays late' }),
    clientB: await person('clientB', { managerId: managerB.id }),
    dealerClient: await person('dealerClient', { managerId: managerA.id, dealerId: dealer.id }),
    restricted: await person('restricted', { roleId: ROLE.restricted }),
  };
  await db.insert(ledgerEntries).values({ userId: people.clientA.id, type: 'remittance', amount: 300_000 });

  const lot = async (days: number, extra: Parameters<typeof insertLot>[1] = {}) => insertLot(db, { auctionDate: tokyoDaysFromNow(days), ...extra });
  const L = {
    future: await lot(DAYS.future, { mileage: 20_000, condition: '4.5', conditionRank: 7, houseId: USS_HOUSE }),
    tomorrow: await lot(DAYS.tomorrow, { mileage: 45_000, condition: 'R', conditionRank: 2, startPrice: 800_000 }),
    today: await lot(DAYS.today, { mileage: 160_000, status: AUCTION_STATUS.sold, soldPrice: 700_000 }),
    past: await lot(DAYS.past, { mileage: 70_000, status: AUCTION_STATUS.sold, soldPrice: 900_000 }),
    older: await lot(DAYS.older, { mileage: 120_000, status: AUCTION_STATUS.notSold }),
    stock: await lot(DAYS.older, { kind: 'stock', soldPrice: 1_500_000, startPrice: null }),
    // Off the auction clock's path: a coming lot already marked removed. Its bids stay in the
    // active list until its day, as the list rule says (bid-list-where.ts listKindSql).
    removedAhead: await lot(DAYS.future, { status: AUCTION_STATUS.removed }),
  };
  const S = BID_STATUS;
  const plan: Array<[Person, number, number, Partial<typeof bids.$inferInsert>]> = [
    [people.clientA, L.future, S.new, { bidGroup: 1, amount: 505_000 }],
    [people.clientA, L.past, S.bid, { amount: 950_000 }], // a result waiting for the manager
    [people.clientA, L.older, S.finished, {}],
    [people.clientA, L.today, S.win, { soldPrice: 700_000, bidGroup: 1 }],
    [people.clientA, L.tomorrow, S.dontBid, {}], // settled on a coming auction: still active
    [people.clientB, L.future, S.bid, { bidGroup: 2, amount: 600_000 }],
    [people.clientB, L.older, S.dontBid, {}],
    [people.clientB, L.stock, S.cancel, { amount: 1_500_000 }], // the stock car is still offered: active
    [people.clientB, L.removedAhead, S.cancel, {}],
    [people.dealer, L.tomorrow, S.new, { amount: 800_000 }],
    [people.dealerClient, L.future, S.cancel, {}],
    [people.dealerClient, L.older, S.finished, { bidGroup: 3 }],
    [people.dealerClient, L.past, S.blank, {}],
  ];
  for (const [who, lotId, status, extra] of plan) {
    await db.insert(bids).values({ userId: who.id, lotId, status, amount: 500_000, exportType: 1, ...extra });
  }
  const houses = new Map((await db.select().from(auctionHouses)).map((h) => [h.id, h.name]));
  const lotRows = new Map((await db.select().from(lots)).map((l) => [l.id, { ...l, houseName: houses.get(l.auctionHouseId) ?? '' }]));
  const all: WorldBid[] = (await db.select().from(bids)).map((b) => ({
    id: b.id, userId: b.userId, status: b.status, amount: b.amount, bidGroup: b.bidGroup, soldPrice: b.soldPrice, lot: lotRows.get(b.lotId)!,
  }));
  return { people, lots: L, bids: all, otherHouse: OTHER_HOUSE };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

export const archived = (b: WorldBid) => isInArchive(b.status, { kind: b.lot.kind, auctionDate: b.lot.auctionDate, status: b.lot.status }, now());

/** The bids `who` may see: managers all, a dealer theirs and their clients', anyone else their own. */
export function visibleTo(w: World, who: Person, view: 'all' | 'mine' | 'clients' = 'all'): WorldBid[] {
  const p = w.people;
  const clientsOfDealer = [p.dealerClient.id];
  if (view === 'mine') return w.bids.filter((b) => b.userId === who.id);
  if (who.role.startsWith('manager')) return w.bids;
  if (who.role === 'dealer') {
    const ids = view === 'clients' ? clientsOfDealer : [who.id, ...clientsOfDealer];
    return w.bids.filter((b) => ids.includes(b.userId));
  }
  return w.bids.filter((b) => b.userId === who.id);
}

const SORT_KEY: Record<BidSortField, (b: WorldBid) => number | string | null> = {
  lotNo: (b) => b.lot.lotNo,
  auctionDate: (b) => b.lot.auctionDate.getTime(),
  auctionName: (b) => b.lot.houseName,
  year: (b) => b.lot.year,
  chassis: (b) => b.lot.chassisNo,
  condition: (b) => b.lot.conditionRank,
  status: (b) => b.lot.status,
  startPrice: (b) => b.lot.startPrice,
  soldPrice: (b) => b.soldPrice ?? b.lot.soldPrice,
  bidAmount: (b) => b.amount,
};

/** The order the server promises: the column, empty values last, ties by bid id in the same direction. */
export function sortBids(list: WorldBid[], field: BidSortField, order: 'ASC' | 'DESC'): number[] {
  const sign = order === 'ASC' ? 1 : -1;
  const cmp = (a: number | string, b: number | string) => (typeof a === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : a - (b as number));
  return [...list]
    .sort((x, y) => {
      const a = SORT_KEY[field](x);
      const b = SORT_KEY[field](y);
      if (a === null || b === null) return a === b ? sign * (x.id - y.id) : a === null ? 1 : -1;
      return sign * cmp(a, b) || sign * (x.id - y.id);
    })
    .map((b) => b.id);
}
