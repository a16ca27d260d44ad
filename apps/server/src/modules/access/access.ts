import type { FastifyRequest } from 'fastify';
import { USER_TYPE, type PermissionName } from '@jauc/contract';
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
