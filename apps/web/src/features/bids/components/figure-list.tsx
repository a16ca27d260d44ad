import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Drawn in red (a negative balance, a too-small allowance). */
  alert?: boolean;
  strong?: boolean;
}

/** Label / value rows for the modals and cards (amounts, balances). */
export function FigureList({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={cn('divide-y divide-slate-100 rounded-lg border border-slate-200 bg-slate-50/60', className)}>
      {figures.map((f) => (
        <div key={f.label} className="flex items-baseline justify-between gap-4 px-3.5 py-2.5">
          <dt className="text-sm text-slate-600">{f.label}</dt>
          <dd className={cn('text-right tabular-nums', f.strong ? 'text-base font-semibold text-slate-900' : 'text-sm font-medium text-slate-900', f.alert && 'text-red-600')}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
