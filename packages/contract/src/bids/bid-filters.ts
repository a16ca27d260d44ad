import { z } from 'zod';
import { BID_STATUS_IDS, bidCounterSchema, bidStatusTab, DEALER_BID_TYPES, multi, single } from './bid-list.js';
import { intList } from '../query-params.js';
import { MSG } from '../errors.js';

// GET /bid/filters (the active lists) and GET /bid/bid-history-filters (the archive), spec 2 §3
// "Options, filters, counters", §7. The answer has the tab counters (as the list answers them),
// the viewer's filter set and totalBids (not for dealers). Filter values are computed from the
// bids the viewer may see in that list (narrowed by bidType, bidStatus and archiveStatus), so a
// client never learns another client's auctions or chassis codes.
//
// Filter sets per role (which keys are present):
//   manager, active list:  auctions, dates, manager, clients, chassisId, condition, mileage, status, group
//   manager, archive:      dates, auctions, status, archiveStatus, manager, clients
//   client (both lists):   auctions, dates, chassisId, mileage, status, group
//   dealer (both lists):   clients (themselves and their clients)
// A filter's `value` is what the list's query key takes: auctions → auction (house id), dates →
// auctionDate (YYYY-MM-DD), manager → manager (user id), clients → user (user id), chassisId →
// chassisId, condition → condition, mileage → mileage (bucket), status → status (auction
// status), group → bidGroups, archiveStatus → archiveStatus (bid status). Labels are names as
// stored (auctions, people), codes the web app translates (statuses: the value is the code), or
// text in the request's language (mileage buckets).

export const bidFiltersQuery = z.object({
  bidType: single(z.enum(DEALER_BID_TYPES, { error: MSG.invalidField }).optional()),
  bidStatus: single(bidStatusTab.optional()),
  archiveStatus: multi(intList(BID_STATUS_IDS).optional()),
});
export type BidFiltersQueryInput = z.input<typeof bidFiltersQuery>;
export type BidFiltersQuery = z.output<typeof bidFiltersQuery>;

export const bidFilterOption = z.object({ value: z.union([z.string(), z.number().int()]), label: z.string() });
export type BidFilterOption = z.infer<typeof bidFilterOption>;

const options = z.array(bidFilterOption).optional();
export const bidFilterSet = z.object({
  auctions: options,
  dates: options,
  manager: options,
  clients: options,
  chassisId: options,
  condition: options,
  mileage: options,
  status: options,
  group: options,
  archiveStatus: options,
});
export type BidFilterSet = z.infer<typeof bidFilterSet>;

export const bidFiltersResponse = z.object({
  counters: z.array(bidCounterSchema),
  filters: bidFilterSet,
  totalBids: z.number().int().optional(),
});
export type BidFiltersResponse = z.infer<typeof bidFiltersResponse>;
