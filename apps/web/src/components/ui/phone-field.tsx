import { forwardRef, useId, useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldFrame, inputClass } from './field-frame';

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Turns whatever was typed into the formatted text, e.g. `formatPhone` (it may add a country code). */
  format: (value: string) => string;
}

const digitCount = (s: string) => s.replace(/\D/g, '').length;

/** Caret index just after the `n`-th digit of `s` (0 digits: before the first one). */
function caretAfterDigits(s: string, n: number): number {
  if (n === 0) return s.search(/\d/) === -1 ? s.length : s.search(/\d/);
  let seen = 0;
  for (let i = 0; i < s.length; i++) {
    if (/\d/.test(s[i]!) && ++seen === n) return i + 1;
  }
  return s.length;
}

/**
 * A phone input formatted while typing. The caret stays after the same digit it followed, and
 * Backspace over a mask character (a bracket, a dash) removes the digit before it instead of
 * being undone by the formatter.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, error, hint, className, id, value, onChange, format, ...rest },
  forwardedRef,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (pendingCaret.current === null || !el || document.activeElement !== el) return;
    el.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  function handleChange(e: ChangeEvent<HTMLInputElement>) {
    let raw = e.target.value;
    let caret = e.target.selectionStart ?? raw.length;
    const deleting = raw.length < value.length;
    if (deleting && digitCount(raw) === digitCount(value) && caret > 0) {
      // Only a mask character went away: take the digit before the caret with it.
      const before = raw.slice(0, caret);
      const lastDigit = before.search(/\d(?=\D*$)/);
      if (lastDigit !== -1) {
        raw = raw.slice(0, lastDigit) + raw.slice(lastDigit + 1);
        caret = lastDigit;
      }
    }
    const digitsBeforeCaret = digitCount(raw.slice(0, caret));
    const next = format(raw);
    // Typing at the end stays at the end, also when the formatter put a country code in front.
    const atEnd = digitCount(raw.slice(caret)) === 0;
    pendingCaret.current = atEnd ? next.length : caretAfterDigits(next, Math.min(digitsBeforeCaret, digitCount(next)));
    onChange(next);
  }

  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={(el) => {
          inputRef.current = el;
          if (typeof forwardedRef === 'function') forwardedRef(el);
          else if (forwardedRef) forwardedRef.current = el;
        }}
        id={inputId}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={inputClass(error)}
        {...rest}
      />
    </FieldFrame>
  );
});
