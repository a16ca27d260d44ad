import { useEffect, useRef, useState } from 'react';

/** Spec 2 §9: the list refetch after a filter change or a removed filter waits this long. */
export const FILTER_REFETCH_DEBOUNCE_MS = 1500;

/**
 * The request a list should load now. A change of the filters (ticking several options, removing
 * chips one after another) waits until they have been still for 1500 ms, so a burst of clicks
 * makes one request (spec 2 §4); any other change (tab, sort, page, page size, search) loads at
 * once, together with any filter change still waiting.
 */
export function useSettledRequest<T>(request: T, filterKey: string, delay = FILTER_REFETCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(request);
  const json = JSON.stringify(request);
  const lastFilters = useRef(filterKey);

  useEffect(() => {
    const filtersChanged = lastFilters.current !== filterKey;
    lastFilters.current = filterKey;
    const apply = () => setSettled((prev) => (JSON.stringify(prev) === json ? prev : (JSON.parse(json) as T)));
    if (!filtersChanged) {
      apply();
      return;
    }
    const timer = setTimeout(apply, delay);
    return () => clearTimeout(timer);
  }, [json, filterKey, delay]);

  return settled;
}
