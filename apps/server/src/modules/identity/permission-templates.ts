import { PERMISSION_NAMES, ROLE, USER_TYPE, type Permissions } from '@jauc/contract';

// Permission flags are stored per user and filled from these templates when an account is made
// (DESIGN.md §3), so a manager can later tune one client without touching the others.

const none: Permissions = Object.fromEntries(PERMISSION_NAMES.map((n) => [n, false])) as Permissions;

/** A regular client: every listing, bidding, with the credit, daily and USS limits enforced. */
const client: Permissions = {
  ...none,
  carAuctionsView: true,
  salesStatisticsView: true,
  onepriceView: true,
  shareCar: true,
  biddingAllowed: true,
  exportTypeShow: true,
  exportTypeOptional: true,
  bidDeadlineCheck: true,
  creditLimitCheck: true,
  dailyBidLimitCheck: true,
  ussLimitCheck: true,
  auctionTranslationUse: true,
  downloadPhotos: true,
  downloadInvoice: true,
};

export const PERMISSION_TEMPLATES = {
  client,
  // VIP: trusted with bids beyond the deposit, so the credit-limit check is off.
  vip: { ...client, creditLimitCheck: false, adjustmentPriceShow: true },
  // Restricted (new sign-ups): browse only until a deposit is made.
  restricted: { ...client, biddingAllowed: false, shareCar: false, downloadPhotos: false, downloadInvoice: false },
  // Troublesome: may bid, but every limit applies and extras are off.
  troublesome: { ...client, shareCar: false, exportTypeOptional: false, downloadPhotos: false },
  dealer: { ...client, dealerBidAccess: true },
  manager: {
    ...client,
    bidDeadlineCheck: false,
    creditLimitCheck: false,
    dailyBidLimitCheck: false,
    ussLimitCheck: false,
    adjustmentPriceShow: true,
    dealerBidAccess: true,
    managerBidForClient: true,
  },
  disabled: none,
} satisfies Record<string, Permissions>;

/** The template for a role (roleId first; a manager is recognised by userType 3). */
export function permissionsFor(roleId: number, userType: number): Permissions {
  if (roleId === ROLE.disabled || userType === USER_TYPE.disabled) return { ...PERMISSION_TEMPLATES.disabled };
  if (userType === USER_TYPE.manager || roleId === ROLE.manager) return { ...PERMISSION_TEMPLATES.manager };
  switch (roleId) {
    case ROLE.vip:
      return { ...PERMISSION_TEMPLATES.vip };
    case ROLE.restricted:
    case ROLE.guest:
      return { ...PERMISSION_TEMPLATES.restricted };
    case ROLE.troublesome:
      return { ...PERMISSION_TEMPLATES.troublesome };
    case ROLE.dealer:
      return { ...PERMISSION_TEMPLATES.dealer };
    default:
      return { ...PERMISSION_TEMPLATES.client };
  }
}

/** Stored flags completed with `false` for any flag added after the row was written. */
export function normalizePermissions(stored: Partial<Permissions> | null | undefined): Permissions {
  return Object.fromEntries(PERMISSION_NAMES.map((n) => [n, stored?.[n] === true])) as Permissions;
}

/** Disabled accounts (982 as role or user type) cannot sign in and lose their sessions. */
export const isDisabled = (u: { roleId: number; userType: number }): boolean =>
  u.roleId === ROLE.disabled || u.userType === USER_TYPE.disabled;
