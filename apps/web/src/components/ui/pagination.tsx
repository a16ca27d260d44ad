import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) => (end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i));

/**
 * The numbered items: `boundaries` pages at each end, `siblings` pages either side of the
 * current one, and an ellipsis for each gap. The count stays the same while paging, so the
 * buttons do not jump under the pointer (1 2 3 4 5 … 10 → 1 … 4 5 6 … 10).
 */
export function paginationItems(page: number, pageCount: number, { siblings = 1, boundaries = 1 } = {}): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const startPages = range(1, Math.min(boundaries, pageCount));
  const endPages = range(Math.max(pageCount - boundaries + 1, boundaries + 1), pageCount);
  const siblingsStart = Math.max(Math.min(current - siblings, pageCount - boundaries - siblings * 2 - 1), boundaries + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundaries + siblings * 2 + 2), pageCount - boundaries - 1);

  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundaries + 2) items.push('start-ellipsis');
  else if (boundaries + 1 < pageCount - boundaries) items.push(boundaries + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < pageCount - boundaries - 1) items.push('end-ellipsis');
  else if (pageCount - boundaries > boundaries) items.push(pageCount - boundaries);
  items.push(...endPages);
  return items;
}

const Chevron = ({ double, flip }: { double?: boolean; flip?: boolean }) => (
  <svg aria-hidden viewBox="0 0 20 20" className={cn('size-4', flip && 'rotate-180')}>
    <path d={double ? 'M10 5l-5 5 5 5M15 5l-5 5 5 5' : 'M12.5 5l-5 5 5 5'} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function PageButton({ label, current, disabled, onClick, className, children }: { label: string; current?: boolean; disabled?: boolean; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-9 sm:min-w-9',
        current ? 'bg-brand-600 font-semibold text-white' : 'text-slate-700 hover:bg-slate-200 disabled:text-slate-300 disabled:hover:bg-transparent',
        className,
      )}
    >
      {children}
    </button>
  );
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** First / previous / numbered pages / next / last; nothing when there is a single page. */
export function Pagination({ page, pageCount, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const go = (p: number) => () => {
    if (p !== page) onPageChange(p);
  };
  return (
    <nav aria-label={t('Pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {/* First and last are dropped on phones, where the numbered items already reach both ends. */}
        <li className="hidden sm:block">
          <PageButton label={t('Pagination.first')} disabled={page <= 1} onClick={go(1)}>
            <Chevron double />
          </PageButton>
        </li>
        <li>
          <PageButton label={t('Pagination.previous')} disabled={page <= 1} onClick={go(page - 1)}>
            <Chevron />
          </PageButton>
        </li>
        {paginationItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton label={t('Pagination.page', { page: item })} current={item === page} onClick={go(item)}>
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden className="inline-flex h-8 min-w-6 items-end justify-center pb-1 text-slate-400 sm:h-9">
              …
            </li>
          ),
        )}
        <li>
          <PageButton label={t('Pagination.next')} disabled={page >= pageCount} onClick={go(page + 1)}>
            <Chevron flip />
          </PageButton>
        </li>
        <li className="hidden sm:block">
          <PageButton label={t('Pagination.last')} disabled={page >= pageCount} onClick={go(pageCount)}>
            <Chevron double flip />
          </PageButton>
        </li>
      </ul>
    </nav>
  );
}
