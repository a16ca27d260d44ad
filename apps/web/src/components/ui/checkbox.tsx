import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { errorIdOf } from './field-frame';
import { CheckIcon } from './icons';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A native checkbox (so forms register it directly) drawn in the brand style. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, className, id, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <span className="relative mt-0.5 flex size-4.5 shrink-0">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorIdOf(inputId) : undefined}
            className={cn(
              'peer size-4.5 cursor-pointer appearance-none rounded border bg-white transition-colors checked:border-brand-600 checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
              error ? 'border-red-500' : 'border-slate-400',
            )}
            {...rest}
          />
          <CheckIcon strokeWidth={3} className="pointer-events-none absolute inset-0 m-auto size-3 text-white opacity-0 peer-checked:opacity-100" />
        </span>
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-5 text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorIdOf(inputId)} className="pl-7 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
