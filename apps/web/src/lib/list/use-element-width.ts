import { useCallback, useState, type RefCallback } from 'react';

/**
 * The rendered width of an element, following resizes; null until measured or where
 * ResizeObserver is missing (tests). Measured in the commit phase, so the first paint already
 * uses it.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((el: T | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    setWidth(el.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
