import { describe, expect, it } from 'vitest';
import { CATALOG_MENU, CLIENT_MENU, DEALER_MENU, MANAGER_MENU, isActive, menuKind, sideMenuFor } from './menu-config';
import { makeProfile } from './test-utils';

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('menu choice (spec 1 §6)', () => {
  it('roleId 1092 gets the dealer menu, whatever the user type', () => {
    expect(menuKind({ roleId: 1092, userType: 2 })).toBe('dealer');
    expect(menuKind({ roleId: 1092, userType: 1092 })).toBe('dealer');
  });

  it('userType 2 gets the client menu, anyone else the manager menu', () => {
    expect(menuKind({ roleId: 1064, userType: 2 })).toBe('client');
    expect(menuKind({ roleId: 979, userType: 2 })).toBe('client');
    expect(menuKind({ roleId: 991, userType: 3 })).toBe('manager');
    expect(menuKind({ roleId: 980, userType: 980 })).toBe('manager');
  });

  it('lists each kind’s entries in the order of the specification', () => {
    expect(ids(sideMenuFor(makeProfile({ detail: { roleId: 1092, userType: 1092 } })).main)).toEqual([
      'dashboard',
      'dealerBids',
      'archiveBids',
      'purchasedCars',
      'payments',
      'myOrders',
      'profile',
    ]);
    expect(ids(sideMenuFor(makeProfile()).main)).toEqual(['dashboard', 'bids', 'archiveBids', 'purchasedCars', 'payments', 'myOrders', 'profile']);
    expect(ids(sideMenuFor(makeProfile({ detail: { roleId: 991, userType: 3 } })).main)).toEqual(['dashboard', 'bidManager', 'purchasedCars', 'clients', 'orders', 'tariffs', 'profile']);
  });
});

describe('bid lists (issue 12)', () => {
  it('links each kind to its bid list, and clients and dealers to the bid history', () => {
    const live = (menu: typeof CLIENT_MENU) => menu.filter((e) => e.available && e.id !== 'profile' && e.id !== 'dashboard').map((e) => [e.id, e.path]);
    expect(live(CLIENT_MENU)).toEqual([
      ['bids', '/bids'],
      ['archiveBids', '/archive-bids'],
      ['purchasedCars', '/purchased-cars'],
      ['payments', '/payments'],
      ['myOrders', '/my-orders'],
    ]);
    expect(live(DEALER_MENU)).toEqual([
      ['dealerBids', '/dealer-bids'],
      ['archiveBids', '/archive-bids'],
      ['purchasedCars', '/purchased-cars'],
      ['payments', '/payments'],
      ['myOrders', '/my-orders'],
    ]);
    expect(live(MANAGER_MENU)).toEqual([
      ['bidManager', '/bid-manager'],
      ['purchasedCars', '/purchased-cars'],
      ['clients', '/clients'],
      ['orders', '/orders'],
      ['tariffs', '/landed-cost/settings'],
    ]);
  });
});

describe('purchased cars (issue 14)', () => {
  it('every kind reaches its purchased cars', () => {
    for (const menu of [CLIENT_MENU, DEALER_MENU, MANAGER_MENU]) expect(menu.find((e) => e.id === 'purchasedCars')).toMatchObject({ path: '/purchased-cars', available: true });
  });
});

describe('dashboard (issue 14)', () => {
  it('opens every kind s menu with its dashboard', () => {
    for (const menu of [CLIENT_MENU, DEALER_MENU, MANAGER_MENU]) expect(menu[0]).toMatchObject({ id: 'dashboard', path: '/dashboard', available: true });
  });
});

describe('payments and clients (issue 14)', () => {
  it('links clients and dealers to their payments (the balance counts as payments) and managers to the client page', () => {
    for (const menu of [CLIENT_MENU, DEALER_MENU]) {
      const payments = menu.find((e) => e.id === 'payments');
      expect(payments).toMatchObject({ path: '/payments', available: true });
      expect(payments && isActive(payments, '/balance')).toBe(true);
      expect(menu.some((e) => e.id === 'clients')).toBe(false);
    }
    expect(MANAGER_MENU.find((e) => e.id === 'clients')).toMatchObject({ path: '/clients', available: true });
    expect(MANAGER_MENU.some((e) => e.id === 'payments')).toBe(false);
  });
});

describe('second group gating', () => {
  it('shows every permitted entry but never Stock Cars', () => {
    expect(ids(sideMenuFor(makeProfile()).catalog)).toEqual(['carAuctions', 'favorites', 'savedSearches', 'salesStatistics', 'oneprice']);
    expect(CATALOG_MENU.some((e) => e.id === 'stockCars' && e.path === '/go-net')).toBe(true);
  });

  it('links every listing that has its screen: auctions, favorites, saved searches (issue 21), sales statistics, oneprice', () => {
    const available = CATALOG_MENU.filter((e) => e.available).map((e) => [e.id, e.path, e.permissions]);
    expect(available).toEqual([
      ['carAuctions', '/car-auction', ['carAuctionsView']],
      ['favorites', '/favorites/A', ['carAuctionsView']],
      ['savedSearches', '/saved-searches', undefined],
      ['salesStatistics', '/sales-statistic', ['salesStatisticsView']],
      ['oneprice', '/oneprice', ['onepriceView']],
    ]);
  });

  it('keeps only the entries whose permissions are all granted', () => {
    const profile = makeProfile({ permission: { carAuctionsView: false, onepriceView: false } });
    expect(ids(sideMenuFor(profile).catalog)).toEqual(['savedSearches', 'salesStatistics']);
  });

  it('is empty when no permission is granted', () => {
    const profile = makeProfile({ permission: { carAuctionsView: false, salesStatisticsView: false, onepriceView: false } });
    expect(sideMenuFor(profile).catalog).toEqual([]);
  });
});

describe('active entry', () => {
  const carAuctions = CATALOG_MENU.find((e) => e.id === 'carAuctions')!;
  const favorites = CATALOG_MENU.find((e) => e.id === 'favorites')!;

  it('counts the index route and lot pages as the car auctions', () => {
    expect(isActive(carAuctions, '/')).toBe(true);
    expect(isActive(carAuctions, '/car-auction')).toBe(true);
    expect(isActive(carAuctions, '/car-auction/123')).toBe(true);
    expect(isActive(carAuctions, '/car-auctions')).toBe(false);
    expect(isActive(carAuctions, '/profile')).toBe(false);
  });

  it('marks favorites on any group', () => {
    expect(isActive(favorites, '/favorites/C')).toBe(true);
  });
});
