import { ROLE, USER_TYPE, type PermissionName, type Profile } from '@jauc/contract';
import {
  BoxIcon,
  CarIcon,
  ChartIcon,
  ClipboardIcon,
  CreditCardIcon,
  DashboardIcon,
  GavelIcon,
  GlobeIcon,
  HistoryIcon,
  KeyIcon,
  SearchIcon,
  SendIcon,
  StarIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
  type IconComponent,
} from '../../components/ui/icons';

export interface MenuEntry {
  id: string;
  /** i18n key of the label. */
  label: string;
  path: string;
  icon: IconComponent;
  /** All of these must be true in the profile (an empty list always passes, spec 1 §6). */
  permissions?: PermissionName[];
  /** At least one of these must be true too, when given (saved searches: any of the three listings). */
  anyPermission?: PermissionName[];
  /**
   * Whether the screen exists in this release. Entries without a screen are shown disabled
   * (docs/decisions/003); enabling a screen is flipping this to true.
   */
  available: boolean;
  /** Kept in the configuration but not shown (spec 1 §2: Stock Cars). */
  displayed?: boolean;
  /** Other paths on which the entry counts as active (its own path and sub-paths always do). */
  activeOn?: string[];
}

export const SHELL_PATHS = { home: '/car-auction', login: '/auth/login', profile: '/profile', changePassword: '/change-password' } as const;

const entry = (e: MenuEntry): MenuEntry => e;
const dashboard = entry({ id: 'dashboard', label: 'Menu.dashboard', path: '/dashboard', icon: DashboardIcon, available: true });
const bidHistory = entry({ id: 'archiveBids', label: 'Menu.bidHistory', path: '/archive-bids', icon: HistoryIcon, available: true });
const purchased = entry({ id: 'purchasedCars', label: 'Menu.purchasedCars', path: '/purchased-cars', icon: KeyIcon, available: true });
const payments = entry({ id: 'payments', label: 'Menu.payments', path: '/payments', icon: CreditCardIcon, available: true, activeOn: ['/balance'] });
const myOrders = entry({ id: 'myOrders', label: 'Menu.myOrders', path: '/my-orders', icon: SendIcon, available: true });
const profile = entry({ id: 'profile', label: 'Menu.profile', path: SHELL_PATHS.profile, icon: UserIcon, available: true, activeOn: [SHELL_PATHS.changePassword] });

export const CLIENT_MENU: MenuEntry[] = [
  dashboard,
  entry({ id: 'bids', label: 'Menu.myBids', path: '/bids', icon: GavelIcon, available: true }),
  bidHistory,
  purchased,
  payments,
  myOrders,
  profile,
];

export const DEALER_MENU: MenuEntry[] = [
  dashboard,
  entry({ id: 'dealerBids', label: 'Menu.myBids', path: '/dealer-bids', icon: GavelIcon, available: true }),
  bidHistory,
  purchased,
  payments,
  myOrders,
  profile,
];

export const MANAGER_MENU: MenuEntry[] = [
  dashboard,
  entry({ id: 'bidManager', label: 'Menu.bidManager', path: '/bid-manager', icon: ClipboardIcon, available: true }),
  purchased,
  entry({ id: 'clients', label: 'Menu.clients', path: '/clients', icon: UsersIcon, available: true }),
  entry({ id: 'orders', label: 'Menu.orders', path: '/orders', icon: SendIcon, available: true }),
  entry({ id: 'tariffs', label: 'LandedCost.settings.menu', path: '/landed-cost/settings', icon: GlobeIcon, available: true }),
  profile,
];

const LISTING_PERMISSIONS: PermissionName[] = ['carAuctionsView', 'salesStatisticsView', 'onepriceView'];

export const CATALOG_MENU: MenuEntry[] = [
  entry({ id: 'carAuctions', label: 'Menu.carAuctions', path: '/car-auction', icon: CarIcon, permissions: ['carAuctionsView'], available: true, activeOn: ['/'] }),
  entry({ id: 'favorites', label: 'Menu.favorites', path: '/favorites/A', icon: StarIcon, permissions: ['carAuctionsView'], available: true, activeOn: ['/favorites'] }),
  // Saved searches of any of the three listings (issue 21 §4); the page lists only the user's own.
  entry({ id: 'savedSearches', label: 'SavedSearch.menu', path: '/saved-searches', icon: SearchIcon, anyPermission: LISTING_PERMISSIONS, available: true }),
  entry({ id: 'salesStatistics', label: 'Menu.salesStatistics', path: '/sales-statistic', icon: ChartIcon, permissions: ['salesStatisticsView'], available: true }),
  entry({ id: 'oneprice', label: 'Menu.oneprice', path: '/oneprice', icon: TagIcon, permissions: ['onepriceView'], available: true }),
  entry({ id: 'stockCars', label: 'Menu.stockCars', path: '/go-net', icon: BoxIcon, available: false, displayed: false }),
];

export type MenuKind = 'dealer' | 'client' | 'manager';

/** Spec 1 §6: roleId 1092 gets the dealer menu, userType 2 the client menu, anyone else the manager menu. */
export function menuKind(detail: Pick<Profile['detail'], 'roleId' | 'userType'>): MenuKind {
  if (detail.roleId === ROLE.dealer) return 'dealer';
  if (detail.userType === USER_TYPE.client) return 'client';
  return 'manager';
}

const MENUS: Record<MenuKind, MenuEntry[]> = { dealer: DEALER_MENU, client: CLIENT_MENU, manager: MANAGER_MENU };

export function isAllowed(entry: MenuEntry, permission: Profile['permission']): boolean {
  return (entry.permissions ?? []).every((p) => permission[p]) && (!entry.anyPermission || entry.anyPermission.some((p) => permission[p]));
}

/** The two groups of the side menu for a profile; an empty second group is not shown. */
export function sideMenuFor(profile: Profile): { main: MenuEntry[]; catalog: MenuEntry[] } {
  const visible = (list: MenuEntry[]) => list.filter((e) => e.displayed !== false && isAllowed(e, profile.permission));
  return { main: visible(MENUS[menuKind(profile.detail)]), catalog: visible(CATALOG_MENU) };
}

/** Whether the entry is the current page: its path, a sub-path of it, or one of `activeOn`. */
export function isActive(entry: MenuEntry, pathname: string): boolean {
  const under = (base: string) => (base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`));
  return under(entry.path) || (entry.activeOn ?? []).some(under);
}

/** Every entry, for looking up a page title by path. */
export const ALL_MENU_ENTRIES: MenuEntry[] = [...CLIENT_MENU, ...DEALER_MENU, ...MANAGER_MENU, ...CATALOG_MENU];
