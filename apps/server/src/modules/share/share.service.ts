import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SHARE_AUCTION_TYPES, SHARE_CODE_LENGTH, type PageType, type SharedLot, type ShareAuctionType } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import { countEvents, LIMITS, shareCodeKey } from '../../lib/rate-limit.js';
import { rateLimitEvents } from '../../db/schema.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { PAGE_PERMISSION } from '../listing/listing-query.js';
import { lotBasics, sheetUrl } from '../lot/lot-detail.service.js';
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
 * Checks a share code against the link's attempt limit. Under an advisory lock on the link, so
 * parallel guesses are counted one by one: once 10 wrong codes were tried within the hour,
 * every attempt is refused (429), the right code included, until the oldest leaves the window.
 * A wrong (or missing, or malformed) code is recorded and answered 403 `wrong_code`.
 */
async function checkShareCode(db: Db, pageType: PageType, lotId: number, code: string | undefined): Promise<void> {
  const key = shareCodeKey(pageType, lotId);
  const { max, windowMs } = LIMITS.shareCode;
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    if ((await countEvents(tx, key, windowMs)) >= max) return 'limited' as const;
    const stored = await findShareCode(tx, lotId, SHARE_AUCTION_TYPES[pageType]);
    if (stored !== null && code !== undefined && sameCode(stored, code.trim())) return 'ok' as const;
    await tx.insert(rateLimitEvents).values({ key });
    return 'wrong' as const;
  });
  if (outcome === 'limited') throw tooManyRequests();
  if (outcome === 'wrong') throw new AppError(403, 'wrong_code');
}

/**
 * GET /share/{type}/{id}?code=: the public, reduced lot page. Nothing is read about the lot
 * before the code is right, so a wrong code learns nothing, not even whether the lot exists.
 * A USS lot is answered without photos (USS forbids publishing them).
 */
export async function sharedLot(db: Db, pageType: PageType, lotId: number, code: string | undefined): Promise<SharedLot> {
  await checkShareCode(db, pageType, lotId, code);
  const m = await findLotForMedia(db, lotId);
  if (!m) throw notFound('lot_not_found');
  const basics = lotBasics(m);
  return {
    carCommonDetail: { isUss: m.isUss, id: m.lot.id, lotNumber: m.lot.lotNo, info: m.lot.info, auctionSheet: sheetUrl(m.lot.id, 'ja') },
    ...basics,
    lotImages: m.isUss ? { images: [], thumbnails: [] } : basics.lotImages,
  };
}
