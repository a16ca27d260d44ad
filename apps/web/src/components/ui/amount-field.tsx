import { forwardRef, useId, type FocusEventHandler } from 'react';
import { caretAfterDigit, digitsBeforeCaret, formatAmountInput } from '../../lib/amount-input';
import { cn } from '../../lib/cn';
import { describedBy, FieldFrame, inputClass } from './field-frame';

interface AmountFieldProps {
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: string;
  hint?: string;
  name?: string;
  /** A minus may lead (an adjustment price can be a discount). */
  signed?: boolean;
  disabled?: boolean;
}

/**
 * An amount in yen (a bid, a sold price): digits only, shown with space thousands separators. The caret stays
 * after the same digit when separators come and go, so editing in the middle feels normal.
 */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField({ label, value, onValueChange, onBlur, error, hint, name, signed = false, disabled }, ref) {
  const id = useId();
  return (
    <FieldFrame inputId={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-base text-slate-400">
          ¥
        </span>
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          value={value}
          onChange={(e) => {
            const el = e.currentTarget;
            const digits = digitsBeforeCaret(el.value, el.selectionStart ?? el.value.length);
            const next = formatAmountInput(el.value, signed);
            el.value = next;
            const caret = caretAfterDigit(next, digits);
            el.setSelectionRange?.(caret, caret);
            onValueChange(next);
          }}
          onBlur={onBlur}
          className={cn(inputClass(error), 'h-11 pl-7 text-base font-semibold tabular-nums')}
        />
      </div>
    </FieldFrame>
  );
});
