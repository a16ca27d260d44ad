import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms. Values are compared by content, so a new
 * array with the same items does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
    // `key` stands for `value`: its identity may change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);
  return debounced;
}
