// When a job is due, on the server clock. A job of `everySeconds` is due once in each slot
// [k·every, (k+1)·every) counted from the epoch: an hourly job at every full hour (so also at
// Tokyo midnight), a daily one at 00:00 UTC. A slot is named by its end, which is also when the
// job is next due; `job_runs.next_run_at` holds the end of the slot last claimed.

/**
 * A slot an instance found due: its end, its length, and whether this instance's clock read an
 * earlier slot than at its previous look (the clock was moved back), which lets it claim a slot
 * before the one last claimed (job-runs.repo.ts `claimSlot`).
 */
export interface DueSlot {
  end: Date;
  everySeconds: number;
  clockMovedBack: boolean;
}

/** The end of the slot `atMs` falls in: the first moment after `atMs` the job is due again. */
export function slotEnd(atMs: number, everySeconds: number): Date {
  const every = everySeconds * 1000;
  return new Date((Math.floor(atMs / every) + 1) * every);
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * The delay before retry number `retry` (0 for the first): `base · 2^retry`, stretched by a
 * random factor of 1–2 so that instances failing together do not retry together, at most an hour.
 * The same curve pg-boss applies on PostgreSQL (`retryBackoff`), so both engines back off alike.
 */
export function retryDelayMs(retry: number, baseSeconds: number, random: () => number = Math.random): number {
  return Math.min(MAX_RETRY_DELAY_MS, baseSeconds * 1000 * 2 ** Math.min(retry, 16) * (1 + random()));
}
