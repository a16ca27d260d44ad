import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from './lot-icons';

export interface BackLinkProps {
  /** The listing this lot belongs to: the link's target when history cannot take the user back. */
  listingPath: string;
  /** The previous history entry is that listing: going back restores its filters, page and scroll. */
  backInHistory: boolean;
}

/**
 * Back to the listing (spec 1 §4): one step back in history when the lot was opened from the
 * listing, so the listing comes back exactly as it was left; otherwise the listing's route.
 */
export function BackLink({ listingPath, backInHistory }: BackLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the link's own behaviour.
    if (!backInHistory || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={listingPath} onClick={onClick} className="inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
      <ArrowLeftIcon className="size-4" />
      {t('LotPage.back')}
    </Link>
  );
}
