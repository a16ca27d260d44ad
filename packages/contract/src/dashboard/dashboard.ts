import { z } from 'zod';
import { bidCounterSchema } from '../bids/bid-list.js';
import { purchaseListItem } from '../purchases/purchase-list.js';
import { balanceInfoSchema } from '../user/profile.js';

// GET /dashboard (issue 14 §3): what needs the caller's attention today, by kind of account.
// Every figure is the one its list shows (the bid lists' counters and awaitingResult, the
// balance of GET /user/balance, the purchased cars' list), so a tile and the list it links to
// never disagree. Lists are the first DASHBOARD_LIST_SIZE items.

export const DASHBOARD_LIST_SIZE = 5;

/** A bid whose lot still takes bids, with the moment it stops (BID_CLOSE_MINUTES before the session). */
export const dashboardDeadline = z.object({
  bidId: z.number().int(),
  /** The lot's id, for its page. */
  lotId: z.string(),
  lotNo: z.number().int(),
  auctionName: z.string(),
  maker: z.string(),
  model: z.string(),
  bidAmount: z.number().int(),
  bidStatus: z.number().int().nullable(),
  /** ISO time bids on the lot stop being accepted. */
  deadline: z.string(),
});
export type DashboardDeadline = z.infer<typeof dashboardDeadline>;

/** A client's or dealer's dashboard. */
export const ownerDashboard = z.object({
  kind: z.enum(['client', 'dealer']),
  balanceInfo: balanceInfoSchema,
  /** The active list's counters (All and each bid status 1–7), as the bid list's tabs. */
  activeBids: z.array(bidCounterSchema),
  /** The bids whose deadline comes next, soonest first. */
  nextDeadlines: z.array(dashboardDeadline),
  /** Bids (status Bid) on lots whose session is over and whose result has not come yet. */
  awaitingResults: z.number().int(),
  /** The newest purchased cars with their logistics status. */
  recentPurchases: z.array(purchaseListItem),
  /** Bids whose chat has a message from the manager not read yet. */
  unreadChats: z.number().int(),
});
export type OwnerDashboard = z.infer<typeof ownerDashboard>;

/** An auction house holding a session today, with the bids placed on its lots. */
export const dashboardAuction = z.object({ id: z.number().int(), name: z.string(), bids: z.number().int() });
export type DashboardAuction = z.infer<typeof dashboardAuction>;

/** A remittance booked for a client. */
export const dashboardDeposit = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  clientName: z.string(),
  amount: z.number().int(),
  /** YYYY-MM-DD, the day the money moved (Japan time). */
  date: z.string(),
});
export type DashboardDeposit = z.infer<typeof dashboardDeposit>;

/** A manager's dashboard. */
export const managerDashboard = z.object({
  kind: z.literal('manager'),
  /** Today in Japan, YYYY-MM-DD: the day of the tiles' auction-date filters. */
  today: z.string(),
  /** New bids (status New) on today's auctions, waiting for the manager's decision. */
  newBidsToday: z.number().int(),
  /** Results to confirm: the bid list's AwaitingResult counter. */
  resultsToConfirm: z.number().int(),
  todayAuctions: z.array(dashboardAuction),
  /** Bids whose chat has a message from the client or dealer not read by the managers. */
  unreadChats: z.number().int(),
  recentDeposits: z.array(dashboardDeposit),
});
export type ManagerDashboard = z.infer<typeof managerDashboard>;

export const dashboardResponse = z.object({
  success: z.literal(true),
  dashboard: z.discriminatedUnion('kind', [ownerDashboard, managerDashboard]),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
