import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobRuns } from '../../db/schema.js';

export type JobRun = typeof jobRuns.$inferSelect;
export type JobSummary = Record<string, number | string | boolean>;

/** What health shows of an error: its message, without a stack, at most this long. */
const ERROR_MAX = 500;

/**
 * Claims the slot ending at `slotEnd` for `name`: true for exactly one caller per slot, however
 * many instances ask at once. The row's lock serializes them: the first moves `next_run_at` to
 * the slot's end, and the others, re-reading the row after its commit, find the slot taken.
 * "Another slot" rather than "a later one", so a clock moved back makes the job due again.
 */
export async function claimSlot(db: DbOrTx, name: string, slotEnd: Date): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name, nextRunAt: slotEnd })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextRunAt: slotEnd },
      setWhere: sql`${jobRuns.nextRunAt} IS DISTINCT FROM ${slotEnd.toISOString()}::timestamptz`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

export async function recordStart(db: DbOrTx, name: string, at: Date): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, lastStartedAt: at })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: at } });
}

export type RunResult = { ok: true; summary: JobSummary } | { ok: false; error: string };

export async function recordOutcome(db: DbOrTx, name: string, at: Date, result: RunResult): Promise<void> {
  const outcome = result.ok
    ? { lastOutcome: 'ok' as const, lastError: null, lastSummary: result.summary, failuresInRow: sql`0` }
    : { lastOutcome: 'failed' as const, lastError: result.error.slice(0, ERROR_MAX), lastSummary: null, failuresInRow: sql`${jobRuns.failuresInRow} + 1` };
  await db
    .update(jobRuns)
    .set({ lastFinishedAt: at, runs: sql`${jobRuns.runs} + 1`, ...outcome })
    .where(eq(jobRuns.name, name));
}

/** Every job's row: a handful, read whole (GET /health). */
export async function listJobRuns(db: DbOrTx): Promise<JobRun[]> {
  return db.select().from(jobRuns);
}
