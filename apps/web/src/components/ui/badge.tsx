import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  orange: 'bg-orange-100 text-orange-800 ring-orange-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  sky: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  teal: 'bg-teal-100 text-teal-800 ring-teal-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  slate: 'bg-slate-200 text-slate-600 ring-slate-500/20',
} as const;
export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
}

/** A small coloured label (condition grades, statuses, markers). */
export function Badge({ tone = 'gray', size = 'md', className, ...rest }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded font-semibold ring-1 ring-inset',
        size === 'sm' ? 'px-1 py-px text-[10px] leading-3' : 'px-1.5 py-0.5 text-xs',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
