import type { JobDefinition } from './job-types.js';
import type { DueSlot } from './slots.js';

/**
 * Where due runs go: in-process on PGlite (local-queue.ts), pg-boss on PostgreSQL
 * (boss-queue.ts). The scheduler (scheduler.ts) asks for each job's current slot.
 */
export interface JobQueue {
  start(): Promise<void>;
  /**
   * Enqueues the run of `slot` unless it already was (here or by another instance). Answers
   * whether this call enqueued it.
   */
  enqueueDue(def: JobDefinition, slot: DueSlot): Promise<boolean>;
  /**
   * Resolves once no run is queued or running (a retry waiting out its delay aside), whoever
   * enqueued it: a clock move waits for this, so its caller sees the runs it made due.
   */
  settled(): Promise<void>;
  /** Stops taking runs and waits for those of this instance to end. */
  stop(): Promise<void>;
}
