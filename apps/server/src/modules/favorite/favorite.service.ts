import { FAVORITES_LIMIT, MSG, type AddFavoriteInput, type DeleteFavoriteInput, type PermissionName } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import * as repo from './favorite.repo.js';

/** The permission that opens the listing a lot of each kind appears in (spec 1 §6). */
const VIEW_PERMISSION: Record<'auction' | 'stock', PermissionName> = {
  auction: 'carAuctionsView',
  stock: 'onepriceView',
};

/**
 * POST /favorite/add. Authorization follows the lot: a user may keep in favorites only the lots
 * of a listing they can open. Adding again to the same group is a no-op in effect (idempotent).
 */
export async function addFavorite(db: Db, user: AuthUser, input: AddFavoriteInput): Promise<void> {
  // A user who can open neither listing learns nothing about which lots exist.
  if (!user.permissions.carAuctionsView && !user.permissions.onepriceView) throw forbidden();
  const kind = await repo.findLotKind(db, input.carId);
  if (!kind) throw notFound('lot_not_found');
  if (!user.permissions[VIEW_PERMISSION[kind]]) throw forbidden();
  if (input.type !== undefined && input.type !== kind) throw unprocessable({ type: MSG.invalidField });

  await db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    // Moving a lot between groups does not grow the list, so only a new entry counts against the cap.
    const current = await repo.findGroup(tx, user.id, input.carId);
    if (current === null && (await repo.countFavorites(tx, user.id)) >= FAVORITES_LIMIT) {
      throw new AppError(422, 'favorites_limit');
    }
    await repo.upsertFavorite(tx, user.id, input.carId, input.group);
  });
}

/** DELETE /favorite/delete: idempotent; own favorites only, so no listing permission is needed. */
export async function removeFavorite(db: Db, user: AuthUser, input: DeleteFavoriteInput): Promise<void> {
  await repo.deleteFavorite(db, user.id, input.carId, input.group);
}
