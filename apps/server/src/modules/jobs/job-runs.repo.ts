import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobRuns } from '../../db/schema.js';
import type { DueSlot } from './slots.js';

export type JobRun = typeof jobRuns.$inferSelect;
export type JobSummary = Record<string, number | string | boolean>;

/** What health shows of an error: its message, without a stack, at most this long. */
const ERROR_MAX = 500;

/**
 * Claims `slot` for `name`: true for exactly one caller per slot, however many instances ask at
 * once. The row's lock serializes them: the first moves `next_run_at` to the slot's end, and the
 * others, re-reading the row after its commit, find the slot taken.
 *
 * Only a slot later than the one last claimed is taken: an instance whose look read the clock a
 * moment before another's claim of the next slot (clocks a few ms apart at the hour, or a clock
 * move between the look and the claim) must not run the previous slot a second time. Two cases
 * of a clock moved back make an earlier slot due again: the claiming instance saw its own clock
 * go back (`clockMovedBack`), or the slot last claimed lies more than a whole slot ahead, which
 * no skew or late look explains (an instance restarted with a smaller CLOCK_OFFSET).
 */
export async function claimSlot(db: DbOrTx, name: string, slot: DueSlot): Promise<boolean> {
  const end = sql`${slot.end.toISOString()}::timestamptz`;
  const nextSlotEnd = new Date(slot.end.getTime() + slot.everySeconds * 1000).toISOString();
  const claimed = await db
    .insert(jobRuns)
    .values({ name, nextRunAt: slot.end })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { nextRunAt: slot.end },
      setWhere: sql`${jobRuns.nextRunAt} IS NULL OR ${jobRuns.nextRunAt} < ${end} OR ${jobRuns.nextRunAt} > ${
        slot.clockMovedBack ? end : sql`${nextSlotEnd}::timestamptz`
      }`,
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
