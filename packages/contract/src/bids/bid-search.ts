import { z } from 'zod';
import { bidStatusTab, single } from './bid-list.js';
import { MSG } from '../errors.js';

// GET /bid/search?lotNo=&bidStatus= (spec 2 §7): the lot-number search box of the bid lists
// (the page sends it 700 ms after typing, trimmed, only when not empty). It answers the viewer's
// bids (the same who-sees-what as the lists, active and archive) whose lot number starts with the
// digits typed, at most 10, the active list's first, then the latest auctions. bidStatus narrows
// to one status. Empty or non-digit text: 400 Errors.InvalidField on lotNo.

export const BID_SEARCH_LIMIT = 10;

export const bidSearchQuery = z.object({
  lotNo: single(
    z
      .string({ error: MSG.required })
      .trim()
      .regex(/^\d{1,9}$/, { error: MSG.invalidField }),
  ),
  bidStatus: single(bidStatusTab.optional()),
});
export type BidSearchQueryInput = z.input<typeof bidSearchQuery>;

export const bidSearchResult = z.object({
  bidId: z.number().int(),
  lotNo: z.number().int(),
  auctionName: z.string(),
  /** ISO instant of the auction session (tells apart lots with the same number). */
  auctionDate: z.string(),
  /** In the archive (the page opens the archive list for it). */
  archived: z.boolean(),
});
export const bidSearchResponse = z.object({ cars: z.array(bidSearchResult) });
export type BidSearchResponse = z.infer<typeof bidSearchResponse>;
