import type { Location, NavigationType } from 'react-router';

// Where each history entry was opened from, so a page can tell whether "back" leads to the
// listing (spec 1 §4: going back restores the listing's filters and page). React Router keeps
// a key per entry in history.state, which survives a reload; the map is kept in sessionStorage
// (per tab, like the history itself) so it survives one too.

const STORAGE_KEY = 'navigationTrail';
const MAX_ENTRIES = 200;

function load(): Map<string, string> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const entries: unknown = raw ? JSON.parse(raw) : [];
    return new Map(Array.isArray(entries) ? (entries as [string, string][]) : []);
  } catch {
    return new Map();
  }
}

const previous = load();
let current: { key: string; path: string } | null = null;

function save() {
  while (previous.size > MAX_ENTRIES) previous.delete(previous.keys().next().value!);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...previous]));
  } catch {
    // Private mode: the trail lasts for this page only.
  }
}

/** Called with every committed location: a push remembers the page it left, a replace inherits it. */
export function trackLocation(action: NavigationType, location: Location) {
  const path = location.pathname + location.search;
  // The router reports every state change; only a new location counts. (Initial entries share
  // the key 'default', so the path is compared too.)
  if (current?.key === location.key && current.path === path) return;
  if (current && action === 'PUSH') {
    previous.set(location.key, current.path);
    save();
  } else if (current && action === 'REPLACE' && previous.has(current.key)) {
    previous.set(location.key, previous.get(current.key)!);
    save();
  }
  current = { key: location.key, path };
}

/** The path (with its query) of the page this history entry was opened from, when known. */
export const previousPath = (locationKey: string): string | null => previous.get(locationKey) ?? null;
