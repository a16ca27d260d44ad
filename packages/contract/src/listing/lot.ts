import { z } from 'zod';
import { FAVORITE_GROUPS } from '../codes.js';

/** A lot as the listings show it (spec 1 §3 "Lot (listing)", spec 2 §3 "Lot listing item"). */
export const wishListEntry = z.object({ group: z.enum(FAVORITE_GROUPS), value: z.boolean() });

export const listingLotSchema = z.object({
  id: z.number().int(),
  lotNo: z.number().int(),
  auctionDate: z.string(),
  auctionName: z.string(),
  maker: z.string(),
  model: z.string(),
  year: z.number().int(),
  engine: z.number().int(),
  chassis: z.string(),
  grade: z.string(),
  color: z.string(),
  gearbox: z.string(),
  /** Drive (привод): 2WD / 4WD. */
  priv: z.string(),
  mileage: z.number().int(),
  equip: z.string(),
  condition: z.string(),
  startPrice: z.number().int().nullable(),
  averagePrice: z.number().int().nullable(),
  soldPrice: z.number().int().nullable(),
  lotType: z.enum(['auction', 'stock']).optional(),
  isUss: z.boolean(),
  myBid: z.boolean().optional(),
  myBidAmount: z.number().int().nullable(),
  wishList: z.array(wishListEntry),
  status: z.number().int().nullable(),
  images: z.array(z.string()),
  /**
   * When bids on the lot stop being accepted for this viewer (ISO; the lot page's rule and the
   * viewer's bidDeadlineCheck): null for stock cars and lots whose auction is over.
   */
  biddingDeadline: z.string().nullable(),
  /**
   * Whether Japan lets the car be exported to the viewer's country under today's rules (issue 21
   * §1, as on the lot page); null where the country has no rules.
   */
  exportCheck: z.object({ country: z.number().int(), allowed: z.boolean(), reasons: z.array(z.string()) }).nullable().optional(),
  /**
   * Price history (issue 21 §3): the count and median sold price of the comparable results the
   * lot page shows by default (same model and chassis code, year ±1, grade band, 6 months);
   * absent where none sold.
   */
  priceSummary: z.object({ count: z.number().int(), median: z.number().int() }).optional(),
});
export type ListingLot = z.infer<typeof listingLotSchema>;
