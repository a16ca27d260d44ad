import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailTokens } from '../../db/schema.js';
import * as clock from '../../lib/clock.js';

export type EmailTokenKind = 'verify' | 'reset' | 'login';

export async function insertEmailToken(db: DbOrTx, values: { tokenHash: string; userId: number; kind: EmailTokenKind; expiresAt: Date }) {
  await db.insert(emailTokens).values(values);
}

const usable = (tokenHash: string, kind: EmailTokenKind) =>
  and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, clock.now()));

/** The user id of an unused, unexpired token, without using it. */
export async function findUsableToken(db: DbOrTx, tokenHash: string, kind: EmailTokenKind): Promise<number | undefined> {
  const [row] = await db.select({ userId: emailTokens.userId }).from(emailTokens).where(usable(tokenHash, kind)).limit(1);
  return row?.userId;
}

/**
 * Marks the token used and answers its user, in one conditional UPDATE: of two requests racing
 * with the same link only one gets a row back, which is what makes links single-use.
 */
export async function consumeToken(db: DbOrTx, tokenHash: string, kind: EmailTokenKind): Promise<number | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(usable(tokenHash, kind))
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Voids the user's unused tokens of a kind (a new reset link voids the older ones). */
export async function voidUnusedTokens(db: DbOrTx, userId: number, kind: EmailTokenKind): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: clock.now() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}
