import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether an element is within `rootMargin` of the viewport, following scrolls and resizes.
 * False where IntersectionObserver is missing, so nothing loads by itself there.
 */
export function useInView<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const [inView, setInView] = useState(false);
  const ref = useCallback(
    (el: T | null) => {
      if (!el || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1);
          if (entry) setInView(entry.isIntersecting);
        },
        { rootMargin },
      );
      observer.observe(el);
      return () => {
        observer.disconnect();
        setInView(false);
      };
    },
    [rootMargin],
  );
  return [ref, inView];
}
