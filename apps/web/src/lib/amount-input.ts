import { digitsOnly, formatThousands } from '@jauc/contract';

/**
 * What a yen field shows for typed text: digits only, no leading zero, space-grouped. A signed
 * field (an adjustment price may be a discount) keeps a leading minus.
 */
export function formatAmountInput(typed: string, signed = false): string {
  const digits = digitsOnly(typed).replace(/^0+/, '').slice(0, 12);
  const minus = signed && typed.trim().startsWith('-') ? '-' : '';
  return digits ? minus + formatThousands(digits) : minus;
}

/** The yen in a yen field, or null when it holds no digits. */
export function parseAmount(text: string): number | null {
  const digits = digitsOnly(text);
  if (!digits) return null;
  return text.trim().startsWith('-') ? -Number(digits) : Number(digits);
}

/** How many digits come before `caret` in `text`, so the caret can follow the same digit. */
export const digitsBeforeCaret = (text: string, caret: number) => digitsOnly(text.slice(0, caret)).length;

/** The caret position just after the `count`-th digit of `text`. */
export function caretAfterDigit(text: string, count: number): number {
  if (count <= 0) return text.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '')) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}
