import type { TFunction } from 'i18next';
import { tokyoParts } from '@jauc/contract';

// The time left until a bidding deadline, as people read it (DESIGN.md §3 "Auctions and lots":
// lists and lot pages show the deadline as a live countdown). Two units are enough: days and
// hours while more than a day is left, hours and minutes within the day, minutes and seconds in
// the last hour, when the seconds matter.

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';
export interface CountdownPart {
  unit: CountdownUnit;
  count: number;
}

const UNIT_MS: Record<CountdownUnit, number> = { day: DAY_MS, hour: HOUR_MS, minute: MINUTE_MS, second: SECOND_MS };
const NEXT: Record<CountdownUnit, CountdownUnit | null> = { day: 'hour', hour: 'minute', minute: 'second', second: null };

/**
 * The time left in its two largest units, cut (never rounded up past what is left): 1 d 4 h,
 * 3 h 20 min, 12 min 30 s, 45 s. A zero second unit is left out ("2 d", "1 h"); nothing left (or
 * a time already past) is "0 s".
 */
export function countdownParts(leftMs: number): CountdownPart[] {
  const left = Number.isFinite(leftMs) ? Math.max(0, leftMs) : 0;
  const first: CountdownUnit = left >= DAY_MS ? 'day' : left >= HOUR_MS ? 'hour' : left >= MINUTE_MS ? 'minute' : 'second';
  const count = Math.floor(left / UNIT_MS[first]);
  const parts: CountdownPart[] = [{ unit: first, count }];
  const next = NEXT[first];
  if (next) {
    const rest = Math.floor((left - count * UNIT_MS[first]) / UNIT_MS[next]);
    if (rest > 0) parts.push({ unit: next, count: rest });
  }
  return parts;
}

/** A no-break space: a time value ("12 min 30 s", "2026-11-25 00:00") never breaks across lines. */
const NBSP = '\u00a0';
const unbroken = (text: string) => text.replace(/ /g, NBSP);

/** "1 day 4 h", "12 min 30 s" in the interface language (Russian plural forms included), unbreakable. */
export function formatCountdown(t: TFunction, leftMs: number): string {
  return unbroken(
    countdownParts(leftMs)
      .map((part) => t(`Deadline.unit.${part.unit}`, { count: part.count }))
      .join(' '),
  );
}

/**
 * How often a countdown needs to change: every second in the last hour (it shows seconds),
 * every minute before. The minute ticks fall on the server clock's minutes, as deadlines do.
 */
export const countdownInterval = (leftMs: number): number => (leftMs <= HOUR_MS + MINUTE_MS ? SECOND_MS : MINUTE_MS);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A deadline as YYYY-MM-DD HH:MM (spec 1 §9 date format, unbreakable) in the viewer's own zone and in Japan,
 * where the auctions run. `same` when the two read alike (a viewer in Japan): one is enough.
 */
export function deadlineTimes(deadline: Date): { local: string; japan: string; same: boolean } {
  const local = `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}${NBSP}${pad(deadline.getHours())}:${pad(deadline.getMinutes())}`;
  const tokyo = tokyoParts(deadline);
  const japan = `${tokyo.date}${NBSP}${tokyo.time}`;
  return { local, japan, same: local === japan };
}
