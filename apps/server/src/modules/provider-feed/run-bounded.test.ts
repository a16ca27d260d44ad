import { describe, expect, it } from 'vitest';
import { runBounded } from './run-bounded.js';

// A call that stays open until the test lets it finish: concurrency is counted, never timed.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('runBounded', () => {
  it('never has more than `limit` calls in flight and keeps the input order', async () => {
    const gates = Array.from({ length: 7 }, gate);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const run = runBounded([0, 1, 2, 3, 4, 5, 6], 3, async (item) => {
      started.push(item);
      most = Math.max(most, ++inFlight);
      await gates[item]!.opened;
      inFlight--;
      return item * 10;
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    // Finish them out of order: each finished call lets exactly one more start.
    for (const i of [2, 0, 1, 5, 3, 4, 6]) {
      gates[i]!.open();
      await new Promise((r) => setImmediate(r));
    }
    expect(await run).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(3);
  });

  it('stops starting new calls after a failure and throws it once the running ones end', async () => {
    const started: number[] = [];
    const boom = new Error('page 1 failed');
    await expect(
      runBounded([0, 1, 2, 3, 4, 5], 2, async (item) => {
        started.push(item);
        await new Promise((r) => setImmediate(r));
        if (item === 1) throw boom;
        return item;
      }),
    ).rejects.toBe(boom);
    expect(started).toEqual([0, 1, 2]);
  });

  it('handles no items and refuses a limit below 1', async () => {
    expect(await runBounded([], 4, async () => 1)).toEqual([]);
    await expect(runBounded([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
