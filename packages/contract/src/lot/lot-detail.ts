import { z } from 'zod';
import { PAGE_TYPES } from '../codes.js';
import { MSG } from '../errors.js';
import { POSITIVE_INT4_PATTERN } from '../primitives.js';
import { wishListEntry } from '../listing/lot.js';

// GET /{pageType}/lot/{id} (spec 2 §3 "Lot detail response"): the lot page of the car auction,
// a stock car or a past result. Anonymous: 401; without the page type's view permission: 403;
// an unknown id, or a lot of another page type: 404 `lot_not_found`.

export const lotPageParams = z.object({
  pageType: z.enum(PAGE_TYPES, { error: MSG.invalidField }),
  id: z.string().regex(new RegExp(POSITIVE_INT4_PATTERN), { error: MSG.invalidField }).transform(Number)
    .pipe(z.number().int().min(1, { error: MSG.invalidField }).max(2_147_483_647, { error: MSG.invalidField })),
});
export type LotPageParams = z.output<typeof lotPageParams>;

export const carCommonDetailSchema = z.object({
  isUss: z.boolean(),
  /** Photos may be downloaded as a zip: the downloadPhotos permission, an auction lot, not USS. */
  allowDownloadPhotos: z.boolean(),
  id: z.number().int(),
  lotNumber: z.number().int(),
  /** Free text of the auction house (the sheet's remarks). */
  info: z.string(),
  /** URL of the auction sheet image in Japanese; '' when the lot has none. */
  auctionSheet: z.string(),
  /** The manager's note on the lot; '' when none. */
  comment: z.string(),
  /** The viewer may edit the note (managers). */
  commentEditable: z.boolean(),
});

/**
 * The month-of-production block: the part of the auction sheet that shows the chassis and model
 * code, as a CSS background (`background-size` / `background-position` of the sheet image).
 */
export const mopDetailSchema = z.object({
  auctionSheet: z.string(),
  backgroundSize: z.string(),
  backgroundPosition: z.string(),
  /** CSS aspect-ratio of the box the size and position are computed for, e.g. '580 / 140'. */
  aspectRatio: z.string().optional(),
});

export const lotInfoSchema = z.object({
  lotNumber: z.number().int(),
  auctionName: z.string(),
  /** ISO instant of the auction session start. */
  auctionDate: z.string(),
  condition: z.string(),
  status: z.number().int().nullable(),
});

export const carInfoSchema = z.object({
  maker: z.string(),
  model: z.string(),
  year: z.number().int(),
  chassisId: z.string(),
  mileage: z.number().int(),
});

export const carSpecificationSchema = z.object({
  engineCC: z.number().int(),
  grade: z.string(),
  color: z.string(),
  transmission: z.string(),
  drive: z.string(),
  horsePower: z.number().int().nullable().optional(),
  /** Where the source says (a provider's lots); null or absent when unknown. */
  fuel: z.enum(['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'mild_hybrid', 'electric']).nullable().optional(),
  equipment: z.string(),
});

export const lotImagesSchema = z.object({ images: z.array(z.string()), thumbnails: z.array(z.string()) });

export const bidInfoSchema = z.object({
  /** The bid group select is shown (auction lots). */
  bidGroupShow: z.boolean(),
  exportTypeOptional: z.boolean(),
  exportTypeShow: z.boolean(),
  startPrice: z.number().int().nullable(),
  averagePrice: z.number().int().nullable(),
  /** The result of a past lot, or a stock car's fixed price. */
  soldPrice: z.number().int().nullable(),
  /** The viewer's daily bid limit is used up (dailyBidLimitCheck). */
  bidLimitReached: z.boolean(),
  /** The viewer has an active bid (not cancelled) on this lot. */
  myBid: z.boolean(),
  /** Id of the viewer's bid, null without one. */
  jasId: z.number().int().nullable(),
  myBidAmount: z.number().int().nullable(),
  myBidDate: z.string().nullable(),
  /** ISO instant after which bids are refused (DESIGN.md §3); null for lots without a deadline. */
  biddingDeadline: z.string().nullable(),
  /** Bids are accepted now (the deadline is ahead and the lot is open for bidding). */
  acceptBid: z.boolean(),
  /** The viewer's bid may still be cancelled (status 1 or 2, before 21:00 Tokyo the day before). */
  cancellationAllowed: z.boolean(),
  /** The lot's auction has a result or the session is over. */
  auctionFinished: z.boolean(),
  /** Status of the viewer's bid (1–7), null without one. */
  bidStatusId: z.number().int().nullable(),
});
export type BidInfo = z.infer<typeof bidInfoSchema>;

export const lotDetailSchema = z.object({
  carCommonDetail: carCommonDetailSchema,
  mopDeail: mopDetailSchema.optional(),
  lotInfo: lotInfoSchema,
  carInfo: carInfoSchema,
  carSpecification: carSpecificationSchema,
  lotImages: lotImagesSchema,
  bidInfo: bidInfoSchema,
  wishList: z.array(wishListEntry),
  /**
   * Whether Japan lets this car be exported to the viewer's country under today's rules (issue
   * 21 §1); null where the country has no rules. Reasons: `engine_over_<cc>cc`, `hybrid`,
   * `electric`, `price_over_limit`. Bidding stays allowed either way (the car may go elsewhere).
   */
  exportCheck: z.object({ country: z.number().int(), allowed: z.boolean(), reasons: z.array(z.string()) }).nullable().optional(),
  /** USS lots: downloads left today for the viewer (dailyUssLimit minus today's downloads). */
  ussCounter: z.object({ ussLimit: z.number().int() }).optional(),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;

export const lotDetailResponse = z.object({ lotDetail: lotDetailSchema });
export type LotDetailResponse = z.infer<typeof lotDetailResponse>;
