// The server's one clock (DESIGN.md §3 "Auction clock"): every read of "now" goes through here,
// never through Date.now() or new Date() directly. CLOCK_OFFSET shifts it for demos ("show me the
// portal three days from now") and tests move it with setClockOffset instead of sleeping.
// The offset is per process; every instance of a deployment is started with the same setting.

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 } as const;
const OFFSET = /^([+-]?)(\d{1,6})(d|h|m|s)$/;

let offsetMs = 0;

/**
 * `3d`, `-2h`, `90m`, `+30s`, `0` or empty → milliseconds. Anything else throws, so a typing
 * mistake stops the start instead of running the portal at the wrong time.
 */
export function parseClockOffset(text: string | undefined): number {
  const value = (text ?? '').trim();
  if (value === '' || value === '0') return 0;
  const match = OFFSET.exec(value);
  if (!match) {
    throw new Error(`CLOCK_OFFSET must be a whole number of days, hours, minutes or seconds such as 3d, -2h, 90m or 30s; got "${text}"`);
  }
  const [, sign, amount, unit] = match;
  return (sign === '-' ? -1 : 1) * Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
}

/** Now, on the server's clock. */
export function now(): Date {
  return new Date(nowMs());
}

/** Now in epoch milliseconds, on the server's clock. */
export function nowMs(): number {
  // eslint-disable-next-line no-restricted-properties -- the one place that reads the system clock
  return Date.now() + offsetMs;
}

/** How far the server's clock runs ahead of the system clock (negative: behind). */
export function clockOffsetMs(): number {
  return offsetMs;
}

/** Sets the offset: at start from CLOCK_OFFSET, and by tests that move time. */
export function setClockOffset(ms: number): void {
  if (!Number.isFinite(ms)) throw new Error(`clock offset must be a finite number of milliseconds, got ${ms}`);
  offsetMs = Math.trunc(ms);
}

/** Moves the clock forward (or back, with a negative amount) by `ms`. */
export function advanceClock(ms: number): void {
  setClockOffset(offsetMs + ms);
}

/** Moves the clock so that now() reads `at`. */
export function setClockTo(at: Date): void {
  // eslint-disable-next-line no-restricted-properties -- comparing against the system clock
  setClockOffset(at.getTime() - Date.now());
}

type ClockListener = () => void | Promise<void>;
const listeners = new Set<ClockListener>();

/**
 * Registers `listener` to run each time the clock is moved while the server runs (PUT /dev/clock,
 * or a worker told of a move by the primary): e.g. the job scheduler checks at once which jobs
 * fell due. Answers the function that removes it again (an app that closes removes its own).
 */
export function onClockMoved(listener: ClockListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Runs every listener after a move, all at once, and answers their failures instead of throwing:
 * the move itself has happened, and one failing listener must not keep the others from running.
 */
export async function notifyClockMoved(): Promise<unknown[]> {
  const outcomes = await Promise.allSettled([...listeners].map(async (listener) => listener()));
  return outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
}
