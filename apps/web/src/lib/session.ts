import { profileResponse, type Profile } from '@jauc/contract';
import { apiRequest } from './api-client';
import { ApiError } from './api-errors';
import { hasSessionHint } from './session-hint';
import { SESSION, clearSession, sessionStore, setProfile, setSessionLoading } from './session-store';

/** GET /user/view-profile: run on app start and after sign-in (status 0 → 1 → 2 or 3). */
export async function loadProfile(): Promise<Profile | null> {
  // On start, a browser without the session hint has no session: anonymous without asking.
  if (sessionStore.get().status === SESSION.unknown && !hasSessionHint()) {
    clearSession();
    return null;
  }
  if (sessionStore.get().status !== SESSION.authenticated) setSessionLoading();
  try {
    const profile = await apiRequest(profileResponse, '/user/view-profile');
    setProfile(profile);
    return profile;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
      if (!sessionStore.get().expired) clearSession();
      return null;
    }
    // Network or server failure on start: treat as anonymous rather than spinning forever.
    if (sessionStore.get().status !== SESSION.authenticated) clearSession();
    throw e;
  }
}
