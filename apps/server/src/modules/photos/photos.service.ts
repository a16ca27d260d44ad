import { sql } from 'drizzle-orm';
import { tokyoParts, type UssImagesResponse } from '@jauc/contract';
import { query, type Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { findViewableLot, type ViewableLot } from '../lot/lot-access.js';
import { lotImageUrls, lotSheetUrl, mediaRefOf } from '../photo-proxy/lot-media-urls.js';
import type { MediaLot } from '../media/media.repo.js';
import { countUssDownloads, hasUssGrant, insertUssGrant } from './photos.repo.js';
import * as clock from '../../lib/clock.js';

const notAllowed = () => forbidden('download_not_allowed');

// The zips are served under /api/v1 because the session cookies are scoped to /api: the
// browser sends them with the download, and the same checks run again there.
export const photosZipUrl = (lotId: number) => `/api/v1/car-auction/download-images/${lotId}/images.zip`;
export const ussZipUrl = (lotId: number) => `/api/v1/car-auction/uss-images/${lotId}/images.zip`;

/**
 * A lot whose photos the user may download as a zip: the downloadPhotos permission, a lot of
 * the car-auction page the user can open, and not a USS lot (those go through the daily limit).
 */
export async function downloadableLot(db: Db, user: AuthUser, lotId: number): Promise<ViewableLot> {
  if (!user.permissions.downloadPhotos) throw notAllowed();
  const m = await findViewableLot(db, user, lotId);
  if (m.pageType !== 'car-auction' || m.isUss) throw notAllowed();
  return m;
}

/** A USS lot of the car-auction page that the user may download within the daily limit. */
async function ussLot(db: Db, user: AuthUser, lotId: number): Promise<ViewableLot> {
  if (!user.permissions.downloadPhotos) throw notAllowed();
  const m = await findViewableLot(db, user, lotId);
  if (m.pageType !== 'car-auction' || !m.isUss) throw notAllowed();
  return m;
}

/**
 * GET /car-auction/uss-images: takes one of today's USS downloads (Tokyo day) and grants the
 * lot's zip for the rest of the day; the same lot again the same day is free. The count and the
 * grant run in one transaction under the lock of the user's row, so with one download left
 * exactly one of many parallel requests gets it. Without ussLimitCheck (managers) nothing is
 * refused, but the grant is still recorded: it is what lets the zip URL answer.
 */
export async function takeUssDownload(db: Db, user: AuthUser, lotId: number, now = clock.now()): Promise<UssImagesResponse> {
  const m = await ussLot(db, user, lotId);
  const day = tokyoParts(now).date;
  const left = await db.transaction(async (tx) => {
    const [me] = await query<{ daily_uss_limit: number }>(tx, sql`SELECT daily_uss_limit FROM users WHERE id = ${user.id} FOR NO KEY UPDATE`);
    if (!me) throw notFound();
    const used = await countUssDownloads(tx, user.id, day);
    if (!(await hasUssGrant(tx, user.id, day, lotId))) {
      if (user.permissions.ussLimitCheck && used >= me.daily_uss_limit) throw new AppError(429, 'uss_limit_reached');
      await insertUssGrant(tx, user.id, day, lotId);
      return Math.max(0, me.daily_uss_limit - used - 1);
    }
    return Math.max(0, me.daily_uss_limit - used);
  });
  return {
    success: true,
    auctionLotDetail: {
      carCommonDetail: { isUss: true, ussLimit: left },
      carInfo: { id: m.lot.id, images: lotImageUrls(mediaRefOf(m.lot)), auctionSheet: lotSheetUrl(mediaRefOf(m.lot), 'ja') },
    },
    downloadUrl: ussZipUrl(m.lot.id),
  };
}

/** The USS zip answers only while the user holds today's grant for the lot. */
export async function ussZipLot(db: Db, user: AuthUser, lotId: number, now = clock.now()): Promise<MediaLot> {
  const m = await ussLot(db, user, lotId);
  if (!(await hasUssGrant(db, user.id, tokyoParts(now).date, lotId))) throw notAllowed();
  return m;
}
