import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ussDownloads } from '../../db/schema.js';

/** USS lots the user downloaded on the Tokyo day (YYYY-MM-DD): what dailyUssLimit counts. */
export async function countUssDownloads(db: DbOrTx, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ussDownloads)
    .where(and(eq(ussDownloads.userId, userId), eq(ussDownloads.day, day)));
  return Number(row?.n ?? 0);
}

/** The user holds the day's grant for the lot (downloaded it that day). */
export async function hasUssGrant(db: DbOrTx, userId: number, day: string, lotId: number): Promise<boolean> {
  const [row] = await db
    .select({ lotId: ussDownloads.lotId })
    .from(ussDownloads)
    .where(and(eq(ussDownloads.userId, userId), eq(ussDownloads.day, day), eq(ussDownloads.lotId, lotId)))
    .limit(1);
  return !!row;
}

export async function insertUssGrant(db: DbOrTx, userId: number, day: string, lotId: number): Promise<void> {
  await db.insert(ussDownloads).values({ userId, day, lotId }).onConflictDoNothing();
}
