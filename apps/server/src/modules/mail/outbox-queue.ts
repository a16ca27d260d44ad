import type { FastifyBaseLogger } from 'fastify';

export interface OutboxQueue {
  /** Queues `task`; answers false (and logs) when the queue is full and the task was dropped. */
  push(kind: string, task: () => Promise<void>): boolean;
  /** Resolves once nothing is queued or running (tests, and before the app closes). */
  idle(): Promise<void>;
}

/**
 * The in-process outbox: work that ends in a mail runs here, after the request has answered, a
 * few tasks at a time. Requests then only enqueue, which costs the same whatever the task will
 * find, so the answer time tells nothing (a reset request for a registered address must not be
 * slower than for an unknown one). Bounded: a flood of requests cannot grow memory or hold every
 * database connection; past `maxQueued` tasks are dropped with a warning (the user asks again).
 * Not durable: a crash loses what is queued, which for account links means asking again.
 */
export function createOutboxQueue(log: FastifyBaseLogger, opts: { concurrency?: number; maxQueued?: number } = {}): OutboxQueue {
  const concurrency = opts.concurrency ?? 2;
  const maxQueued = opts.maxQueued ?? 1000;
  const queue: Array<{ kind: string; task: () => Promise<void> }> = [];
  let running = 0;
  let waiters: Array<() => void> = [];

  const settle = () => {
    if (running > 0 || queue.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };
  const next = () => {
    while (running < concurrency && queue.length > 0) {
      const { kind, task } = queue.shift()!;
      running++;
      // Deferred to a later turn of the event loop: the request that enqueued answers first.
      setImmediate(() => {
        task()
          .catch((err: unknown) => log.error({ err, kind }, 'outbox task failed'))
          .finally(() => {
            running--;
            next();
            settle();
          });
      });
    }
  };

  return {
    push(kind, task) {
      if (queue.length >= maxQueued) {
        log.warn({ kind, queued: queue.length }, 'outbox full: task dropped');
        return false;
      }
      queue.push({ kind, task });
      next();
      return true;
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
  };
}
