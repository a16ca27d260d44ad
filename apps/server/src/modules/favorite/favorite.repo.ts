import { and, count, eq, sql } from 'drizzle-orm';
import type { FavoriteGroup } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { favorites, lots } from '../../db/schema.js';
import * as clock from '../../lib/clock.js';

/** The kind of a lot ('auction' or 'stock'), or null when there is no such lot. */
export async function findLotKind(db: DbOrTx, lotId: number): Promise<'auction' | 'stock' | null> {
  const [row] = await db.select({ kind: lots.kind }).from(lots).where(eq(lots.id, lotId));
  return row?.kind ?? null;
}

/**
 * Serializes a user's favorite writes: the row lock is held until the transaction ends, so two
 * concurrent adds cannot both see 999 favorites and both insert. NO KEY UPDATE does not block
 * the foreign-key checks (KEY SHARE) of other tables' inserts that reference the user.
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
}

/** The group the lot is in for this user, or null. */
export async function findGroup(db: DbOrTx, userId: number, lotId: number): Promise<string | null> {
  const [row] = await db
    .select({ group: favorites.group })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.lotId, lotId)));
  return row?.group ?? null;
}

export async function countFavorites(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}

/** Puts the lot in the group; the primary key (user, lot) moves it out of any other group. */
export async function upsertFavorite(db: DbOrTx, userId: number, lotId: number, group: FavoriteGroup): Promise<void> {
  await db
    .insert(favorites)
    .values({ userId, lotId, group })
    .onConflictDoUpdate({
      target: [favorites.userId, favorites.lotId],
      set: { group: sql`excluded."group"`, createdAt: clock.now() },
    });
}

/** Takes the lot out of that group; nothing happens when it is in another group or none. */
export async function deleteFavorite(db: DbOrTx, userId: number, lotId: number, group: FavoriteGroup): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.lotId, lotId), eq(favorites.group, group)));
}
