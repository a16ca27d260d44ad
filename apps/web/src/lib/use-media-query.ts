import { useCallback, useSyncExternalStore } from 'react';

/** The `lg` breakpoint of index.css (1024 px, spec 1 §2): fixed side menu, table listing. */
export const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * Whether a media query matches, following changes. Without matchMedia (tests, very old
 * browsers) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
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
