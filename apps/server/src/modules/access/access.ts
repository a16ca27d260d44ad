import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { USER_TYPE, type DealerBidType, type PermissionName } from '@jauc/contract';
import { bids, users } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';
import { requireUser, type AuthUser } from '../../plugins/auth-context.js';

// Who may see or change what (DESIGN.md §2 "one access module", §3 "Roles and permissions"):
// a client their own objects, a dealer their own and their clients', a manager everything.
// Routes and services ask here instead of comparing user types themselves, so the rule changes
// in one place.

type Caller = Pick<AuthUser, 'id' | 'userType'>;

export const isManager = (user: Pick<AuthUser, 'userType'>): boolean => user.userType === USER_TYPE.manager;

/**
 * The guard of the managers' calls: 401 without a session, 403 unless the user is a manager
 * holding every listed permission. Run as a route's preValidation, so a client learns nothing
 * from such a call, not even the shape of the body it expects.
 */
export function requireManager(request: FastifyRequest, ...permissions: PermissionName[]): AuthUser {
  const user = requireUser(request);
  if (!isManager(user) || permissions.some((p) => !user.permissions[p])) throw forbidden();
  return user;
}

export const isDealer = (user: Pick<AuthUser, 'userType'>): boolean => user.userType === USER_TYPE.dealer;

/** 401 without a session, 403 unless the user is a dealer (the dealer's own calls). */
export function requireDealer(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isDealer(user)) throw forbidden();
  return user;
}

/**
 * canSee for many bids at once: the bids `user` may see, as a condition on `bids` (the bid lists,
 * their filters, counters and search). `view` narrows it: mine is the user's own bids whoever
 * they are (My bids); a dealer's clients is their clients' bids only; clients is ignored for
 * anyone else, who has no clients of their own.
 */
export function visibleBidsSql(user: Caller, view: DealerBidType = 'all'): SQL {
  const own = sql`${bids.userId} = ${user.id}`;
  if (view === 'mine') return own;
  if (isManager(user)) return sql`TRUE`;
  if (!isDealer(user)) return own;
  // The owners as an array computed once: PostgreSQL then reads each owner's bids by index
  // (bids_user_date_idx) instead of joining every bid with the users.
  const owners = view === 'clients' ? sql`${users.dealerId} = ${user.id}` : sql`(${users.id} = ${user.id} OR ${users.dealerId} = ${user.id})`;
  return sql`${bids.userId} = ANY(ARRAY(SELECT ${users.id} FROM ${users} WHERE ${owners}))`;
}

/** A user's object (bid, chat, purchase, payment) seen by `user`: its owner, the owner's dealer, or a manager. */
export function canSee(user: Caller, owner: { id: number; dealerId: number | null }): boolean {
  if (isManager(user) || owner.id === user.id) return true;
  return user.userType === USER_TYPE.dealer && owner.dealerId === user.id;
}

/**
 * Changing a user's object: its owner or a manager. A dealer follows their clients' bids in a
 * read-only view (spec 2 §1), so seeing them does not let a dealer change them.
 */
export function canChange(user: Caller, ownerId: number): boolean {
  return isManager(user) || ownerId === user.id;
}
