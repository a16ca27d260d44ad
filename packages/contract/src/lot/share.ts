import { z } from 'zod';
import { MSG } from '../errors.js';
import { lotIdField } from '../favorite/lot-id.js';
import { plainText } from '../primitives.js';
import { carCommonDetailSchema, carInfoSchema, carSpecificationSchema, lotImagesSchema, lotInfoSchema, lotPageParams } from './lot-detail.js';

// Sharing a lot (spec 2 §4 "Share", §5 "share code"; DESIGN.md §3 "Share links").

/** Where the share link points: /{type}/share/{id}?code= ; `type` is the page type of the lot. */
export const SHARE_AUCTION_TYPES = { 'car-auction': 'main', stock: 'one', stats: 'stats' } as const;
export type ShareAuctionType = (typeof SHARE_AUCTION_TYPES)[keyof typeof SHARE_AUCTION_TYPES];

export const shareCodeField = z.string().trim().regex(/^\d{6}$/, { error: 'Errors.WrongCode' });

/**
 * GET /car-auction/password?carId=&auctionType= (shareCar permission): the lot's 6-digit access
 * code for that page type, made on first request and reused. auctionDate and imageUrl may be sent
 * (log data of the original client) and are ignored.
 */
export const sharePasswordQuery = z.object({
  carId: lotIdField,
  auctionType: z.enum(['main', 'one', 'stats'], { error: MSG.invalidField }),
  auctionDate: plainText(40, MSG.invalidField).optional(),
  imageUrl: plainText(500, MSG.invalidField).optional(),
});
export const sharePasswordResponse = z.object({ password: z.string().regex(/^\d{6}$/) });
export type SharePasswordResponse = z.infer<typeof sharePasswordResponse>;

/**
 * GET /share/{type}/{id}?code= — public. A missing or wrong code answers 403 `wrong_code` (and
 * counts against the link's attempt limit: 10 failures an hour, then 429 even with the right code);
 * an unknown lot 404 `lot_not_found`. A USS lot is answered without photos.
 */
export const shareParams = lotPageParams;
export const shareQuery = z.object({ code: shareCodeField });

export const sharedLotSchema = z.object({
  carCommonDetail: carCommonDetailSchema.pick({ isUss: true, id: true, lotNumber: true, info: true, auctionSheet: true }),
  lotInfo: lotInfoSchema,
  carInfo: carInfoSchema,
  carSpecification: carSpecificationSchema,
  lotImages: lotImagesSchema,
});
export type SharedLot = z.infer<typeof sharedLotSchema>;
export const shareResponse = z.object({ lotDetail: sharedLotSchema });
export type ShareResponse = z.infer<typeof shareResponse>;
