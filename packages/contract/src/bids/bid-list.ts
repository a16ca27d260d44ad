import { z } from 'zod';
import { AUCTION_STATUS_IDS, BID_STATUS } from '../codes.js';
import { MSG } from '../errors.js';
import { pageInfoSchema } from '../listing/listing.js';
import { dateList, intList, positiveInt, stringList } from '../query-params.js';

// GET /bid/index (bid manager, managers only), /bid/my-bid (the caller's own bids),
// /bid/dealer (a dealer's own and their clients' bids) and /bid/bid-history (the archive):
// spec 2 §2 "Bid list page", §3 "Bid/lot record", §7 "Bid lists".
//
// Multi-valued filters are comma lists (`auction=3,5`), as in the lot listing; a repeated key
// (`auction=3&auction=5`) means the same. A bad value answers 400 with Errors.InvalidField on its
// key. Who sees what: a manager every bid, a client their own, a dealer their own and their
// clients'; the filters only narrow that set (another user's id in `user` finds nothing).
//
// Active list and archive (the server's rule, modules/bid/bid-list-scope.ts): a bid is in the
// archive when its status is settled (3 Don't bid, 4 Cancel, 5 Finished, 6 Win, 7 blank) and its
// lot's auction day (Japan time) is over. Everything else is the active list: every bid on
// today's and coming auctions, and New/Bid bids on finished auctions, which wait for the manager.

export const BID_STATUS_IDS = Object.values(BID_STATUS);
export const BID_LIST_PAGE_SIZES = [20, 50, 70] as const;
export const BID_LIST_DEFAULT_PAGE_SIZE = 20;

export const BID_SORT_FIELDS = [
  'lotNo', 'auctionDate', 'auctionName', 'year', 'chassis', 'condition', 'status', 'startPrice', 'soldPrice', 'bidAmount',
] as const;
export type BidSortField = (typeof BID_SORT_FIELDS)[number];

/** The dealer's tabs: every bid they may see, their own, their clients'. */
export const DEALER_BID_TYPES = ['all', 'mine', 'clients'] as const;
export type DealerBidType = (typeof DEALER_BID_TYPES)[number];

/**
 * Mileage filter buckets (km): `from-to` with `to` excluded, the last open-ended. The filter
 * lists offer those the viewer's bids fall in, with a label in the request's language.
 */
export const BID_MILEAGE_BUCKETS = ['0-30000', '30000-60000', '60000-100000', '100000-150000', '150000-'] as const;
export type BidMileageBucket = (typeof BID_MILEAGE_BUCKETS)[number];
export function mileageBucketRange(bucket: BidMileageBucket): { from: number; to: number | null } {
  const [from = '0', to = ''] = bucket.split('-');
  return { from: Number(from), to: to ? Number(to) : null };
}

/** A query value that may come as a comma list or as a repeated key (an array). */
export const multi = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.join(',') : v), schema);

export const single = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema);

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: MSG.invalidField })
  .transform((v) => v === '1' || v === 'true');

/** One bid status 1–7; empty is All. */
export const bidStatusTab = z
  .string()
  .regex(/^[1-7]?$/, { error: MSG.invalidField })
  .transform((v) => (v === '' ? undefined : Number(v)));

export const bidListQuery = z.object({
  /** The tab: one bid status 1–7; absent (or empty, "All") means every status of the list. */
  bidStatus: single(bidStatusTab.optional()),
  /** Archive only (ignored elsewhere): bid statuses to keep, a filter of the archive page. */
  archiveStatus: multi(intList(BID_STATUS_IDS).optional()),
  /** Dealer only (ignored elsewhere): all (default), mine, clients. */
  bidType: single(z.enum(DEALER_BID_TYPES, { error: MSG.invalidField }).optional()),
  /** Clients (bid owners) by user id: managers any, a dealer their clients (and themselves). */
  user: multi(intList().optional()),
  pageSize: single(
    z
      .string()
      .regex(/^(20|50|70)$/, { error: MSG.invalidField })
      .transform(Number)
      .optional()
      .transform((v) => v ?? BID_LIST_DEFAULT_PAGE_SIZE),
  ),
  page: single(positiveInt(1_000_000, 1)),
  /** The lot-number search (qSearch): the lots with exactly this number. */
  lotNo: single(
    z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, { error: MSG.invalidField })
      .transform((v) => (v === '' ? undefined : Number(v)))
      .optional(),
  ),
  /** asc or desc (either case); without sort, the list's default order is used. */
  order: single(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC'], { error: MSG.invalidField }))
      .optional(),
  ),
  sort: single(z.enum(BID_SORT_FIELDS, { error: MSG.invalidField }).optional()),
  /** Auction days (YYYY-MM-DD, Japan time). */
  auctionDate: multi(dateList.optional()),
  /** Auction houses by id. */
  auction: multi(intList().optional()),
  /** Bid groups (1–99). */
  bidGroups: multi(intList().optional()),
  /** Chassis codes (the part before the serial, e.g. ZVW30). */
  chassisId: multi(stringList().optional()),
  mileage: multi(
    z
      .string()
      .max(200)
      .transform((value, ctx) => {
        const items = value.split(',').map((s) => s.trim()).filter(Boolean);
        if (items.some((s) => !(BID_MILEAGE_BUCKETS as readonly string[]).includes(s))) {
          ctx.addIssue({ code: 'custom', message: MSG.invalidField });
          return z.NEVER;
        }
        return items.length ? (items as BidMileageBucket[]) : undefined;
      })
      .optional(),
  ),
  /** Condition grades as the lots show them (4.5, R, ...). */
  condition: multi(stringList(8).optional()),
  /** Auction statuses of the lots (4531–4538). */
  status: multi(intList(AUCTION_STATUS_IDS).optional()),
  /** Managers only (ignored for others): the clients' managers by user id. */
  manager: multi(intList().optional()),
  /**
   * 1 keeps only the results waiting — bids in status 2 (Bid) whose lot has its auction result.
   * Their number is a manager's AwaitingResult counter and the dashboard's "Results waiting" tile
   * of a client or dealer (issue 18 §2: the tile opens its list filtered as counted).
   */
  awaitingResult: single(flag.optional()),
  /**
   * 1 keeps only the bids whose chat holds a message of the other side the caller's side has not
   * read (the row's unread dot): the dashboard's "Unread chats" tile opens the list with it.
   */
  unread: single(flag.optional()),
});
export type BidListQueryInput = z.input<typeof bidListQuery>;
export type BidListQuery = z.output<typeof bidListQuery>;

