import { digitsOnly, formatThousands, type Range } from '@jauc/contract';

// The three range filters of spec 1 §5: numeric `from`–`to` inputs where 0 (or nothing) means
// "no bound". Year is typed plain; mileage and engine get space thousands separators as typed.

export const RANGE_KEYS = ['mileage', 'engine', 'year'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** Longest accepted value per range: 9 999 999 km (the server takes up to 10 000 000), 99 999 cc, a year. */
export const RANGE_MAX_DIGITS: Record<RangeKey, number> = { mileage: 7, engine: 5, year: 4 };

/** What the inputs of one range show. */
export interface RangeText {
  from: string;
  to: string;
}
export const EMPTY_RANGE_TEXT: RangeText = { from: '', to: '' };

/** How a bound reads: years plain, the others with space thousands separators. */
export const formatRangeValue = (key: RangeKey, value: number | string): string => (key === 'year' ? String(value) : formatThousands(value));

/** The text a range input shows for what was typed: digits only, no leading zeros, at most the key's digits. */
export function formatRangeInput(key: RangeKey, typed: string): string {
  const digits = digitsOnly(typed).replace(/^0+(?=\d)/, '').slice(0, RANGE_MAX_DIGITS[key]);
  return digits && formatRangeValue(key, digits);
}

/** The bound a range input stands for: null when empty or 0 (an open end). */
export function parseRangeInput(text: string): number | null {
  const digits = digitsOnly(text);
  const n = digits ? Number(digits) : 0;
  return n > 0 ? n : null;
}

export function rangeToText(key: RangeKey, range: Range | undefined): RangeText {
  // Not cut to the typing limit: a longer value from a link must survive an unrelated edit.
  const show = (n: number | null) => (n === null ? '' : formatRangeValue(key, n));
  return range ? { from: show(range.from), to: show(range.to) } : EMPTY_RANGE_TEXT;
}

/** The filter the inputs describe; `undefined` when both ends are open (0 and 0 means no filter). */
export function textToRange(text: RangeText): Range | undefined {
  const from = parseRangeInput(text.from);
  const to = parseRangeInput(text.to);
  return from === null && to === null ? undefined : { from, to };
}

export type RangeError = 'order' | 'year';

/** Why the inputs cannot be applied: `from` above `to`, or a year that is not four digits. */
export function rangeError(key: RangeKey, text: RangeText): RangeError | null {
  const from = parseRangeInput(text.from);
  const to = parseRangeInput(text.to);
  if (key === 'year' && [from, to].some((n) => n !== null && String(n).length !== 4)) return 'year';
  if (from !== null && to !== null && from > to) return 'order';
  return null;
}

/** How many digits stand before `caret` in `text` (a caret survives re-formatting by its digit count). */
export function digitsBefore(text: string, caret: number): number {
  return digitsOnly(text.slice(0, caret)).length;
}

/** The caret position in `text` just after its `count`-th digit. */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) && ++seen === count) return i + 1;
  }
  return text.length;
}
