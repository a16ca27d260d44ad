import type { PageType } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { pageTypeOf } from '../lots-core/bid-state.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { findLotForMedia, type MediaLot } from '../media/media.repo.js';
import * as clock from '../../lib/clock.js';

export interface ViewableLot extends MediaLot {
  pageType: PageType;
}

/**
 * The lot with the page it belongs to now, if the user may open that page: unknown lot 404
 * `lot_not_found`; a lot of a page the user cannot open 403 (the lot page itself answers 404
 * first when the page type in its path does not match, see getLotDetail).
 */
export async function findViewableLot(db: DbOrTx, user: AuthUser, lotId: number, now = clock.now()): Promise<ViewableLot> {
  const lot = await findLotForMedia(db, lotId);
  if (!lot) throw notFound('lot_not_found');
  const pageType = pageTypeOf(lot.lot, now);
  if (!user.permissions[PAGE_PERMISSION[pageType]]) throw forbidden();
  return { ...lot, pageType };
}
