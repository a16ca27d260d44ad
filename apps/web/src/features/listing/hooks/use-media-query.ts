import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes. Without matchMedia (tests, very old
 * browsers) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback));
}

/** The table layout starts at the lg breakpoint (1024 px, spec 1 §2). */
export const WIDE_LISTING_QUERY = '(min-width: 1024px)';
