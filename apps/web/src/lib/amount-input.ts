import { digitsOnly, formatThousands } from '@jauc/contract';

/** What the amount field shows for typed text: digits only, no leading zero, space-grouped. */
export function formatAmountInput(typed: string): string {
  const digits = digitsOnly(typed).replace(/^0+/, '').slice(0, 12);
  return digits ? formatThousands(digits) : '';
}

/** The yen in the amount field, or null when it is empty. */
export function parseAmount(text: string): number | null {
  const digits = digitsOnly(text);
  return digits ? Number(digits) : null;
}

/** How many digits come before `caret` in `text`, so the caret can follow the same digit. */
export const digitsBeforeCaret = (text: string, caret: number) => digitsOnly(text.slice(0, caret)).length;

/** The caret position just after the `count`-th digit of `text`. */
export function caretAfterDigit(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}
