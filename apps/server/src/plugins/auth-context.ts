import type { FastifyRequest } from 'fastify';
import type { PermissionName, Permissions } from '@jauc/contract';
import { forbidden, unauthorized } from '../lib/errors.js';

/** The signed-in user as every route sees it; filled by the session plugin from the access cookie. */
export interface AuthUser {
  id: number;
  email: string;
  userType: number;
  roleId: number;
  language: number | null;
  permissions: Permissions;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** 401 when there is no valid session (the web app then refreshes once and retries). */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** 403 unless the user holds every listed permission (an empty list always passes). */
export function requirePermissions(request: FastifyRequest, ...names: PermissionName[]): AuthUser {
  const user = requireUser(request);
  if (names.some((n) => !user.permissions[n])) throw forbidden();
  return user;
}
