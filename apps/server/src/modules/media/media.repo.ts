import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auctionHouses, lots, makers, models } from '../../db/schema.js';

/** The columns of a lot with the names it prints (joined to makers, models and auction houses). */
export const lotWithNames = {
  lot: lots,
  maker: makers.name,
  model: models.name,
  auctionName: auctionHouses.name,
  isUss: auctionHouses.isUss,
};

/** A lot with the names its photos and auction sheets print. */
export async function findLotForMedia(db: DbOrTx, id: number) {
  const [row] = await db
    .select(lotWithNames)
    .from(lots)
    .innerJoin(makers, eq(makers.id, lots.makerId))
    .innerJoin(models, eq(models.id, lots.modelId))
    .innerJoin(auctionHouses, eq(auctionHouses.id, lots.auctionHouseId))
    .where(eq(lots.id, id))
    .limit(1);
  return row ?? null;
}
export type MediaLot = NonNullable<Awaited<ReturnType<typeof findLotForMedia>>>;

/** The provider photo URLs of a lot (null: generated media) and whether it is a USS lot. */
export async function findLotPhotoUrls(db: DbOrTx, id: number): Promise<{ photoUrls: string[] | null; isUss: boolean } | null> {
  const [row] = await db
    .select({ photoUrls: lots.photoUrls, isUss: auctionHouses.isUss })
    .from(lots)
    .innerJoin(auctionHouses, eq(auctionHouses.id, lots.auctionHouseId))
    .where(eq(lots.id, id))
    .limit(1);
  return row ?? null;
}
