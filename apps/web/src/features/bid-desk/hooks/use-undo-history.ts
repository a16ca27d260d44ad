import { createStore } from '../../../lib/store';
import { isSessionLost } from '../lib/manage-answer';
import { isSettled, recordChange, settleChange, shownValue, startHistory, type UndoHistory } from '../lib/manage-undo-history';

/** The values of a bid row a manager changes in place, each with its own undo history. */
export type UndoableField = 'status' | 'soldPrice';
type Value = number | null;

// Outside React: a row drawn again (grid <-> cards at a breakpoint, a refetch) keeps its pending
// changes, and a status save can move the sold price too (a Win carries it).
const histories = createStore<Partial<Record<string, UndoHistory<Value>>>>({});
let nextChangeId = 1;
const keyOf = (bidId: number, field: UndoableField) => `${bidId}:${field}`;

function update(key: string, next: (h: UndoHistory<Value> | undefined) => UndoHistory<Value> | undefined) {
  histories.set((all) => {
    const value = next(all[key]);
    const copy = { ...all };
    if (value) copy[key] = value;
    else delete copy[key];
    return copy;
  });
}

/** A change to save: the field, the value the screen shows at once, and what the server had. */
export interface UndoableChange {
  field: UndoableField;
  value: Value;
  serverValue: Value;
}

/**
 * Shows `changes` at once and runs `save`. A failure (or an answer with an error) undoes them,
 * except a lost session (401): the session-expired modal takes over and nothing is known. `save`
 * resolves once the lists have refetched (the mutations wait for their invalidation), so when
 * every save of a value has settled the row goes back to showing what the server sends.
 */
export async function saveUndoable(bidId: number, changes: UndoableChange[], save: () => Promise<unknown>): Promise<void> {
  const ids = changes.map((c) => {
    const id = nextChangeId++;
    update(keyOf(bidId, c.field), (h) => recordChange(h ?? startHistory(c.serverValue), id, c.value));
    return id;
  });
  const settle = (saved: boolean) => changes.forEach((c, i) => update(keyOf(bidId, c.field), (h) => h && settleChange(h, ids[i]!, saved)));
  try {
    await save();
    settle(true);
  } catch (error) {
    if (!isSessionLost(error)) settle(false);
    throw error;
  } finally {
    // Nothing left to undo or show: the refetched row carries the server's value.
    changes.forEach((c) => update(keyOf(bidId, c.field), (h) => (h && isSettled(h) ? undefined : h)));
  }
}

/** The value a row shows for `field`: the manager's pending change, else the server's. */
export function useUndoableValue(bidId: number, field: UndoableField, serverValue: Value): { shown: Value; pending: boolean } {
  const history = histories.use((all) => all[keyOf(bidId, field)]);
  return { shown: history ? shownValue(history) : serverValue, pending: history ? !isSettled(history) : false };
}

