import { useTranslation } from 'react-i18next';
import { BID_LIST_PAGE_SIZES, formatThousands } from '@jauc/contract';
import { cn } from '../../../../lib/cn';
import type { BidPageSize } from '../../lib/bid-page-size';

/** Which rows are shown of how many, and the page-size buttons (spec 2 §2; clients too since issue 18 §2). */
export function BidListToolbar({ range, pageSize, onPageSize, withPageSize }: { range: { from: number; to: number; total: number } | null; pageSize: BidPageSize; onPageSize: (size: BidPageSize) => void; withPageSize: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="mr-auto text-sm text-slate-600" aria-live="polite">
        {range && range.to > 0 && t('Listing.shown', { from: formatThousands(range.from), to: formatThousands(range.to), total: formatThousands(range.total) })}
      </p>
      {withPageSize && (
        <div role="group" aria-label={t('Listing.pageSize')} className="flex items-center gap-1 text-sm">
          <span aria-hidden className="mr-1 text-slate-600">
            {t('Listing.pageSize')}
          </span>
          {BID_LIST_PAGE_SIZES.map((size) => (
            <button
              key={size}
              type="button"
              aria-pressed={size === pageSize}
              onClick={() => size !== pageSize && onPageSize(size)}
              className={cn(
                'h-8 min-w-10 rounded-md px-2 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                size === pageSize ? 'bg-brand-600 font-semibold text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              {size}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
