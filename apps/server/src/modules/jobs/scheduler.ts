import type { FastifyBaseLogger } from 'fastify';
import { nowMs, onClockMoved } from '../../lib/clock.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import type { JobDefinition } from './job-types.js';
import type { JobQueue } from './job-queue.js';
import { slotEnd } from './slots.js';
import { jobTuning } from './tuning.js';

/**
 * Looks every `jobTuning.tickMs`, and at once when the server clock is moved, for jobs whose
 * slot on the server clock has begun, and hands each due run to the queue. Everything it does
 * is caught and logged: a database away for a moment costs a tick, never the process.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private restart: NodeJS.Timeout | undefined;
  private unlisten: (() => void) | undefined;
  private starting: Promise<void> = Promise.resolve();
  private ticks: Promise<void> = Promise.resolve();
  private pendingTicks = 0;
  // Each job's slot end at this instance's last successful look: a smaller one means the clock moved back.
  private readonly lastLooked = new Map<string, number>();
  private stopped = false;
  // Ends the waits of clock moves early when the scheduler stops.
  private readonly waits = new Set<() => void>();

  constructor(
    private readonly definitions: readonly JobDefinition[],
    private readonly queue: JobQueue,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): Promise<void> {
    this.starting = this.startQueue();
    return this.starting;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restart);
    clearInterval(this.timer);
    this.unlisten?.();
    for (const endWait of this.waits) endWait();
    await this.starting;
    await this.ticks;
    await this.queue.stop();
  }

  /**
   * Hands the runs now due to the queue. `waitForRuns` (a clock move): then also waits, up to
   * `clockMoveWaitMs`, until no run is queued or running, so whoever moved the clock sees the
   * effect of the runs the move made due (on any instance).
   */
  tick(waitForRuns = false): Promise<void> {
    // A timer tick while another is running or waiting would only find the same slots.
    if (!waitForRuns && this.pendingTicks > 0) return this.ticks;
    this.pendingTicks++;
    this.ticks = this.ticks.then(() => this.handDueRuns(waitForRuns)).finally(() => this.pendingTicks--);
    return this.ticks;
  }

  private async startQueue(): Promise<void> {
    try {
      await this.queue.start();
    } catch (err) {
      if (this.stopped) return;
      this.log.error({ err }, `job queue did not start: trying again in ${jobTuning.tickMs} ms`);
      this.restart = setTimeout(() => {
        this.starting = this.startQueue();
      }, jobTuning.tickMs);
      return;
    }
    if (this.stopped) return;
    this.unlisten = onClockMoved(() => this.tick(true));
    this.timer = setInterval(() => void this.tick(), jobTuning.tickMs);
    await this.tick();
  }

  private async handDueRuns(waitForRuns: boolean): Promise<void> {
    if (this.stopped) return;
    for (const def of this.definitions) {
      try {
        const end = slotEnd(nowMs(), def.everySeconds);
        const before = this.lastLooked.get(def.name);
        const clockMovedBack = before !== undefined && end.getTime() < before;
        await this.queue.enqueueDue(def, { end, everySeconds: def.everySeconds, clockMovedBack });
        this.lastLooked.set(def.name, end.getTime());
      } catch (err) {
        if (isDatabaseUnavailable(err)) {
          this.log.warn({ err }, 'database unavailable: due jobs are looked for again on the next tick');
          break;
        }
        this.log.error({ err, job: def.name }, 'could not look whether the job is due');
      }
    }
    if (!waitForRuns || this.stopped) return;
    let endWait = () => {};
    const enough = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, jobTuning.clockMoveWaitMs);
      endWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.waits.add(endWait);
    await Promise.race([this.queue.settled(), enough]);
    endWait();
    this.waits.delete(endWait);
  }
}
