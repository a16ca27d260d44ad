import { z } from 'zod';
import { MSG } from '../errors.js';
import { lotIdField } from '../favorite/lot-id.js';
import { idField, plainText, rawText } from '../primitives.js';

// The lot page's tools (spec 2 §4, §7): auction sheet translation, the manager's note, photo
// downloads. All need a signed-in user (401) and the lot's view permission (403).

/**
 * GET /car-auction/image-translate?carId=&image= (auctionTranslationUse): the URL of the lot's
 * auction sheet translated to English. `image` (the original sheet URL) is log data.
 */
export const imageTranslateQuery = z.object({
  carId: lotIdField,
  image: plainText(500, MSG.invalidField).optional(),
});
export const imageTranslateResponse = z.string();

/** Japan's export rules for one destination country (issue 21 §1); null where the country has none. */
export const exportCheckSchema = z.object({ country: z.number().int(), allowed: z.boolean(), reasons: z.array(z.string()) });
export type ExportCheckAnswer = z.infer<typeof exportCheckSchema>;

/**
 * GET /car-auction/export-check?carId=&userId= (any lot the caller may open): the lot's export
 * check for `userId`'s country — what a manager sees for the client they bid for, a dealer for
 * their client. Another user than one the caller may act for answers 404.
 */
export const lotExportCheckQuery = z.object({ carId: lotIdField, userId: idField });
export const lotExportCheckResponse = z.object({ exportCheck: exportCheckSchema.nullable() });
export type LotExportCheckResponse = z.infer<typeof lotExportCheckResponse>;

/** POST /car-auction/save-comment (managers only): the lot's note, saved as it is; '' clears it. */
export const MAX_LOT_COMMENT_LENGTH = 2000;
export const saveCommentBody = z.object({
  carId: lotIdField,
  comment: rawText(MAX_LOT_COMMENT_LENGTH),
});
export type SaveCommentBody = z.input<typeof saveCommentBody>;
export const saveCommentResponse = z.object({ success: z.boolean() });

/**
 * GET /car-auction/download-images?id= (downloadPhotos; a car-auction lot, not USS; else 403
 * `download_not_allowed`): the URL that downloads the lot's photos as images.zip, under /api/v1
 * (`/api/v1/car-auction/download-images/{id}/images.zip`) so the session cookie goes with it.
 * GET /purchased-cars/download-images is the same for a bought car.
 */
export const downloadImagesQuery = z.object({ id: lotIdField });
export const downloadImagesResponse = z.string();

/**
 * GET /car-auction/uss-images?id= (downloadPhotos; a USS lot of the car-auction page, else 403
 * `download_not_allowed`): uses one of today's USS downloads (dailyUssLimit, Tokyo day; the same
 * lot again the same day is free; not counted without ussLimitCheck) and answers the photos and
 * the downloads left (`ussLimit`); `downloadUrl` then downloads them as images.zip, for the rest
 * of the Tokyo day. None left: 429 `uss_limit_reached`.
 */
export const ussImagesQuery = z.object({
  id: lotIdField,
  lotNo: plainText(20, MSG.invalidField).optional(),
  auction: plainText(100, MSG.invalidField).optional(),
});
export const ussImagesResponse = z.object({
  success: z.literal(true),
  auctionLotDetail: z.object({
    carCommonDetail: z.object({ isUss: z.boolean(), ussLimit: z.number().int() }),
    carInfo: z.object({ id: z.number().int(), images: z.array(z.string()), auctionSheet: z.string() }),
  }),
  downloadUrl: z.string(),
});
export type UssImagesResponse = z.infer<typeof ussImagesResponse>;
