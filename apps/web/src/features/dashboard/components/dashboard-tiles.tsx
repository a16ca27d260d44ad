import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

// The dashboard's building blocks: a figure that opens its list, and a card of a few items with
// a link to the whole list.

export interface StatTileProps {
  label: string;
  value: string;
  href: string;
  /** A line under the figure (what the figure counts, where the link goes). */
  hint?: ReactNode;
  /** Drawn in the warning colour: something waits for the user. */
  attention?: boolean;
  negative?: boolean;
  testId?: string;
}

/** One figure; the whole tile is the link to its list, already filtered. */
export function StatTile({ label, value, href, hint, attention = false, negative = false, testId }: StatTileProps) {
  return (
    <Link
      to={href}
      data-testid={testId}
      className={cn(
        'flex min-h-24 flex-col justify-between rounded-xl border bg-white p-4 shadow-sm transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        attention ? 'border-amber-300 bg-amber-50' : 'border-slate-200',
      )}
    >
      <span className="text-sm font-medium text-slate-600">{label}</span>
      <span className={cn('mt-1 whitespace-nowrap text-xl font-semibold tabular-nums sm:text-2xl', negative ? 'text-red-700' : attention ? 'text-amber-900' : 'text-slate-900')}>{value}</span>
      {hint && <span className="mt-1 text-xs text-slate-600">{hint}</span>}
    </Link>
  );
}

export interface ListCardProps {
  title: string;
  /** The whole list; its link reads "View all" with the card's title for screen readers. */
  href: string;
  /** Shown instead of the items when there are none. */
  empty: string;
  count: number;
  children: ReactNode;
  testId?: string;
}

/** A card with a heading, a few items and the link to the whole list. */
export function ListCard({ title, href, empty, count, children, testId }: ListCardProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <Link to={href} className="shrink-0 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('Dashboard.viewAll')}
          <span className="sr-only">: {title}</span>
        </Link>
      </header>
      {count === 0 ? <p className="px-4 py-6 text-sm text-slate-600">{empty}</p> : <ul className="divide-y divide-slate-100">{children}</ul>}
    </section>
  );
}
