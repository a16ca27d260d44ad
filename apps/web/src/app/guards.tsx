import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PermissionName } from '@jauc/contract';
import { PageSpinner } from '../components/ui/spinner';
import { HOME_PATH, returnPath } from '../lib/return-path';
import { SESSION, useSession } from '../lib/session-store';

export { HOME_PATH };

export const LOGIN_PATH = '/auth/login';
export const PROFILE_PATH = '/profile';

function useResolvedSession() {
  const session = useSession();
  const pending = session.status === SESSION.unknown || session.status === SESSION.loading;
  return { ...session, pending };
}

/** Anonymous users on protected routes go to login (and come back after signing in). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pending, status } = useResolvedSession();
  const location = useLocation();
  if (pending) return <PageSpinner />;
  if (status !== SESSION.authenticated) return <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  return children;
}

/** Signed-in users on auth pages go to the car listing, or back to the page that sent them to login. */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { pending, status } = useResolvedSession();
  const location = useLocation();
  if (pending) return <PageSpinner />;
  if (status === SESSION.authenticated) return <Navigate to={returnPath(location.state)} replace />;
  return children;
}

/**
 * Routes needing permissions (all of them) or certain user kinds send the user back to the
 * profile page when they are missing (spec 1 §4, §6; spec 2 §6).
 */
export function RequireAccess({ permissions = [], userTypes, children }: { permissions?: PermissionName[]; userTypes?: number[]; children: ReactNode }) {
  const { profile } = useResolvedSession();
  if (!profile) return <Navigate to={LOGIN_PATH} replace />;
  const allowed = permissions.every((p) => profile.permission[p]) && (!userTypes || userTypes.includes(profile.detail.userType));
  if (!allowed) return <Navigate to={PROFILE_PATH} replace />;
  return children;
}
