import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '@jauc/contract';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useInView } from '../../lib/list/use-in-view';

/** Spec 1 §9: the next page loads once the end of the list is this close to the viewport. */
const MARGIN_PX = 150;
export const INFINITE_SCROLL_MARGIN = `0px 0px ${MARGIN_PX}px 0px`;

export interface InfiniteFooterProps {
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** Items in the list and in the whole result. */
  shown: number;
  total: number;
  /**
   * i18n namespace of the list's own words (`failed`, `allShown` with plurals, `end`): lots and
   * bids are counted differently. The retry button says Listing.retry everywhere.
   */
  textKey?: string;
}

/**
 * The end of a growing mobile list (lots, bids): an invisible sentinel that asks for the next page, a
 * spinner while it loads, a retry when it failed, and a closing line once everything is shown.
 */
export function InfiniteFooter({ hasNext, loading, failed, onLoadMore, shown, total, textKey = 'Listing.infinite' }: InfiniteFooterProps) {
  const { t } = useTranslation();
  const [observe, inView] = useInView<HTMLDivElement>(INFINITE_SCROLL_MARGIN);
  const element = useRef<HTMLDivElement | null>(null);
  const sentinel = useCallback(
    (el: HTMLDivElement | null) => {
      element.current = el;
      return observe(el);
    },
    [observe],
  );

  // While the sentinel stays in reach (short pages, a tall screen), page after page loads: `shown`
  // is a dependency because a fast answer may never render `loading` and leave the rest as it was.
  // A failed page waits for the retry instead of asking again in a loop.
  // The observer reports a frame after the list grows, so `inView` may still be true from
  // before: measure the sentinel now, or one scroll to the end would load two pages.
  useEffect(() => {
    const near = () => (element.current?.getBoundingClientRect().top ?? Infinity) <= window.innerHeight + MARGIN_PX;
    if (inView && hasNext && !loading && !failed && near()) onLoadMore();
  }, [inView, hasNext, loading, failed, onLoadMore, shown]);

  return (
    <div className="flex min-h-10 flex-col items-center justify-center gap-2 py-3 text-sm text-slate-500">
      {hasNext && <div ref={sentinel} data-testid="listing-sentinel" className="h-px w-full" />}
      {loading && <Spinner className="size-5 text-brand-600" />}
      {failed && !loading && (
        <>
          <p>{t(`${textKey}.failed`)}</p>
          <Button variant="secondary" size="sm" onClick={() => onLoadMore()}>
            {t('Listing.retry')}
          </Button>
        </>
      )}
      {!hasNext && !loading && shown > 0 && (
        <p className="flex w-full items-center gap-3 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
          {shown >= total ? t(`${textKey}.allShown`, { count: total, total: formatThousands(total) }) : t(`${textKey}.end`)}
        </p>
      )}
    </div>
  );
}
