import { formatDateInput, isIsoDate } from '@jauc/contract';

// The free date input of the date filter (spec 1 §5): digits are shaped into YYYY-MM-DD as they
// are typed, and a complete, real date joins the chosen dates.

export { formatDateInput };

export type DateInputStatus = 'empty' | 'partial' | 'valid' | 'invalid';

export function dateInputStatus(text: string): DateInputStatus {
  if (!text) return 'empty';
  if (text.length < 10) return 'partial';
  return isIsoDate(text) ? 'valid' : 'invalid';
}

/** The chosen dates stay sorted and unique, so equal choices give equal URLs. */
export function addDate(dates: readonly string[], date: string): string[] {
  return [...new Set([...dates, date])].sort();
}

export function toggleDate(dates: readonly string[], date: string): string[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : addDate(dates, date);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday of a YYYY-MM-DD calendar date (the date itself is already in Japan time). */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'Sun';
}
