import { tokyoParts } from '@jauc/contract';

const KEY = 'bidsTodayDefaultDone';

/**
 * `bidsTodayDefault` (spec 2 §4 "Bid list state"): the first time a manager opens the bid manager
 * in this browser session, the list starts at today's auctions (Tokyo date). Only once: a manager
 * who removes the date filter is not given it back on the next visit within the session.
 */
export function takeTodayDefault(now: Date): string | null {
  try {
    if (sessionStorage.getItem(KEY)) return null;
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable (private mode): apply it, once per page load.
    if (applied) return null;
  }
  applied = true;
  return tokyoParts(now).date;
}
let applied = false;

/** Tests: start over as a fresh session. */
export function resetTodayDefault() {
  applied = false;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to reset
  }
}
