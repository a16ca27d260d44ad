import type { DeleteSavedSearchInput, SavedSearch, SavedSearchNotifyInput, SavedSearchOpenedInput, SaveSearchInput } from '@jauc/contract';
import { SAVED_SEARCH_LIMIT } from '@jauc/contract';
import type { Db } from '../../db/client.js';
import * as clock from '../../lib/clock.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import * as repo from './saved-search.repo.js';

/**
 * POST /saved-search: a user may save only searches of a listing they can open, at most
 * SAVED_SEARCH_LIMIT of them (checked under a lock of the user row, so two saves at once cannot
 * both take the last place).
 */
export async function saveSearch(db: Db, user: AuthUser, input: SaveSearchInput): Promise<number> {
  if (!user.permissions[PAGE_PERMISSION[input.pageType]]) throw forbidden();
  return db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    if ((await repo.countSearches(tx, user.id)) >= SAVED_SEARCH_LIMIT) throw new AppError(422, 'saved_search_limit');
    return repo.insertSearch(tx, { userId: user.id, ...input }, clock.now());
  });
}

export async function listSearches(db: Db, user: AuthUser): Promise<SavedSearch[]> {
  const rows = await repo.listSearches(db, user.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// Another user's search answers as one that does not exist: its id tells nothing.
export async function deleteSearch(db: Db, user: AuthUser, input: DeleteSavedSearchInput): Promise<void> {
  if (!(await repo.deleteSearch(db, user.id, input.id))) throw notFound();
}

export async function setNotify(db: Db, user: AuthUser, input: SavedSearchNotifyInput): Promise<void> {
  if (!(await repo.setNotify(db, user.id, input.id, input.notify))) throw notFound();
}

export async function markOpened(db: Db, user: AuthUser, input: SavedSearchOpenedInput): Promise<void> {
  if (!(await repo.markOpened(db, user.id, input.id, clock.now()))) throw notFound();
}
