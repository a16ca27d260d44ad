import { isIsoDate } from '@jauc/contract';

/**
 * What a date field shows for typed text (spec 2 §4 "Payments and purchase date filters"): the
 * digits only, as YYYY-MM-DD, the dashes put in as the digits arrive ("2026011" → "2026-01-1").
 */
export function formatDateInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

/** Empty (no bound) or a real calendar day as YYYY-MM-DD. */
export const isDateInputValid = (text: string) => text === '' || isIsoDate(text);

/**
 * Which bound of a range is wrong, if any: a date not in YYYY-MM-DD (or not a day), or a start
 * after the end. A range applies only when this is null.
 */
export function dateRangeError(from: string, to: string): 'format' | 'order' | null {
  if (!isDateInputValid(from) || !isDateInputValid(to)) return 'format';
  if (from && to && from > to) return 'order';
  return null;
}
