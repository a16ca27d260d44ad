// How the scheduler paces itself. Production keeps the defaults; API tests shorten them
// (test/helpers/test-app.ts) so that a retry or a queued run is seconds away, not minutes.
export const jobTuning = {
  /** How often each instance looks for due jobs, in real milliseconds (a clock move looks at once). */
  tickMs: 15_000,
  /** PostgreSQL: how often an idle worker asks the queue for a run another instance enqueued. */
  pollMs: 2_000,
  /** Retries after a failed run before the job waits for its next due slot. */
  retryLimit: 3,
  /** The first retry's delay; each further retry doubles it, with jitter (see `retryDelayMs`). */
  retryDelaySeconds: 30,
  /** A run taking longer is reported failed and retried (it cannot be stopped, see decision 008). */
  expireInSeconds: 15 * 60,
  /** How long a clock move waits for the runs it made due before answering. */
  clockMoveWaitMs: 60_000,
};
