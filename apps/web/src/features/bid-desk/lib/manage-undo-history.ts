// The undo history of the bid manager's inline saves (spec 2 §4 "Undo", §9: 5 snapshots). A
// status or sold price shows the manager's choice at once; a save that fails (or answers with an
// `error`) is undone. Saves may settle in any order, so undoing is not "go back one step": the
// value shown is that of the newest change not known to have failed, and once everything has
// settled it is the value of the newest save that succeeded — the last confirmed one.

/** How many changes of one value the history keeps (spec 2 §9). */
export const UNDO_HISTORY_SIZE = 5;

type ChangeState = 'pending' | 'saved' | 'failed';
interface Change<T> {
  id: number;
  value: T;
  state: ChangeState;
}

export interface UndoHistory<T> {
  /** The confirmed value older than every change still kept. */
  readonly base: T;
  /** Changes in the order they were made, newest last; at most UNDO_HISTORY_SIZE. */
  readonly changes: readonly Change<T>[];
}

export const startHistory = <T>(base: T): UndoHistory<T> => ({ base, changes: [] });

/**
 * Folds settled changes at the front into the base (a saved one becomes the confirmed value, a
 * failed one is forgotten), then the oldest change beyond the size limit: a pending change pushed
 * out is taken as saved, because nothing older is left to go back to.
 */
function compact<T>({ base, changes }: UndoHistory<T>): UndoHistory<T> {
  let start = 0;
  let next = base;
  while (start < changes.length && (changes[start]!.state !== 'pending' || changes.length - start > UNDO_HISTORY_SIZE)) {
    const change = changes[start]!;
    if (change.state !== 'failed') next = change.value;
    start++;
  }
  return { base: next, changes: changes.slice(start) };
}

/** A change the manager made, shown at once while it is being saved. */
export const recordChange = <T>(history: UndoHistory<T>, id: number, value: T): UndoHistory<T> =>
  compact({ base: history.base, changes: [...history.changes, { id, value, state: 'pending' }] });

/** The save of change `id` finished; an unknown id (already folded away) changes nothing. */
export function settleChange<T>(history: UndoHistory<T>, id: number, saved: boolean): UndoHistory<T> {
  if (!history.changes.some((c) => c.id === id)) return history;
  return compact({ base: history.base, changes: history.changes.map((c) => (c.id === id ? { ...c, state: saved ? 'saved' : 'failed' } : c)) });
}

/** What the screen shows: the newest change not known to have failed, else the confirmed value. */
export function shownValue<T>(history: UndoHistory<T>): T {
  for (let i = history.changes.length - 1; i >= 0; i--) {
    const change = history.changes[i]!;
    if (change.state !== 'failed') return change.value;
  }
  return history.base;
}

/** No save of this value is still on its way. */
export const isSettled = <T>(history: UndoHistory<T>): boolean => history.changes.every((c) => c.state !== 'pending');
