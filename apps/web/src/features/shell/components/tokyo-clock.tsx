import { useTranslation } from 'react-i18next';
import { tokyoParts } from '@jauc/contract';
import { ClockIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useServerNow } from '../../../lib/server-clock';

/**
 * Auctions run on Japan time (UTC+9): date and time there, ticking every second (spec 1 §1, §9),
 * on the server's clock, so it agrees with the deadlines even when the computer's clock is wrong.
 */
export function TokyoClock({ className }: { className?: string }) {
  const { t } = useTranslation();
  const now = useServerNow(1000);

  const parts = tokyoParts(now);
  return (
    <div role="group" aria-label={t('Clock.label')} className={cn('flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200', className)}>
      <ClockIcon className="size-5 shrink-0 text-brand-600" />
      <div className="min-w-0 leading-tight">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('Clock.tokyo')}</p>
        {/* The instant itself in ISO form; the visible text is its Japan wall-clock reading. */}
        <time dateTime={now.toISOString()} className="flex items-baseline gap-2 text-sm text-slate-900 tabular-nums">
          <span data-testid="tokyo-date">{parts.date}</span>
          <span data-testid="tokyo-time" className="font-semibold">
            {parts.timeWithSeconds}
          </span>
        </time>
      </div>
    </div>
  );
}
