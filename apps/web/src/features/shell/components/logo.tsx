import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { SHELL_PATHS } from '../menu-config';

/** The mark alone: a red rounded square with a white rising sun (same drawing as the favicon). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#b91c1c" />
      <circle cx="16" cy="16" r="7" fill="#fff" />
    </svg>
  );
}

/**
 * Mark plus "JAUC" wordmark and, when `withTagline`, the full name under it; links home. The
 * visible words are the link's name (WCAG 2.5.3: a spoken "JAUC" must find it).
 */
export function Logo({ withTagline = false, className, onNavigate }: { withTagline?: boolean; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={SHELL_PATHS.home}
      onClick={onNavigate}
      className={cn('inline-flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)}
    >
      <LogoMark />
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-[0.12em] text-slate-900">{t('App.name')}</span>
        {withTagline && <span className="mt-1 text-[11px] font-medium text-slate-500">{t('App.fullName')}</span>}
      </span>
    </Link>
  );
}
