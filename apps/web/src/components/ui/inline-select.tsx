import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { ChevronDownIcon } from './icons';

export interface InlineSelectOption {
  value: string | number;
  label: string;
}

export interface InlineSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Already translated label, shown before the select. */
  label: string;
  options: readonly InlineSelectOption[];
}

/**
 * A compact native select with its label on the same line, for toolbars (page size, sort). Forms
 * use SelectField, with the label above.
 */
export function InlineSelect({ label, options, className, id, ...rest }: InlineSelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <label htmlFor={selectId} className="whitespace-nowrap text-sm text-slate-600">
        {label}
      </label>
      <span className="relative inline-flex min-w-0 flex-1">
        <select
          id={selectId}
          className="h-9 w-full appearance-none rounded-md border border-slate-300 bg-white pl-3 pr-8 text-sm shadow-xs outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20"
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-500" />
      </span>
    </div>
  );
}
