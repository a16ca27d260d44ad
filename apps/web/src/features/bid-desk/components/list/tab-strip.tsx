import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

export interface TabItem<V extends string | number> {
  value: V;
  label: string;
  /** The count shown next to the label; none while unknown. */
  count?: number;
  /** The count is still loading: a placeholder of about its width stands in for it. */
  countPending?: boolean;
  /** Draws the eye (results waiting for the manager). */
  attention?: boolean;
}

/**
 * A row of tabs that choose what the list below shows (ARIA tabs: one tab in the tab order,
 * arrows, Home and End move and select). It scrolls sideways on phones: the counters header.
 */
export function TabStrip<V extends string | number>({ label, items, value, onChange, controls, size = 'md' }: { label: string; items: TabItem<V>[]; value: V; onChange: (value: V) => void; controls?: string; size?: 'sm' | 'md' }) {
  const refs = useRef(new Map<V, HTMLButtonElement>());
  const select = (next: V) => {
    onChange(next);
    refs.current.get(next)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const i = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const to = { ArrowRight: Math.min(last, i + 1), ArrowLeft: Math.max(0, i - 1), Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const target = items[to];
    if (target && target.value !== value) select(target.value);
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
      {items.map((item) => {
        const selected = item.value === value;
        let count: ReactNode = null;
        if (item.count === undefined && item.countPending) {
          // Holds about a count's width while it loads, so the tabs after it do not move when it comes.
          count = <span aria-hidden className={cn('inline-block h-5 w-6 animate-pulse rounded-full', selected ? 'bg-white/30' : 'bg-slate-200')} />;
        } else if (item.count !== undefined) {
          count = (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs leading-5 font-semibold tabular-nums',
                selected ? 'bg-white/20 text-white' : item.attention && item.count > 0 ? 'bg-amber-400 text-amber-950' : 'bg-slate-200 text-slate-700',
              )}
            >
              {item.count}
            </span>
          );
        }
        return (
          <button
            key={item.value}
            ref={(el) => {
              if (el) refs.current.set(item.value, el);
              else refs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(item.value)}
            className={cn(
              'inline-flex shrink-0 items-center gap-1.5 rounded-full border font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              size === 'sm' ? 'h-8 px-3 text-sm' : 'h-9 px-3.5 text-sm',
              selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              !selected && item.attention && (item.count ?? 0) > 0 && 'border-amber-400',
            )}
          >
            {item.label}
            {count && ' '}
            {count}
          </button>
        );
      })}
    </div>
  );
}
