import { randomInt, timingSafeEqual } from 'node:crypto';
import { SHARE_AUCTION_TYPES, SHARE_CODE_LENGTH, type PageType, type SharedLot, type ShareAuctionType } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import { LIMITS, releaseAttempt, reserveAttempt, shareCodeKey, shareVisitorKey } from '../../lib/rate-limit.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { lotBasics } from '../lot/lot-detail.service.js';
import { lotSheetUrl, mediaRefOf } from '../photo-proxy/lot-media-urls.js';
import { findLotForMedia } from '../media/media.repo.js';
import { ensureShareCode, findShareCode } from './share.repo.js';

const PAGE_OF: Record<ShareAuctionType, PageType> = { main: 'car-auction', one: 'stock', stats: 'stats' };

/** Six random digits from the CSPRNG (leading zeros kept). */
export const newShareCode = () => String(randomInt(0, 10 ** SHARE_CODE_LENGTH)).padStart(SHARE_CODE_LENGTH, '0');

/**
 * GET /car-auction/password: the lot's access code for the page type, made once and reused.
 * Needs shareCar and the view permission of that page; the page type must fit the lot (stock
 * cars are shared as 'one', auction lots as 'main' or 'stats').
 */
export async function sharePassword(db: Db, user: AuthUser, lotId: number, auctionType: ShareAuctionType): Promise<string> {
  const pageType = PAGE_OF[auctionType];
  if (!user.permissions.shareCar || !user.permissions[PAGE_PERMISSION[pageType]]) throw forbidden();
  const m = await findLotForMedia(db, lotId);
  if (!m || (m.lot.kind === 'stock') !== (pageType === 'stock')) throw notFound('lot_not_found');
  return ensureShareCode(db, lotId, auctionType, newShareCode());
}

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a share code against the link's attempt limits (DESIGN.md §3): 10 wrong codes per
 * visitor (client network) and link per hour, and 100 per link from everyone against guessing
 * spread over many addresses. One guesser thus locks only themself out (429
 * `too_many_requests`), not the people the link was sent to; only a distributed attack locks the
 * link for everyone (429 `share_link_locked`) until the hour has passed. The attempt is counted
 * before the code is compared (parallel guesses stop at the limit), and taken back when right.
 * Once limited, every attempt is refused, the right code included: otherwise the answer would
 * still tell a guesser when they hit it. A wrong, missing or malformed code answers 403 `wrong_code`.
 */
async function checkShareCode(db: Db, pageType: PageType, lotId: number, code: string | undefined, ip: string): Promise<void> {
  const linkKey = shareCodeKey(pageType, lotId);
  const reservation = await reserveAttempt(db, [
    { key: shareVisitorKey(pageType, lotId, ip), ...LIMITS.shareCodeVisitor },
    { key: linkKey, ...LIMITS.shareCodeLink },
  ]);
  if (!reservation.allowed) throw reservation.limitedKey === linkKey ? new AppError(429, 'share_link_locked') : tooManyRequests();
  const stored = await findShareCode(db, lotId, SHARE_AUCTION_TYPES[pageType]);
  if (stored === null || code === undefined || !sameCode(stored, code.trim())) throw new AppError(403, 'wrong_code');
  await releaseAttempt(db, reservation);
}

/**
 * GET /share/{type}/{id}?code=: the public, reduced lot page. Nothing is read about the lot
 * before the code is right, so a wrong code learns nothing, not even whether the lot exists.
 * A USS lot is answered without photos or auction sheet (USS forbids publishing them, and its
 * media need a signed-in user: see media.routes.ts).
 */
export async function sharedLot(db: Db, pageType: PageType, lotId: number, code: string | undefined, ip: string): Promise<SharedLot> {
  await checkShareCode(db, pageType, lotId, code, ip);
  const m = await findLotForMedia(db, lotId);
  if (!m) throw notFound('lot_not_found');
  const basics = lotBasics(m);
  return {
    carCommonDetail: { isUss: m.isUss, id: m.lot.id, lotNumber: m.lot.lotNo, info: m.lot.info, auctionSheet: m.isUss ? '' : lotSheetUrl(mediaRefOf(m.lot), 'ja') },
    ...basics,
    lotImages: m.isUss ? { images: [], thumbnails: [] } : basics.lotImages,
  };
}
