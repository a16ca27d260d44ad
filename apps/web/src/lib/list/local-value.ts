import { createStore } from '../store';

/**
 * A value kept in localStorage and shared by every component that reads it. Storage can be
 * missing or full (private mode); the value then lasts for this page only.
 */
export function createLocalValue<T>(key: string, decode: (raw: string | null) => T, encode: (value: T) => string) {
  const read = (): T => {
    try {
      return decode(localStorage.getItem(key));
    } catch {
      return decode(null);
    }
  };
  const store = createStore<T>(read());
  // Another tab changed it: follow, so both tabs agree.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key) store.set(read());
    });
  }
  return {
    get: store.get,
    use: () => store.use((v) => v),
    set(value: T) {
      store.set(value);
      try {
        localStorage.setItem(key, encode(value));
      } catch {
        // See above: kept in memory only.
      }
    },
    /** Reads storage again (tests, or after the key was changed outside this module). */
    reload: () => store.set(read()),
  };
}
