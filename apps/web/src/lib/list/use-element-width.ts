import { useCallback, useState, type RefCallback } from 'react';

/**
 * The rendered width of an element, following resizes; null until measured, while `measure` is
 * false, or where ResizeObserver is missing (tests). Measured in the commit phase, so the first
 * paint already uses it — which forces the page's first style and layout inside that commit and
 * renders it twice, so a screen that does not need the width (a phone) passes `measure` false.
 */
export function useElementWidth<T extends HTMLElement>(measure = true): [RefCallback<T>, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback(
    (el: T | null) => {
      if (!el || !measure || typeof ResizeObserver === 'undefined') return;
      setWidth(el.getBoundingClientRect().width);
      const observer = new ResizeObserver(([entry]) => {
        if (entry) setWidth(entry.contentRect.width);
      });
      observer.observe(el);
      return () => observer.disconnect();
    },
    [measure],
  );
  return [ref, measure ? width : null];
}
