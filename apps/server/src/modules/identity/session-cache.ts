import type { Db } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { AuthUser } from '../../plugins/auth-context.js';
import { isDisabled, normalizePermissions } from './permission-templates.js';
import { findSessionByAccessHash } from './session.repo.js';
import * as clock from '../../lib/clock.js';

/**
 * How long this instance trusts a resolved access token without asking the database again.
 * Every authenticated request used to cost a session + user query; the listing must serve
 * 1000 req/s on two cores, and that query was a large share of the time. 10 s is well within
 * DESIGN.md §3 ("disabling a user or changing a password ends their sessions within one
 * minute") for changes made through another instance or directly in the database; changes made
 * through this instance evict their entries at once (evictSession / evictUser). Tests may set 0.
 */
export const sessionCacheTuning = { ttlMs: 10_000, maxEntries: 10_000 };

interface Resolved {
  user: AuthUser;
  /** When the access token (or the whole session) expires, epoch ms: no entry outlives it. */
  expiresAt: number;
}

// Keyed by the SHA-256 of the access token, never the token itself. Only valid sessions are
// stored: a refused token costs a query as before, and random cookies cannot flush real entries.
const cache = new TtlCache<Resolved | null>({ ttlMs: () => sessionCacheTuning.ttlMs, maxEntries: sessionCacheTuning.maxEntries });

async function load(db: Db, accessHash: string): Promise<Resolved | null> {
  const row = await findSessionByAccessHash(db, accessHash);
  if (!row) return null;
  const { session, user } = row;
  const now = clock.nowMs();
  const expiresAt = Math.min(session.accessExpiresAt.getTime(), session.expiresAt.getTime());
  if (session.revokedAt || expiresAt <= now || isDisabled(user)) return null;
  // Frozen: one object now serves many requests, none of which may change it for the others.
  const permissions = Object.freeze(normalizePermissions(user.permissions));
  const authUser: AuthUser = Object.freeze({
    id: user.id,
    email: user.email,
    userType: user.userType,
    roleId: user.roleId,
    language: user.language,
    permissions,
    sessionId: session.id,
  });
  return { user: authUser, expiresAt };
}

const live = (hit: Resolved | null | undefined): AuthUser | null | undefined =>
  hit === undefined ? undefined : hit && hit.expiresAt > clock.nowMs() ? hit.user : null;

/** The user of a cached access-token hash; undefined when it has to be looked up. */
export function cachedSessionUser(accessHash: string): AuthUser | undefined {
  return live(cache.get(accessHash)) ?? undefined;
}

/** Resolves an access-token hash to its user (null: unknown, expired, revoked or disabled). */
export async function loadSessionUser(db: Db, accessHash: string): Promise<AuthUser | null> {
  const resolved = await cache.getOrCompute(accessHash, () => load(db, accessHash), (r) => r?.expiresAt ?? 0);
  return live(resolved) ?? null;
}

/** After a session was revoked or its access token replaced (logout, refresh rotation). */
export function evictSession(sessionId: number): void {
  cache.deleteWhere((r) => r?.user.sessionId === sessionId);
}

/**
 * After anything that changes who a user is or whether they may be signed in: password change
 * or reset, disabling, a new role, permissions or language. Call it once the change committed.
 */
export function evictUser(userId: number): void {
  cache.deleteWhere((r) => r?.user.id === userId);
}

export function clearSessionCache(): void {
  cache.clear();
}
