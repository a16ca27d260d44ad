import {
  BID_STATUS, canCancelBid, FAVORITE_GROUPS, type LotDetail, type PageType,
} from '@jauc/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { isManager } from '../access/access.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { biddingState, pageTypeOf } from '../lots-core/bid-state.js';
import { LARGE_WIDTH, lotImageUrls, lotSheetUrl, mediaRefOf, THUMB_WIDTH } from '../photo-proxy/lot-media-urls.js';
import type { MediaLot } from '../media/media.repo.js';
import { lotExportCheck } from '../export-rules/lot-export.js';
import { findLotPage } from './lot.repo.js';
import { CHASSIS_AREA, sheetZoom } from './sheet-zoom.js';
import * as clock from '../../lib/clock.js';

/**
 * Where the chassis cells sit on a provider's sheet is not known (each auction house prints its
 * own form): the month-of-production block shows the whole sheet, as photos' 4:3 frame.
 */
const WHOLE_SHEET = { backgroundSize: '100%', backgroundPosition: '0% 0%', aspectRatio: '4 / 3' };

/** The parts of the lot page every variant shows (the share page too). */
export function lotBasics(m: MediaLot) {
  const { lot } = m;
  const ref = mediaRefOf(lot);
  return {
    lotInfo: {
      lotNumber: lot.lotNo,
      auctionName: m.auctionName,
      auctionDate: lot.auctionDate.toISOString(),
      condition: lot.condition,
      status: lot.status,
    },
    carInfo: { maker: m.maker, model: m.model, year: lot.year, chassisId: lot.chassisNo, mileage: lot.mileage },
    carSpecification: {
      engineCC: lot.engine,
      grade: lot.grade,
      color: lot.color,
      transmission: lot.gearbox,
      drive: lot.drive,
      horsePower: lot.horsePower,
      fuel: lot.fuel,
      equipment: lot.equip,
    },
    // Generated photos are small SVGs: the thumbnails are the same files. Provider photos come
    // from the photo proxy at the main photo's size and the thumbnails' (decision 020).
    lotImages: { images: lotImageUrls(ref, LARGE_WIDTH), thumbnails: lotImageUrls(ref, THUMB_WIDTH) },
  };
}

/**
 * GET /{pageType}/lot/{id}: the lot page for the signed-in viewer. The route has checked the
 * page's view permission; a lot that belongs to another page type is answered like an unknown one.
 */
export async function getLotDetail(db: Db, config: Config, user: AuthUser, pageType: PageType, lotId: number, now = clock.now()): Promise<LotDetail> {
  const perms = user.permissions;
  // One statement for the whole page (decision 007).
  const page = await findLotPage(db, lotId, user.id, now, { countBidsToday: perms.dailyBidLimitCheck });
  if (!page || pageTypeOf(page.lot, now) !== pageType) throw notFound('lot_not_found');
  const { lot, isUss, bid, bidPlacedAt, group, averagePrice, viewer, bidsToday, ussUsed } = page;
  const m: MediaLot = page;
  if (!viewer) throw notFound();

  const state = biddingState(lot, { closeMinutes: config.bidCloseMinutes, deadlineCheck: perms.bidDeadlineCheck }, now);
  // A cancelled bid is no longer the viewer's bid (as in the listing): the page offers a new one.
  const mine = bid && bid.status !== BID_STATUS.cancel ? bid : null;
  const sheet = lotSheetUrl(mediaRefOf(lot), 'ja');
  const detail: LotDetail = {
    carCommonDetail: {
      isUss,
      allowDownloadPhotos: perms.downloadPhotos && pageType === 'car-auction' && !isUss,
      id: lot.id,
      lotNumber: lot.lotNo,
      info: lot.info,
      auctionSheet: sheet,
      comment: lot.comment,
      commentEditable: isManager(user),
    },
    ...lotBasics(m),
    bidInfo: {
      bidGroupShow: lot.kind === 'auction',
      exportTypeOptional: perms.exportTypeOptional,
      exportTypeShow: perms.exportTypeShow,
      startPrice: lot.startPrice,
      averagePrice,
      soldPrice: lot.soldPrice,
      bidLimitReached: perms.dailyBidLimitCheck && bidsToday >= viewer.dailyBidLimit,
      myBid: mine !== null,
      jasId: mine?.id ?? null,
      myBidAmount: mine?.amount ?? null,
      myBidDate: mine !== null && bidPlacedAt !== null ? bidPlacedAt.toISOString() : null,
      biddingDeadline: state.deadline?.toISOString() ?? null,
      acceptBid: state.accepting,
      cancellationAllowed: mine !== null && canCancelBid(mine.status, lot.auctionDate, now),
      auctionFinished: state.finished,
      bidStatusId: mine?.status ?? null,
    },
    wishList: FAVORITE_GROUPS.map((g) => ({ group: g, value: group === g })),
    // Japan's export rules for the viewer's country (issue 21 §1); null where there are none.
    exportCheck: lotExportCheck(lot, viewer.countryId, now),
  };
  // The month-of-production block belongs to the pages that look production months up.
  if (pageType !== 'stats' && sheet !== '') detail.mopDeail = { auctionSheet: sheet, ...(lot.photoUrls === null ? sheetZoom(CHASSIS_AREA) : WHOLE_SHEET) };
  if (isUss) detail.ussCounter = { ussLimit: Math.max(0, viewer.dailyUssLimit - ussUsed) };
  return detail;
}
