/**
 * At most `limit` holders at once; the rest wait in order. `tryAcquire` refuses at once when
 * `maxWaiting` are already waiting: a provider that stalls must not pile up requests without end.
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

  /** Runs `task` when a place is free; null without running it when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
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
}
