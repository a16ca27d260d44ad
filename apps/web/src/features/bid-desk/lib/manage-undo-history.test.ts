import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNDO_HISTORY_SIZE, isSettled, recordChange, settleChange, shownValue, startHistory, type UndoHistory } from './manage-undo-history';

type Op = { kind: 'change'; value: number } | { kind: 'settle'; pick: number; saved: boolean };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), value: fc.integer({ min: 1, max: 6 }) }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), saved: fc.boolean() }),
);

/**
 * Plays the operations against the history and against a plain model that remembers every change
 * forever. A change is only made while fewer than UNDO_HISTORY_SIZE changes go back to the oldest
 * save still pending — the size the history promises to cover.
 */
function play(initial: number, ops: Op[], finish: boolean) {
  let history: UndoHistory<number> = startHistory(initial);
  const model: { id: number; value: number; state: 'pending' | 'saved' | 'failed' }[] = [];
  const expectedShown = () => [...model].reverse().find((c) => c.state !== 'failed')?.value ?? initial;
  const settle = (id: number, saved: boolean) => {
    history = settleChange(history, id, saved);
    model[id]!.state = saved ? 'saved' : 'failed';
  };
  for (const o of ops) {
    const pending = model.filter((c) => c.state === 'pending');
    if (o.kind === 'change') {
      const oldest = pending[0]?.id ?? model.length;
      if (model.length - oldest >= UNDO_HISTORY_SIZE) continue;
      history = recordChange(history, model.length, o.value);
      model.push({ id: model.length, value: o.value, state: 'pending' });
    } else if (pending.length > 0) {
      settle(pending[o.pick % pending.length]!.id, o.saved);
    }
    expect(shownValue(history)).toBe(expectedShown());
  }
  if (finish) for (const c of model.filter((m) => m.state === 'pending')) settle(c.id, c.id % 2 === 0);
  return { history, model, expectedShown };
}

describe('undo history (spec 2 §4 "Undo")', () => {
  it('shows the newest change not known to have failed, whatever order the saves settle in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 40 }), (initial, ops) => {
        play(initial, ops, false);
      }),
    );
  });

  it('once every save has settled, shows the last confirmed value (the newest save that succeeded, else the first value)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 40 }), (initial, ops) => {
        const { history, model } = play(initial, ops, true);
        const lastSaved = [...model].reverse().find((c) => c.state === 'saved');
        expect(isSettled(history)).toBe(true);
        expect(history.changes).toHaveLength(0);
        expect(shownValue(history)).toBe(lastSaved?.value ?? initial);
      }),
    );
  });

  it('keeps at most 5 changes; a pending change pushed out counts as saved', () => {
    let history = startHistory(1);
    for (let id = 0; id < 6; id++) history = recordChange(history, id, 10 + id);
    expect(history.changes).toHaveLength(UNDO_HISTORY_SIZE);
    expect(history.base).toBe(10);
    for (let id = 1; id < 6; id++) history = settleChange(history, id, false);
    expect(shownValue(history)).toBe(10);
    // The change pushed out settles later: nothing is left of it to undo.
    expect(settleChange(history, 0, false)).toBe(history);
  });

  it('undoes a failed save back to the value before it', () => {
    let history = recordChange(startHistory<number | null>(null), 1, 450_000);
    expect(shownValue(history)).toBe(450_000);
    history = settleChange(history, 1, false);
    expect(shownValue(history)).toBeNull();
  });
});
