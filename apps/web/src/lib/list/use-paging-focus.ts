import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * After the user picks another page, the list they were reading is replaced: once the new page
 * has arrived, focus moves to the list's heading at the top (not left on a pager button at the
 * bottom of a list that scrolled away) and a polite live region says which page this is.
 */
export function usePagingFocus({ page, pageCount, settled }: { page: number; pageCount: number; settled: boolean }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const liveRef = useRef<HTMLParagraphElement>(null);
  const paged = useRef(false);

  useEffect(() => {
    if (!paged.current || !settled) return;
    paged.current = false;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
    // Written straight into the live region: a state update here would render twice for nothing.
    if (liveRef.current) liveRef.current.textContent = t('Pagination.announce', { page, count: pageCount });
  }, [settled, page, pageCount, t]);

  const markPaged = useCallback(() => {
    paged.current = true;
  }, []);
  return { headingRef, liveRef, markPaged };
}
