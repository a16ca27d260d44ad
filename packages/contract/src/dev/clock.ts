import { z } from 'zod';
import { MSG } from '../errors.js';
import { MAX_DATE_YEAR, MIN_DATE_YEAR } from '../rules/format.js';

// PUT /dev/clock (tests and demos only: registered when the server runs with CLOCK_CONTROL=on;
// managers only). Moves the server clock, and with it everything that follows "now": statuses,
// deadlines, daily limits, jobs. `offset` is relative to the system clock in CLOCK_OFFSET's
// syntax (`3d`, `-2h`, `90m`, `+30s`, `0`); `at` sets the server's now to an instant.

/** A whole number of days, hours, minutes or seconds, optionally signed: CLOCK_OFFSET's syntax. */
export const CLOCK_OFFSET_PATTERN = /^([+-]?)(\d{1,6})(d|h|m|s)$/;

export const isClockOffset = (value: string): boolean => value === '' || value === '0' || CLOCK_OFFSET_PATTERN.test(value);

// An instant with its zone (a time without one would depend on where the caller sits).
const instant = z
  .string({ error: MSG.clockAt })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: MSG.clockAt }))
  .refine((v) => {
    const year = new Date(v).getUTCFullYear();
    return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
  }, { error: MSG.clockAt });

export const moveClockBody = z
  .object({
    offset: z.string({ error: MSG.clockOffset }).trim().refine(isClockOffset, { error: MSG.clockOffset }).optional(),
    at: instant.optional(),
  })
  .refine((b) => (b.offset === undefined) !== (b.at === undefined), { error: MSG.clockMove });
export type MoveClockBody = z.input<typeof moveClockBody>;

export const moveClockResponse = z.object({
  success: z.literal(true),
  /** The server's now after the move, ISO 8601 UTC. */
  now: z.string(),
  /** How far the server clock now runs ahead of the system clock (negative: behind). */
  offsetMs: z.number().int(),
});
export type MoveClockResponse = z.infer<typeof moveClockResponse>;
