import { forwardRef, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { digitsOnly } from '@jauc/contract';
import { cn } from '../../../../lib/cn';
import { caretAfterDigits, digitsBefore } from '../../lib/range-input';

export interface FormattedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'step'> {
  value: string;
  onValueChange: (text: string) => void;
  /** Shapes what was typed (digits with separators, a date with dashes). */
  format: (typed: string) => string;
  /** Arrow Up and Down add or take this much (ranges step by /filters' step). */
  step?: number;
  invalid?: boolean;
}

/**
 * A text input re-formatted on every keystroke. The caret stays after the same digit however
 * many separators the formatting adds or removes, so typing in the middle feels normal.
 */
export const FormattedInput = forwardRef<HTMLInputElement, FormattedInputProps>(function FormattedInput(
  { value, onValueChange, format, step, invalid, className, onKeyDown, ...rest },
  ref,
) {
  function handleKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(e);
    if (e.defaultPrevented || !step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const n = Number(digitsOnly(value) || 0);
    const next = e.key === 'ArrowUp' ? n + step : Math.max(0, n - step);
    onValueChange(next ? format(String(next)) : '');
  }

  return (
    <input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      aria-invalid={invalid || undefined}
      value={value}
      onChange={(e) => {
        const el = e.currentTarget;
        const digits = digitsBefore(el.value, el.selectionStart ?? el.value.length);
        const next = format(el.value);
        // Set the text and caret now: when the text does not change (a letter typed), React
        // would otherwise put the old text back with the caret at its end.
        el.value = next;
        const caret = caretAfterDigits(next, digits);
        el.setSelectionRange?.(caret, caret);
        onValueChange(next);
      }}
      onKeyDown={handleKeyDown}
      className={cn(
        'h-9 w-full min-w-0 rounded-md border bg-white px-2.5 text-sm tabular-nums shadow-xs outline-none transition-colors placeholder:text-slate-400 focus:ring-2',
        invalid ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20',
        className,
      )}
      {...rest}
    />
  );
});
