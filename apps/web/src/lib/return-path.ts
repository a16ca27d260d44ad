export const HOME_PATH = '/car-auction';

/** Where to go after signing in: the protected page that sent the user to login, never an auth page. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string; hash?: string } } | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth/')) return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
