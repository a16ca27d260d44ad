import { useSyncExternalStore } from 'react';

/** A minimal external store: state lives outside React so the API client can update it too. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: T | ((prev: T) => T)) {
      state = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use<S>(select: (s: T) => S): S {
      return useSyncExternalStore(this.subscribe, () => select(state));
    },
  };
}
