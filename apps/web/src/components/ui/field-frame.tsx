import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The input look shared by the form controls (matches TextField). */
export function inputClass(error?: string) {
  return cn(
    'h-10 w-full rounded-md border bg-white px-3 text-sm shadow-xs outline-none transition-colors placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 disabled:bg-slate-100',
    error ? 'border-red-500' : 'border-slate-300',
  );
}

export const errorIdOf = (inputId: string) => `${inputId}-error`;
export const hintIdOf = (inputId: string) => `${inputId}-hint`;

/** Ids an input should point `aria-describedby` at: its error, else its hint. */
export function describedBy(inputId: string, error?: string, hint?: ReactNode) {
  if (error) return errorIdOf(inputId);
  return hint ? hintIdOf(inputId) : undefined;
}

interface FieldFrameProps {
  inputId: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the error (announced) or the hint under it. */
export function FieldFrame({ inputId, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorIdOf(inputId)} className="text-xs text-red-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintIdOf(inputId)} className="text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
