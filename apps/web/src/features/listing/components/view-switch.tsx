import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { LISTING_VIEWS, type ListingView } from '../lib/listing-view';

const svg = (body: ReactNode) => (
  <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" className="size-4.5">
    {body}
  </svg>
);

// Default: rows of a list; card: a grid of tiles; column: wide cards stacked one per row.
const ICONS: Record<ListingView, ReactNode> = {
  default: svg(<path d="M3 4.5h14M3 10h14M3 15.5h14" strokeLinecap="round" />),
  card: svg(
    <>
      <rect x="3" y="3" width="5.5" height="5.5" rx="1" />
      <rect x="11.5" y="3" width="5.5" height="5.5" rx="1" />
      <rect x="3" y="11.5" width="5.5" height="5.5" rx="1" />
      <rect x="11.5" y="11.5" width="5.5" height="5.5" rx="1" />
    </>,
  ),
  column: svg(
    <>
      <rect x="3" y="3" width="14" height="6" rx="1" />
      <rect x="3" y="11" width="14" height="6" rx="1" />
    </>,
  ),
};

/** The view mode as a row of toggle buttons with icons (spec 1 §2 view modes). */
export function ViewSwitch({ view, onViewChange, className }: { view: ListingView; onViewChange: (view: ListingView) => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('Listing.view.label')} className={cn('inline-flex rounded-md border border-slate-300 bg-white p-0.5', className)}>
      {LISTING_VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={v === view}
          aria-label={t(`Listing.view.${v}`)}
          title={t(`Listing.view.${v}`)}
          onClick={() => onViewChange(v)}
          className={cn(
            'inline-flex size-7 items-center justify-center rounded transition-colors sm:size-8 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            v === view ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {ICONS[v]}
        </button>
      ))}
    </div>
  );
}
