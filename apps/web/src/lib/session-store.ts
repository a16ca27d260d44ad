import type { Profile } from '@jauc/contract';
import { forgetSessionHint } from './session-hint';
import { createStore } from './store';

/** Session status of spec 1 §4: 0 unknown, 1 loading, 2 authenticated, 3 anonymous. */
export const SESSION = { unknown: 0, loading: 1, authenticated: 2, anonymous: 3 } as const;
export type SessionStatus = (typeof SESSION)[keyof typeof SESSION];

interface SessionState {
  status: SessionStatus;
  profile: Profile | null;
  /** The refresh failed while signed in: the session-expired modal is open. */
  expired: boolean;
}

export const sessionStore = createStore<SessionState>({ status: SESSION.unknown, profile: null, expired: false });

export const useSession = () => sessionStore.use((s) => s);
export const useProfile = () => sessionStore.use((s) => s.profile);

export function setProfile(profile: Profile | null) {
  // A successful profile load also hides the session-expired modal.
  sessionStore.set({ status: profile ? SESSION.authenticated : SESSION.anonymous, profile, expired: false });
}

export function setSessionLoading() {
  sessionStore.set((s) => ({ ...s, status: SESSION.loading }));
}

export function clearSession() {
  sessionStore.set({ status: SESSION.anonymous, profile: null, expired: false });
}

/**
 * Called when a refresh fails with 401/403. On the first load there was no session to lose, so
 * the user is simply anonymous; a signed-in user instead sees the session-expired modal
 * (Login again / Reload) over the page they were on.
 */
export function markRefreshFailed() {
  forgetSessionHint();
  const { status } = sessionStore.get();
  if (status === SESSION.authenticated) sessionStore.set((s) => ({ ...s, expired: true }));
  else clearSession();
}
