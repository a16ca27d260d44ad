import type { LoaderFunctionArgs } from 'react-router';
import type { PageType } from '@jauc/contract';
import { requestEarly } from '../lib/api-client';
import { hasSessionHint } from '../lib/session-hint';
import { SESSION, sessionStore } from '../lib/session-store';

// The first screen's data is asked for while its code downloads, not after it has rendered
// (DESIGN.md §5: first listing rows <= 1.5 s). Route loaders start it and return at once: the
// screens still load through their queries, which take the early answers (requestEarly).

/** Resolves once the profile has answered: true when someone is signed in. */
function signedIn(): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const { status } = sessionStore.get();
      if (status !== SESSION.authenticated && status !== SESSION.anonymous) return;
      unsubscribe();
      resolve(status === SESSION.authenticated);
    };
    const unsubscribe = sessionStore.subscribe(check);
    check();
  });
}

// Only signed-in users get these screens: a visitor's loader asks for nothing (no 401s). A
// browser holding a session (its session_hint cookie) asks at once, beside the profile rather
// than after it; should the session have expired, the screen's query refreshes it and asks again.
const whenSignedIn = (start: () => void | Promise<void>) => {
  const begin = () => Promise.resolve(start()).catch(() => undefined);
  if (hasSessionHint()) void begin();
  else void signedIn().then((yes) => (yes ? begin() : undefined)).catch(() => undefined);
  return null;
};

/** Loader of a listing screen: its first page. */
export const listingLoader =
  (pageType: PageType) =>
  ({ request }: LoaderFunctionArgs) =>
    whenSignedIn(async () => (await import('../features/listing/api/prefetch-listing')).prefetchListing(pageType, new URL(request.url)));

/** Loader of a lot page: the lot. */
export const lotLoader =
  (pageType: PageType) =>
  ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(() => {
      if (/^\d{1,10}$/.test(params.id ?? '')) requestEarly(`/${pageType}/lot/${Number(params.id)}`);
    });

/** Paging, sorting and filtering stay on the screen: its queries load them, not the loader. */
export const firstVisitOnly = () => false;
