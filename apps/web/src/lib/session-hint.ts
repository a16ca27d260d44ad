// The server sets the readable cookie `session_hint` with the session cookies and clears it at
// logout (the tokens themselves are HttpOnly, docs/decisions/001). Without it this browser holds
// no session, so the app need not ask: a visitor's first page makes no 401 and logs no error.
const HINT = 'session_hint';

export function hasSessionHint(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${HINT}=`));
}

/** The session is gone (its refresh failed): later page loads skip the profile request. */
export function forgetSessionHint() {
  document.cookie = `${HINT}=; path=/; max-age=0; samesite=lax`;
}
