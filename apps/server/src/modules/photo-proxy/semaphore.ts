/**
 * At most `limit` holders at once; the rest wait in order. A task is refused (null, not run)
 * when `maxWaiting` are already waiting, or when it has waited `waitMs` without a place: a
 * provider that stalls must not pile up requests without end, nor make them wait for minutes.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `task` when a place is free; null without running it when refused. */
  async run<T>(task: () => Promise<T>, waitMs = Number.POSITIVE_INFINITY): Promise<T | null> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) return null;
      if (!(await this.placeWithin(waitMs))) return null;
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next waiter: `active` stays as it is.
      if (next) next();
      else this.active--;
    }
  }

  /** Waits for a place handed over by a finishing holder: true, or false after `waitMs`. */
  private placeWithin(waitMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const handOver = () => {
        clearTimeout(timer);
        resolve(true);
      };
      if (Number.isFinite(waitMs)) {
        timer = setTimeout(() => {
          const at = this.waiting.indexOf(handOver);
          if (at >= 0) this.waiting.splice(at, 1);
          resolve(false);
        }, waitMs);
      }
      this.waiting.push(handOver);
    });
  }
}
