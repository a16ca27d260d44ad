import { and, eq } from 'drizzle-orm';
import type { ShareAuctionType } from '@jauc/contract';
import type { DbOrTx } from '../../db/client.js';
import { shareCodes } from '../../db/schema.js';

/**
 * The lot's code for the page type, made from `candidate` if it has none yet. INSERT … ON
 * CONFLICT DO NOTHING then SELECT: when two first requests race, one insert wins and both
 * read the winner's code.
 */
export async function ensureShareCode(db: DbOrTx, lotId: number, auctionType: ShareAuctionType, candidate: string): Promise<string> {
  await db.insert(shareCodes).values({ lotId, auctionType, code: candidate }).onConflictDoNothing();
  const code = await findShareCode(db, lotId, auctionType);
  if (!code) throw new Error(`share code of lot ${lotId} vanished`);
  return code;
}

export async function findShareCode(db: DbOrTx, lotId: number, auctionType: ShareAuctionType): Promise<string | null> {
  const [row] = await db
    .select({ code: shareCodes.code })
    .from(shareCodes)
    .where(and(eq(shareCodes.lotId, lotId), eq(shareCodes.auctionType, auctionType)));
  return row?.code ?? null;
}