/** The owner of a bid as the list shows it (spec 2 §3 "User object on a bid"). */
export const bidUserSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  /** The client id people read and search by (the user id as text). */
  clientId: z.string(),
  /** The numeric user id (what `user` filters and the manager's bid calls take). */
  jasClientId: z.number().int(),
  /** Role code (1064 client, 981 VIP, 1065 troublesome, 979 restricted, 1092 dealer, ...). */
  userLevel: z.number().int().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  creditLimit: z.number().int(),
  /** The ledger balance in yen. */
  balance: z.number().int(),
  country: z.number().int().optional(),
  /** The managers' note on the client: sent to managers only. */
  note: z.string().nullable().optional(),
  /** The client's dealer (name), when the client belongs to one. */
  carDealer: z.string().nullable().optional(),
});
export type BidUser = z.infer<typeof bidUserSchema>;

/** One row of a bid list: the bid and its lot (spec 2 §3 "Bid/lot record"). */
export const bidRecordSchema = z.object({
  bidId: z.number().int(),
  /** The lot id, as text: the lot link. */
  id: z.string(),
  autoBid: z.boolean().optional(),
  invoiceAvailable: z.boolean().optional(),
  invoiceUrl: z.string().nullable().optional(),
  lotNo: z.number().int(),
  lotType: z.enum(['auction', 'stock']),
  /** ISO instant of the auction session. */
  auctionDate: z.string(),
  auctionName: z.string(),
  maker: z.string(),
  model: z.string(),
  year: z.number().int(),
  engine: z.number().int(),
  chassis: z.string(),
  grade: z.string(),
  color: z.string(),
  condition: z.string(),
  gearbox: z.string(),
  mileage: z.number().int(),
  equip: z.string(),
  startPrice: z.number().int().nullable(),
  /** The bid's sold price (what the manager recorded), else the lot's auction result. */
  soldPrice: z.number().int().nullable(),
  /** ISO instant the bid was placed or last raised. */
  bidDate: z.string(),
  /** The lot's auction status (4531–4538). */
  status: z.number().int(),
  user: bidUserSchema.nullable(),
  bidAmount: z.number().int(),
  exportType: z.number().int().nullable().optional(),
  bidGroup: z.number().int().nullable(),
  bidStatus: z.number().int().min(1).max(7).nullable(),
  /** The name of the client's manager. */
  manager: z.string().nullable(),
  /** The last chat message and whether the viewer has read the chat (filled by the chat issue). */
  message: z.string().nullable(),
  isRead: z.boolean(),
  /** Managers with adjustmentPriceShow only. */
  adjustmentPrice: z.number().int().nullable().optional(),
  images: z.array(z.string()),
  /** The bid is in the archive (see the rule above): its status can no longer change. */
  archived: z.boolean(),
  /** A result waiting for the manager: status 2 (Bid) and the lot has its auction result. */
  awaitingResult: z.boolean(),
});
export type BidRecord = z.infer<typeof bidRecordSchema>;

/**
 * A tab's count: a bid status (1–7) counted in the list's own set (active list or archive), All
 * (the active list), Archive (not sent to clients), AwaitingResult (managers only: results
 * waiting for them, see `awaitingResult`). Counters follow the dealer's bidType but no filter.
 */
export const bidCounterSchema = z.object({
  status: z.union([z.number().int(), z.enum(['All', 'Archive', 'AwaitingResult'])]),
  count: z.number().int(),
});
export type BidCounter = z.infer<typeof bidCounterSchema>;

export const bidListResponse = z.object({
  cars: z.array(bidRecordSchema),
  counters: z.array(bidCounterSchema),
  /** totalSearchResults: rows matching the query; totalResults: the same (exact, never -1). */
  pageInfo: pageInfoSchema,
  /** Every bid the viewer may see (active and archive); not sent to dealers. */
  totalBids: z.number().int().optional(),
});
export type BidListResponse = z.infer<typeof bidListResponse>;
